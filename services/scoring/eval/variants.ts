import { join } from 'node:path';
import type { Backbone } from '../src/backbone';
import { INPUT_PIXELS } from '../src/heatmap/grid';
import { heatmapInputs, type HeatmapInputs } from '../src/heatmap/inputs';
import { fixationDensity, type Fixation } from '../src/heatmap/metrics';
import { loadImage, resizeRgb, type FloatMap, type RgbImage } from '../src/image';
import { cachedInputs, EVAL_CACHE } from './input-cache';
import { OSIE_HEIGHT, OSIE_WIDTH, stimulusPath } from './osie';
import { DENSITY_SIGMA } from './score';

/**
 * Validation variants of OSIE away from its 800x600 layout: centred crops to other aspect ratios and rescaled
 * copies. The viewers saw the whole 800x600 photo, so a crop keeps only the fixations inside it and its fixation
 * map is the full frame's map cut the same way (fixations just outside still spread into it); crops are centred,
 * so the viewers' own centre bias stays at the crop's centre. A rescaled copy scales the fixations and the
 * fixation map's Gaussian (26 px at 800x600) with the image.
 */
export interface Variant {
  name: string;
  label: string;
  width: number;
  height: number;
  /** Centred crop of the 800x600 frame (before scaling). */
  crop?: { width: number; height: number };
  /** Scale of the (cropped) image. */
  scale: number;
}

function variant(name: string, label: string, crop: { width: number; height: number } | undefined, scale: number): Variant {
  const base = crop ?? { width: OSIE_WIDTH, height: OSIE_HEIGHT };
  return { name, label, width: Math.round(base.width * scale), height: Math.round(base.height * scale), crop, scale };
}

export const FULL_FRAME = variant('full', 'full frame 800x600 (4:3)', undefined, 1);

/** The aspect-ratio variants, judged against the full frame (the targets). */
export const ASPECT_VARIANTS: Variant[] = [
  variant('square', 'centre crop 600x600 (1:1)', { width: 600, height: 600 }, 1),
  variant('portrait', 'centre crop 450x600 (3:4)', { width: 450, height: 600 }, 1),
  variant('wide', 'centre crop 800x450 (16:9)', { width: 800, height: 450 }, 1),
  variant('panorama', 'centre crop 800x400 (2:1)', { width: 800, height: 400 }, 1),
];

export const SCALE_VARIANTS: Variant[] = [
  variant('half', 'downscaled 0.5x (400x300)', undefined, 0.5),
  variant('double', 'upscaled 2x (1600x1200)', undefined, 2),
  variant('shelf', 'upscaled 3x (2400x1800: read in tiles, as a shelf photo)', undefined, 3),
];

export const VARIANTS: Variant[] = [FULL_FRAME, ...ASPECT_VARIANTS, ...SCALE_VARIANTS];

export function variantNamed(name: string): Variant {
  const v = VARIANTS.find((x) => x.name === name);
  if (!v) throw new Error(`unknown variant ${name} (${VARIANTS.map((x) => x.name).join(', ')})`);
  return v;
}

function cropOrigin(v: Variant): { x: number; y: number } {
  return v.crop ? { x: Math.floor((OSIE_WIDTH - v.crop.width) / 2), y: Math.floor((OSIE_HEIGHT - v.crop.height) / 2) } : { x: 0, y: 0 };
}

/** The photo as the variant shows it. */
export async function variantRaster(raster: RgbImage, v: Variant): Promise<RgbImage> {
  let out = raster;
  if (v.crop) {
    const { x, y } = cropOrigin(v);
    const { width, height } = v.crop;
    const data = new Uint8Array(width * height * 3);
    for (let row = 0; row < height; row++) {
      const from = ((y + row) * raster.width + x) * 3;
      data.set(raster.data.subarray(from, from + width * 3), row * width * 3);
    }
    out = { width, height, data };
  }
  return v.scale === 1 ? out : resizeRgb(out, v.width, v.height);
}

/** The fixations (800x600 pixels) that fall in the variant, in its pixels. */
export function variantFixations(fixations: readonly Fixation[], v: Variant): Fixation[] {
  const { x: x0, y: y0 } = cropOrigin(v);
  const out: Fixation[] = [];
  for (const f of fixations) {
    const x = Math.floor((f.x - x0 + 0.5) * v.scale);
    const y = Math.floor((f.y - y0 + 0.5) * v.scale);
    if (x >= 0 && y >= 0 && x < v.width && y < v.height) out.push({ x, y });
  }
  return out;
}

/**
 * The variant's fixation map: for a crop, the full frame's map (the 26 px Gaussian) cut the same way; for a
 * rescaled copy, the scaled fixations blurred by 26 px times the scale.
 */
export function variantDensity(fixations: readonly Fixation[], v: Variant): FloatMap {
  if (!v.crop) return fixationDensity(variantFixations(fixations, v), v.width, v.height, DENSITY_SIGMA * v.scale);
  const full = fixationDensity(fixations, OSIE_WIDTH, OSIE_HEIGHT, DENSITY_SIGMA);
  const { x: x0, y: y0 } = cropOrigin(v);
  const data = new Float32Array(v.width * v.height);
  for (let y = 0; y < v.height; y++) data.set(full.data.subarray((y0 + y) * OSIE_WIDTH + x0, (y0 + y) * OSIE_WIDTH + x0 + v.width), y * v.width);
  return { width: v.width, height: v.height, data };
}

/** Bump when heatmapInputs changes, so stale cached inputs are not reused. */
const VARIANT_INPUTS_VERSION = 1;

/**
 * Backbone inputs (no optional layers) of OSIE images as the variant shows them, computed exactly as the product
 * does (heatmapInputs with its defaults: a copy of 2000 px or more is read in tiles) and cached under
 * .cache/packlens-eval (never committed).
 */
export async function variantInputs(
  ids: readonly number[],
  v: Variant,
  backbone: () => Promise<Backbone>,
  log: (line: string) => void = () => undefined,
  pixels = INPUT_PIXELS,
): Promise<Map<number, HeatmapInputs>> {
  const dir = join(EVAL_CACHE, `variant-inputs-v${VARIANT_INPUTS_VERSION}-${pixels}-${v.name}`);
  return cachedInputs(
    dir,
    ids,
    async (id) => heatmapInputs(await variantRaster((await loadImage(stimulusPath(id))).raster, v), await backbone(), {}, undefined, { pixels }),
    (count, ms) => log(`  ${v.name}: computed inputs of ${count} images (${ms} ms each)`),
  );
}
