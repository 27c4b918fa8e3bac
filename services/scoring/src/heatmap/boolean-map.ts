import { resizeRgb, toLab, type FloatMap, type RgbImage } from '../image';
import { gaussianBlur, normalizeMinMax } from './map-ops';

export interface BooleanMapOptions {
  /** Width the image is reduced to before thresholding (the paper uses 400; 160 keeps it near 10 ms). */
  width?: number;
  /** Threshold step on each channel scaled to 0-255 (8 in the paper). */
  step?: number;
  /** Smoothing of the mean attention map, as a fraction of the working width. */
  blurFraction?: number;
}

/**
 * Boolean map saliency (Zhang & Sclaroff, ICCV 2013): threshold each CIELAB channel at regular levels; in each
 * boolean map and its complement, regions not connected to the image border are "surrounded" and draw
 * attention. The mean of the L2-normalised attention maps, smoothed, is the saliency map (returned at the
 * working size, values in [0, 1]).
 */
export async function booleanMapSaliency(image: RgbImage, options: BooleanMapOptions = {}): Promise<FloatMap> {
  const width = Math.min(options.width ?? 160, image.width);
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const small = await resizeRgb(image, width, height);
  return booleanMapSaliencyAt(small, options);
}

/** As booleanMapSaliency, on an image already at the working size. */
export function booleanMapSaliencyAt(image: RgbImage, options: BooleanMapOptions = {}): FloatMap {
  const { width, height } = image;
  const step = options.step ?? 8;
  const lab = toLab(image);
  const n = width * height;
  const total = new Float32Array(n);
  const channel = new Uint8Array(n);
  const inside = new Uint8Array(n);
  const queue = new Int32Array(n);
  for (const [plane, lo, hi] of [
    [lab.l, 0, 100],
    [lab.a, -90, 90],
    [lab.b, -90, 90],
  ] as const) {
    for (let i = 0; i < n; i++) channel[i] = Math.max(0, Math.min(255, Math.round(((plane[i] - lo) / (hi - lo)) * 255)));
    for (let t = step; t < 256; t += step) {
      for (const polarity of [true, false]) {
        surrounded(channel, t, polarity, width, height, inside, queue);
        let norm = 0;
        for (let i = 0; i < n; i++) norm += inside[i];
        if (norm === 0) continue;
        const scale = 1 / Math.sqrt(norm);
        for (let i = 0; i < n; i++) if (inside[i]) total[i] += scale;
      }
    }
  }
  const sigma = (options.blurFraction ?? 0.03) * width;
  return normalizeMinMax(gaussianBlur({ width, height, data: total }, sigma));
}

/**
 * Marks pixels of the boolean map (channel > t, or <= t when polarity is false) that are not 4-connected to the
 * border. Flood fill from the border over the map's pixels; what the fill does not reach is surrounded.
 */
function surrounded(channel: Uint8Array, t: number, polarity: boolean, w: number, h: number, inside: Uint8Array, queue: Int32Array): void {
  const n = w * h;
  // inside: 1 = in the map and not yet reached from the border; 0 otherwise.
  for (let i = 0; i < n; i++) inside[i] = channel[i] > t === polarity ? 1 : 0;
  let head = 0;
  let tail = 0;
  const seed = (i: number) => {
    if (inside[i]) {
      inside[i] = 0;
      queue[tail++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  while (head < tail) {
    const i = queue[head++];
    const x = i % w;
    if (x > 0) seed(i - 1);
    if (x < w - 1) seed(i + 1);
    if (i >= w) seed(i - w);
    if (i < n - w) seed(i + w);
  }
}
