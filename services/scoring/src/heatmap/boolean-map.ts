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

/** The image's CIELAB channels in turn, each scaled to 0-255 (L over 0-100, a and b over -90-90), in one buffer. */
export function* labChannels(image: RgbImage): Generator<Uint8Array> {
  const lab = toLab(image);
  const channel = new Uint8Array(image.width * image.height);
  for (const [plane, lo, hi] of [
    [lab.l, 0, 100],
    [lab.a, -90, 90],
    [lab.b, -90, 90],
  ] as const) {
    for (let i = 0; i < channel.length; i++) channel[i] = Math.max(0, Math.min(255, Math.round(((plane[i] - lo) / (hi - lo)) * 255)));
    yield channel;
  }
}

/**
 * As booleanMapSaliency, on an image already at the working size.
 *
 * Rather than one flood fill from the border per threshold and polarity (3 channels × 31 levels × 2), each pixel's
 * border-connection level is found once per channel: the best bottleneck of a 4-connected path from the border
 * (widest path, for "channel > t") and the best peak (for "channel ≤ t"). A pixel is surrounded at level t exactly
 * when it is in the map and its connection level says the border cannot reach it there; the counts per level give
 * each map's normalisation, and every pixel adds the same terms in the same order as the per-level fills did.
 */
export function booleanMapSaliencyAt(image: RgbImage, options: BooleanMapOptions = {}): FloatMap {
  const { width, height } = image;
  const step = options.step ?? 8;
  const n = width * height;
  const total = new Float32Array(n);
  const above = new Int16Array(n);
  const below = new Int16Array(n);
  const queue = new BucketQueue(n, width, height);
  for (const channel of labChannels(image)) {
    queue.connectionLevels(channel, 'widest', above);
    queue.connectionLevels(channel, 'lowest', below);
    // Pixels surrounded at level t: "channel > t" with above ≤ t, i.e. t in [above, channel); "channel ≤ t" with
    // below > t, i.e. t in [channel, below). Counted per level with a difference array.
    const countAbove = new Int32Array(257);
    const countBelow = new Int32Array(257);
    for (let i = 0; i < n; i++) {
      if (above[i] < channel[i]) (countAbove[above[i]]++, countAbove[channel[i]]--);
      if (channel[i] < below[i]) (countBelow[channel[i]]++, countBelow[below[i]]--);
    }
    const scaleAbove = new Float64Array(256);
    const scaleBelow = new Float64Array(256);
    for (let t = 0, a = 0, b = 0; t < 256; t++) {
      a += countAbove[t];
      b += countBelow[t];
      scaleAbove[t] = a > 0 ? 1 / Math.sqrt(a) : 0;
      scaleBelow[t] = b > 0 ? 1 / Math.sqrt(b) : 0;
    }
    for (let i = 0; i < n; i++) {
      const c = channel[i];
      const up = above[i];
      const down = below[i];
      let sum = total[i];
      for (let t = step; t < 256; t += step) {
        if (c > t && up <= t) sum = Math.fround(sum + scaleAbove[t]);
        if (c <= t && down > t) sum = Math.fround(sum + scaleBelow[t]);
      }
      total[i] = sum;
    }
  }
  const sigma = (options.blurFraction ?? 0.03) * width;
  return normalizeMinMax(gaussianBlur({ width, height, data: total }, sigma));
}

/**
 * Connection levels to the border over 256 values with a bucket queue (Dijkstra on integer levels, O(pixels)).
 * 'widest': the largest v such that a 4-connected path from the border has every value ≥ v (the pixel joins the
 * border in "channel > t" for every t < v). 'lowest': the smallest v such that a path has every value ≤ v.
 */
class BucketQueue {
  private readonly head = new Int32Array(256);
  private readonly next: Int32Array;
  private readonly pixel: Int32Array;

  constructor(
    private readonly n: number,
    private readonly width: number,
    private readonly height: number,
  ) {
    const entries = 4 * n + 2 * (width + height);
    this.next = new Int32Array(entries);
    this.pixel = new Int32Array(entries);
  }

  connectionLevels(channel: Uint8Array, kind: 'widest' | 'lowest', level: Int16Array): void {
    const { n, width: w, height: h, head, next, pixel } = this;
    const widest = kind === 'widest';
    head.fill(-1);
    level.fill(-1);
    let used = 0;
    const push = (i: number, value: number) => {
      pixel[used] = i;
      next[used] = head[value];
      head[value] = used++;
    };
    for (let x = 0; x < w; x++) {
      push(x, channel[x]);
      if (h > 1) push((h - 1) * w + x, channel[(h - 1) * w + x]);
    }
    for (let y = 1; y < h - 1; y++) {
      push(y * w, channel[y * w]);
      if (w > 1) push(y * w + w - 1, channel[y * w + w - 1]);
    }
    for (let k = 0; k < 256; k++) {
      const value = widest ? 255 - k : k;
      while (head[value] >= 0) {
        const entry = head[value];
        head[value] = next[entry];
        const i = pixel[entry];
        if (level[i] >= 0) continue;
        level[i] = value;
        const x = i % w;
        for (let d = 0; d < 4; d++) {
          const j = d === 0 ? (x > 0 ? i - 1 : -1) : d === 1 ? (x < w - 1 ? i + 1 : -1) : d === 2 ? i - w : i < n - w ? i + w : -1;
          if (j < 0 || level[j] >= 0) continue;
          const c = channel[j];
          const at = widest ? (c < value ? c : value) : c > value ? c : value;
          pixel[used] = j;
          next[used] = head[at];
          head[at] = used++;
        }
      }
    }
  }
}
