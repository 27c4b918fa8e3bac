import OpenAI from 'openai';
import { z } from 'zod';
import type { ConceptLevel, ConceptMatch } from './concept-match';
import type { ConceptLanguage } from './tokenize';

/**
 * An optional second opinion on concept matching from a language model, where one is configured. It sees the
 * concept, the design's strongest image words, the pack's text and the lexicon result, and may move the level
 * by at most one step: the measured result stays the anchor, the model adds nuance a lexicon cannot (negation,
 * irony, a brand's own vocabulary).
 */
export interface ConceptRefiner {
  refine(request: RefinementRequest): Promise<Refinement>;
}

export interface RefinementRequest {
  concept: string;
  language: ConceptLanguage;
  /** The design's image words, strongest first, with probabilities. */
  designWords: { word: string; probability: number }[];
  packText: string | null;
  baseline: ConceptMatch;
}

export interface Refinement {
  level: ConceptLevel;
  /** The model's suggestion before it was kept within one step of the baseline. */
  suggestedLevel: ConceptLevel;
  rationale: string;
  provider: string;
  model: string;
}

const Answer = z.object({
  level: z.coerce.number().int().min(1).max(5),
  rationale: z.string().max(2000).default(''),
});

export interface OpenAiRefinerOptions {
  apiKey: string;
  /** An OpenAI-compatible endpoint, e.g. https://api.openai.com/v1 or a local server. */
  baseURL?: string;
  model: string;
  timeoutMs?: number;
}

export class OpenAiConceptRefiner implements ConceptRefiner {
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiRefinerOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 30_000, maxRetries: 1 });
  }

  async refine(request: RefinementRequest): Promise<Refinement> {
    const completion = await this.client.chat.completions.create({
      model: this.options.model,
      temperature: 0,
      response_format: { type: 'json_object' },
      messages: [
        {
          role: 'system',
          content:
            'You judge how well a package design matches a product concept, on 5 levels (1 = does not match, 5 = matches very well). ' +
            'Answer with JSON {"level": 1-5, "rationale": "one or two sentences in the concept\'s language"}.',
        },
        { role: 'user', content: JSON.stringify(promptPayload(request)) },
      ],
    });
    const text = completion.choices[0]?.message?.content ?? '';
    let parsed: z.infer<typeof Answer>;
    try {
      parsed = Answer.parse(JSON.parse(text));
    } catch {
      throw new Error(`the language model's answer is not the expected JSON: ${text.slice(0, 200)}`);
    }
    const baseline = request.baseline.level;
    const suggestedLevel = parsed.level as ConceptLevel;
    const level = Math.min(baseline + 1, Math.max(baseline - 1, suggestedLevel)) as ConceptLevel;
    return { level, suggestedLevel, rationale: parsed.rationale, provider: 'openai-compatible', model: completion.model || this.options.model };
  }
}

function promptPayload(request: RefinementRequest) {
  return {
    concept: request.concept,
    language: request.language,
    designImageWords: request.designWords.slice(0, 10).map((w) => ({ word: w.word, probability: Number(w.probability.toFixed(3)) })),
    textOnPack: request.packText,
    measured: {
      level: request.baseline.level,
      score: Number(request.baseline.score.toFixed(3)),
      drivers: request.baseline.drivers.slice(0, 5).map((d) => ({ word: d.word, conceptTerms: d.conceptTerms, contribution: Number(d.contribution.toFixed(3)) })),
    },
  };
}

/** The refiner configured by the environment (PACKLENS_LLM_BASE_URL, PACKLENS_LLM_API_KEY, PACKLENS_LLM_MODEL), if any. */
export function refinerFromEnvironment(env: NodeJS.ProcessEnv = process.env): ConceptRefiner | undefined {
  if (!env.PACKLENS_LLM_API_KEY || !env.PACKLENS_LLM_MODEL) return undefined;
  return new OpenAiConceptRefiner({ apiKey: env.PACKLENS_LLM_API_KEY, baseURL: env.PACKLENS_LLM_BASE_URL, model: env.PACKLENS_LLM_MODEL });
}
