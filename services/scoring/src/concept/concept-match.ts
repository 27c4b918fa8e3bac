import { imageWordById } from '@packlens/contracts';
import { imageWordLexicon, NEAR_WEIGHT } from './lexicon';
import { tokenizerFor, type ConceptLanguage, type Token, type Tokenizer } from './tokenize';

/** Concept matching has five levels (product description, section 9): 1 does not match, 5 matches well. */
export type ConceptLevel = 1 | 2 | 3 | 4 | 5;

/** Score thresholds between the levels; a design that evokes the concept's words no more than usual sits at 0.5 (level 3). */
export const LEVEL_THRESHOLDS = [0.3, 0.42, 0.58, 0.7] as const;

/** How strongly the design's word probabilities move the score away from neutral. */
const DESIGN_SENSITIVITY = 2;
/** How much of the remaining distance to 1 a full overlap with the pack's text adds. */
const PACK_TEXT_BONUS = 0.5;

export interface DesignWordProfile {
  /** Predicted probability that a respondent picks each image word for this design. */
  probability: Map<number, number>;
  /** The logit of each word's typical probability (the heads' training mean), the neutral reference. */
  typicalLogit: Map<number, number>;
}

export interface ConceptDriver {
  wordId: number;
  word: string;
  /** The concept's terms that mapped to this image word. */
  conceptTerms: string[];
  /** Share of the concept that points to this word (0-1). */
  conceptWeight: number;
  /** How strongly the design evokes the word compared with a typical pack (0-1, 0.5 typical). */
  designStrength: number;
  probability: number;
  /** Signed contribution to the score: positive when the design carries the word, negative when it lacks it. */
  contribution: number;
}

export interface ConceptMatch {
  level: ConceptLevel;
  /** 0-1. */
  score: number;
  /** Image-word part of the score (0-1, 0.5 neutral), before the pack-text bonus. */
  wordScore: number;
  /** Share of the concept's content words also found in the text read from the pack (0-1), or null without text. */
  packTextOverlap: number | null;
  drivers: ConceptDriver[];
  /** Concept words also printed on the pack. */
  sharedPackWords: string[];
  /** The concept named no image word or synonym: the score is neutral and says little. */
  noImageWordFound: boolean;
}

/** Maps a concept text to weights over image words through the lexicon, with the terms that matched. */
export async function conceptWordProfile(text: string, language: ConceptLanguage): Promise<Map<number, { weight: number; terms: string[] }>> {
  const tokenizer = await tokenizerFor(language);
  const tokens = tokenizer.tokenize(text);
  const lemmas = tokens.map((t) => t.lemma);
  const surfaces = tokens.map((t) => t.surface);
  const normalised = text.normalize('NFKC').toLowerCase();
  const profile = new Map<number, { weight: number; terms: string[] }>();
  for (const [id, entry] of Object.entries(imageWordLexicon)) {
    let weight = 0;
    const terms: string[] = [];
    for (const [list, w] of [
      [entry.core[language], 1],
      [entry.near[language], NEAR_WEIGHT],
    ] as const) {
      for (const term of list) {
        if (!termOccurs(term, tokenizer, lemmas, surfaces, normalised, language)) continue;
        weight = Math.max(weight, w);
        terms.push(term);
      }
    }
    if (weight > 0) profile.set(Number(id), { weight, terms });
  }
  return profile;
}

/**
 * A term occurs when its token sequence appears in the concept's tokens (by dictionary form or surface);
 * for Japanese and Chinese also when the text contains it verbatim, as compounds are sometimes cut
 * differently in context than alone.
 */
function termOccurs(term: string, tokenizer: Tokenizer, lemmas: string[], surfaces: string[], normalised: string, language: ConceptLanguage): boolean {
  const termTokens = tokenizer.tokenize(term);
  if (termTokens.length === 0) return false;
  const termLemmas = termTokens.map((t) => t.lemma);
  const termSurfaces = termTokens.map((t) => t.surface);
  if (containsSequence(lemmas, termLemmas) || containsSequence(surfaces, termSurfaces)) return true;
  return language !== 'en' && normalised.includes(term.normalize('NFKC').toLowerCase());
}

function containsSequence(haystack: string[], needle: string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export async function matchConcept(input: { concept: string; language: ConceptLanguage; design: DesignWordProfile; packText?: string | null }): Promise<ConceptMatch> {
  const profile = await conceptWordProfile(input.concept, input.language);
  const total = [...profile.values()].reduce((a, p) => a + p.weight, 0);
  const drivers: ConceptDriver[] = [];
  let wordScore = 0.5;
  if (total > 0) {
    wordScore = 0;
    for (const [wordId, { weight, terms }] of profile) {
      const probability = input.design.probability.get(wordId);
      const typical = input.design.typicalLogit.get(wordId);
      // A word the category does not offer (e.g. "tasty" on a non-food pack) counts as typical.
      const strength = probability === undefined || typical === undefined ? 0.5 : sigmoid(DESIGN_SENSITIVITY * (logit(probability) - typical));
      const conceptWeight = weight / total;
      wordScore += conceptWeight * strength;
      drivers.push({
        wordId,
        word: imageWordById(wordId)?.name.en ?? String(wordId),
        conceptTerms: terms,
        conceptWeight,
        designStrength: strength,
        probability: probability ?? Number.NaN,
        contribution: conceptWeight * (strength - 0.5),
      });
    }
  }
  drivers.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));

  let packTextOverlap: number | null = null;
  let sharedPackWords: string[] = [];
  if (input.packText && input.packText.trim()) {
    const tokenizer = await tokenizerFor(input.language);
    const conceptWords = contentLemmas(tokenizer.tokenize(input.concept));
    const packWords = new Set(contentLemmas(tokenizer.tokenize(input.packText)));
    sharedPackWords = conceptWords.filter((w) => packWords.has(w));
    packTextOverlap = conceptWords.length ? sharedPackWords.length / conceptWords.length : 0;
  }
  const score = wordScore + PACK_TEXT_BONUS * (packTextOverlap ?? 0) * (1 - wordScore);
  return { level: levelOf(score), score, wordScore, packTextOverlap, drivers, sharedPackWords, noImageWordFound: total === 0 };
}

export function levelOf(score: number): ConceptLevel {
  return (1 + LEVEL_THRESHOLDS.filter((t) => score >= t).length) as ConceptLevel;
}

function contentLemmas(tokens: Token[]): string[] {
  return [...new Set(tokens.filter((t) => t.content).map((t) => t.lemma))];
}

function logit(p: number): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
