import type { RgbImage } from '../image/rgb';

/**
 * What colours a pack or product shows, by name (issue 18, item 1): the eleven basic colour terms of Berlin and
 * Kay, which every one of the product's languages names. Concept matching compares them with the colours a
 * concept names or implies ("orange juice" → orange).
 */
export const colourNames = ['black', 'white', 'grey', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown'] as const;
export type ColourName = (typeof colourNames)[number];

/** Share of the design's foreground (0-1) in each named colour; the shares add up to 1. */
export type ColourProfile = Map<ColourName, number>;

/** The long side the colours are read at: enough for shares, cheap on any photo. */
const SAMPLE_LONG_SIDE = 96;
/** A pixel this far (CIELAB ΔE) from the backdrop colour counts fully as the design; nearer ones fade out. */
const FOREGROUND_DELTA_E = 18;

export interface Lab {
  l: number;
  a: number;
  b: number;
}

/** sRGB (0-255) to CIELAB (D65). */
export function toLab(r: number, g: number, b: number): Lab {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/**
 * The basic colour term of one colour, by lightness, chroma and hue in CIELAB. Hue borders follow the usual
 * focal colours (red about 40°, orange 65°, yellow 95°, green 150°, blue 230-306°, purple 310-345°); brown is a dark
 * or greyed orange, pink a light, less saturated red or magenta.
 */
export function colourNameOf(lab: Lab): ColourName {
  const chroma = Math.hypot(lab.a, lab.b);
  const hue = ((Math.atan2(lab.b, lab.a) * 180) / Math.PI + 360) % 360;
  if (chroma < 12 || (lab.l > 88 && chroma < 20)) return lab.l > 80 ? 'white' : lab.l < 25 ? 'black' : 'grey';
  if (lab.l < 14 && chroma < 40) return 'black';
  if (hue >= 345 || hue < 50) {
    if (lab.l > 62 && chroma < 70) return 'pink';
    return chroma < 25 && lab.l < 45 ? 'brown' : 'red';
  }
  if (hue < 78) {
    // Carrot orange is bright; the same hues dark or greyed are brown (bark, kiwi skin, coffee).
    return lab.l < 55 || (chroma < 35 && lab.l < 68) ? 'brown' : 'orange';
  }
  if (hue < 105) {
    if (lab.l < 45 && chroma < 45) return hue < 85 ? 'brown' : 'green';
    if (chroma < 25) return lab.l > 70 ? 'white' : 'brown';
    return 'yellow';
  }
  if (hue < 200) return 'green';
  // sRGB's blue primary lies at about 306° in CIELAB, purple from about 310°.
  if (hue < 310) return 'blue';
  return lab.l > 62 ? 'pink' : 'purple';
}

/** A sampled pixel of a design: where it is, its colour, and how much it counts as the design (0-1). */
export interface ForegroundSample {
  x: number;
  y: number;
  lab: Lab;
  weight: number;
}

/**
 * The design's pixels at about {@link SAMPLE_LONG_SIDE} on the long side, each weighted by how far it stands from
 * the backdrop (the colour most common along the border), so a product shot on white or a pack on a plain wall is
 * read by what it shows. `backdrop` is false where the whole border is busy (a full-bleed pack): then every pixel
 * counts alike.
 */
export interface Foreground {
  samples: ForegroundSample[];
  backdrop: boolean;
}

export function foregroundOf(image: RgbImage): Foreground {
  const step = Math.max(1, Math.floor(Math.max(image.width, image.height) / SAMPLE_LONG_SIDE));
  const pixels: { x: number; y: number; lab: Lab; border: boolean }[] = [];
  for (let y = 0; y < image.height; y += step) {
    for (let x = 0; x < image.width; x += step) {
      const i = (y * image.width + x) * 3;
      const border = x < step || y < step || x + step >= image.width || y + step >= image.height;
      pixels.push({ x, y, lab: toLab(image.data[i], image.data[i + 1], image.data[i + 2]), border });
    }
  }
  const backdrop = backdropOf(pixels.filter((p) => p.border).map((p) => p.lab));
  const samples = pixels.map(({ x, y, lab }) => ({ x, y, lab, weight: backdrop ? Math.min(1, deltaE(lab, backdrop) / FOREGROUND_DELTA_E) ** 2 : 1 }));
  return { samples, backdrop: backdrop !== null };
}

/** The image's foreground, read once where both its colours and its outline are wanted. */
export const foregroundFrom = (source: RgbImage | Foreground): Foreground => ('samples' in source ? source : foregroundOf(source));

/** The named colours of a design's foreground ({@link foregroundOf}). */
export function colourProfile(source: RgbImage | Foreground): ColourProfile {
  const shares = new Map<ColourName, number>(colourNames.map((name) => [name, 0]));
  let total = 0;
  for (const { lab, weight } of foregroundFrom(source).samples) {
    if (weight <= 0) continue;
    const name = colourNameOf(lab);
    shares.set(name, shares.get(name)! + weight);
    total += weight;
  }
  if (total === 0) return shares;
  for (const [name, share] of shares) shares.set(name, share / total);
  return shares;
}

/** The backdrop: the mean of the largest group of near-identical border colours, when it covers most of the border. */
function backdropOf(border: Lab[]): Lab | null {
  if (border.length === 0) return null;
  let best: Lab[] = [];
  for (const seed of border.filter((_, i) => i % 7 === 0)) {
    const group = border.filter((lab) => deltaE(lab, seed) < 8);
    if (group.length > best.length) best = group;
  }
  if (best.length < border.length * 0.6) return null;
  const mean = (key: keyof Lab) => best.reduce((sum, lab) => sum + lab[key], 0) / best.length;
  return { l: mean('l'), a: mean('a'), b: mean('b') };
}

function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}
