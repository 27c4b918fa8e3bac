import type { Raster } from './raster';

/**
 * The background as the image's border shows it: per colour channel a quadratic surface over the image
 * (a plain colour, a linear or radial-ish gradient), fitted by least squares to the pixels of a border band and
 * refitted without the outliers (a pack touching the edge). `distance` then says how far each pixel is from the
 * background expected at its place, in units of the border's own noise.
 */
export interface BackdropModel {
  /** Per pixel: |colour − expected background| / noise, so 1 is typical background. */
  distance: Float32Array;
  /** The border's noise (robust standard deviation of its residuals, in 0–255 units, at least 1). */
  noise: number;
}

const terms = 6;

function basis(x: number, y: number, out: Float64Array): void {
  out[0] = 1;
  out[1] = x;
  out[2] = y;
  out[3] = x * x;
  out[4] = y * y;
  out[5] = x * y;
}

/** Solves the normal equations (6×6) by Gaussian elimination with partial pivoting. */
function solve(a: Float64Array, b: Float64Array): Float64Array {
  const n = terms;
  const m = Float64Array.from(a);
  const v = Float64Array.from(b);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row * n + col]) > Math.abs(m[pivot * n + col])) pivot = row;
    for (let k = 0; k < n; k++) [m[col * n + k], m[pivot * n + k]] = [m[pivot * n + k], m[col * n + k]];
    [v[col], v[pivot]] = [v[pivot], v[col]];
    const diagonal = m[col * n + col] || 1e-9;
    for (let row = col + 1; row < n; row++) {
      const factor = m[row * n + col] / diagonal;
      for (let k = col; k < n; k++) m[row * n + k] -= factor * m[col * n + k];
      v[row] -= factor * v[col];
    }
  }
  const x = new Float64Array(n);
  for (let row = n - 1; row >= 0; row--) {
    let sum = v[row];
    for (let k = row + 1; k < n; k++) sum -= m[row * n + k] * x[k];
    x[row] = sum / (m[row * n + row] || 1e-9);
  }
  return x;
}

/** Indices of the pixels in a band `band` pixels wide along the image's four edges. */
export function borderPixels(width: number, height: number, band: number): Uint32Array {
  const indices: number[] = [];
  for (let y = 0; y < height; y++) {
    const edgeRow = y < band || y >= height - band;
    for (let x = 0; x < width; x++) if (edgeRow || x < band || x >= width - band) indices.push(y * width + x);
  }
  return Uint32Array.from(indices);
}

function fit(image: Raster, samples: Uint32Array): Float64Array[] {
  const { width, height, data } = image;
  const phi = new Float64Array(terms);
  const normal = new Float64Array(terms * terms);
  const rhs = [new Float64Array(terms), new Float64Array(terms), new Float64Array(terms)];
  for (const index of samples) {
    basis(((index % width) / width) * 2 - 1, (Math.floor(index / width) / height) * 2 - 1, phi);
    for (let i = 0; i < terms; i++) {
      for (let j = 0; j < terms; j++) normal[i * terms + j] += phi[i] * phi[j];
      for (let c = 0; c < 3; c++) rhs[c][i] += phi[i] * data[index * 3 + c];
    }
  }
  // A touch of ridge keeps the fit stable when the band is thin.
  for (let i = 0; i < terms; i++) normal[i * terms + i] += 1e-6 * samples.length;
  return rhs.map((b) => solve(normal, b));
}

/** Per pixel (or only at `at`, the rest left 0): the colour distance from the fitted background. */
function residuals(image: Raster, coefficients: Float64Array[], at?: Uint32Array): Float32Array {
  const { width, height, data } = image;
  const out = new Float32Array(width * height);
  const phi = new Float64Array(terms);
  const count = at ? at.length : width * height;
  for (let n = 0; n < count; n++) {
    const index = at ? at[n] : n;
    const x = index % width;
    basis((x / width) * 2 - 1, ((index - x) / width / height) * 2 - 1, phi);
    let sum = 0;
    for (let c = 0; c < 3; c++) {
      let expected = 0;
      for (let k = 0; k < terms; k++) expected += coefficients[c][k] * phi[k];
      const d = data[index * 3 + c] - expected;
      sum += d * d;
    }
    out[index] = Math.sqrt(sum);
  }
  return out;
}

function median(values: Float32Array): number {
  const sorted = Float32Array.from(values).sort();
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

/** Fits the background to `image` (RGB) from a border band `band` pixels wide. */
export function fitBackdrop(image: Raster, band: number): BackdropModel {
  let samples = borderPixels(image.width, image.height, band);
  let coefficients = fit(image, samples);
  for (let round = 0; round < 2; round++) {
    const all = residuals(image, coefficients, samples);
    const cut = Math.max(3 * median(Float32Array.from(samples, (i) => all[i])), 6);
    const kept = samples.filter((i) => all[i] <= cut);
    // A border mostly covered by the pack: keep the fit from all of it rather than from a few pixels.
    if (kept.length < samples.length * 0.4) break;
    samples = kept;
    coefficients = fit(image, samples);
  }
  const distance = residuals(image, coefficients);
  // The border's median distance is the unit, so a typical background pixel is at 1 whatever the noise.
  const noise = Math.max(1, median(Float32Array.from(samples, (i) => distance[i])));
  for (let i = 0; i < distance.length; i++) distance[i] /= noise;
  return { distance, noise };
}
