import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { openCv } from '../../src/offline/opencv';
import { decode, decodeMask } from '../../src/offline/raster';
import { repair } from '../../src/offline/repair';

const [width, height] = [400, 300];
const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="#e9d8b4"/><stop offset="1" stop-color="#6f9fc8"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
const scratch = 'M 40 60 C 120 20 200 140 360 230';

const svg = (body: string) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`)).png().toBuffer().then((b) => new Uint8Array(b));

/** Mean absolute difference (0–255, over RGB) between two images where the mask is set. */
async function differences(a: Uint8Array, b: Uint8Array, mask: Uint8Array) {
  const [x, y, m] = [await decode(a), await decode(b), await decodeMask(mask, 'luminance')];
  const sums = { inside: 0, insideCount: 0 };
  for (let i = 0; i < m.data.length; i++) {
    const d = (Math.abs(x.data[i * 3] - y.data[i * 3]) + Math.abs(x.data[i * 3 + 1] - y.data[i * 3 + 1]) + Math.abs(x.data[i * 3 + 2] - y.data[i * 3 + 2])) / 3;
    if (m.data[i] >= 128) {
      sums.inside += d;
      sums.insideCount++;
    }
  }
  return { inside: sums.inside / sums.insideCount };
}

describe('small repairs (OpenCV inpainting, Telea)', () => {
  beforeAll(() => openCv(), 60_000);

  it('given a dark scratch across a gradient, when the scratch is repaired, then inside the mask it is within 8/255 of the clean image', async () => {
    const clean = await svg(gradient);
    const scratched = await svg(`${gradient}<path d="${scratch}" stroke="#1b1b1b" stroke-width="3" fill="none"/>`);
    const mask = await svg(`<rect width="100%" height="100%" fill="#000"/><path d="${scratch}" stroke="#fff" stroke-width="5" fill="none"/>`);
    const before = await differences(scratched, clean, mask);
    const after = await differences(await repair(scratched, mask), clean, mask);
    expect(before.inside).toBeGreaterThan(40);
    expect(after.inside).toBeLessThan(8);
  });

  it('given small text on a smooth colour, when the text is repaired, then it is gone', async () => {
    const plain = `<rect width="100%" height="100%" fill="#c8dcc0"/>`;
    const text = `<text x="60" y="150" font-family="DejaVu Sans" font-size="16" fill="#202020">SALE 30% OFF</text>`;
    const clean = await svg(plain);
    const marked = await svg(`${plain}${text}`);
    const mask = await svg(`<rect width="100%" height="100%" fill="#000"/><rect x="56" y="134" width="134" height="22" fill="#fff"/>`);
    const after = await differences(await repair(marked, mask), clean, mask);
    expect(after.inside).toBeLessThan(8);
  });

  it('leaves every pixel outside the grown mask as it was, keeps the size and the alpha channel', async () => {
    const image = new Uint8Array(await sharp(await svg(gradient)).removeAlpha().ensureAlpha(0.8).png().toBuffer());
    const mask = await svg(`<rect width="100%" height="100%" fill="#000"/><rect x="100" y="100" width="20" height="20" fill="#fff"/>`);
    const out = await repair(image, mask, { grow: 0 });
    const [a, b] = [await decode(image, 4), await decode(out, 4)];
    expect([b.width, b.height]).toEqual([width, height]);
    let changedOutside = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const inside = x >= 100 && x < 120 && y >= 100 && y < 120;
        const i = (y * width + x) * 4;
        if (!inside && a.data.subarray(i, i + 4).some((v, c) => v !== b.data[i + c])) changedOutside++;
      }
    }
    expect(changedOutside).toBe(0);
    expect(b.data[3]).toBe(204);
  });

  it('accepts a mask of another size (scaled to the image)', async () => {
    const scratched = await svg(`${gradient}<path d="${scratch}" stroke="#1b1b1b" stroke-width="3" fill="none"/>`);
    const fullMask = await svg(`<rect width="100%" height="100%" fill="#000"/><path d="${scratch}" stroke="#fff" stroke-width="8" fill="none"/>`);
    const halfMask = new Uint8Array(await sharp(fullMask).resize(200, 150).png().toBuffer());
    const clean = await svg(gradient);
    const thin = await svg(`<rect width="100%" height="100%" fill="#000"/><path d="${scratch}" stroke="#fff" stroke-width="4" fill="none"/>`);
    expect((await differences(await repair(scratched, halfMask), clean, thin)).inside).toBeLessThan(8);
  });
});
