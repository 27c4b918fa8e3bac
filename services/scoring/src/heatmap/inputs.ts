import type { Backbone, FeatureMap } from '../backbone';
import type { TextDetector } from '../features/text-detector';
import { luminance, resizeRgb, type FloatMap, type RgbImage } from '../image';
import { classicalMaps } from './classical';
import { INPUT_PIXELS, inputSizeFor, STRIDE, UPSAMPLE } from './grid';
import { resizeMap, shrinkMap, standardize } from './map-ops';
import { spectralResidual } from './spectral-residual';
import { tiledFeatures } from './tiles';

/** Which optional layers to compute besides the backbone features. */
export interface LayerChoice {
  spectralResidual?: boolean;
  booleanMap?: boolean;
  text?: boolean;
}

/** Square-rooted backbone features on one grid: per position (row-major), `channels` values. */
export interface GridFeatures {
  grid: { width: number; height: number };
  channels: number;
  data: Float32Array;
}

/** Everything the read-out needs for one image. */
export interface HeatmapInputs {
  /** Backbone input size. */
  input: { width: number; height: number };
  /** sqrt of out_relu (stride 32, 1280 channels). */
  coarse: GridFeatures;
  /** sqrt of block_13_expand_relu (stride 16, 576 channels). */
  mid: GridFeatures;
  /** sqrt of out_relu of the image at a quarter of the pixel budget (the 'two-scale-wide' read-out; evaluation only). */
  wide?: GridFeatures;
  /** The grid the map is made on: UPSAMPLE x the coarse grid. */
  fine: { width: number; height: number };
  /** Optional layers at the fine grid: classical maps standardised per image, text as a probability. */
  layers: { spectralResidual?: FloatMap; booleanMap?: FloatMap; text?: FloatMap };
}

/**
 * Shelf photos (long side of at least SHELF_LONG_SIDE px) are read at SHELF_TILES times the pixel budget, in
 * tiles of the normal size, so each product keeps about the detail a single pack has.
 */
export const SHELF_LONG_SIDE = 2000;
export const SHELF_TILES = 4;

export interface InputOptions {
  /** Pixel budget multiplier; default 1, or SHELF_TILES for a raster with a long side of SHELF_LONG_SIDE or more. */
  tiles?: number;
  /** Backbone pixel budget of one tile (the read-out's inputPixels); default INPUT_PIXELS. */
  pixels?: number;
}

export async function heatmapInputs(
  raster: RgbImage,
  backbone: Backbone,
  choice: LayerChoice = {},
  textDetector?: TextDetector,
  options: InputOptions = {},
): Promise<HeatmapInputs> {
  const tiles = options.tiles ?? (Math.max(raster.width, raster.height) >= SHELF_LONG_SIDE ? SHELF_TILES : 1);
  const pixels = options.pixels ?? INPUT_PIXELS;
  const input = inputSizeFor(raster.width, raster.height, pixels * tiles);
  const image = await resizeRgb(raster, input.width, input.height);
  let maps: { out_relu: FeatureMap; block_13_expand_relu: FeatureMap };
  if (tiles > 1) {
    const single = inputSizeFor(raster.width, raster.height, pixels);
    const stitched = await tiledFeatures(image, backbone, { width: single.width / STRIDE, height: single.height / STRIDE });
    maps = { out_relu: stitched.outRelu, block_13_expand_relu: stitched.block13 };
  } else {
    maps = await backbone.run(image, ['out_relu', 'block_13_expand_relu']);
  }
  const coarse = sqrtFeatures(maps.out_relu);
  const mid = sqrtFeatures(maps.block_13_expand_relu);
  const fine = { width: coarse.grid.width * UPSAMPLE, height: coarse.grid.height * UPSAMPLE };
  const layers: HeatmapInputs['layers'] = {};
  if (choice.spectralResidual || choice.booleanMap) {
    const classical = choice.booleanMap ? await classicalMaps(raster) : { spectralResidual: await spectralResidualMap(raster) };
    const atFine = (m: FloatMap) => {
      const r = m.width > fine.width ? shrinkMap(m, fine.width, fine.height) : resizeMap(m, fine.width, fine.height);
      return { ...r, data: standardize(r.data) };
    };
    if (choice.spectralResidual) layers.spectralResidual = atFine(classical.spectralResidual);
    if (choice.booleanMap && 'booleanMap' in classical) layers.booleanMap = atFine(classical.booleanMap);
  }
  if (choice.text) {
    if (!textDetector) throw new Error('the text layer needs a TextDetector');
    layers.text = shrinkMap(await textDetector.probability(raster), fine.width, fine.height);
  }
  return { input, coarse, mid, fine, layers };
}

/**
 * The spectral residual exactly as classicalMaps makes it (160 px working width), without the boolean-map
 * saliency, which costs about 50 ms more (200 ms on a busy machine).
 */
async function spectralResidualMap(raster: RgbImage): Promise<FloatMap> {
  const w = Math.min(CLASSICAL_WIDTH, raster.width);
  const h = Math.max(1, Math.round((raster.height * w) / raster.width));
  return resizeMap(spectralResidual(luminance(await resizeRgb(raster, w, h)), 64), w, h);
}

/** classicalMaps' default working width. */
const CLASSICAL_WIDTH = 160;

/**
 * The square root tames ReLU6's heavy-tailed activations. A plain loop: Float32Array.from with a mapping
 * function took about 130 ms for the million values of a 640x480 input.
 */
function sqrtFeatures(map: FeatureMap): GridFeatures {
  const data = new Float32Array(map.data.length);
  for (let i = 0; i < data.length; i++) data[i] = Math.sqrt(map.data[i]);
  return { grid: { width: map.width, height: map.height }, channels: map.channels, data };
}

/**
 * The coarse features with the mid-level ones averaged over 2x2 cells appended: one vector of
 * 1280 + 576 values per coarse position.
 */
export function pooledFeatures(coarse: GridFeatures, mid: GridFeatures): GridFeatures {
  const { width: gw, height: gh } = coarse.grid;
  const c1 = coarse.channels;
  const c2 = mid.channels;
  const c = c1 + c2;
  const out = new Float32Array(gw * gh * c);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const p = y * gw + x;
      out.set(coarse.data.subarray(p * c1, (p + 1) * c1), p * c);
      for (let dy = 0; dy < 2; dy++) {
        for (let dx = 0; dx < 2; dx++) {
          const yy = Math.min(2 * y + dy, mid.grid.height - 1);
          const xx = Math.min(2 * x + dx, mid.grid.width - 1);
          const q = (yy * mid.grid.width + xx) * c2;
          for (let k = 0; k < c2; k++) out[p * c + c1 + k] += mid.data[q + k] / 4;
        }
      }
    }
  }
  return { grid: coarse.grid, channels: c, data: out };
}
