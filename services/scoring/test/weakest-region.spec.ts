import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Attribution } from '../src/analysis/attribution';
import { pasteRegion, regionMaskPng, weakestRegion } from '../src/analysis/weakest-region';

/** A 3 x 2 grid over a 300 x 200 image: cells of 100 x 100. */
const grid = (...segments: number[][]): Attribution => ({ columns: 3, rows: 2, cells: segments.map((cells) => Float32Array.from(cells)) });
const size = { width: 300, height: 200 };

describe('the region an image provider redraws', () => {
  it('given cells lowering the mean, then the lowest cell averaged over the segments, in pixels', () => {
    // Segment 1 finds cell 1 worst, segment 2 cell 4; on average cell 4 (-0.2) is below cell 1 (-0.15).
    const region = weakestRegion(grid([0.1, -0.3, 0, 0, -0.1, 0], [0.1, 0, 0, 0, -0.3, 0.2]), size, null);
    expect(region).toEqual({ box: { x: 100, y: 100, width: 100, height: 100 }, meanAttribution: expect.closeTo(-0.2, 6) });
  });

  it('given the lowest cell under the product name, then the next one (the name is never redrawn)', () => {
    const attribution = grid([0, -0.5, 0, -0.1, 0, 0]);
    expect(weakestRegion(attribution, size, { x: 110, y: 20, width: 80, height: 60 })?.box).toEqual({ x: 0, y: 100, width: 100, height: 100 });
    // A name that only grazes the cell (a quarter of it or less) leaves it eligible.
    expect(weakestRegion(attribution, size, { x: 190, y: 20, width: 80, height: 60 })?.box).toEqual({ x: 100, y: 0, width: 100, height: 100 });
  });

  it('given no cell that lowers the mean, then no region', () => {
    expect(weakestRegion(grid([0, 0.1, 0.2, 0, 0, 0]), size, null)).toBeNull();
  });

  it('given a region, then the mask is transparent over it alone and the answer replaces only it', async () => {
    const region = { x: 100, y: 100, width: 100, height: 100 };
    const mask = await sharp(await regionMaskPng(size, region)).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => mask.data[(y * 300 + x) * 4 + 3];
    expect([alpha(150, 150), alpha(100, 100), alpha(199, 199)]).toEqual([0, 0, 0]);
    expect([alpha(99, 150), alpha(200, 150), alpha(150, 99), alpha(10, 10)]).toEqual([255, 255, 255, 255]);

    const original = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 220 } } }).png().toBuffer();
    // A provider answering at its own size (a square 1024) in one colour.
    const answer = await sharp({ create: { width: 1024, height: 1024, channels: 4, background: { r: 250, g: 200, b: 0, alpha: 1 } } }).png().toBuffer();
    const pasted = await sharp(await pasteRegion(original, answer, region, size)).raw().toBuffer({ resolveWithObject: true });
    expect(pasted.info).toMatchObject({ width: 300, height: 200, channels: 3 });
    const pixel = (x: number, y: number) => [...pasted.data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3)];
    expect(pixel(150, 150)).toEqual([250, 200, 0]);
    expect(pixel(50, 50)).toEqual([20, 120, 220]);
    expect(pixel(250, 150)).toEqual([20, 120, 220]);
  });
});
