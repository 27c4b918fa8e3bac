import type { FloatMap } from '../image';
import { resizeMap } from '../heatmap/map-ops';
import { TEXT_THRESHOLD } from './text-detector';

export interface SaliencyStatistics {
  /** Entropy of the saliency map as a distribution over pixels, normalised to 0-1 (low = one focal point). */
  saliencyEntropy: number;
  /** Share of all saliency in the top 10 % of pixels. */
  saliencyConcentration: number;
  /** Distance of the saliency centroid from the image centre, as a share of the half diagonal. */
  saliencyCentreOffset: number;
  /** Share of saliency that falls on text. */
  saliencyOnText: number;
}

export function saliencyStatistics(saliency: FloatMap, textProbability?: FloatMap): SaliencyStatistics {
  const { width: w, height: h, data } = saliency;
  const n = w * h;
  let total = 0;
  for (const v of data) total += Math.max(0, v);
  if (total <= 0) return { saliencyEntropy: 1, saliencyConcentration: 0.1, saliencyCentreOffset: 0, saliencyOnText: 0 };
  let entropy = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    const p = Math.max(0, data[i]) / total;
    if (p > 0) entropy -= p * Math.log(p);
    cx += p * ((i % w) + 0.5);
    cy += p * (Math.floor(i / w) + 0.5);
  }
  const sorted = Float32Array.from(data).sort();
  let top = 0;
  for (let i = Math.floor(0.9 * n); i < n; i++) top += Math.max(0, sorted[i]);
  let onText = 0;
  if (textProbability) {
    const text = resizeMap(textProbability, w, h);
    for (let i = 0; i < n; i++) if (text.data[i] > TEXT_THRESHOLD) onText += Math.max(0, data[i]);
  }
  return {
    saliencyEntropy: entropy / Math.log(n),
    saliencyConcentration: top / total,
    saliencyCentreOffset: Math.hypot(cx - w / 2, cy - h / 2) / Math.hypot(w / 2, h / 2),
    saliencyOnText: onText / total,
  };
}
