import type { TextLanguage } from '../ports';
import { ratingAnchors } from './anchors';
import { cosine, ngramVector } from './similarity';

export interface Rating {
  /** Probability of each level 1..5. */
  distribution: number[];
  /** The expected level (1-5). */
  expected: number;
}

const anchorVectors = new Map<TextLanguage, Map<string, number>[][]>();
function anchorsOf(language: TextLanguage) {
  let vectors = anchorVectors.get(language);
  if (!vectors) anchorVectors.set(language, (vectors = ratingAnchors[language].map((level) => level.map((statement) => ngramVector(statement, language)))));
  return vectors;
}

/**
 * An opinion's rating: its similarity to each level's anchors (the best of three phrasings), shifted so the least
 * similar level gets only `floor`, normalised to a distribution over 1..5, and the expected level. `sharpness`
 * above 1 trusts the most similar level more (1 is the method's plain normalisation).
 */
export function rateOpinion(text: string, language: TextLanguage, options: { floor?: number; sharpness?: number } = {}): Rating {
  const floor = options.floor ?? 0.01;
  const sharpness = options.sharpness ?? 1;
  const opinion = ngramVector(text, language);
  const similarity = anchorsOf(language).map((level) => Math.max(...level.map((anchor) => cosine(opinion, anchor))));
  const least = Math.min(...similarity);
  const weights = similarity.map((s) => (s - least + floor) ** sharpness);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const distribution = weights.map((w) => w / total);
  return { distribution, expected: distribution.reduce((sum, p, i) => sum + p * (i + 1), 0) };
}
