import type { FloatMap } from '../image';
import { TEXT_THRESHOLD } from './text-detector';

export interface TextStatistics {
  /** Share of the image covered by text (detector probability > 0.3). */
  textArea: number;
  /** Number of separate text regions (lines or words) of at least 0.05 % of the image. */
  textRegionCount: number;
}

export function textStatistics(probability: FloatMap): TextStatistics {
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
  const minSize = Math.max(4, Math.round(0.0005 * n));
  const queue = new Int32Array(n);
  let regions = 0;
  for (let start = 0; start < n; start++) {
    if (mask[start] !== 1) continue;
    // Flood fill one 4-connected component; mark visited pixels with 2.
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    mask[start] = 2;
    while (head < tail) {
      const i = queue[head++];
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j >= 0 && j < n && mask[j] === 1) {
          mask[j] = 2;
          queue[tail++] = j;
        }
      }
    }
    if (tail >= minSize) regions++;
  }
  return { textArea: area / n, textRegionCount: regions };
}
