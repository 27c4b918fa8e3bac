import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { DesignRequestSchema, logoStyles, type DesignGenerationRequested, type EventOf } from '@packlens/contracts';
import type { BlobStore } from '@packlens/kernel';
import { logoPromptOf, makeLogo, vectorOf } from '../../src/jobs/logo-job';
import { OfflineImageModel } from '../../src/offline/offline-image-model';
import { demoLogo, initialsOf } from '../../src/offline/logo-demo';
import { traceLogo, vectorFidelity } from '../../src/offline/logo-vector';
import type { ImageModel, ImageRequestBase } from '../../src/ports';

// Tracing a 1024 px logo takes about half a second here; the machine is shared.
vi.setConfig({ testTimeout: 60_000 });

const brief = { brandName: 'Morning Orange', colours: ['#e67e22', '#2c3e50'] };

/** The fills of an SVG's groups, in order. */
const fillsOf = (svg: string) => [...svg.matchAll(/<g fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]);

/** The SVG read by librsvg (sharp): it refuses a document that is not well-formed XML or not an SVG. */
async function parsedSize(svg: string) {
  const meta = await sharp(Buffer.from(svg)).metadata();
  return [meta.format, meta.width, meta.height];
}

/**
 * A logo as an image model might draw one: a disc and a bar in colours near (not equal to) the brief's, lettering,
 * anti-aliased edges, an off-white background, saved as JPEG (its ringing and colour noise included).
 */
async function providerLikeLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="100%" height="100%" fill="#fbfaf6"/>
    <circle cx="400" cy="300" r="170" fill="#e2842a"/>
    <path d="M 330 300 L 400 200 L 470 300 L 400 400 Z" fill="#fbfaf6"/>
    <rect x="170" y="540" width="460" height="34" rx="17" fill="#324457"/>
    <text x="400" y="660" font-family="DejaVu Sans" font-weight="bold" font-size="76" text-anchor="middle" fill="#2f4256">MORNING</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

describe('demo logo generator (labelled; no image model runs here)', () => {
  it('given the same brief and seed, then it draws the same bytes; another seed draws the style’s other variant', async () => {
    const request = { ...brief, style: 'wordmark', size: 512, seed: 0 };
    const [a, b, c] = [await demoLogo(request), await demoLogo({ ...request }), await demoLogo({ ...request, seed: 1 })];
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(Buffer.from(c.bytes).equals(Buffer.from(a.bytes))).toBe(false);
    expect([a.demo, a.seed, c.seed, a.background]).toEqual([true, 0, 1, '#ffffff']);
    const meta = await sharp(a.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });

  it('draws in the brief’s colours only, on a plain background (a colour near white gets a dark ground)', async () => {
    const { data, info } = await sharp((await demoLogo({ ...brief, style: 'emblem', size: 256 })).bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const palette = [[255, 255, 255], [0xe6, 0x7e, 0x22], [0x2c, 0x3e, 0x50]];
    let near = 0;
    for (let i = 0; i < data.length; i += 3) {
      if (palette.some(([r, g, b]) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 24)) near++;
    }
    // Only anti-aliased edges are anything else.
    expect(near / (info.width * info.height)).toBeGreaterThan(0.95);
    expect((await demoLogo({ brandName: 'Snow', colours: ['#fdfdfd', '#3498db'], style: 'wordmark', size: 128 })).background).toBe('#1f2328');
  });

  it('takes a monogram’s initials from the first two words, or the first two wide characters', () => {
    expect([initialsOf('Morning Orange'), initialsOf('lumi'), initialsOf('朝のみかん'), initialsOf('  k  ')]).toEqual(['MO', 'LU', '朝の', 'K']);
  });
});

describe('the vector version traced from the raster (imagetracerjs)', () => {
  it.each(logoStyles.map((style) => [style.code]))('%s: the SVG parses, has no background, is filled only with the chosen colours, and covers the raster’s logo (IoU ≥ 0.9)', async (style) => {
    const logo = await demoLogo({ ...brief, style, size: 1024, seed: 3 });
    const vector = await traceLogo(logo.bytes, brief.colours, { title: brief.brandName });
    expect(await parsedSize(vector.svg)).toEqual(['svg', 1024, 1024]);
    expect(vector.svg).toContain('viewBox="0 0 1024 1024"');
    expect(vector.svg).toContain('<title>Morning Orange</title>');
    expect(vector.background).toBe('#ffffff');
    expect(new Set(fillsOf(vector.svg))).toEqual(new Set(brief.colours));
    expect(vector.svg).not.toMatch(/<rect|<image|fill="#ffffff"/);
    const fidelity = await vectorFidelity(logo.bytes, vector);
    expect(fidelity.maskIoU).toBeGreaterThanOrEqual(0.9);
    expect(fidelity.colourAgreement).toBeGreaterThanOrEqual(0.97);
  });

  it('given a provider-like raster (near colours, anti-aliasing, JPEG noise, off-white ground), then the paths take exactly the chosen colours and the ground is dropped', async () => {
    const raster = await providerLikeLogo();
    const vector = await traceLogo(raster, ['#E67E22', '#2C3E50']);
    expect(fillsOf(vector.svg)).toEqual(['#e67e22', '#2c3e50']);
    expect(vector.background).toMatch(/^#f[0-9a-f]f[0-9a-f]f[0-9a-f]$/);
    const fidelity = await vectorFidelity(raster, vector);
    expect(fidelity.maskIoU).toBeGreaterThanOrEqual(0.9);
    // The diamond cut out of the disc is a hole in the SVG: transparent where the raster shows its ground.
    const rendered = await sharp(Buffer.from(vector.svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => rendered.data[(y * rendered.info.width + x) * 4 + 3];
    expect([alphaAt(400, 300), alphaAt(400, 140), alphaAt(20, 20)]).toEqual([0, 255, 0]);
  });

  it('given a raster on transparency, then transparent pixels are the background', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect x="80" y="80" width="240" height="240" rx="40" fill="#8e44ad"/></svg>`;
    const raster = await sharp(Buffer.from(svg)).png().toBuffer();
    const vector = await traceLogo(raster, ['#8e44ad']);
    expect([vector.background, fillsOf(vector.svg)]).toEqual([null, ['#8e44ad']]);
    expect((await vectorFidelity(raster, vector)).maskIoU).toBeGreaterThan(0.97);
  });

  it('leaves out a chosen colour the eye cannot tell from the background', async () => {
    const logo = await demoLogo({ ...brief, style: 'wordmark', size: 512 });
    const vector = await traceLogo(logo.bytes, ['#e67e22', '#fefefe']);
    expect(fillsOf(vector.svg)).toEqual(['#e67e22']);
  });
});

const blobs = (stored: Record<string, Uint8Array> = {}): BlobStore => ({ get: async (key: string) => stored[key] ?? null }) as unknown as BlobStore;

const logoJob = (overrides: Partial<EventOf<typeof DesignGenerationRequested>['data']> = {}, inputBlobKeys: string[] = []): EventOf<typeof DesignGenerationRequested>['data'] => {
  const logo = { ...brief, style: 'symbol_text' as const, description: 'breakfast juice', charge: { amount: 15000, currency: 'JPY' as const } };
  const { prompt, negativePrompt } = logoPromptOf(logo, inputBlobKeys.length);
  return {
    jobId: '88888888-8888-4888-8888-000000000001',
    projectId: '77777777-7777-4777-8777-777777777777',
    clientId: '66666666-6666-4666-8666-666666666666',
    requestedBy: '55555555-5555-4555-8555-555555555555',
    mode: 'logo',
    modelCode: 'gpt_image_1',
    provider: 'offline',
    timeoutMs: 600_000,
    regeneratedFrom: null,
    requestedAt: '2026-11-25T00:00:00.000Z',
    ...overrides,
    request: DesignRequestSchema.parse({ model: 'gpt-image-1', prompt, negativePrompt, width: 512, height: 512, batchSize: 2, seed: 7, inputBlobKeys, logo }),
  };
};

describe('a logo job', () => {
  it('offline: two labelled demo logos, each with its SVG and how close it is', async () => {
    const result = await makeLogo(new OfflineImageModel(), logoJob(), blobs(), new AbortController().signal);
    expect([result.demo, result.tickets, result.model, result.images.map((image) => image.seed)]).toEqual([true, 0, 'packlens-demo-logo-1', [7, 8]]);
    for (const image of result.images) {
      const vector = vectorOf(image)!;
      expect(new TextDecoder().decode(vector.svg)).toMatch(/^<\?xml[^>]*>\n<svg /);
      expect(vector.fidelity.maskIoU).toBeGreaterThanOrEqual(0.9);
      expect(vector.colours.every((colour) => brief.colours.includes(colour))).toBe(true);
    }
  });

  it('with a provider: asks for a flat logo of the brief, sends the references to a model that takes images, and traces what it answers', async () => {
    const asked: { kind: string; request: ImageRequestBase & { images?: Uint8Array[] } }[] = [];
    const drawn = await providerLikeLogo();
    const answer = async (kind: string, request: ImageRequestBase & { images?: Uint8Array[] }) => {
      asked.push({ kind, request });
      return { images: Array.from({ length: request.count }, () => ({ bytes: new Uint8Array(drawn), mediaType: 'image/jpeg' as const })), tickets: request.count, model: 'gpt-image-1' };
    };
    const model = { provider: 'openai', generate: (r: ImageRequestBase) => answer('generate', r), edit: (r: ImageRequestBase & { images: Uint8Array[] }) => answer('edit', r) } as unknown as ImageModel;
    const reference = new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e67e22' } }).png().toBuffer());
    const result = await makeLogo(model, logoJob({ provider: 'openai' }, ['clients/x/ref.png']), blobs({ 'clients/x/ref.png': reference }), new AbortController().signal);
    expect(asked.map((call) => [call.kind, call.request.count, call.request.images?.length])).toEqual([['edit', 2, 1]]);
    const prompt = asked[0].request.prompt;
    for (const part of ['"Morning Orange"', '#e67e22, #2c3e50', 'plain white background', 'Flat vector style', 'combination mark', 'breakfast juice', 'for reference only']) expect(prompt).toContain(part);
    expect([result.demo, result.tickets]).toEqual([undefined, 2]);
    expect(fillsOf(new TextDecoder().decode(vectorOf(result.images[0])!.svg))).toEqual(['#e67e22', '#2c3e50']);

    // DALL-E 3 takes no input image: the prompt alone.
    asked.length = 0;
    await makeLogo(model, logoJob({ provider: 'openai', modelCode: 'dall_e_3' }, ['clients/x/ref.png']), blobs({ 'clients/x/ref.png': reference }), new AbortController().signal);
    expect(asked.map((call) => call.kind)).toEqual(['generate']);
  });
});
