import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { HeatmapModel } from '../src/heatmap/model';
import { loadImage } from '../src/image';

/** A photo-like 800x600 scene: a textured grey wall with one object (a red can with a label) at `x`. */
async function sceneWithObject(x: number, y: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .blur(1.5)
    .png()
    .toBuffer();
  const can = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="220">
    <rect x="10" y="10" width="140" height="200" rx="18" fill="#d21f26"/>
    <rect x="10" y="80" width="140" height="60" fill="#fff"/>
    <text x="80" y="122" font-size="34" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" fill="#111">COLA</text></svg>`);
  return sharp(noise).composite([{ input: can, left: x, top: y }]).jpeg({ quality: 90 }).toBuffer();
}

describe('heat map', () => {
  let model: HeatmapModel;
  beforeAll(async () => {
    model = await HeatmapModel.load();
  });

  it('is a probability distribution over a grid covering the image', async () => {
    const image = await loadImage(await sceneWithObject(320, 190));
    const map = await model.compute(image);
    const sum = map.density.data.reduce((s, v) => s + v, 0);
    expect(sum).toBeCloseTo(1, 4);
    expect(map.density.width / map.density.height).toBeCloseTo(800 / 600, 1);
    expect([map.width, map.height]).toEqual([800, 600]);
  });

  it('puts attention on the object, not on the empty wall at the mirrored place', async () => {
    // Object left of centre; the same box mirrored to the right holds only wall.
    const image = await loadImage(await sceneWithObject(130, 190));
    const map = await model.compute(image);
    const [object, wall] = model.regionShares(map, [
      { id: 'object', x: 140, y: 200, width: 140, height: 200 },
      { id: 'wall', x: 520, y: 200, width: 140, height: 200 },
    ]);
    expect(object.lift).toBeGreaterThan(2);
    expect(object.share).toBeGreaterThan(3 * wall.share);
  });

  it('follows the object when it moves', async () => {
    const left = await model.compute(await loadImage(await sceneWithObject(100, 190)));
    const right = await model.compute(await loadImage(await sceneWithObject(540, 190)));
    const box = { id: 'left', x: 110, y: 200, width: 140, height: 200 };
    const [onLeftWhenLeft] = model.regionShares(left, [box]);
    const [onLeftWhenRight] = model.regionShares(right, [box]);
    expect(onLeftWhenLeft.share).toBeGreaterThan(3 * onLeftWhenRight.share);
  });

  it('renders a grey PNG at the image size and an overlay', async () => {
    const image = await loadImage(await sceneWithObject(320, 190));
    const map = await model.compute(image);
    const { gray, overlay } = await model.render(image, map, true);
    const g = await sharp(gray).metadata();
    expect([g.width, g.height, g.channels]).toEqual([800, 600, 1]);
    const stats = await sharp(gray).stats();
    expect(stats.channels[0].max).toBe(255);
    const o = await sharp(overlay!).metadata();
    expect([o.width, o.height, o.channels]).toEqual([800, 600, 3]);
  });

  it.each([
    [64, 64],
    [600, 600],
    [450, 1200],
    [1600, 400],
    [3648, 2736],
  ])('covers a %ix%i image with a distribution of its proportions and puts the object above the wall', async (width, height) => {
    const scene = await sharp(await sceneWithObject(130, 190)).resize(width, height, { fit: 'fill' }).jpeg().toBuffer();
    const image = await loadImage(scene);
    const map = await model.compute(image);
    expect(map.density.data.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 4);
    expect(Math.abs(Math.log(map.density.width / map.density.height / (width / height)))).toBeLessThan(0.2);
    const box = (x: number) => ({ x: (x / 800) * width, y: (200 / 600) * height, width: (140 / 800) * width, height: (200 / 600) * height });
    const [object, wall] = model.regionShares(map, [
      { id: 'object', ...box(140) },
      { id: 'wall', ...box(520) },
    ]);
    if (width >= 450 && height >= 300) expect(object.share).toBeGreaterThan(2 * wall.share);
    const { gray } = await model.render(image, map, false);
    const g = await sharp(gray).metadata();
    expect(Math.abs(g.width! / g.height! - width / height)).toBeLessThan(0.02 * (width / height));
  });

  it('maps a wide shelf photo in tiles over its whole width', async () => {
    const shelf = await sharp({ create: { width: 3200, height: 1200, channels: 3, background: '#bbb' } })
      .composite([{ input: await sharp(await sceneWithObject(300, 190)).resize(1600, 1200).toBuffer(), left: 1600, top: 0 }])
      .jpeg()
      .toBuffer();
    const image = await loadImage(shelf);
    const map = await model.compute(image);
    // Four tiles' worth of budget: the grid is twice as fine as for one 800x600 photo.
    expect(map.density.width).toBeGreaterThan(160);
    const [left, right] = model.regionShares(map, [
      { id: 'plain', x: 0, y: 0, width: 1600, height: 1200 },
      { id: 'scene', x: 1600, y: 0, width: 1600, height: 1200 },
    ]);
    expect(right.share).toBeGreaterThan(left.share);
  });
});
