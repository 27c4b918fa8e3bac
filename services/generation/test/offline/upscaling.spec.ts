import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/offline/raster';
import { upscale } from '../../src/offline/upscaling';

const packSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="100%" height="100%" fill="#f3ead8"/><rect x="60" y="30" width="130" height="200" rx="12" fill="#2f6b3a"/><rect x="60" y="110" width="130" height="50" fill="#fdfbf5"/><text x="125" y="143" font-family="DejaVu Sans" font-weight="bold" font-size="22" text-anchor="middle" fill="#1d3b22">MATCHA</text></svg>`;

/** Peak signal-to-noise ratio (dB, over RGB) of an image against the truth of the same size. */
async function psnr(image: Uint8Array, truth: Uint8Array): Promise<number> {
  const [a, b] = [await decode(image), await decode(truth)];
  let squared = 0;
  for (let i = 0; i < a.data.length; i++) squared += (a.data[i] - b.data[i]) ** 2;
  return 10 * Math.log10(255 ** 2 / (squared / a.data.length));
}

describe('upscaling for print (ESRGAN-slim on tfjs-wasm)', () => {
  it('given a pack drawing at half size, when it is upscaled ×2, then it has twice the size and is closer to the original than bicubic', async () => {
    const truth = new Uint8Array(await sharp(Buffer.from(packSvg)).png().toBuffer());
    const half = new Uint8Array(await sharp(truth).resize(128, 128, { kernel: 'cubic' }).png().toBuffer());
    const upscaled = await upscale(half, { scale: 2 });
    const meta = await sharp(upscaled).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const bicubic = new Uint8Array(await sharp(half).resize(256, 256, { kernel: 'cubic' }).png().toBuffer());
    // Measured: 28.3 dB against bicubic's 26.2 dB.
    expect(await psnr(upscaled, truth)).toBeGreaterThan((await psnr(bicubic, truth)) + 1);
  }, 60_000);

  it('given small tiles, then the tiles meet without seams (the same picture as one tile, within 2 levels)', async () => {
    const half = new Uint8Array(await sharp(Buffer.from(packSvg)).resize(100, 100).png().toBuffer());
    const [whole, tiled] = [await decode(await upscale(half)), await decode(await upscale(half, { tile: 40, overlap: 8 }))];
    let worst = 0;
    for (let i = 0; i < whole.data.length; i++) worst = Math.max(worst, Math.abs(whole.data[i] - tiled.data[i]));
    expect(worst).toBeLessThanOrEqual(2);
  }, 60_000);

  it('keeps transparency: a cut-out stays transparent where it was', async () => {
    const cutOut = new Uint8Array(
      await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect x="16" y="8" width="32" height="48" fill="#c0392b"/></svg>')).png().toBuffer(),
    );
    const out = await decode(await upscale(cutOut), 4);
    expect([out.width, out.height]).toEqual([128, 128]);
    expect(out.data[(4 * 128 + 4) * 4 + 3]).toBe(0);
    expect(out.data[(64 * 128 + 64) * 4 + 3]).toBe(255);
  }, 60_000);
});
