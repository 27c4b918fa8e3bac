import sharp from 'sharp';
import { keyVisualPlacements, keyVisualTypes, type KeyVisualType } from '@packlens/contracts';
import type { BlobStore } from '@packlens/kernel';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeDesign, type DesignJob } from '../src/jobs/design-job';
import { packCutOut } from '../src/jobs/key-visual-job';
import { demoSceneModelId } from '../src/offline/demo-scene';
import { OfflineImageModel } from '../src/offline/offline-image-model';
import { openCv } from '../src/offline/opencv';
import type { ImageModel, ImageRequestBase } from '../src/ports';

/** Blobs in memory, as the worker's store holds them. */
function memoryBlobs(): BlobStore & { map: Map<string, Buffer> } {
  const map = new Map<string, Buffer>();
  return {
    map,
    put: async (key, body) => void map.set(key, Buffer.from(body)),
    get: async (key) => map.get(key),
    exists: async (key) => map.has(key),
    delete: async (key) => void map.delete(key),
    list: async (prefix) => [...map.keys()].filter((key) => key.startsWith(prefix)).sort(),
  };
}

/**
 * The product's pack, drawn with its truth known: a red carton (200 × 300 at 150,50 on a 500 × 400 white photo) with
 * a yellow band across its middle and a blue disc near its top — parts that tell orientation and scale apart.
 */
const pack = { left: 150, top: 50, width: 200, height: 300 };
const packSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="${pack.left}" y="${pack.top}" width="${pack.width}" height="${pack.height}" fill="#c0392b"/>
  <rect x="${pack.left}" y="${pack.top + 150}" width="${pack.width}" height="60" fill="#f1c40f"/>
  <circle cx="${pack.left + 100}" cy="${pack.top + 70}" r="40" fill="#2563eb"/>
</svg>`;

const packKey = 'clients/c/images/pack.png';
const sceneDescription = '夕方のキッチンで、家族がテーブルを囲む温かいシーン。';

function jobOf(type: KeyVisualType, overrides: { width?: number; height?: number; batchSize?: number; provider?: DesignJob['provider']; model?: string } = {}): DesignJob {
  return {
    jobId: '11111111-1111-4111-8111-111111111111',
    projectId: '22222222-2222-4222-8222-222222222222',
    clientId: '33333333-3333-4333-8333-333333333333',
    requestedBy: '44444444-4444-4444-8444-444444444444',
    mode: 'key_visual',
    modelCode: 'gpt_image_1',
    provider: overrides.provider ?? 'offline',
    request: {
      model: overrides.model ?? 'gpt_image_1',
      prompt: '',
      negativePrompt: '',
      width: overrides.width ?? 640,
      height: overrides.height ?? 480,
      batchSize: overrides.batchSize ?? 1,
      steps: null,
      seed: 7,
      inputIds: ['55555555-5555-4555-8555-555555555555'],
      inputBlobKeys: [packKey],
      maskBlobKey: null,
      keyVisual: {
        type,
        product: 'Morning Orange',
        sceneDescription,
        sceneJobId: '66666666-6666-4666-8666-666666666666',
        packInputId: '55555555-5555-4555-8555-555555555555',
        packInputBlobKey: packKey,
        placement: keyVisualPlacements[type],
      },
    },
    timeoutMs: 600_000,
    requestedAt: '2026-11-25T09:00:00.000Z',
  } as DesignJob;
}

let packPng: Buffer;
beforeAll(async () => {
  await openCv();
  packPng = await sharp(Buffer.from(packSvg)).png().toBuffer();
}, 60_000);

async function rgbOf(png: Uint8Array) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, at: (x: number, y: number) => [data[(y * info.width + x) * 3], data[(y * info.width + x) * 3 + 1], data[(y * info.width + x) * 3 + 2]] };
}

/**
 * Where the spec expects the pack on a width × height canvas, computed here from the type's placement and the drawn
 * pack's size (not by the job's code): the largest scale within the placement's height and width shares, anchored at
 * its centre or at the middle of its bottom edge.
 */
function expectedBox(type: KeyVisualType, width: number, height: number) {
  const p = keyVisualPlacements[type];
  const scale = Math.min((p.height * height) / pack.height, (p.width * width) / pack.width);
  const [w, h] = [pack.width * scale, pack.height * scale];
  const left = p.x * width - w / 2;
  const top = p.anchor === 'centre' ? p.y * height - h / 2 : p.y * height - h;
  return { left, top, width: w, height: h, scale };
}

/**
 * Compares the output, over the expected box (an 8 % margin inside it, where neither the soft edge nor the shadow
 * reaches), with the drawn pack read at the matching points: the mean difference per channel and the share of points
 * that match within 30 levels (mean over the channels).
 */
async function packPixelsAt(output: Uint8Array, box: ReturnType<typeof expectedBox>) {
  const [out, source] = [await rgbOf(output), await rgbOf(packPng)];
  let total = 0;
  let close = 0;
  let points = 0;
  for (let v = 0.08; v <= 0.92; v += 0.02) {
    for (let u = 0.08; u <= 0.92; u += 0.02) {
      const [sx, sy] = [Math.round(pack.left + u * (pack.width - 1)), Math.round(pack.top + v * (pack.height - 1))];
      const actual = out.at(Math.round(box.left + u * box.width), Math.round(box.top + v * box.height));
      // Resampling moves a colour edge by up to a pixel: the nearest of the source's 3 × 3 neighbours is the match.
      const diffs = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => source.at(sx + dx, sy + dy).reduce((sum, value, i) => sum + Math.abs(value - actual[i]), 0) / 3));
      const diff = Math.min(...diffs);
      total += diff;
      if (diff <= 30) close++;
      points++;
    }
  }
  return { mean: total / points, matching: close / points };
}

describe('the pack out of its upload (GrabCut, real)', () => {
  it('cuts the drawn pack out of its white photo, trimmed to its box, with its brand colour', async () => {
    const cut = await packCutOut(new Uint8Array(packPng));
    expect(cut.cut).toBe(true);
    expect(Math.abs(cut.width - pack.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(cut.height - pack.height)).toBeLessThanOrEqual(2);
    // The red body is the largest coloured part.
    expect(cut.brandColour).toBe('#c0392b');
    const { data, info } = await sharp(cut.png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[((info.height >> 1) * info.width + (info.width >> 1)) * 4 + 3]).toBe(255);
  });

  it('takes a pack that already has transparency as it is', async () => {
    const transparent = await sharp(Buffer.from(packSvg.replace('<rect width="100%" height="100%" fill="#ffffff"/>', ''))).png().toBuffer();
    const cut = await packCutOut(new Uint8Array(transparent));
    expect([cut.cut, cut.width, cut.height]).toEqual([false, pack.width, pack.height]);
  });
});

describe('a key visual offline: the demo scene, the real pack placed per type', () => {
  it.each(keyVisualTypes.map((type) => type.code))('%s: the drawn pack’s pixels are at the type’s placement; labelled demo', async (type) => {
    const blobs = memoryBlobs();
    await blobs.put(packKey, packPng);
    const progress: string[] = [];
    const result = await makeDesign(new OfflineImageModel(), jobOf(type), blobs, new AbortController().signal, (line) => progress.push(line.trim()));
    expect(result).toMatchObject({ demo: true, model: demoSceneModelId, tickets: 0 });
    expect(result.images).toHaveLength(1);
    const [image] = result.images;
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 640, 480]);

    const box = expectedBox(type, 640, 480);
    const found = await packPixelsAt(image.bytes, box);
    expect(found.mean).toBeLessThan(12);
    expect(found.matching).toBeGreaterThan(0.95);
    // The same points one box-width to the side are the scene, not the pack.
    const beside = await packPixelsAt(image.bytes, { ...box, left: box.left + (box.left + box.width * 1.5 < 640 ? box.width : -box.width) });
    expect(beside.matching).toBeLessThan(0.6);
    expect(progress).toEqual(['cutout 0/1', 'cutout 1/1', 'scene 0/1', 'scene 1/1', 'compose 0/1', 'compose 1/1']);
  });

  it('puts the pack where each type says: large and central up close, small in the lower third in a usage scene, in the after half of a split', () => {
    const [w, h] = [640, 480];
    const closeUp = expectedBox('product_close_up', w, h);
    expect(closeUp.height / h).toBeCloseTo(0.8, 5);
    expect(closeUp.left + closeUp.width / 2).toBeCloseTo(w / 2, 5);
    const usage = expectedBox('usage_scene', w, h);
    expect(usage.top).toBeGreaterThan(h * 0.6);
    expect(usage.height).toBeLessThan(closeUp.height / 2);
    expect(expectedBox('before_after', w, h).left).toBeGreaterThan(w / 2);
  });

  it('makes a batch of scenes that differ, each with the pack, seeds in order', async () => {
    const blobs = memoryBlobs();
    await blobs.put(packKey, packPng);
    const result = await makeDesign(new OfflineImageModel(), jobOf('brand_world_view', { batchSize: 2, width: 512, height: 512 }), blobs, new AbortController().signal);
    expect(result.images.map((image) => image.seed)).toEqual([7, 8]);
    expect(Buffer.compare(Buffer.from(result.images[0].bytes), Buffer.from(result.images[1].bytes))).not.toBe(0);
    for (const image of result.images) expect((await packPixelsAt(image.bytes, expectedBox('brand_world_view', 512, 512))).matching).toBeGreaterThan(0.95);
    // The brand world view is drawn in the pack's red: the scene's corner leans red.
    const [r, g, b] = (await rgbOf(result.images[0].bytes)).at(500, 500);
    expect(r).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b + 40);
  });

  it('stops when the job is aborted', async () => {
    const blobs = memoryBlobs();
    await blobs.put(packKey, packPng);
    const controller = new AbortController();
    controller.abort();
    await expect(makeDesign(new OfflineImageModel(), jobOf('usage_scene'), blobs, controller.signal)).rejects.toMatchObject({ failure: 'aborted' });
  });
});

describe('a key visual with an image model: the scene from the provider, the pack still the upload', () => {
  it('asks the model for the agreed scene with room for the pack (no package drawn), and places the pack on what it answers', async () => {
    const asked: ImageRequestBase[] = [];
    // A provider's answer: a green scene at its own size (the composition covers the canvas with it).
    const green = new Uint8Array(await sharp({ create: { width: 96, height: 64, channels: 3, background: '#1e8449' } }).png().toBuffer());
    const provider = {
      provider: 'openai',
      generate: async (request: ImageRequestBase) => {
        asked.push(request);
        return { images: [{ bytes: green, mediaType: 'image/png' as const }, { bytes: green, mediaType: 'image/png' as const }], tickets: 2, model: 'gpt-image-1' };
      },
    } as unknown as ImageModel;
    const blobs = memoryBlobs();
    await blobs.put(packKey, packPng);
    const result = await makeDesign(provider, jobOf('usage_scene', { provider: 'openai', model: 'gpt-image-1', batchSize: 2 }), blobs, new AbortController().signal);
    expect(result).toMatchObject({ demo: false, tickets: 2, model: 'gpt-image-1' });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ model: 'gpt-image-1', width: 640, height: 480, count: 2, seed: 7 });
    expect(asked[0].prompt).toContain(sceneDescription);
    expect(asked[0].prompt).toContain('#c0392b');
    expect(asked[0].prompt).toContain('do not draw any package');
    expect(asked[0].negativePrompt).toContain('bottle');
    expect(result.images).toHaveLength(2);
    for (const image of result.images) {
      const found = await packPixelsAt(image.bytes, expectedBox('usage_scene', 640, 480));
      expect(found.matching).toBeGreaterThan(0.95);
      const [r, g, b] = (await rgbOf(image.bytes)).at(20, 20);
      expect([r, g, b]).toEqual([0x1e, 0x84, 0x49]);
    }
  });
});
