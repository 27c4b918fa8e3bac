import { categoryById, type Category } from '@packlens/contracts';
import { childSeed, seededRandom, type Random } from './random';

/**
 * The latent description of one simulated package: what the drawing code renders and what the simulated
 * respondents react to. Respondents never see these numbers, only the picture, so a model has to learn the
 * structure from pixels, as it would from real packs.
 */
export interface PackDesign {
  index: number;
  categoryId: number;
  food: boolean;
  layout: PackLayout;
  motif: PackMotif;
  /** Background colour in HSL: hue in degrees, saturation and lightness in [0, 1]. */
  background: Hsl;
  accent: Hsl;
  /** Gold trim lines: a cue of luxury. */
  goldTrim: boolean;
  typeface: 'sans' | 'serif';
  /** Headline size as a share of the pack's width. */
  headlineScale: number;
  /** Product name and secondary lines of copy (claims, flavour, volume). */
  name: string;
  copyLines: string[];
  /** Size of the motif as a share of the pack's width: small motifs leave white space. */
  motifScale: number;
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export const packLayouts = ['emblem', 'band', 'split', 'frame', 'pattern'] as const;
export type PackLayout = (typeof packLayouts)[number];
export const packMotifs = ['none', 'fruit', 'leaf', 'mascot', 'burst', 'crest', 'wave'] as const;
export type PackMotif = (typeof packMotifs)[number];

const syllables = ['ka', 'ri', 'mo', 'na', 'su', 'to', 'lu', 'mi', 're', 'po', 'chi', 'ya', 'zen', 'ko', 'ha', 'ne'];
const katakana = ['カ', 'リ', 'モ', 'ナ', 'ス', 'ト', 'ル', 'ミ', 'レ', 'ポ', 'チ', 'ヤ', 'ゼン', 'コ', 'ハ', 'ネ'];
const claims = ['NEW', 'ORGANIC', 'ZERO SUGAR', 'PREMIUM', 'SINCE 1952', 'FAMILY SIZE', 'LIMITED', 'FRESH TASTE', 'MILD', 'EXTRA', '100% NATURAL', 'SOFT'];
const claimsJa = ['新発売', '期間限定', '国産', '無添加', 'やさしい味', '濃厚', '贅沢仕立て', '香り豊か'];

/**
 * The demo panel's categories: the nine the description names and "other", in the order the panel was first drawn
 * with (a longer catalogue must not change the drawn panel, its cache or the demo model).
 */
const panelCategories: readonly Category[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 27].map((id) => categoryById(id)!);

/** Draws design number `index` of the panel with `seed`: the same pair always gives the same design. */
export function drawDesign(seed: number, index: number): PackDesign {
  const random = seededRandom(childSeed(seed, 1, index));
  const category = random.pick(panelCategories);
  const layout = random.pick(packLayouts);
  const motif = pickMotif(random, category.food);
  const background = pickBackground(random, motif);
  const accent: Hsl = {
    h: (background.h + random.pick([0, 30, 150, 180, 210])) % 360,
    s: random.between(0.3, 1),
    l: background.l > 0.5 ? random.between(0.25, 0.5) : random.between(0.55, 0.8),
  };
  const nameIndex = [random.int(0, 15), random.int(0, 15), random.int(0, 15)];
  const japaneseName = random.next() < 0.35;
  const name = japaneseName
    ? nameIndex.map((i) => katakana[i]).join('')
    : nameIndex.slice(0, random.int(2, 3)).map((i) => syllables[i]).join('').toUpperCase();
  const copyCount = random.int(0, 5);
  const copyPool = random.next() < 0.4 ? claimsJa : claims;
  const copyLines = [...new Set(Array.from({ length: copyCount }, () => random.pick(copyPool)))];
  return {
    index,
    categoryId: category.id,
    food: category.food,
    layout,
    motif,
    background,
    accent,
    goldTrim: random.next() < 0.25,
    typeface: random.next() < 0.4 ? 'serif' : 'sans',
    headlineScale: random.between(0.08, 0.2),
    name,
    copyLines,
    motifScale: random.between(0.25, 0.6),
  };
}

function pickMotif(random: Random, food: boolean): PackMotif {
  // Fruit is a food cue; non-food packs show it rarely, as real ones do.
  if (!food && random.next() < 0.8) return random.pick(packMotifs.filter((m) => m !== 'fruit'));
  return random.pick(packMotifs);
}

function pickBackground(random: Random, motif: PackMotif): Hsl {
  const tone = random.next();
  // Three tonal families — pale, mid and dark — so light, vivid and dark packs all appear often.
  const l = tone < 0.4 ? random.between(0.8, 0.97) : tone < 0.75 ? random.between(0.4, 0.7) : random.between(0.08, 0.3);
  const hue = motif === 'leaf' && random.next() < 0.5 ? random.between(80, 150) : random.between(0, 360);
  return { h: hue, s: random.between(0, 1), l };
}
