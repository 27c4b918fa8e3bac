import type { ConceptBrief, TextLanguage } from '../ports';
import { lengthAsSeen } from '../text/list-answer';
import { clean, midSentence, quote, stripArticle, titleCase } from './language';
import { conceptAngles } from './concept-angles';
import type { Random } from './random';

export interface DemoConcept {
  title: string;
  insight: string;
  benefit: string;
  reason_to_believe: string;
}

/** A short label for titles: the product, else the category, else a generic word. */
function label(language: TextLanguage, brief: ConceptBrief): string {
  const candidates = [brief.product, brief.category].map((text) => stripArticle(clean(text)));
  if (language === 'en') {
    const short = candidates.find((text) => text && text.split(' ').length <= 4 && text.length <= 32);
    return short ? titleCase(short) : 'Concept';
  }
  const short = candidates.find((text) => text && lengthAsSeen(text) <= (language === 'ja' ? 12 : 10));
  return short ?? (language === 'ja' ? '新提案' : '新品');
}

/**
 * The message step as a quoted focus, only if short: a longer message is cut at its first clause, and dropped when
 * even that is long, since the demo cannot rephrase it (a truncated sentence would read broken).
 */
export function messageFocus(language: TextLanguage, message: string): string | null {
  const limit = language === 'en' ? 60 : 30;
  // A leading label ("Direction: …", "方向性：…") is the form's wording, not the user's focus.
  const text = clean(message)
    .replace(/["“”「」『』]/gu, '')
    .replace(/^[^:：]{1,20}[:：]\s*(?=\S)/u, '')
    .replace(/[\s,.;:!?、。，；：！？…]+$/u, '');
  if (!text) return null;
  if (lengthAsSeen(text) <= limit) return text;
  const clause = text.split(/[,.;:!?、。，；：！？]/u)[0].trim();
  return clause && lengthAsSeen(clause) <= limit ? clause : null;
}

/** Concepts of the brief's type: each angle once (shuffled by the seed), then again with a round number. */
export function demoConcepts(brief: ConceptBrief, count: number, random: Random): { concepts: DemoConcept[] } {
  const language = brief.language;
  const angles = random.shuffle(conceptAngles[brief.conceptType] ?? conceptAngles.NEEDS);
  const name = label(language, brief);
  const product = stripArticle(clean(brief.product));
  const target = clean(brief.target);
  const focus = messageFocus(language, brief.message);
  const concepts: DemoConcept[] = [];
  for (let i = 0; i < count; i++) {
    const [modifier, insight, benefit, reason] = angles[i % angles.length][language];
    const round = Math.floor(i / angles.length);
    let title: string;
    let promise: string;
    if (language === 'en') {
      title = `${modifier} ${name}${round ? ` (${round + 1})` : ''}`;
      const subject = target ? midSentence(target) : 'anyone';
      promise = `With ${product ? `our ${midSentence(product)}` : 'this product'}, ${subject} can ${benefit}.`;
      if (focus) promise += ` This concept focuses on ${quote(language, focus)}.`;
    } else if (language === 'ja') {
      title = `${modifier}${name}${round ? `（${round + 1}）` : ''}`;
      promise = `${product || 'この商品'}なら、${target ? `${target}が` : ''}${benefit}。`;
      if (focus) promise += `${quote(language, focus)}を軸にしたコンセプトです。`;
    } else {
      title = `${modifier}·${name}${round ? `（${round + 1}）` : ''}`;
      promise = `有了${product || '这款产品'}，${target ? `${target}也能` : '每个人都能'}${benefit}。`;
      if (focus) promise += `这一概念聚焦于${quote(language, focus)}。`;
    }
    concepts.push({ title, insight, benefit: promise, reason_to_believe: reason });
  }
  return { concepts };
}
