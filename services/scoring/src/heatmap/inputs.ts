import type { Backbone, FeatureMap } from '../backbone';
import type { TextDetector } from '../features/text-detector';
import { resizeRgb, type FloatMap, type RgbImage } from '../image';
import { classicalMaps } from './classical';
import { INPUT_PIXELS, inputSizeFor, STRIDE, UPSAMPLE } from './grid';
import { resizeMap, shrinkMap, standardize } from './map-ops';
import { tiledFeatures } from './tiles';

/** Which optional layers to compute besides the backbone features. */
export interface LayerChoice {
  spectralResidual?: boolean;
  booleanMap?: boolean;
  text?: boolean;
}

/** Everything the read-out needs for one image, at the backbone grid and the fine grid. */
export interface HeatmapInputs {
  /** Backbone input size and its `out_relu` grid. */
  input: { width: number; height: number };
  grid: { width: number; height: number };
  fine: { width: number; height: number };
  /** Per grid position (row-major), CHANNELS values: sqrt of out_relu (1280) then 2x2-pooled block_13_expand_relu (576). */
  features: Float32Array;
  /** Optional layers at the fine grid: classical maps standardised per image, text as a probability. */
  layers: { spectralResidual?: FloatMap; booleanMap?: FloatMap; text?: FloatMap };
}

export const CHANNELS = 1280 + 576;

/**
 * Shelf photos (long side of at least SHELF_LONG_SIDE px) are read at SHELF_TILES times the pixel budget, in
 * tiles of the normal size, so each product keeps about the detail a single pack has.
 */
export const SHELF_LONG_SIDE = 2000;
export const SHELF_TILES = 4;

export interface InputOptions {
  /** Pixel budget multiplier; default 1, or SHELF_TILES for a raster with a long side of SHELF_LONG_SIDE or more. */
  tiles?: number;
}

export async function heatmapInputs(
  raster: RgbImage,
  backbone: Backbone,
  choice: LayerChoice = {},
  textDetector?: TextDetector,
  options: InputOptions = {},
): Promise<HeatmapInputs> {
  const tiles = options.tiles ?? (Math.max(raster.width, raster.height) >= SHELF_LONG_SIDE ? SHELF_TILES : 1);
  const input = inputSizeFor(raster.width, raster.height, INPUT_PIXELS * tiles);
  const image = await resizeRgb(raster, input.width, input.height);
  let maps: { out_relu: FeatureMap; block_13_expand_relu: FeatureMap };
  if (tiles > 1) {
    const single = inputSizeFor(raster.width, raster.height);
    const stitched = await tiledFeatures(image, backbone, { width: single.width / STRIDE, height: single.height / STRIDE });
    maps = { out_relu: stitched.outRelu, block_13_expand_relu: stitched.block13 };
  } else {
    maps = await backbone.run(image, ['out_relu', 'block_13_expand_relu']);
  }
  const grid = { width: maps.out_relu.width, height: maps.out_relu.height };
  const fine = { width: grid.width * UPSAMPLE, height: grid.height * UPSAMPLE };
  const layers: HeatmapInputs['layers'] = {};
  if (choice.spectralResidual || choice.booleanMap) {
    const classical = await classicalMaps(raster);
    const atFine = (m: FloatMap) => {
      const r = m.width > fine.width ? shrinkMap(m, fine.width, fine.height) : resizeMap(m, fine.width, fine.height);
      return { ...r, data: standardize(r.data) };
    };
    if (choice.spectralResidual) layers.spectralResidual = atFine(classical.spectralResidual);
    if (choice.booleanMap) layers.booleanMap = atFine(classical.booleanMap);
  }
  if (choice.text) {
    if (!textDetector) throw new Error('the text layer needs a TextDetector');
    layers.text = shrinkMap(await textDetector.probability(raster), fine.width, fine.height);
  }
  return { input, grid, fine, features: readoutFeatures(maps.out_relu, maps.block_13_expand_relu), layers };
}

/**
 * Square roots of out_relu and of block_13_expand_relu averaged over 2x2 cells (its stride is 16, half of
 * out_relu's), concatenated per position. The square root tames ReLU6's heavy-tailed activations.
 */
export function readoutFeatures(outRelu: FeatureMap, block13: FeatureMap): Float32Array {
  const { width: gw, height: gh } = outRelu;
  const c1 = outRelu.channels;
  const c2 = block13.channels;
  const c = c1 + c2;
  const out = new Float32Array(gw * gh * c);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const p = y * gw + x;
      const base = p * c;
      for (let k = 0; k < c1; k++) out[base + k] = Math.sqrt(outRelu.data[p * c1 + k]);
      for (let dy = 0; dy < 2; dy++) {
        for (let dx = 0; dx < 2; dx++) {
          const yy = Math.min(2 * y + dy, block13.height - 1);
          const xx = Math.min(2 * x + dx, block13.width - 1);
          const q = (yy * block13.width + xx) * c2;
          for (let k = 0; k < c2; k++) out[base + c1 + k] += block13.data[q + k] / 4;
        }
      }
      for (let k = c1; k < c; k++) out[base + k] = Math.sqrt(out[base + k]);
    }
  }
  return out;
}
