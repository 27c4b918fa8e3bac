import type { FloatMap } from '../image';
import { fft2d } from './fft';
import { gaussianBlur, normalizeMinMax, shrinkMap } from './map-ops';

/**
 * Spectral residual saliency (Hou & Zhang, CVPR 2007): the log amplitude spectrum minus its 3x3 local mean
 * keeps what is "unexpected" in the image; transformed back with the original phase, squared and smoothed.
 * Computed on the luminance resized to side x side (a power of two; 64 in the paper), returned at that size
 * in [0, 1].
 */
export function spectralResidual(lum: FloatMap, side = 64, blurSigma = side / 24): FloatMap {
  const small = shrinkMap(lum, side, side);
  const n = side * side;
  const re = Float64Array.from(small.data);
  const im = new Float64Array(n);
  fft2d(re, im, side, side, false);
  const logAmp = new Float64Array(n);
  const phaseRe = new Float64Array(n);
  const phaseIm = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const amp = Math.hypot(re[i], im[i]);
    logAmp[i] = Math.log(amp + 1e-9);
    phaseRe[i] = amp > 0 ? re[i] / amp : 1;
    phaseIm[i] = amp > 0 ? im[i] / amp : 0;
  }
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let mean = 0;
      // The spectrum is periodic, so the 3x3 mean wraps around its edges.
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) mean += logAmp[((y + dy + side) % side) * side + ((x + dx + side) % side)];
      }
      const residual = Math.exp(logAmp[y * side + x] - mean / 9);
      re[y * side + x] = residual * phaseRe[y * side + x];
      im[y * side + x] = residual * phaseIm[y * side + x];
    }
  }
  fft2d(re, im, side, side, true);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = re[i] * re[i] + im[i] * im[i];
  return normalizeMinMax(gaussianBlur({ width: side, height: side, data: out }, blurSigma));
}
