import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { removeBackground } from '../../src/offline/background-removal';
import { openCv } from '../../src/offline/opencv';
import { decode } from '../../src/offline/raster';
import { iou, packScene, type Backdrop, type PackShape } from './scenes';

const shapes: PackShape[] = ['carton', 'rounded-box', 'bottle'];
const backdrops: Backdrop[] = ['plain', 'gradient', 'noisy'];

describe('background removal (GrabCut seeded from the image)', () => {
  beforeAll(() => openCv(), 60_000);

  describe.each(shapes)('given a %s with a label and text', (shape) => {
    it.each(backdrops)('on a %s background, when the background is removed, then the cut-out matches the pack (IoU ≥ 0.9)', async (backdrop) => {
      const scene = await packScene(shape, backdrop);
      const cut = await removeBackground(scene.image);
      expect(cut.mask.width).toBe(scene.width);
      expect(iou(cut.mask, scene.mask)).toBeGreaterThanOrEqual(0.9);
    });
  });

  it('gives a PNG of the same size whose alpha is the mask and whose pack pixels keep their colour', async () => {
    const scene = await packScene('carton', 'plain');
    const cut = await removeBackground(scene.image);
    const meta = await sharp(cut.png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', scene.width, scene.height, 4]);
    const [source, rgba] = [await decode(scene.image, 3), await decode(cut.png, 4)];
    const at = (x: number, y: number) => y * scene.width + x;
    // A corner (background) is transparent; the carton's body (green) is opaque and unchanged.
    expect(rgba.data[at(5, 5) * 4 + 3]).toBe(0);
    const inside = at(scene.width / 2, Math.round(scene.height * 0.3));
    expect(rgba.data[inside * 4 + 3]).toBe(255);
    expect([...rgba.data.subarray(inside * 4, inside * 4 + 3)]).toEqual([...source.data.subarray(inside * 3, inside * 3 + 3)]);
  });

  it('reports the pack’s bounding box in the image’s pixels', async () => {
    const scene = await packScene('carton', 'gradient');
    const { box } = await removeBackground(scene.image);
    // The carton is drawn at x 30–70 %, y 18–84 % of 480×400.
    expect(box.x).toBeCloseTo(144, -1);
    expect(box.y).toBeCloseTo(72, -1);
    expect(box.width).toBeCloseTo(192, -1);
    expect(box.height).toBeCloseTo(264, -1);
  });

  it('given a large photo, when it is segmented at the working size, then the mask is scaled back and still fits (IoU ≥ 0.9)', async () => {
    const scene = await packScene('bottle', 'noisy', 1200, 1000);
    const cut = await removeBackground(scene.image, { workingSize: 400 });
    expect([cut.mask.width, cut.mask.height]).toEqual([1200, 1000]);
    expect(iou(cut.mask, scene.mask)).toBeGreaterThanOrEqual(0.9);
  });

  it('given an attention map on the pack as a hint, then the cut-out still matches the pack', async () => {
    const scene = await packScene('rounded-box', 'gradient');
    const attention = await sharp(Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="100"><rect width="100%" height="100%" fill="#000"/><ellipse cx="60" cy="50" rx="25" ry="15" fill="#fff"/></svg>`,
    )).png().toBuffer();
    const cut = await removeBackground(scene.image, { attention: new Uint8Array(attention) });
    expect(iou(cut.mask, scene.mask)).toBeGreaterThanOrEqual(0.9);
  });
});
