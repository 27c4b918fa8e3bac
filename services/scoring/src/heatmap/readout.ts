import type { FloatMap } from '../image';
import { pooledFeatures, type GridFeatures, type HeatmapInputs } from './inputs';
import { gaussianBlur, resizeMap } from './map-ops';

/** Optional layers the read-out may add to its logits. */
export const LAYER_NAMES = ['spectralResidual', 'booleanMap', 'text'] as const;
export type LayerName = (typeof LAYER_NAMES)[number];

/**
 * How backbone features reach the logits. 'pooled': one linear map per stride-32 position of out_relu and
 * 2x2-pooled block_13_expand_relu. 'two-scale': out_relu's map at stride 32 plus block_13_expand_relu's own
 * map at stride 16, so the map can place attention twice as finely. 'two-scale-wide' (tried in the evaluation
 * only): two-scale plus out_relu of the image at a quarter of the pixel budget (HeatmapInputs.wide).
 */
export type ReadoutMode = 'pooled' | 'two-scale' | 'two-scale-wide';

/**
 * The fitted heat-map model (models/heatmap/readout.json): a DeepGaze-I-style read-out. Linear maps of the
 * standardised features give logits, which are upsampled to the fine grid, blurred, offset by a centre prior
 * (a quadratic in normalised coordinates, i.e. a log-Gaussian, plus an optional free-form grid) and by the
 * optional layers, and turned into a probability distribution over the image with a softmax.
 */
export interface ReadoutParameters {
  format: 'packlens-heatmap-readout';
  version: 1;
  mode: ReadoutMode;
  /** Backbone pixel budget (inputSizeFor): 640 * 480 gives a 640x480 input for a 4:3 photo. */
  inputPixels: number;
  /** Total channels over the scales (0: centre prior and layers only). */
  channels: number;
  /** Weight per channel, scales in order, applied to standardised features. */
  weights: number[];
  /**
   * 'global': features divided by featureScale (the fit set's SD; the mean drops out in the softmax).
   * 'image': each image's features standardised over its own positions, with featureScale x IMAGE_SCALE_FLOOR
   * added to the SD so channels that are nearly constant in an image are not blown up.
   */
  normalization: 'global' | 'image';
  featureScale: number[];
  /** Gaussian blur of the upsampled logits, in fine-grid cells. */
  blurSigma: number;
  /** Centre prior: uu u^2 + vv v^2 + v v, in the coordinates centreUnits names. */
  centre: { uu: number; vv: number; v: number };
  /**
   * 'per-axis' (default): u, v from -0.5 to 0.5 across the image, so the prior stretches with the image's shape.
   * 'area': u, v in units of the image's geometric mean side sqrt(width x height), so the prior keeps its shape
   * in pixels and scales with the image's area.
   */
  centreUnits?: CentreUnits;
  /**
   * Optional free-form part of the centre prior: log-prior values on a small grid over the image (row-major),
   * enlarged bilinearly to the fine grid and added to the quadratic; absent: the quadratic alone.
   */
  centreGrid?: CentreGrid;
  /** Logit weight of each optional layer (0 = not used, and then not computed). */
  layers: Record<LayerName, number>;
  /** Exponent of the density in the displayed map (below 1 shows secondary targets; see README). */
  displayExponent: number;
  /** Gaussian blur of the displayed map in fine-grid cells, after the exponent (absent or 0: none). */
  displayBlur?: number;
  /** How and on what the parameters were fitted. */
  fit: Record<string, unknown>;
}

export const IMAGE_SCALE_FLOOR = 0.1;

export type CentreUnits = 'per-axis' | 'area';

export interface CentreGrid {
  width: number;
  height: number;
  values: number[];
}

/** The centre prior's log values on a fine grid: the quadratic plus the enlarged centreGrid, if any. */
export function centrePrior(params: Pick<ReadoutParameters, 'centre' | 'centreGrid' | 'centreUnits'>, fine: { width: number; height: number }): Float32Array {
  const { u, v } = centreCoordinates(fine.width, fine.height, params.centreUnits);
  const { uu, vv, v: vc } = params.centre;
  const out = new Float32Array(fine.width * fine.height);
  for (let i = 0; i < out.length; i++) out[i] = uu * u[i] * u[i] + vv * v[i] * v[i] + vc * v[i];
  const grid = params.centreGrid;
  if (grid) {
    const up = resizeMap({ width: grid.width, height: grid.height, data: Float32Array.from(grid.values) }, fine.width, fine.height).data;
    for (let i = 0; i < out.length; i++) out[i] += up[i];
  }
  return out;
}

/** The feature grids the read-out uses, in weight order. */
export function readoutScales(inputs: HeatmapInputs, mode: ReadoutMode): GridFeatures[] {
  if (mode === 'pooled') return [pooledFeatures(inputs.coarse, inputs.mid)];
  if (mode === 'two-scale') return [inputs.coarse, inputs.mid];
  if (!inputs.wide) throw new Error('the two-scale-wide read-out needs the wide features');
  return [inputs.coarse, inputs.mid, inputs.wide];
}

/** Divides by the global scale, or standardises per image (see ReadoutParameters.normalization). */
export function standardizeScales(scales: GridFeatures[], normalization: 'global' | 'image', featureScale: ArrayLike<number>): GridFeatures[] {
  let offset = 0;
  return scales.map((s) => {
    const scale = Array.from({ length: s.channels }, (_, c) => featureScale[offset + c]);
    offset += s.channels;
    const data = normalization === 'image' ? standardizePerImage(s.data, s.channels, scale) : divideChannels(s.data, s.channels, scale);
    return { ...s, data };
  });
}

function divideChannels(data: Float32Array, channels: number, scale: number[]): Float32Array {
  const out = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = data[i] / scale[i % channels];
  return out;
}

/** Each channel to zero mean and unit SD over the image's positions (SD floored by IMAGE_SCALE_FLOOR x scale). */
export function standardizePerImage(features: Float32Array, channels: number, globalScale: ArrayLike<number>): Float32Array {
  const positions = features.length / channels;
  const mean = new Float64Array(channels);
  const sq = new Float64Array(channels);
  for (let p = 0; p < positions; p++) {
    for (let c = 0; c < channels; c++) {
      const v = features[p * channels + c];
      mean[c] += v;
      sq[c] += v * v;
    }
  }
  const inv = new Float64Array(channels);
  for (let c = 0; c < channels; c++) {
    mean[c] /= positions;
    const variance = Math.max(0, sq[c] / positions - mean[c] ** 2);
    inv[c] = 1 / Math.sqrt(variance + (IMAGE_SCALE_FLOOR * globalScale[c]) ** 2);
  }
  const out = new Float32Array(features.length);
  for (let i = 0; i < features.length; i++) out[i] = (features[i] - mean[i % channels]) * inv[i % channels];
  return out;
}

/**
 * Normalised coordinates of fine-grid cell centres, u across and v down: from -0.5 to 0.5 ('per-axis'), or in
 * units of the geometric mean side ('area'; ReadoutParameters.centreUnits).
 */
export function centreCoordinates(width: number, height: number, units: CentreUnits = 'per-axis'): { u: Float32Array; v: Float32Array } {
  const mean = Math.sqrt(width * height);
  const [su, sv] = units === 'area' ? [width / mean, height / mean] : [1, 1];
  const u = new Float32Array(width * height);
  const v = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      u[y * width + x] = ((x + 0.5) / width - 0.5) * su;
      v[y * width + x] = ((y + 0.5) / height - 0.5) * sv;
    }
  }
  return { u, v };
}

/** Logit per grid position: the dot product of its features with the weights (from `offset`). */
export function gridLogits(scale: GridFeatures, weights: ArrayLike<number>, offset = 0): Float32Array {
  const { channels, data } = scale;
  const out = new Float32Array(data.length / channels);
  for (let p = 0; p < out.length; p++) {
    let s = 0;
    const base = p * channels;
    for (let c = 0; c < channels; c++) s += data[base + c] * weights[offset + c];
    out[p] = s;
  }
  return out;
}

/** Sum over scales of their logits upsampled to the fine grid, then blurred (before the centre prior). */
export function featureLogits(scales: GridFeatures[], weights: ArrayLike<number>, fine: { width: number; height: number }, blurSigma: number): Float32Array {
  const sum = new Float32Array(fine.width * fine.height);
  let offset = 0;
  for (const s of scales) {
    const up = resizeMap({ ...s.grid, data: gridLogits(s, weights, offset) }, fine.width, fine.height);
    for (let i = 0; i < sum.length; i++) sum[i] += up.data[i];
    offset += s.channels;
  }
  return gaussianBlur({ ...fine, data: sum }, blurSigma).data;
}

/**
 * featureLogits of the normalised scales without making the normalised copy: the normalisation is folded into
 * the weights (w_c / sd_c) and an offset (- sum_c mean_c w_c / sd_c), two passes over the raw features instead
 * of four and no 4 MB temporary. Equal to featureLogits(standardizeScales(...)) up to rounding.
 */
export function normalizedFeatureLogits(
  scales: GridFeatures[],
  params: Pick<ReadoutParameters, 'normalization' | 'featureScale' | 'weights' | 'blurSigma'>,
  fine: { width: number; height: number },
): Float32Array {
  const sum = new Float32Array(fine.width * fine.height);
  let offset = 0;
  for (const s of scales) {
    const { channels, data } = s;
    const positions = data.length / channels;
    const folded = new Float64Array(channels);
    let bias = 0;
    if (params.normalization === 'image') {
      const mean = new Float64Array(channels);
      const sq = new Float64Array(channels);
      for (let p = 0; p < positions; p++) {
        const base = p * channels;
        for (let c = 0; c < channels; c++) {
          const v = data[base + c];
          mean[c] += v;
          sq[c] += v * v;
        }
      }
      for (let c = 0; c < channels; c++) {
        mean[c] /= positions;
        const variance = Math.max(0, sq[c] / positions - mean[c] ** 2);
        folded[c] = params.weights[offset + c] / Math.sqrt(variance + (IMAGE_SCALE_FLOOR * params.featureScale[offset + c]) ** 2);
        bias -= mean[c] * folded[c];
      }
    } else {
      for (let c = 0; c < channels; c++) folded[c] = params.weights[offset + c] / params.featureScale[offset + c];
    }
    const logits = new Float32Array(positions);
    for (let p = 0; p < positions; p++) {
      let z = bias;
      const base = p * channels;
      for (let c = 0; c < channels; c++) z += data[base + c] * folded[c];
      logits[p] = z;
    }
    const up = resizeMap({ ...s.grid, data: logits }, fine.width, fine.height);
    for (let i = 0; i < sum.length; i++) sum[i] += up.data[i];
    offset += channels;
  }
  return gaussianBlur({ ...fine, data: sum }, params.blurSigma).data;
}

/** Log-probability of a fixation per fine-grid cell (the log of a distribution that sums to 1). */
export function logDensity(inputs: HeatmapInputs, params: ReadoutParameters): FloatMap {
  const { fine } = inputs;
  // A read-out without channels is the centre prior (and layers) alone: the ablation's baseline.
  const logits =
    params.channels === 0 ? new Float32Array(fine.width * fine.height) : normalizedFeatureLogits(readoutScales(inputs, params.mode), params, fine);
  const prior = centrePrior(params, fine);
  for (let i = 0; i < logits.length; i++) logits[i] += prior[i];
  for (const name of LAYER_NAMES) {
    const weight = params.layers[name];
    if (weight === 0) continue;
    const layer = inputs.layers[name];
    if (!layer) throw new Error(`the model uses the ${name} layer, which was not computed`);
    for (let i = 0; i < logits.length; i++) logits[i] += weight * layer.data[i];
  }
  return { ...fine, data: logSoftmax(logits) };
}

export function logSoftmax(logits: Float32Array): Float32Array {
  let max = -Infinity;
  for (const z of logits) if (z > max) max = z;
  let sum = 0;
  for (const z of logits) sum += Math.exp(z - max);
  const lse = max + Math.log(sum);
  const out = new Float32Array(logits.length);
  for (let i = 0; i < out.length; i++) out[i] = logits[i] - lse;
  return out;
}

/**
 * The map as shown, from the density on the fine grid: density^displayExponent, then blurred by displayBlur
 * cells. Both were chosen on validation data (README, "Heat map"); region shares use the density itself.
 */
export function displayedMap(density: FloatMap, display: Pick<ReadoutParameters, 'displayExponent' | 'displayBlur'>): FloatMap {
  const g = display.displayExponent;
  const shown = g === 1 ? density : { ...density, data: density.data.map((v) => v ** g) };
  return display.displayBlur ? gaussianBlur(shown, display.displayBlur) : shown;
}
