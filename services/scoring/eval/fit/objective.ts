import type { HeatmapInputs } from '../../src/heatmap/inputs';
import { gaussianBlurAdjoint, resizeMapAdjoint } from '../../src/heatmap/grid';
import { gaussianBlur, resizeMap } from '../../src/heatmap/map-ops';
import { centreCoordinates, gridLogits, logSoftmax, type LayerName } from '../../src/heatmap/readout';
import type { Fixation } from '../../src/heatmap/metrics';

/** One fitting image: standardised features and its fixations counted per fine-grid cell. */
export interface FitImage {
  inputs: HeatmapInputs;
  /** (features - mean) / scale, P x C. */
  standardized: Float32Array;
  cells: Int32Array;
  counts: Float32Array;
  total: number;
}

/** Fixations (in image pixels) counted per fine-grid cell. */
export function countFixations(fixations: readonly Fixation[], imageWidth: number, imageHeight: number, fine: { width: number; height: number }): { cells: Int32Array; counts: Float32Array; total: number } {
  const map = new Map<number, number>();
  for (const f of fixations) {
    const cx = Math.min(fine.width - 1, Math.floor(((f.x + 0.5) / imageWidth) * fine.width));
    const cy = Math.min(fine.height - 1, Math.floor(((f.y + 0.5) / imageHeight) * fine.height));
    const cell = cy * fine.width + cx;
    map.set(cell, (map.get(cell) ?? 0) + 1);
  }
  return { cells: Int32Array.from(map.keys()), counts: Float32Array.from(map.values()), total: fixations.length };
}

/** Per-channel mean and SD over every grid position of every image. */
export function featureStatistics(images: readonly HeatmapInputs[], channels: number): { mean: Float64Array; scale: Float64Array } {
  const mean = new Float64Array(channels);
  const sq = new Float64Array(channels);
  let n = 0;
  for (const im of images) {
    for (let p = 0; p < im.features.length; p += channels) {
      for (let c = 0; c < channels; c++) {
        const v = im.features[p + c];
        mean[c] += v;
        sq[c] += v * v;
      }
      n++;
    }
  }
  const scale = new Float64Array(channels);
  for (let c = 0; c < channels; c++) {
    mean[c] /= n;
    scale[c] = Math.sqrt(Math.max(sq[c] / n - mean[c] ** 2, 0)) || 1;
  }
  return { mean, scale };
}

export function standardizeFeatures(features: Float32Array, mean: Float64Array, scale: Float64Array): Float32Array {
  const c = mean.length;
  const out = new Float32Array(features.length);
  for (let i = 0; i < features.length; i++) out[i] = (features[i] - mean[i % c]) / scale[i % c];
  return out;
}

export interface ObjectiveConfig {
  channels: number;
  blurSigma: number;
  layers: readonly LayerName[];
  /** L2 penalty on the channel weights (per fixation). */
  l2: number;
}

/**
 * Parameter vector layout: channel weights, then centre (uu, vv, v), then one weight per used layer.
 * The objective is the mean negative log-likelihood per fixation (nats) plus l2/2 |w|^2.
 */
export function makeObjective(images: readonly FitImage[], config: ObjectiveConfig) {
  const { channels, blurSigma, layers, l2 } = config;
  const totalFixations = images.reduce((s, im) => s + im.total, 0);
  const coords = new Map<string, { u: Float32Array; v: Float32Array }>();
  const coordsFor = (w: number, h: number) => {
    const key = `${w}x${h}`;
    let c = coords.get(key);
    if (!c) coords.set(key, (c = centreCoordinates(w, h)));
    return c;
  };
  const size = channels + 3 + layers.length;
  return {
    size,
    value(x: Float64Array, grad: Float64Array): number {
      grad.fill(0);
      const w = Float32Array.from(x.subarray(0, channels));
      const [uu, vv, vc] = [x[channels], x[channels + 1], x[channels + 2]];
      const gw = new Float64Array(channels);
      let nll = 0;
      for (const im of images) {
        const { grid, fine } = im.inputs;
        const { u, v } = coordsFor(fine.width, fine.height);
        const logits =
          channels === 0
            ? new Float32Array(fine.width * fine.height)
            : gaussianBlur(resizeMap({ ...grid, data: gridLogits(im.standardized, channels, w) }, fine.width, fine.height), blurSigma).data;
        for (let i = 0; i < logits.length; i++) logits[i] += uu * u[i] * u[i] + vv * v[i] * v[i] + vc * v[i];
        layers.forEach((name, k) => {
          const layer = im.inputs.layers[name]!.data;
          const weight = x[channels + 3 + k];
          for (let i = 0; i < logits.length; i++) logits[i] += weight * layer[i];
        });
        const logp = logSoftmax(logits);
        // d(-sum counts log p)/d logits = total p - counts
        const g = new Float32Array(logits.length);
        for (let i = 0; i < g.length; i++) g[i] = im.total * Math.exp(logp[i]);
        for (let j = 0; j < im.cells.length; j++) {
          nll -= im.counts[j] * logp[im.cells[j]];
          g[im.cells[j]] -= im.counts[j];
        }
        let guu = 0;
        let gvv = 0;
        let gv = 0;
        for (let i = 0; i < g.length; i++) {
          guu += g[i] * u[i] * u[i];
          gvv += g[i] * v[i] * v[i];
          gv += g[i] * v[i];
        }
        grad[channels] += guu;
        grad[channels + 1] += gvv;
        grad[channels + 2] += gv;
        layers.forEach((name, k) => {
          const layer = im.inputs.layers[name]!.data;
          let s = 0;
          for (let i = 0; i < g.length; i++) s += g[i] * layer[i];
          grad[channels + 3 + k] += s;
        });
        if (channels === 0) continue;
        const gCoarse = resizeMapAdjoint(gaussianBlurAdjoint({ ...fine, data: g }, blurSigma), grid.width, grid.height).data;
        const f = im.standardized;
        for (let p = 0; p < gCoarse.length; p++) {
          const gp = gCoarse[p];
          const base = p * channels;
          for (let c = 0; c < channels; c++) gw[c] += gp * f[base + c];
        }
      }
      let penalty = 0;
      for (let c = 0; c < channels; c++) {
        penalty += 0.5 * l2 * x[c] * x[c];
        grad[c] = gw[c] / totalFixations + l2 * x[c];
      }
      for (let k = channels; k < size; k++) grad[k] /= totalFixations;
      return nll / totalFixations + penalty;
    },
  };
}
