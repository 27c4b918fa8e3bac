import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImage, productNameOf } from '../../src/offline/demo-image';
import { decode } from '../../src/offline/raster';

const request = { prompt: 'A green "Matcha Oat Latte" carton, calm and fresh', width: 512, height: 512, seed: 42 };

describe('demo image generator (labelled, for the modes that need a generative model)', () => {
  it('given the same prompt and seed, then it gives the same bytes', async () => {
    const [a, b] = [await demoImage(request), await demoImage({ ...request })];
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
  });

  it('given another seed, or another mode, then the image differs', async () => {
    const base = await demoImage(request);
    const [reseeded, otherMode] = [await demoImage({ ...request, seed: 43 }), await demoImage({ ...request, mode: 'brand' })];
    expect(Buffer.from(reseeded.bytes).equals(Buffer.from(base.bytes))).toBe(false);
    expect(Buffer.from(otherMode.bytes).equals(Buffer.from(base.bytes))).toBe(false);
  });

  it('is labelled: demo is true and the result is a PNG of the asked size carrying the seed', async () => {
    const image = await demoImage({ ...request, width: 768, height: 512 });
    expect(image.demo).toBe(true);
    expect(image.seed).toBe(42);
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 768, 512]);
  });

  it('carries a visible DEMO mark in the bottom-right corner (a dark plate with light letters)', async () => {
    const raster = await decode((await demoImage(request)).bytes, 3);
    // The plate: 4 × 1.5 marks at 18 px (3.5 % of 512), 10 px from the right and 9 px from the bottom.
    let [dark, light] = [0, 0];
    for (let y = 512 - 36; y < 512 - 9; y++) {
      for (let x = 512 - 82; x < 512 - 10; x++) {
        const i = (y * 512 + x) * 3;
        const level = (raster.data[i] + raster.data[i + 1] + raster.data[i + 2]) / 3;
        if (level < 60) dark++;
        if (level > 200) light++;
      }
    }
    expect(dark).toBeGreaterThan(600);
    expect(light).toBeGreaterThan(80);
  });

  it('takes the pack’s colour from the prompt’s words (green → a green pack)', async () => {
    for (const seed of [1, 2, 3]) {
      const raster = await decode((await demoImage({ ...request, seed })).bytes, 3);
      const i = (Math.round(512 * 0.36) * 512 + 256) * 3;
      const [r, g, b] = raster.data.subarray(i, i + 3);
      expect(g).toBeGreaterThan(r + 20);
      expect(g).toBeGreaterThan(b + 20);
    }
  });

  it('names the product by the prompt’s quoted phrase, else its first words', () => {
    expect(productNameOf(request.prompt)).toBe('Matcha Oat Latte');
    expect(productNameOf('「さくらソーダ」のピンクのボトル')).toBe('さくらソーダ');
    expect(productNameOf('crunchy rice crackers with sea salt, in a pouch')).toBe('crunchy rice crackers');
  });
});
