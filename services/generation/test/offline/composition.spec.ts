import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { removeBackground } from '../../src/offline/background-removal';
import { compose } from '../../src/offline/composition';
import { decode } from '../../src/offline/raster';
import { packScene } from './scenes';

const red: [number, number, number] = [220, 30, 40];
const white: [number, number, number] = [255, 255, 255];

async function solid(width: number, height: number, rgb: [number, number, number]): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png().toBuffer());
}

async function pixels(png: Uint8Array) {
  const raster = await decode(png, 3);
  return {
    size: [raster.width, raster.height],
    at: (x: number, y: number) => [...raster.data.subarray((y * raster.width + x) * 3, (y * raster.width + x) * 3 + 3)],
  };
}

describe('composition', () => {
  it('given a 50×40 layer at (100, 80) top-left, then it covers exactly x 100–149, y 80–119', async () => {
    const out = await pixels(await compose({ width: 400, height: 300, background: '#ffffff', layers: [{ image: await solid(50, 40, red), x: 100, y: 80 }] }));
    expect(out.size).toEqual([400, 300]);
    expect(out.at(100, 80)).toEqual(red);
    expect(out.at(149, 119)).toEqual(red);
    expect(out.at(99, 80)).toEqual(white);
    expect(out.at(150, 119)).toEqual(white);
    expect(out.at(100, 120)).toEqual(white);
  });

  it('given scale 2 and the centre anchor at (200, 150), then the layer is 100×80 centred there', async () => {
    const out = await pixels(await compose({ width: 400, height: 300, background: '#ffffff', layers: [{ image: await solid(50, 40, red), x: 200, y: 150, scale: 2, anchor: 'centre' }] }));
    expect(out.at(150, 110)).toEqual(red);
    expect(out.at(249, 189)).toEqual(red);
    expect(out.at(149, 150)).toEqual(white);
    expect(out.at(250, 150)).toEqual(white);
    expect(out.at(200, 109)).toEqual(white);
    expect(out.at(200, 190)).toEqual(white);
  });

  it('given the bottom-right anchor, then the layer ends at the point', async () => {
    const out = await pixels(await compose({ width: 400, height: 300, background: '#ffffff', layers: [{ image: await solid(50, 40, red), x: 380, y: 280, anchor: 'bottom-right' }] }));
    expect(out.at(379, 279)).toEqual(red);
    expect(out.at(330, 240)).toEqual(red);
    expect(out.at(380, 279)).toEqual(white);
    expect(out.at(329, 260)).toEqual(white);
  });

  it('given a hard shadow offset by (10, 12) at half opacity, then it lies beside the layer where asked, and under it is the layer', async () => {
    const layers = [{ image: await solid(50, 40, red), x: 100, y: 80, shadow: { offsetX: 10, offsetY: 12, blur: 0, opacity: 0.5 } }];
    const out = await pixels(await compose({ width: 400, height: 300, background: '#ffffff', layers }));
    // The shadow spans x 110–159, y 92–131; the layer x 100–149, y 80–119 on top of it.
    // White under black at half opacity: 127 or so in each channel.
  for (const [x, y] of [[155, 125], [110, 131], [159, 92]]) for (const channel of out.at(x, y)) expect(Math.abs(channel - 127)).toBeLessThanOrEqual(2);
    for (const [x, y] of [[160, 125], [109, 125], [155, 132], [155, 91]]) expect(out.at(x, y)).toEqual(white);
    expect(out.at(145, 115)).toEqual(red);
  });

  it('given a blurred shadow, then its edge is soft and its middle as dark as asked', async () => {
    const layers = [{ image: await solid(60, 60, red), x: 100, y: 100, shadow: { offsetX: 40, offsetY: 40, blur: 4, opacity: 1, colour: '#000000' } }];
    const out = await pixels(await compose({ width: 300, height: 300, background: '#ffffff', layers }));
    expect(out.at(180, 180)[0]).toBeLessThan(5);
    // The shadow's right edge is x = 199: a few pixels out it fades, a few in it is nearly full.
    const [outside, inside] = [out.at(202, 180)[0], out.at(196, 180)[0]];
    expect(outside).toBeGreaterThan(128);
    expect(outside).toBeLessThan(255);
    expect(inside).toBeLessThan(128);
  });

  it('given a background photo of another size, then it covers the canvas and the output has the asked size', async () => {
    const photo = await solid(640, 480, [30, 90, 160]);
    const out = await pixels(await compose({ width: 300, height: 200, background: photo, layers: [] }));
    expect(out.size).toEqual([300, 200]);
    expect(out.at(0, 0)).toEqual([30, 90, 160]);
    expect(out.at(299, 199)).toEqual([30, 90, 160]);
  });

  it('given a layer reaching past the canvas, then its visible part is drawn and the rest cut off', async () => {
    const out = await pixels(await compose({ width: 200, height: 200, background: '#ffffff', layers: [{ image: await solid(100, 100, red), x: -50, y: 150 }] }));
    expect(out.at(0, 150)).toEqual(red);
    expect(out.at(49, 199)).toEqual(red);
    expect(out.at(50, 199)).toEqual(white);
  });

  it('given a cut-out pack, then its transparent background lets the new background show and the pack lands where asked', async () => {
    const scene = await packScene('carton', 'plain');
    const cut = await removeBackground(scene.image);
    // The carton spans x 144–335, y 72–335 of its 480×400 image; placed at (-100, -20) its top-left body pixel is at (44, 52).
    const out = await pixels(await compose({ width: 400, height: 400, background: '#1e5aa0', layers: [{ image: cut.png, x: -100, y: -20 }] }));
    expect(out.at(20, 200)).toEqual([30, 90, 160]);
    expect(out.at(50, 60)).toEqual([47, 107, 58]);
    expect(out.at(250, 60)).toEqual([30, 90, 160]);
  });
});
