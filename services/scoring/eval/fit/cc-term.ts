import { gaussianBlur } from '../../src/heatmap/map-ops';

/**
 * The CC part of the read-out's fit objective: the linear correlation between the displayed map
 * (density^exponent) and the image's fixations blurred like the benchmark's fixation map, both on the fine grid.
 */

/** Fixation counts on the fine grid blurred by `sigma` cells (26 px at 800x600 is 2.6 cells of an 80x60 grid). */
export function fixationTarget(cells: Int32Array, counts: Float32Array, fine: { width: number; height: number }, sigma: number): Float32Array {
  const data = new Float32Array(fine.width * fine.height);
  for (let j = 0; j < cells.length; j++) data[cells[j]] += counts[j];
  return gaussianBlur({ ...fine, data }, sigma).data;
}

/**
 * CC between exp(exponent * logp) and the target, and its gradient with respect to the logits the log density
 * was made of (logp = logSoftmax(logits)).
 */
export function ccWithGradient(logp: Float32Array, target: Float32Array, exponent: number): { cc: number; grad: Float64Array } {
  const n = logp.length;
  const shown = new Float64Array(n);
  let meanShown = 0;
  let meanTarget = 0;
  for (let i = 0; i < n; i++) {
    shown[i] = Math.exp(exponent * logp[i]);
    meanShown += shown[i];
    meanTarget += target[i];
  }
  meanShown /= n;
  meanTarget /= n;
  let spp = 0;
  let stt = 0;
  let spt = 0;
  for (let i = 0; i < n; i++) {
    const dp = shown[i] - meanShown;
    const dt = target[i] - meanTarget;
    spp += dp * dp;
    stt += dt * dt;
    spt += dp * dt;
  }
  const grad = new Float64Array(n);
  if (spp === 0 || stt === 0) return { cc: 0, grad };
  const norm = Math.sqrt(spp * stt);
  const cc = spt / norm;
  // G_i = dCC/dshown_i; through shown_i = exp(exponent * logp_i), d/dlogits_j = exponent (G_j s_j - p_j sum_i G_i s_i).
  // CC does not change when the map is scaled, so sum_i G_i s_i = 0 and the softmax's normaliser drops out.
  for (let i = 0; i < n; i++) {
    const gi = (target[i] - meanTarget) / norm - (cc * (shown[i] - meanShown)) / spp;
    grad[i] = exponent * gi * shown[i];
  }
  return { cc, grad };
}
