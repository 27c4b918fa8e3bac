import sharp from 'sharp';
import type { RgbImage } from '../image';
import type { Attribution } from './attribution';

/**
 * A segment's attribution drawn over the image: red where a cell's detail raises the predicted preference, blue where
 * it lowers it, the colour's strength by the value against the largest magnitude of any segment (so maps of segments
 * compare), cells smoothed to the image's size. PNG at the raster's size.
 */
export async function attributionOverlayPng(raster: RgbImage, attribution: Attribution, segment: number): Promise<Buffer> {
  const scale = Math.max(1e-6, ...attribution.cells.flatMap((cells) => Array.from(cells, Math.abs)));
  const { columns, rows } = attribution;
  const cells = attribution.cells[segment];
  const rgba = new Uint8Array(columns * rows * 4);
  cells.forEach((v, i) => {
    const t = Math.min(1, Math.abs(v) / scale);
    rgba.set(v >= 0 ? [220, 40, 40] : [40, 90, 220], i * 4);
    rgba[i * 4 + 3] = Math.round(200 * t);
  });
  const layer = await sharp(rgba, { raw: { width: columns, height: rows, channels: 4 } })
    .resize(raster.width, raster.height, { fit: 'fill', kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(Buffer.from(raster.data), { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .composite([{ input: layer }])
    .png()
    .toBuffer();
}

export function rasterPng(raster: RgbImage): Promise<Buffer> {
  return sharp(Buffer.from(raster.data), { raw: { width: raster.width, height: raster.height, channels: 3 } }).png().toBuffer();
}
