import { writePsdBuffer } from 'ag-psd';

/** An RGBA block of one colour. */
export const pixelBlock = (width: number, height: number, [r, g, b, a]: [number, number, number, number]) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([r, g, b, a], i * 4);
  return { width, height, data };
};

/**
 * A Photoshop file for specs of other packages (the API's PSD inputs): a 120 × 80 document with a white
 * background layer and a red label layer at (20, 30), 60 × 20, its composite saved; and a hidden blue layer.
 */
export function samplePsd(): Uint8Array {
  const [width, height] = [120, 80];
  const composite = pixelBlock(width, height, [255, 255, 255, 255]);
  for (let y = 30; y < 50; y++) for (let x = 20; x < 80; x++) composite.data.set([200, 30, 30, 255], (y * width + x) * 4);
  return new Uint8Array(
    writePsdBuffer({
      width,
      height,
      imageData: composite,
      children: [
        { name: 'Background', left: 0, top: 0, imageData: pixelBlock(width, height, [255, 255, 255, 255]) },
        { name: 'Label', left: 20, top: 30, imageData: pixelBlock(60, 20, [200, 30, 30, 255]) },
        { name: 'Hidden', left: 0, top: 0, hidden: true, imageData: pixelBlock(width, height, [0, 0, 255, 255]) },
      ],
    }),
  );
}
