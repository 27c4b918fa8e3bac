import type { FloatMap } from '../image';
import { gaussianKernel } from './map-ops';

/** Pixel budget of the backbone input: 640x480 for a 4:3 photo; other shapes get about the same area. */
export const INPUT_PIXELS = 640 * 480;
/** The backbone's output stride at `out_relu`. */
export const STRIDE = 32;
/** Fine grid = backbone grid x UPSAMPLE (60x80 cells of 10x10 px for an 800x600 photo). */
export const UPSAMPLE = 4;

/** Backbone input size for an image: about INPUT_PIXELS, the image's aspect ratio, sides multiples of 32. */
export function inputSizeFor(width: number, height: number, pixels = INPUT_PIXELS): { width: number; height: number } {
  const scale = Math.sqrt(pixels / (width * height));
  return {
    width: Math.max(STRIDE, Math.round((width * scale) / STRIDE) * STRIDE),
    height: Math.max(STRIDE, Math.round((height * scale) / STRIDE) * STRIDE),
  };
}

/** Adjoint of resizeMap (bilinear): spreads each fine value back onto the four coarse values it was made of. */
export function resizeMapAdjoint(fine: FloatMap, width: number, height: number): FloatMap {
  const out = new Float32Array(width * height);
  const sx = width / fine.width;
  const sy = height / fine.height;
  for (let y = 0; y < fine.height; y++) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), height - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, height - 1);
    const ty = fy - y0;
    for (let x = 0; x < fine.width; x++) {
      const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), width - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, width - 1);
      const tx = fx - x0;
      const g = fine.data[y * fine.width + x];
      out[y0 * width + x0] += g * (1 - tx) * (1 - ty);
      out[y0 * width + x1] += g * tx * (1 - ty);
      out[y1 * width + x0] += g * (1 - tx) * ty;
      out[y1 * width + x1] += g * tx * ty;
    }
  }
  return { width, height, data: out };
}

/** Adjoint of gaussianBlur (whose border renormalisation makes it non-symmetric). */
export function gaussianBlurAdjoint(grad: FloatMap, sigma: number): FloatMap {
  if (sigma <= 0) return grad;
  const { width: w, height: h } = grad;
  const k = gaussianKernel(sigma);
  const r = (k.length - 1) / 2;
  const wx = cutKernelWeights(w, k);
  const wy = cutKernelWeights(h, k);
  // Forward is columns(rows(x)); the adjoint applies the transposed column pass first, then the row pass.
  const tmp = new Float32Array(w * h);
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++) {
      const g = grad.data[y * w + x] / wy[y];
      for (let p = Math.max(0, y - r); p <= Math.min(h - 1, y + r); p++) tmp[p * w + x] += g * k[p - y + r];
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const g = tmp[row + x] / wx[x];
      for (let p = Math.max(0, x - r); p <= Math.min(w - 1, x + r); p++) out[row + p] += g * k[p - x + r];
    }
  }
  return { width: w, height: h, data: out };
}

/** Sum of the kernel taps that fall inside a line of n samples, per position (gaussianBlur's normaliser). */
export function cutKernelWeights(n: number, k: Float32Array): Float32Array {
  const r = (k.length - 1) / 2;
  return Float32Array.from({ length: n }, (_, i) => {
    let s = 0;
    for (let p = Math.max(0, i - r); p <= Math.min(n - 1, i + r); p++) s += k[p - i + r];
    return s;
  });
}
