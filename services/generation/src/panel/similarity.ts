import type { TextLanguage } from '../ports';

/**
 * A text as a bag of character n-grams (bigrams and trigrams of letters; Japanese and Chinese need no word
 * segmentation for this), lower-cased, punctuation and spaces dropped. Offline and deterministic: the panel's rating
 * does not need an embedding provider. Coarser than a sentence embedding; docs/api/generation.md says so.
 */
export function ngramVector(text: string, _language: TextLanguage): Map<string, number> {
  const letters = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const vector = new Map<string, number>();
  for (const word of letters.split(' ')) {
    const padded = ` ${word} `;
    for (const n of [2, 3]) {
      for (let i = 0; i + n <= padded.length; i++) {
        const gram = padded.slice(i, i + n);
        vector.set(gram, (vector.get(gram) ?? 0) + 1);
      }
    }
  }
  return vector;
}

export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [gram, value] of a) {
    normA += value * value;
    dot += value * (b.get(gram) ?? 0);
  }
  for (const value of b.values()) normB += value * value;
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}
