import type { PackDesign } from './design';
import type { RespondentProfile } from '../training/respondent';

/**
 * The simulated panel's known structure. A design is reduced to a handful of visual attributes in [0, 1];
 * each respondent group (gender x decade x category use) has its own taste over them. Ratings and word choices
 * are drawn from these with noise (see survey.ts). Documented in the README's section on the demo panel.
 */
export interface DesignAttributes {
  warmth: number;
  vivid: number;
  light: number;
  pastel: number;
  green: number;
  pink: number;
  blue: number;
  textDensity: number;
  headline: number;
  simplicity: number;
  gold: number;
  serif: number;
  fruit: number;
  leaf: number;
  mascot: number;
  burst: number;
  crest: number;
  wave: number;
  frame: number;
  split: number;
  pattern: number;
}

type Weights = Partial<Record<keyof DesignAttributes, number>>;

export function designAttributes(design: PackDesign): DesignAttributes {
  const { h, s, l } = design.background;
  const hueNear = (centre: number, width: number) => Math.exp(-((angleBetween(h, centre) / width) ** 2)) * s;
  const motif = (name: PackDesign['motif']) => (design.motif === name ? 1 : 0);
  const textDensity = design.copyLines.length / 5;
  const pattern = design.layout === 'pattern' ? 1 : 0;
  const busy = clamp01(0.35 * pattern + 0.25 * (design.motif === 'none' ? 0 : 1) + 0.4 * textDensity + (design.goldTrim ? 0.1 : 0));
  return {
    warmth: 0.5 + (((Math.cos(((h - 30) * Math.PI) / 180) + 1) / 2) - 0.5) * s,
    vivid: s * (1 - Math.abs(l - 0.5) * 2),
    light: l,
    pastel: clamp01((l - 0.7) / 0.25) * s,
    green: hueNear(115, 40),
    pink: hueNear(340, 30),
    blue: hueNear(205, 35),
    textDensity,
    headline: (design.headlineScale - 0.08) / 0.12,
    simplicity: 1 - busy,
    gold: design.goldTrim ? 1 : 0,
    serif: design.typeface === 'serif' ? 1 : 0,
    fruit: motif('fruit'),
    leaf: motif('leaf'),
    mascot: motif('mascot'),
    burst: motif('burst'),
    crest: motif('crest'),
    wave: motif('wave'),
    frame: design.layout === 'frame' ? 1 : 0,
    split: design.layout === 'split' ? 1 : 0,
    pattern,
  };
}

/**
 * Everyone's taste; the groups below add to it. Preference rests on cues a pack shows plainly — lightness,
 * vividness, amount of copy, clutter, layout (pattern, frame, diagonal split) and a mascot — each of which the
 * backbone and design features measure well. A panel that liked packs for the font of a 15-pixel claim would
 * test the data, not the pipeline; the subtler cues (hue bands, gold trim, type face) drive image words only.
 */
const sharedTaste: Weights = { simplicity: 0.5, vivid: 0.35, textDensity: -0.25, pattern: -0.3, frame: 0.1 };
const genderTaste: Record<RespondentProfile['gender'], Weights> = {
  female: { mascot: 0.6, light: 0.45, split: -0.1 },
  male: { light: -0.4, vivid: 0.15, mascot: -0.3, split: 0.15 },
};
const decadeTaste: Record<number, Weights> = {
  2: { vivid: 0.45, split: 0.3, mascot: 0.25, frame: -0.25 },
  3: { simplicity: 0.25, split: 0.15 },
  4: { frame: 0.2, textDensity: 0.2, light: 0.1 },
  5: { frame: 0.35, textDensity: 0.5, vivid: -0.35, pattern: -0.1 },
};
const categoryUserTaste: Weights = { textDensity: 0.2, frame: 0.15 };
/** Food packs gain from vivid, appetising colour. */
const foodTaste: Weights = { vivid: 0.25 };

/** Where each group's mean rating sits before taste (1-5 scale). */
const baseRating = 2.4;
/**
 * Scales all taste weights. At 0.7 the segment means of the packs spread with a standard deviation of about
 * 0.22-0.3 on the 1-5 scale, and the packs' means range over about 1.3 points.
 */
const TASTE_STRENGTH = 0.7;

/**
 * Which taste a simulated panel has: the demo panel's, or its mirror image around the middle of the scale (what one
 * panel likes the other dislikes) — a second panel that a model must learn anew, for the additional-learning tests.
 */
export type PanelTaste = 'demo' | 'contrary';
const CONTRARY_CENTRE = 2.9;

export function tasteMean(attributes: DesignAttributes, respondent: RespondentProfile, food: boolean, taste: PanelTaste = 'demo'): number {
  const demo = demoTasteMean(attributes, respondent, food);
  return taste === 'contrary' ? 2 * CONTRARY_CENTRE - demo : demo;
}

function demoTasteMean(attributes: DesignAttributes, respondent: RespondentProfile, food: boolean): number {
  const decade = Math.min(5, Math.max(2, Math.floor(respondent.age / 10)));
  let taste = score(sharedTaste, attributes) + score(genderTaste[respondent.gender], attributes) + score(decadeTaste[decade], attributes);
  if (respondent.categoryUser) taste += score(categoryUserTaste, attributes) + 0.15;
  if (food) taste += score(foodTaste, attributes);
  return baseRating + TASTE_STRENGTH * taste;
}

/** Polarising designs (vivid, mascots, diagonal splits) split opinion; simple ones do not. */
export function tasteSpread(attributes: DesignAttributes, respondent: RespondentProfile): number {
  const youth = respondent.age < 30 ? 0.1 : 0;
  return 0.6 + 0.35 * attributes.vivid + 0.3 * attributes.mascot + 0.25 * attributes.split - 0.15 * attributes.simplicity + youth;
}

/** Logit of choosing each image word (catalogue id -> weights), before group shifts. */
const wordTaste: Record<number, { bias: number; weights: Weights }> = {
  1: { bias: -1.6, weights: { fruit: 2.4, warmth: 1.4, burst: 0.6 } },
  2: { bias: -1.8, weights: { mascot: 2.6, pastel: 1.6, pink: 1.2 } },
  3: { bias: -1.6, weights: { simplicity: 2.6, pattern: -1.0 } },
  4: { bias: -2.0, weights: { gold: 2.0, light: -1.6, serif: 0.8, crest: 0.8 } },
  5: { bias: -1.5, weights: { vivid: 1.6, wave: 0.8, split: 0.8, serif: -0.6 } },
  6: { bias: -1.8, weights: { leaf: 2.2, green: 1.6, light: 0.6 } },
  7: { bias: -1.8, weights: { burst: 1.8, mascot: 1.2, vivid: 1.2, pattern: 0.8 } },
  8: { bias: -1.3, weights: { crest: 1.4, serif: 0.8, frame: 0.7, vivid: -0.8 } },
  9: { bias: -1.6, weights: { vivid: 2.0, burst: 1.4, headline: 1.0 } },
  10: { bias: -1.7, weights: { leaf: 2.0, green: 1.6, vivid: -0.8 } },
  11: { bias: -1.7, weights: { simplicity: 1.4, light: -1.0, split: 0.9 } },
  12: { bias: -1.5, weights: { mascot: 1.9, warmth: 1.0, pastel: 0.6 } },
  13: { bias: -1.8, weights: { blue: 2.0, wave: 1.6, light: 0.8 } },
  14: { bias: -2.0, weights: { serif: 1.2, gold: 1.5, simplicity: 1.0, pastel: 0.5 } },
  15: { bias: -1.5, weights: { frame: 1.0, light: 1.0, textDensity: 0.8 } },
  16: { bias: -1.8, weights: { split: 1.8, vivid: 1.2, pattern: 0.6 } },
  17: { bias: -1.8, weights: { gold: 1.3, serif: 1.0, light: -1.0, crest: 0.8 } },
  18: { bias: -2.0, weights: { serif: 1.5, frame: 1.0, vivid: -1.0, warmth: 0.6 } },
  19: { bias: -1.4, weights: { headline: 1.5, simplicity: 1.2 } },
  20: { bias: -1.6, weights: { headline: 2.0, vivid: 1.4, light: -0.8 } },
};
/** Groups lean towards some words whatever the design: women to cute/elegant/stylish, older people to trust. */
const wordLean: { when: (r: RespondentProfile) => boolean; words: number[]; shift: number }[] = [
  { when: (r) => r.gender === 'female', words: [2, 11, 14], shift: 0.35 },
  { when: (r) => r.gender === 'male', words: [9, 20], shift: 0.3 },
  { when: (r) => r.age < 30, words: [5, 7, 11], shift: 0.3 },
  { when: (r) => r.age >= 50, words: [8, 15, 18], shift: 0.35 },
];

export function wordChoiceProbability(wordId: number, attributes: DesignAttributes, respondent: RespondentProfile): number {
  const taste = wordTaste[wordId];
  if (!taste) throw new Error(`no simulated taste for image word ${wordId}`);
  let logit = taste.bias + score(taste.weights, attributes);
  for (const lean of wordLean) if (lean.words.includes(wordId) && lean.when(respondent)) logit += lean.shift;
  return 1 / (1 + Math.exp(-logit));
}

function score(weights: Weights, attributes: DesignAttributes): number {
  let sum = 0;
  for (const [name, weight] of Object.entries(weights)) sum += (weight ?? 0) * attributes[name as keyof DesignAttributes];
  return sum;
}

function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
