import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageInputError, loadImage, PACK_MAX_BYTES } from '../src/image';
import { bombPngHeader, rectangleJpeg, redRectanglePdf } from './image-fixtures';

async function failure(promise: Promise<unknown>): Promise<ImageInputError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageInputError);
  return error as ImageInputError;
}

function pixel(image: { width: number; data: Uint8Array }, x: number, y: number): number[] {
  const p = 3 * (y * image.width + x);
  return [image.data[p], image.data[p + 1], image.data[p + 2]];
}

describe('loadImage', () => {
  it('decodes a jpg to RGB at its size and names it by the sha256 of its bytes', async () => {
    const jpg = await rectangleJpeg(300, 200, { x: 100, y: 50, w: 100, h: 100, colour: '#ff0000' });
    const image = await loadImage(jpg);
    expect(image).toMatchObject({ format: 'jpeg', width: 300, height: 200, byteLength: jpg.length });
    expect(image.imageHash).toBe(createHash('sha256').update(jpg).digest('hex'));
    expect(image.raster.data.length).toBe(300 * 200 * 3);
    const [r, g, b] = pixel(image.raster, 150, 100);
    expect(r).toBeGreaterThan(230);
    expect(g + b).toBeLessThan(40);
  });

  it('reads a file path the same as its bytes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'packlens-image-'));
    const jpg = await rectangleJpeg(64, 48, { x: 0, y: 0, w: 10, h: 10, colour: '#00f' });
    await writeFile(join(dir, 'pack.jpg'), jpg);
    const fromPath = await loadImage(join(dir, 'pack.jpg'));
    expect(fromPath.imageHash).toBe((await loadImage(jpg)).imageHash);
  });

  it('shows transparent png areas on white, as on a printed pack', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const image = await loadImage(png);
    expect(image.format).toBe('png');
    expect(pixel(image.raster, 20, 15)).toEqual([255, 255, 255]);
  });

  it('applies the EXIF orientation of a phone photo', async () => {
    const jpg = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#ccc' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await loadImage(jpg);
    expect([image.width, image.height]).toEqual([20, 60]);
    expect([image.raster.width, image.raster.height]).toEqual([20, 60]);
  });

  it('renders the first page of a pdf', async () => {
    // 200 x 100 pt page, red rectangle in its left half (PDF y runs upwards).
    const pdf = redRectanglePdf(200, 100, [0, 0, 100, 100]);
    const image = await loadImage(pdf);
    expect(image.format).toBe('pdf');
    expect(image.width / image.height).toBeCloseTo(2, 1);
    expect(pixel(image.raster, Math.round(image.width * 0.25), Math.round(image.height / 2))).toEqual([255, 0, 0]);
    expect(pixel(image.raster, Math.round(image.width * 0.75), Math.round(image.height / 2))).toEqual([255, 255, 255]);
  });

  it('refuses a truncated jpg as IMAGE_CORRUPT', async () => {
    const jpg = await rectangleJpeg(400, 300, { x: 10, y: 10, w: 200, h: 100, colour: '#0a0' });
    const error = await failure(loadImage(jpg.subarray(0, Math.floor(jpg.length * 0.6))));
    expect(error.code).toBe('IMAGE_CORRUPT');
  });

  it('refuses a png signature followed by garbage as IMAGE_CORRUPT', async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
    expect((await failure(loadImage(bytes))).code).toBe('IMAGE_CORRUPT');
  });

  it('refuses a broken pdf as IMAGE_CORRUPT', async () => {
    expect((await failure(loadImage(Buffer.from('%PDF-1.4\nnot really a pdf')))).code).toBe('IMAGE_CORRUPT');
  });

  it('refuses a gif or text as UNSUPPORTED_MEDIA_TYPE', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await failure(loadImage(gif))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await failure(loadImage(Buffer.from('hello')))).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over the size limit as FILE_TOO_LARGE, before reading it', async () => {
    const bytes = Buffer.alloc(PACK_MAX_BYTES + 1, 0);
    const error = await failure(loadImage(bytes, { maxBytes: PACK_MAX_BYTES }));
    expect(error.code).toBe('FILE_TOO_LARGE');
    expect(error.params).toMatchObject({ limit: PACK_MAX_BYTES });
    const dir = await mkdtemp(join(tmpdir(), 'packlens-image-'));
    await writeFile(join(dir, 'big.jpg'), bytes);
    expect((await failure(loadImage(join(dir, 'big.jpg'), { maxBytes: PACK_MAX_BYTES }))).code).toBe('FILE_TOO_LARGE');
  });

  it('refuses a png whose header declares 100000 x 100000 pixels as IMAGE_DECOMPRESSION_BOMB', async () => {
    const bomb = bombPngHeader(100_000, 100_000);
    expect(bomb.length).toBeLessThan(100);
    const error = await failure(loadImage(bomb));
    expect(error.code).toBe('IMAGE_DECOMPRESSION_BOMB');
    expect(error.params).toMatchObject({ width: 100_000, height: 100_000 });
  });

  it('keeps a large shelf photo at a bounded working size', async () => {
    const jpg = await sharp({ create: { width: 6000, height: 1500, channels: 3, background: '#345' } }).jpeg().toBuffer();
    const image = await loadImage(jpg);
    expect([image.width, image.height]).toEqual([6000, 1500]);
    expect([image.raster.width, image.raster.height]).toEqual([4096, 1024]);
  });
});
