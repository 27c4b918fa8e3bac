import type { TextLanguage, TextModel, TextRequest, TokenUsage } from '../ports';
import { rateOpinion } from './rating';

/** What a simulated panel rates: items (names or catch-phrases) of one product, by respondents of some segments. */
export interface PanelPlan {
  kind: 'panel';
  language: TextLanguage;
  product: string;
  category: string;
  /** 'names' or 'catch_phrases': how the question names the item. */
  itemKind: 'names' | 'catch_phrases';
  items: string[];
  /** Each segment with the persona a respondent plays (e.g. "a woman in her 30s living in Japan"). */
  segments: { id: number; persona: string }[];
  /** Respondents (answers) per item and segment. */
  samples: number;
}

export interface PanelSegmentRating {
  segmentId: number;
  /** Mean of the respondents' expected ratings (1-5). */
  mean: number;
  /** Standard deviation of the respondents' expected ratings. */
  sd: number;
  /** Mean probability of each level 1..5. */
  distribution: number[];
  samples: number;
}

export interface PanelItemRating {
  item: string;
  segments: PanelSegmentRating[];
}

export interface PanelOpinion {
  item: string;
  segmentId: number;
  sample: number;
  text: string;
  expected: number;
}

export interface PanelResult {
  ratings: PanelItemRating[];
  opinions: PanelOpinion[];
  usage: TokenUsage;
  model: string;
}

const itemWords: Record<TextLanguage, Record<PanelPlan['itemKind'], string>> = {
  en: { names: 'product name', catch_phrases: 'catch-phrase' },
  ja: { names: '商品名', catch_phrases: 'キャッチコピー' },
  'zh-CN': { names: '商品名称', catch_phrases: '广告语' },
};
const languageNames: Record<TextLanguage, string> = { ja: 'Japanese', en: 'English', 'zh-CN': 'Simplified Chinese' };

/** One respondent's question: who they are, the product, the item; the answer is a sentence or two, not a number. */
export function panelOpinionRequest(plan: PanelPlan, item: string, segment: PanelPlan['segments'][number], sample: number, choice: { model: string; maxOutputTokens: number }): TextRequest {
  return {
    model: choice.model,
    maxOutputTokens: Math.min(choice.maxOutputTokens, 200),
    temperature: 1,
    system:
      `You are a consumer taking part in a survey: ${segment.persona}. Answer in ${languageNames[plan.language]}, in one or two ` +
      'sentences, honestly and in your own words: how you feel about what you are shown and whether you would pick the product. ' +
      'Do not give a number or a score.',
    messages: [{ role: 'user', content: `${plan.category}: ${plan.product}\n${itemWords[plan.language][plan.itemKind]}: ${item}` }],
    task: { kind: 'panel_opinion', language: plan.language, candidate: item, persona: segment.persona, sample },
  };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const sd = (values: number[]) => {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
};

/**
 * Runs the panel: for each item, segment and respondent one opinion from the text model, rated by its similarity to
 * the scale's anchors; then per item and segment the mean and spread over the respondents. `concurrency` questions
 * are in flight at once; `onProgress` is told after each answer.
 */
export async function runPanel(
  model: TextModel,
  plan: PanelPlan,
  choice: { model: string; maxOutputTokens: number },
  options: { signal?: AbortSignal; concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<PanelResult> {
  const questions = plan.items.flatMap((item) => plan.segments.flatMap((segment) => Array.from({ length: plan.samples }, (_, sample) => ({ item, segment, sample }))));
  const opinions: PanelOpinion[] = new Array(questions.length);
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  let answeredBy = choice.model;
  let next = 0;
  let done = 0;
  const ask = async () => {
    while (next < questions.length) {
      const index = next++;
      const { item, segment, sample } = questions[index];
      const answer = await model.complete({ ...panelOpinionRequest(plan, item, segment, sample, choice), signal: options.signal });
      usage.inputTokens += answer.usage.inputTokens;
      usage.outputTokens += answer.usage.outputTokens;
      answeredBy = answer.model;
      opinions[index] = { item, segmentId: segment.id, sample, text: answer.text.trim(), expected: rateOpinion(answer.text, plan.language).expected };
      options.onProgress?.(++done, questions.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 3) }, ask));
  const ratings = plan.items.map((item) => ({
    item,
    segments: plan.segments.map((segment) => {
      const answers = opinions.filter((o) => o.item === item && o.segmentId === segment.id);
      const rated = answers.map((o) => rateOpinion(o.text, plan.language));
      return {
        segmentId: segment.id,
        mean: mean(rated.map((r) => r.expected)),
        sd: sd(rated.map((r) => r.expected)),
        distribution: [0, 1, 2, 3, 4].map((level) => mean(rated.map((r) => r.distribution[level]))),
        samples: answers.length,
      };
    }),
  }));
  return { ratings, opinions, usage, model: answeredBy };
}
