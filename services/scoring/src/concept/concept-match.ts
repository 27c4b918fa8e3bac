import { imageWordById } from '@packlens/contracts';
import { coloursOf, readDescription, shapesOf, type ConceptShapes } from './concept-colours';
import { conceptText, type ConceptText } from './concept-text';
import { imageWordLexicon, NEAR_WEIGHT } from './lexicon';
import type { ColourName, ColourProfile } from './pack-colours';
import type { ShapeName } from './pack-shape';
import { colourWords } from './colour-lexicon';
import { englishStem, tokenizerFor, type ConceptLanguage, type Token } from './tokenize';

export { conceptColourProfile, conceptShapeProfile } from './concept-colours';

/** Concept matching has five levels (product description, section 9): 1 does not match, 5 matches well. */
export type ConceptLevel = 1 | 2 | 3 | 4 | 5;

/** Score thresholds between the levels; a design that evokes the concept's words no more than usual sits at 0.5 (level 3). */
export const LEVEL_THRESHOLDS = [0.3, 0.42, 0.58, 0.7] as const;

/** How strongly the design's word probabilities move the score away from neutral. */
const DESIGN_SENSITIVITY = 2;
/** How much of the remaining distance to 1 a full overlap with the pack's text adds. */
const PACK_TEXT_BONUS = 0.5;
/** This many of the concept's words printed on the pack count as a full overlap. */
const PACK_WORDS_FOR_FULL_OVERLAP = 4;
/**
 * Colours weigh as much as the image words in the content score; a colour's share is compared with an even
 * share over the eleven names. Both set a priori (not fitted to grocery-dev, which the figures are read on).
 */
const COLOUR_WEIGHT = 1;
const TYPICAL_COLOUR_SHARE = 1 / 11;
const COLOUR_SENSITIVITY = 1.5;
/**
 * Shapes weigh as much again where the concept implies one. A design's elongation is compared on a log scale with
 * 1.6, between a disc (1) and a clearly long product (2.5 and more); both set a priori.
 */
const SHAPE_WEIGHT = 1;
const SHAPE_PIVOT = 1.6;
const SHAPE_SENSITIVITY = 4;

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

/** A colour the concept names or implies, and how much of the design shows it. */
export interface ColourDriver {
  colour: ColourName;
  /** The concept's terms that pointed to this colour ("orange", "matcha"). */
  conceptTerms: string[];
  conceptWeight: number;
  /** Share of the design's foreground in this colour (0-1). */
  share: number;
  /** 0-1, 0.5 for an even share. */
  strength: number;
  contribution: number;
}

/** A shape the concept names or implies, and how far the design's outline has it. */
export interface ShapeDriver {
  shape: ShapeName;
  conceptTerms: string[];
  conceptWeight: number;
  /** The design's elongation ({@link packElongation}). */
  elongation: number;
  /** 0-1, 0.5 halfway between round and long. */
  strength: number;
  contribution: number;
}

export interface ConceptMatch {
  level: ConceptLevel;
  /** 0-1. */
  score: number;
  /** Image-word part of the score (0-1, 0.5 neutral), before the pack-text bonus. */
  wordScore: number;
  /** Colour part (0-1, 0.5 neutral), or null when the concept implies no colour or the design's colours are unknown. */
  colourScore: number | null;
  colourDrivers: ColourDriver[];
  /** Shape part (0-1), or null when the concept implies no shape or the design's outline is unknown. */
  shapeScore: number | null;
  shapeDrivers: ShapeDriver[];
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
  const concept = await conceptText(text, language);
  const profile = new Map<number, { weight: number; terms: string[] }>();
  for (const [id, entry] of Object.entries(imageWordLexicon)) {
    let weight = 0;
    const terms: string[] = [];
    for (const [list, w] of [
      [entry.core[language], 1],
      [entry.near[language], NEAR_WEIGHT],
    ] as const) {
      for (const term of list) {
        // "light green", "pale yellow": a colour's shade, not an impression.
        if (!concept.occurrences(term).some((at) => !shadeOfColour(concept, at, term))) continue;
        weight = Math.max(weight, w);
        terms.push(term);
      }
    }
    if (weight > 0) profile.set(Number(id), { weight, terms });
  }
  return profile;
}

const colourLemmas = new Set(colourWords.flatMap((entry) => entry.terms.en).map(englishStem));

/** An English term right before a colour word ("light" in "light yellow") describes the colour's shade. */
function shadeOfColour(concept: ConceptText, at: number, term: string): boolean {
  if (at < 0) return false;
  const next = concept.tokens[at + concept.tokenCount(term)];
  return next !== undefined && colourLemmas.has(next.lemma) && /^[a-z ]+$/.test(term);
}

/** How strongly the design shows each colour the concept asks for, against an even share. */
function colourMatch(concept: Map<ColourName, { weight: number; terms: string[] }>, design: ColourProfile | undefined): { score: number | null; drivers: ColourDriver[] } {
  const total = [...concept.values()].reduce((sum, entry) => sum + entry.weight, 0);
  if (!design || total === 0) return { score: null, drivers: [] };
  const reference = Math.log(TYPICAL_COLOUR_SHARE + 0.02);
  let score = 0;
  const drivers: ColourDriver[] = [];
  for (const [colour, { weight, terms }] of concept) {
    const share = design.get(colour) ?? 0;
    const strength = sigmoid(COLOUR_SENSITIVITY * (Math.log(share + 0.02) - reference));
    const conceptWeight = weight / total;
    score += conceptWeight * strength;
    drivers.push({ colour, conceptTerms: [...new Set(terms)], conceptWeight, share, strength, contribution: conceptWeight * (strength - 0.5) });
  }
  drivers.sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
  return { score, drivers };
}

/** How far the design's outline has each shape the concept implies. */
function shapeMatch(concept: ConceptShapes, elongation: number | null | undefined): { score: number | null; drivers: ShapeDriver[] } {
  const total = [...concept.values()].reduce((sum, entry) => sum + entry.weight, 0);
  if (elongation === null || elongation === undefined || total === 0) return { score: null, drivers: [] };
  const longness = SHAPE_SENSITIVITY * (Math.log(elongation) - Math.log(SHAPE_PIVOT));
  let score = 0;
  const drivers: ShapeDriver[] = [];
  for (const [shape, { weight, terms }] of concept) {
    const strength = sigmoid(shape === 'long' ? longness : -longness);
    const conceptWeight = weight / total;
    score += conceptWeight * strength;
    drivers.push({ shape, conceptTerms: terms, conceptWeight, elongation, strength, contribution: conceptWeight * (strength - 0.5) });
  }
  return { score, drivers };
}

export async function matchConcept(input: {
  concept: string;
  language: ConceptLanguage;
  design: DesignWordProfile;
  /** The design's named colours ({@link colourProfile}); without them colours play no part. */
  colours?: ColourProfile;
  /** The design's elongation ({@link packElongation}); without it shapes play no part. */
  elongation?: number | null;
  packText?: string | null;
}): Promise<ConceptMatch> {
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
    const packWords = contentLemmas(tokenizer.tokenize(input.packText));
    sharedPackWords = conceptWords.filter((w) => packWords.some((p) => sameWord(w, p) || partOfCompound(w, p)));
    // A long concept (a product description) is not expected to be printed whole: a few shared words are a
    // full match, as on a pack that prints the brand and the product's name.
    packTextOverlap = conceptWords.length ? Math.min(1, sharedPackWords.length / Math.min(conceptWords.length, PACK_WORDS_FOR_FULL_OVERLAP)) : 0;
  }
  const reading = await readDescription(input.concept, input.language);
  const colour = colourMatch(await coloursOf(reading), input.colours);
  const shape = shapeMatch(await shapesOf(reading), input.elongation);
  // The design's content: image words, colours and shape, each where the concept says something about it.
  const parts = [
    ...(total > 0 ? [{ value: wordScore, weight: 1 }] : []),
    ...(colour.score === null ? [] : [{ value: colour.score, weight: COLOUR_WEIGHT }]),
    ...(shape.score === null ? [] : [{ value: shape.score, weight: SHAPE_WEIGHT }]),
  ];
  const content = parts.length ? parts.reduce((sum, p) => sum + p.value * p.weight, 0) / parts.reduce((sum, p) => sum + p.weight, 0) : 0.5;
  const score = content + PACK_TEXT_BONUS * (packTextOverlap ?? 0) * (1 - content);
  return {
    level: levelOf(score),
    score,
    wordScore,
    colourScore: colour.score,
    colourDrivers: colour.drivers,
    shapeScore: shape.score,
    shapeDrivers: shape.drivers,
    packTextOverlap,
    drivers,
    sharedPackWords,
    noImageWordFound: total === 0,
  };
}

export function levelOf(score: number): ConceptLevel {
  return (1 + LEVEL_THRESHOLDS.filter((t) => score >= t).length) as ConceptLevel;
}

/**
 * A concept word read on the pack: the same word, or one OCR misread by a character or two in a longer word
 * ("BRAVO IPPL" still gives "bravo"; "APPLF" gives "apple"). Short words must match exactly.
 */
export function sameWord(concept: string, read: string): boolean {
  if (concept === read) return true;
  const length = Math.min([...concept].length, [...read].length);
  const allowed = length >= 8 ? 2 : length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs([...concept].length - [...read].length) <= allowed && editDistance(concept, read) <= allowed;
}

/**
 * A concept word of four or more characters that begins or ends a longer word read on the pack: a compound
 * ("ÄPPELJUICE" has "juice", "orangensaft" "orange") or words the reader ran together ("APPLEJUICE").
 */
export function partOfCompound(concept: string, read: string): boolean {
  const length = [...concept].length;
  return length >= 4 && [...read].length >= length + 2 && (read.startsWith(concept) || read.endsWith(concept));
}

/** Levenshtein distance between two words. */
function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[y.length];
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
