import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/errors';
import { OfflineImageModel } from '../../src/offline/offline-image-model';
import { openCv } from '../../src/offline/opencv';
import { decode } from '../../src/offline/raster';
import type { ImageRequestBase } from '../../src/ports';
import { imageModelOf } from '../../src/registry';
import { iou, packScene } from './scenes';

const base: ImageRequestBase = { model: 'offline', prompt: 'A blue "Ocean Soda" can', width: 320, height: 320, count: 1, seed: 5 };

/** A PNG the size of the image, opaque except a transparent rectangle (the port's "change here"): an even-odd cut. */
async function maskWithHole(width: number, height: number, hole: { x: number; y: number; width: number; height: number }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path fill-rule="evenodd" fill="#000" d="M0 0 H${width} V${height} H0 Z M${hole.x} ${hole.y} h${hole.width} v${hole.height} h-${hole.width} Z"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

async function flatGradient(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#d9c7a0"/><stop offset="1" stop-color="#8fb0d0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

describe('OfflineImageModel (the image port without a provider)', () => {
  const model = new OfflineImageModel();
  beforeAll(() => openCv(), 60_000);

  it('is what the registry gives for "offline", with no connection set', () => {
    const offline = imageModelOf('offline', {});
    expect(offline).toBeInstanceOf(OfflineImageModel);
    expect(offline.provider).toBe('offline');
  });

  it('generate: gives `count` labelled demo images with consecutive seeds and no tickets', async () => {
    const result = await model.generate({ ...base, count: 2 });
    expect(result).toMatchObject({ demo: true, tickets: 0, model: 'packlens-demo-image-1' });
    expect(result.images.map((image) => image.seed)).toEqual([5, 6]);
    expect(Buffer.from(result.images[0].bytes).equals(Buffer.from(result.images[1].bytes))).toBe(false);
  });

  it('edit with a small transparent mask: repairs it for real (not a demo) and keeps the image around it', async () => {
    const clean = await flatGradient(320, 240);
    const scratched = new Uint8Array(await sharp(clean).composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><line x1="60" y1="100" x2="200" y2="104" stroke="#111" stroke-width="3"/></svg>') }]).png().toBuffer());
    const mask = await maskWithHole(320, 240, { x: 55, y: 95, width: 150, height: 14 });
    const result = await model.edit({ ...base, images: [scratched], mask });
    expect(result.demo).toBeUndefined();
    const [out, truth] = [await decode(result.images[0].bytes), await decode(clean)];
    let error = 0;
    for (let y = 97; y < 107; y++) for (let x = 60; x < 200; x++) error += Math.abs(out.data[(y * 320 + x) * 3] - truth.data[(y * 320 + x) * 3]);
    expect(error / (10 * 140)).toBeLessThan(8);
  });

  it('edit with a large mask, or with none: the demo generator answers, labelled', async () => {
    const image = await flatGradient(320, 320);
    const large = await model.edit({ ...base, images: [image], mask: await maskWithHole(320, 320, { x: 40, y: 40, width: 200, height: 200 }) });
    const whole = await model.edit({ ...base, images: [image] });
    expect([large.demo, whole.demo]).toEqual([true, true]);
  });

  it('removeBackground: the cut-out matches the pack (IoU ≥ 0.9)', async () => {
    const scene = await packScene('bottle', 'gradient');
    const result = await model.removeBackground({ model: 'offline', image: scene.image });
    const alpha = await sharp(result.images[0].bytes).extractChannel(3).raw().toBuffer();
    expect(iou({ ...scene.mask, data: new Uint8Array(alpha) }, scene.mask)).toBeGreaterThanOrEqual(0.9);
    expect(result.tickets).toBe(0);
  });

  it('compose: the first image is the scene, the next a pack cut out and stood on its lower part', async () => {
    const scene = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2850a0' } }).png().toBuffer());
    const pack = await packScene('carton', 'plain');
    const result = await model.compose({ ...base, width: 400, height: 300, images: [scene, pack.image] });
    const out = await decode(result.images[0].bytes);
    expect([out.width, out.height]).toEqual([400, 300]);
    const at = (x: number, y: number) => [...out.data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3)];
    // The carton (green body) stands at the bottom centre; the scene's blue is left at the corners and beside it.
    expect(at(200, 250)).toEqual([47, 107, 58]);
    expect(at(5, 5)).toEqual([40, 80, 160]);
    expect(at(60, 200)).toEqual([40, 80, 160]);
  });

  it('trainBrand: fails as not configured (it needs Replicate)', async () => {
    const failure = await model.trainBrand().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).failure).toBe('auth');
  });

  it('an aborted request fails as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await model.generate({ ...base, signal: controller.signal }).catch((error: unknown) => error);
    expect((failure as ProviderError).failure).toBe('aborted');
  });
});
