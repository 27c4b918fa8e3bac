import { describe, expect, it } from 'vitest';
import { booleanMapSaliencyAt, labChannels } from '../src/heatmap/boolean-map';
import { gaussianBlur, normalizeMinMax } from '../src/heatmap/map-ops';
import { loadImage, resizeRgb, type FloatMap, type RgbImage } from '../src/image';
import { rectangleJpeg, textPng } from './image-fixtures';

/** Zhang & Sclaroff's boolean maps as first written: one flood fill from the border per channel, level and polarity. */
function floodFillReference(image: RgbImage, step = 8): FloatMap {
  const { width: w, height: h } = image;
  const n = w * h;
  const total = new Float32Array(n);
  const inside = new Uint8Array(n);
  const queue = new Int32Array(n);
  for (const channel of labChannels(image)) {
    for (let t = step; t < 256; t += step) {
      for (const polarity of [true, false]) {
        for (let i = 0; i < n; i++) inside[i] = channel[i] > t === polarity ? 1 : 0;
        let head = 0;
        let tail = 0;
        const seed = (i: number) => {
          if (inside[i]) (inside[i] = 0), (queue[tail++] = i);
        };
        for (let x = 0; x < w; x++) seed(x), seed((h - 1) * w + x);
        for (let y = 0; y < h; y++) seed(y * w), seed(y * w + w - 1);
        while (head < tail) {
          const i = queue[head++];
          if (i % w > 0) seed(i - 1);
          if (i % w < w - 1) seed(i + 1);
          if (i >= w) seed(i - w);
          if (i < n - w) seed(i + w);
        }
        let norm = 0;
        for (let i = 0; i < n; i++) norm += inside[i];
        if (norm === 0) continue;
        for (let i = 0; i < n; i++) if (inside[i]) total[i] += 1 / Math.sqrt(norm);
      }
    }
  }
  return normalizeMinMax(gaussianBlur({ width: w, height: h, data: total }, 0.03 * w));
}

/** Coloured noise with a few smooth blobs: every channel crosses many levels, with holes and islands. */
function noisyImage(width: number, height: number, seed: number): RgbImage {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const blob = 127 * Math.sin(x / 5) * Math.cos(y / 7);
      for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(128 + blob * (c + 1) * 0.5 + (random() - 0.5) * 120)));
    }
  }
  return { width, height, data };
}

describe('boolean map saliency', () => {
  it('given noise, a pack drawing and text, when computed from connection levels, then it equals the per-level flood fills exactly', async () => {
    const pack = (await loadImage(await rectangleJpeg(360, 480, { x: 80, y: 90, w: 200, h: 300, colour: '#d81b60' }, '#f5f5dc'))).raster;
    const text = (await loadImage(await textPng(300, 200, ['ORANGE', 'JUICE 100%']))).raster;
    const images = [noisyImage(61, 43, 7), noisyImage(160, 213, 11), await resizeRgb(pack, 160, 213), await resizeRgb(text, 160, 107), noisyImage(1, 9, 3), noisyImage(9, 1, 5)];
    for (const image of images) {
      expect(Array.from(booleanMapSaliencyAt(image).data)).toEqual(Array.from(floodFillReference(image).data));
    }
  });

  it('given a light square on a dark ground, then the square, surrounded by the border’s colour, is what draws attention', () => {
    const width = 40;
    const data = new Uint8Array(width * width * 3).fill(20);
    for (let y = 15; y < 25; y++) for (let x = 15; x < 25; x++) data.fill(230, (y * width + x) * 3, (y * width + x) * 3 + 3);
    const map = booleanMapSaliencyAt({ width, height: width, data });
    expect(map.data[20 * width + 20]).toBeGreaterThan(0.9);
    expect(map.data[2 * width + 2]).toBeLessThan(0.1);
  });
});
