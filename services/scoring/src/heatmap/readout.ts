import type { FloatMap } from '../image';
import type { HeatmapInputs } from './inputs';
import { gaussianBlur, resizeMap } from './map-ops';

/** Optional layers the read-out may add to its logits. */
export const LAYER_NAMES = ['spectralResidual', 'booleanMap', 'text'] as const;
export type LayerName = (typeof LAYER_NAMES)[number];

/**
 * The fitted heat-map model (models/heatmap/readout.json): a DeepGaze-I-style read-out. Per backbone grid
 * position a linear map of the standardised features gives a logit; logits are upsampled to the fine grid,
 * blurred, offset by a centre-bias prior (a quadratic in normalised coordinates, i.e. a log-Gaussian) and by
 * the optional layers, and turned into a probability distribution over the image with a softmax.
 */
export interface ReadoutParameters {
  format: 'packlens-heatmap-readout';
  version: 1;
  channels: number;
  /** Weight per channel, applied to (feature - mean) / scale; the mean drops out in the softmax. */
  weights: number[];
  /**
   * 'global': mean and scale are the fit set's (featureScale). 'image': each image's features are standardised
   * over its own positions, with featureScale x IMAGE_SCALE_FLOOR added to the SD so near-constant channels
   * are not blown up.
   */
  normalization?: 'global' | 'image';
  featureScale: number[];
  /** Gaussian blur of the upsampled logits, in fine-grid cells. */
  blurSigma: number;
  /** Centre prior: uu u^2 + vv v^2 + v v, with u, v from -0.5 to 0.5 across the image. */
  centre: { uu: number; vv: number; v: number };
  /** Logit weight of each optional layer (0 = not used, and then not computed). */
  layers: Record<LayerName, number>;
  /** How and on what the parameters were fitted. */
  fit: Record<string, unknown>;
}

/** Normalised coordinates of fine-grid cell centres: u across, v down, both from -0.5 to 0.5. */
export function centreCoordinates(width: number, height: number): { u: Float32Array; v: Float32Array } {
  const u = new Float32Array(width * height);
  const v = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      u[y * width + x] = (x + 0.5) / width - 0.5;
      v[y * width + x] = (y + 0.5) / height - 0.5;
    }
  }
  return { u, v };
}

/** The read-out's logit per grid position: sum over channels of weight / scale x feature. */
export function gridLogits(features: Float32Array, channels: number, effectiveWeights: Float32Array): Float32Array {
  const positions = features.length / channels;
  const out = new Float32Array(positions);
  for (let p = 0; p < positions; p++) {
    let s = 0;
    const base = p * channels;
    for (let c = 0; c < channels; c++) s += features[base + c] * effectiveWeights[c];
    out[p] = s;
  }
  return out;
}

export function effectiveWeights(params: ReadoutParameters): Float32Array {
  return Float32Array.from(params.weights, (w, c) => w / params.featureScale[c]);
}

export const IMAGE_SCALE_FLOOR = 0.1;

/** Per-image standardisation: each channel to zero mean and unit SD over the image's positions. */
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

/** Log-probability of a fixation per fine-grid cell (the log of a distribution that sums to 1). */
export function logDensity(inputs: HeatmapInputs, params: ReadoutParameters, weights = effectiveWeights(params)): FloatMap {
  const { grid, fine } = inputs;
  if (params.normalization === 'image' && params.channels > 0) {
    const standardized = standardizePerImage(inputs.features, params.channels, params.featureScale);
    return logDensity({ ...inputs, features: standardized }, { ...params, normalization: 'global' }, Float32Array.from(params.weights));
  }
  // A read-out without channels is the centre prior (and layers) alone: the ablation's baseline.
  const logits =
    params.channels === 0
      ? new Float32Array(fine.width * fine.height)
      : gaussianBlur(resizeMap({ ...grid, data: gridLogits(inputs.features, params.channels, weights) }, fine.width, fine.height), params.blurSigma).data;
  const { u, v } = centreCoordinates(fine.width, fine.height);
  for (let i = 0; i < logits.length; i++) logits[i] += params.centre.uu * u[i] * u[i] + params.centre.vv * v[i] * v[i] + params.centre.v * v[i];
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
  return Float32Array.from(logits, (z) => z - lse);
}
