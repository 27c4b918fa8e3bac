import { writePsdBuffer } from 'ag-psd';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PsdError, psdPictures, psdSize } from '../../src/offline/psd';
import { pixelBlock, samplePsd } from '../stand-ins/psd';

/** The sample document (120 × 80, a red label at (20, 30), a hidden blue layer), or the same saved without a composite. */
function document(withComposite: boolean) {
  if (withComposite) return samplePsd();
  return new Uint8Array(
    writePsdBuffer({
      width: 120,
      height: 80,
      children: [
        { name: 'Background', left: 0, top: 0, imageData: pixelBlock(120, 80, [255, 255, 255, 255]) },
        { name: 'Label', left: 20, top: 30, imageData: pixelBlock(60, 20, [200, 30, 30, 255]) },
        { name: 'Hidden', left: 0, top: 0, hidden: true, imageData: pixelBlock(120, 80, [0, 0, 255, 255]) },
      ],
    }),
  );
}

const pixel = async (png: Uint8Array, x: number, y: number) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
};

describe('PSD inputs (ag-psd, no canvas)', () => {
  it('reads the document’s size from its header', () => {
    expect(psdSize(document(true))).toEqual({ width: 120, height: 80 });
  });

  it('flattens a file to its composite', async () => {
    const [picture] = await psdPictures(document(true), 'Pack.psd', { layers: false });
    expect(picture).toMatchObject({ name: 'Pack.png', width: 120, height: 80 });
    expect(await pixel(picture.png, 30, 40)).toEqual([200, 30, 30, 255]);
    expect(await pixel(picture.png, 5, 5)).toEqual([255, 255, 255, 255]);
  });

  it('flattens a file saved without a composite by laying its visible layers over each other (the hidden one left out)', async () => {
    const [picture] = await psdPictures(document(false), 'Pack.psd', { layers: false });
    expect(await pixel(picture.png, 30, 40)).toEqual([200, 30, 30, 255]);
    expect(await pixel(picture.png, 100, 70)).toEqual([255, 255, 255, 255]);
  });

  it('gives each visible layer as a picture of the document’s size, transparent around it, at its place', async () => {
    const pictures = await psdPictures(document(true), 'Pack.psd', { layers: true });
    expect(pictures.map((p) => p.name)).toEqual(['Pack-Background.png', 'Pack-Label.png']);
    const label = pictures[1];
    expect([label.width, label.height]).toEqual([120, 80]);
    expect(await pixel(label.png, 30, 40)).toEqual([200, 30, 30, 255]);
    expect((await pixel(label.png, 5, 5))[3]).toBe(0);
  });

  it('refuses a file that is not a PSD, and one that declares too many pixels', async () => {
    await expect(psdPictures(new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer()), 'x.psd', { layers: false })).rejects.toMatchObject({ code: 'PSD_INVALID' });
    const huge = document(true);
    new DataView(huge.buffer, huge.byteOffset).setUint32(14, 30000);
    new DataView(huge.buffer, huge.byteOffset).setUint32(18, 30000);
    await expect(psdPictures(huge, 'x.psd', { layers: false })).rejects.toBeInstanceOf(PsdError);
  });
});
