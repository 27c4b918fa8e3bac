import type { FloatMap } from '../image';
import { TEXT_THRESHOLD } from './text-detector';

/** A 4-connected region of the detector's text mask: its bounding box (end exclusive) and its pixel count. */
export interface TextRegion {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number;
}

/** Regions smaller than this share of the map are specks, not text. */
export const MIN_TEXT_REGION_SHARE = 0.0005;

/**
 * The text mask (probability above TEXT_THRESHOLD) and its 4-connected regions of at least MIN_TEXT_REGION_SHARE of
 * the map: counted by the text-statistics feature, turned into lines by the analysis.
 */
export function textRegions(probability: FloatMap): { area: number; regions: TextRegion[] } {
  const { width: w, height: h, data } = probability;
  const n = w * h;
  const mask = new Uint8Array(n);
  let area = 0;
  for (let i = 0; i < n; i++) {
    if (data[i] > TEXT_THRESHOLD) {
      mask[i] = 1;
      area++;
    }
  }
  const minSize = Math.max(4, Math.round(MIN_TEXT_REGION_SHARE * n));
  const queue = new Int32Array(n);
  const regions: TextRegion[] = [];
  for (let start = 0; start < n; start++) {
    if (mask[start] !== 1) continue;
    // Flood fill one component; visited pixels are marked 2.
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    mask[start] = 2;
    let x0 = w;
    let y0 = h;
    let x1 = 0;
    let y1 = 0;
    while (head < tail) {
      const i = queue[head++];
      const x = i % w;
      const y = (i - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j >= 0 && j < n && mask[j] === 1) {
          mask[j] = 2;
          queue[tail++] = j;
        }
      }
    }
    if (tail >= minSize) regions.push({ x0, y0, x1: x1 + 1, y1: y1 + 1, pixels: tail });
  }
  return { area, regions };
}
