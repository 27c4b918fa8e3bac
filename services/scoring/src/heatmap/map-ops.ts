import type { FloatMap } from '../image';

/** 1-D Gaussian kernel with radius ceil(3 sigma), normalised to sum 1. */
export function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const k = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let i = -radius; i <= radius; i++) {
    const v = Math.exp((-i * i) / (2 * sigma * sigma));
    k[i + radius] = v;
    sum += v;
  }
  for (let i = 0; i < k.length; i++) k[i] /= sum;
  return k;
}

/**
 * Separable Gaussian blur. Near the border the kernel is cut at the edge and renormalised, so a constant map
 * stays constant and no mass leaks in from outside the image.
 */
export function gaussianBlur(map: FloatMap, sigma: number): FloatMap {
  if (sigma <= 0) return map;
  const { width: w, height: h } = map;
  const k = gaussianKernel(sigma);
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  const line = new Float32Array(Math.max(w, h));
  const result = new Float32Array(Math.max(w, h));
  for (let y = 0; y < h; y++) {
    line.set(map.data.subarray(y * w, (y + 1) * w));
    blurLine(line, w, k, result);
    tmp.set(result.subarray(0, w), y * w);
  }
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++) line[y] = tmp[y * w + x];
    blurLine(line, h, k, result);
    for (let y = 0; y < h; y++) out[y * w + x] = result[y];
  }
  return { width: w, height: h, data: out };
}

/** Convolves line[0..n) with the kernel into out; near the ends the cut kernel is renormalised. */
function blurLine(line: Float32Array, n: number, k: Float32Array, out: Float32Array): void {
  const r = (k.length - 1) / 2;
  for (let i = 0; i < n; i++) {
    const lo = Math.max(0, i - r);
    const hi = Math.min(n - 1, i + r);
    let s = 0;
    if (lo === i - r && hi === i + r) {
      for (let j = 0, p = lo; j < k.length; j++, p++) s += line[p] * k[j];
      out[i] = s;
    } else {
      let wsum = 0;
      for (let p = lo; p <= hi; p++) {
        const kv = k[p - i + r];
        s += line[p] * kv;
        wsum += kv;
      }
      out[i] = s / wsum;
    }
  }
}

/** Bilinear resampling with pixel centres aligned (as image resizers do). */
export function resizeMap(map: FloatMap, width: number, height: number): FloatMap {
  if (map.width === width && map.height === height) return map;
  const out = new Float32Array(width * height);
  const sx = map.width / width;
  const sy = map.height / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), map.height - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, map.height - 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), map.width - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, map.width - 1);
      const tx = fx - x0;
      const top = map.data[y0 * map.width + x0] * (1 - tx) + map.data[y0 * map.width + x1] * tx;
      const bottom = map.data[y1 * map.width + x0] * (1 - tx) + map.data[y1 * map.width + x1] * tx;
      out[y * width + x] = top * (1 - ty) + bottom * ty;
    }
  }
  return { width, height, data: out };
}

/** Rescales to [0, 1] (a constant map becomes all zeros). */
export function normalizeMinMax(map: FloatMap): FloatMap {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of map.data) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const range = hi - lo;
  const out = new Float32Array(map.data.length);
  if (range > 0) for (let i = 0; i < out.length; i++) out[i] = (map.data[i] - lo) / range;
  return { width: map.width, height: map.height, data: out };
}

/** Scales a non-negative map to sum 1 (a probability distribution over pixels). */
export function normalizeSum(map: FloatMap): FloatMap {
  let sum = 0;
  for (const v of map.data) sum += v;
  const out = new Float32Array(map.data.length);
  if (sum > 0) for (let i = 0; i < out.length; i++) out[i] = map.data[i] / sum;
  else out.fill(1 / out.length);
  return { width: map.width, height: map.height, data: out };
}

/** Zero mean, unit standard deviation (a constant map becomes all zeros). */
export function standardize(data: ArrayLike<number>): Float32Array {
  const n = data.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += data[i];
  mean /= n;
  let varSum = 0;
  for (let i = 0; i < n; i++) varSum += (data[i] - mean) ** 2;
  const sd = Math.sqrt(varSum / n);
  const out = new Float32Array(n);
  if (sd > 0) for (let i = 0; i < n; i++) out[i] = (data[i] - mean) / sd;
  return out;
}

/**
 * Area-average resampling for shrinking (each output pixel is the mean of the input area it covers), so fine
 * detail is averaged instead of aliased; enlarging falls back to bilinear.
 */
export function shrinkMap(map: FloatMap, width: number, height: number): FloatMap {
  if (width >= map.width || height >= map.height) return resizeMap(map, width, height);
  const out = new Float32Array(width * height);
  const sx = map.width / width;
  const sy = map.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = y * sy;
    const y1 = y0 + sy;
    for (let x = 0; x < width; x++) {
      const x0 = x * sx;
      const x1 = x0 + sx;
      let s = 0;
      let a = 0;
      for (let yy = Math.floor(y0); yy < Math.min(map.height, Math.ceil(y1)); yy++) {
        const wy = Math.min(yy + 1, y1) - Math.max(yy, y0);
        for (let xx = Math.floor(x0); xx < Math.min(map.width, Math.ceil(x1)); xx++) {
          const wgt = wy * (Math.min(xx + 1, x1) - Math.max(xx, x0));
          s += map.data[yy * map.width + xx] * wgt;
          a += wgt;
        }
      }
      out[y * width + x] = s / a;
    }
  }
  return { width, height, data: out };
}
