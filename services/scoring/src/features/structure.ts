import { luminance, type FloatMap, type RgbImage } from '../image';

export interface StructureStatistics {
  /** RMS contrast: standard deviation of luminance (0-1 scale). */
  contrastRms: number;
  /** Luminance range between the 5th and 95th percentiles. */
  contrastRange: number;
  /** Share of pixels on an edge (Sobel gradient magnitude above EDGE_THRESHOLD). */
  edgeDensity: number;
  /** Share of the image in flat blocks (8x8 px at 256 px, no edge and luminance SD < 0.02): empty space. */
  whiteSpace: number;
}

/** Sobel magnitude on 0-1 luminance above which a pixel is an edge (about a 10 % step between neighbours). */
export const EDGE_THRESHOLD = 0.4;

export function sobelMagnitude(lum: FloatMap): FloatMap {
  const { width: w, height: h, data } = lum;
  const out = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const gx = data[i - w + 1] + 2 * data[i + 1] + data[i + w + 1] - data[i - w - 1] - 2 * data[i - 1] - data[i + w - 1];
      const gy = data[i + w - 1] + 2 * data[i + w] + data[i + w + 1] - data[i - w - 1] - 2 * data[i - w] - data[i - w + 1];
      out[i] = Math.hypot(gx, gy);
    }
  }
  return { width: w, height: h, data: out };
}

export function structureStatistics(image: RgbImage): StructureStatistics {
  const lum = luminance(image);
  const n = lum.data.length;
  let sum = 0;
  let sum2 = 0;
  for (const v of lum.data) {
    sum += v;
    sum2 += v * v;
  }
  const mean = sum / n;
  const sorted = Float32Array.from(lum.data).sort();
  const edges = sobelMagnitude(lum);
  let edgeCount = 0;
  for (const g of edges.data) if (g > EDGE_THRESHOLD) edgeCount++;
  return {
    contrastRms: Math.sqrt(Math.max(0, sum2 / n - mean * mean)),
    contrastRange: sorted[Math.floor(0.95 * (n - 1))] - sorted[Math.floor(0.05 * (n - 1))],
    edgeDensity: edgeCount / n,
    whiteSpace: flatShare(lum, edges),
  };
}

function flatShare(lum: FloatMap, edges: FloatMap, block = 8): number {
  const { width: w, height: h } = lum;
  let flat = 0;
  let blocks = 0;
  for (let by = 0; by + block <= h; by += block) {
    for (let bx = 0; bx + block <= w; bx += block) {
      let s = 0;
      let s2 = 0;
      let edge = false;
      for (let y = by; y < by + block; y++) {
        for (let x = bx; x < bx + block; x++) {
          const v = lum.data[y * w + x];
          s += v;
          s2 += v * v;
          if (edges.data[y * w + x] > EDGE_THRESHOLD) edge = true;
        }
      }
      const m = s / (block * block);
      const sd = Math.sqrt(Math.max(0, s2 / (block * block) - m * m));
      blocks++;
      if (!edge && sd < 0.02) flat++;
    }
  }
  return blocks > 0 ? flat / blocks : 0;
}
