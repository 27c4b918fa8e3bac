import type { GridFeatures, HeatmapInputs } from '../../src/heatmap/inputs';
import { gaussianBlurAdjoint, resizeMapAdjoint } from '../../src/heatmap/grid';
import { gaussianBlur, resizeMap } from '../../src/heatmap/map-ops';
import type { Fixation } from '../../src/heatmap/metrics';
import { centreCoordinates, centrePrior, gridLogits, logSoftmax, type CentreUnits, type LayerName } from '../../src/heatmap/readout';
import { ccWithGradient, fixationTarget } from './cc-term';

/** One fitting image: its standardised feature grids and its fixations counted per fine-grid cell. */
export interface FitImage {
  inputs: HeatmapInputs;
  scales: GridFeatures[];
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

/** SD of every channel (scales concatenated in order) over all positions of all images. */
export function channelScales(images: readonly GridFeatures[][]): Float64Array {
  const channels = images[0].reduce((s, g) => s + g.channels, 0);
  const sum = new Float64Array(channels);
  const sq = new Float64Array(channels);
  const count = new Float64Array(channels);
  for (const scales of images) {
    let offset = 0;
    for (const g of scales) {
      for (let i = 0; i < g.data.length; i++) {
        const c = offset + (i % g.channels);
        sum[c] += g.data[i];
        sq[c] += g.data[i] * g.data[i];
        count[c]++;
      }
      offset += g.channels;
    }
  }
  return sum.map((s, c) => Math.sqrt(Math.max(sq[c] / count[c] - (s / count[c]) ** 2, 0)) || 1);
}

export interface ObjectiveConfig {
  channels: number;
  blurSigma: number;
  layers: readonly LayerName[];
  /** L2 penalty on the channel weights. */
  l2: number;
  /** Size of the free-form centre grid (ReadoutParameters.centreGrid), if one is fitted. */
  centreGrid?: { width: number; height: number };
  /** Coordinates of the quadratic centre prior (ReadoutParameters.centreUnits; default 'per-axis'). */
  centreUnits?: CentreUnits;
  /**
   * Adds weight x (1 - mean CC over the images) of the displayed map (density^exponent) against the fixations
   * blurred by `sigma` fine-grid cells (the benchmark's fixation map): likelihood alone does not ask for the
   * map's overall shape that CC rewards.
   */
  cc?: { weight: number; exponent: number; sigma: number };
}

/**
 * Parameter vector layout: channel weights (scales in order), then centre (uu, vv, v), then one weight per
 * used layer, then the centre grid's values (row-major), if any. The value is the mean negative log-likelihood
 * per fixation (nats) plus l2/2 |w|^2, plus the CC term if configured.
 */
export function makeObjective(images: readonly FitImage[], config: ObjectiveConfig) {
  const { channels, blurSigma, layers, l2, centreGrid, cc, centreUnits } = config;
  const totalFixations = images.reduce((s, im) => s + im.total, 0);
  const targets = cc ? images.map((im) => fixationTarget(im.cells, im.counts, im.inputs.fine, cc.sigma)) : [];
  const coords = new Map<string, { u: Float32Array; v: Float32Array }>();
  const coordsFor = (w: number, h: number) => {
    const key = `${w}x${h}`;
    let c = coords.get(key);
    if (!c) coords.set(key, (c = centreCoordinates(w, h, centreUnits)));
    return c;
  };
  const gridStart = channels + 3 + layers.length;
  const size = gridStart + (centreGrid ? centreGrid.width * centreGrid.height : 0);
  return {
    size,
    value(x: Float64Array, grad: Float64Array): number {
      grad.fill(0);
      const w = Float32Array.from(x.subarray(0, channels));
      const [uu, vv, vc] = [x[channels], x[channels + 1], x[channels + 2]];
      const gw = new Float64Array(channels);
      // The centre prior depends only on the parameters and the grid's size: made once per size and evaluation.
      const prior = { centre: { uu, vv, v: vc }, centreUnits, centreGrid: centreGrid && { ...centreGrid, values: Array.from(x.subarray(gridStart, size)) } };
      const priors = new Map<string, Float32Array>();
      const priorFor = (fine: { width: number; height: number }) => {
        const key = `${fine.width}x${fine.height}`;
        let p = priors.get(key);
        if (!p) priors.set(key, (p = centrePrior(prior, fine)));
        return p;
      };
      let nll = 0;
      let ccLoss = 0;
      for (const [index, im] of images.entries()) {
        const { fine } = im.inputs;
        const n = fine.width * fine.height;
        const { u, v } = coordsFor(fine.width, fine.height);
        let logits: Float32Array = new Float32Array(n);
        if (channels > 0) {
          let offset = 0;
          for (const s of im.scales) {
            const up = resizeMap({ ...s.grid, data: gridLogits(s, w, offset) }, fine.width, fine.height).data;
            for (let i = 0; i < n; i++) logits[i] += up[i];
            offset += s.channels;
          }
          logits = gaussianBlur({ ...fine, data: logits }, blurSigma).data;
        }
        const prior = priorFor(fine);
        for (let i = 0; i < n; i++) logits[i] += prior[i];
        layers.forEach((name, k) => {
          const layer = im.inputs.layers[name]!.data;
          const weight = x[channels + 3 + k];
          for (let i = 0; i < n; i++) logits[i] += weight * layer[i];
        });
        const logp = logSoftmax(logits);
        // d(-sum counts log p) / d logits = total p - counts
        const g = new Float32Array(n);
        for (let i = 0; i < n; i++) g[i] = im.total * Math.exp(logp[i]);
        for (let j = 0; j < im.cells.length; j++) {
          nll -= im.counts[j] * logp[im.cells[j]];
          g[im.cells[j]] -= im.counts[j];
        }
        if (cc) {
          // g is divided by totalFixations below; the CC term's share of the value is weight (1 - CC) / images.
          const term = ccWithGradient(logp, targets[index], cc.exponent);
          ccLoss += (cc.weight * (1 - term.cc)) / images.length;
          const scale = (cc.weight * totalFixations) / images.length;
          for (let i = 0; i < n; i++) g[i] -= scale * term.grad[i];
        }
        let guu = 0;
        let gvv = 0;
        let gv = 0;
        for (let i = 0; i < n; i++) {
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
          for (let i = 0; i < n; i++) s += g[i] * layer[i];
          grad[channels + 3 + k] += s;
        });
        if (centreGrid) {
          const gGrid = resizeMapAdjoint({ ...fine, data: g }, centreGrid.width, centreGrid.height).data;
          for (let k = 0; k < gGrid.length; k++) grad[gridStart + k] += gGrid[k];
        }
        if (channels === 0) continue;
        const gPre = gaussianBlurAdjoint({ ...fine, data: g }, blurSigma);
        let offset = 0;
        for (const s of im.scales) {
          const gGrid = resizeMapAdjoint(gPre, s.grid.width, s.grid.height).data;
          const f = s.data;
          const c = s.channels;
          for (let p = 0; p < gGrid.length; p++) {
            const gp = gGrid[p];
            if (gp === 0) continue;
            const base = p * c;
            for (let k = 0; k < c; k++) gw[offset + k] += gp * f[base + k];
          }
          offset += c;
        }
      }
      let penalty = 0;
      for (let c = 0; c < channels; c++) {
        penalty += 0.5 * l2 * x[c] * x[c];
        grad[c] = gw[c] / totalFixations + l2 * x[c];
      }
      for (let k = channels; k < size; k++) grad[k] /= totalFixations;
      return nll / totalFixations + penalty + ccLoss;
    },
  };
}
