import sharp from 'sharp';
import type { RgbImage } from './rgb';

/** The raster resampled to exactly width x height (aspect ratio not kept: callers pick the size). */
export async function resizeRgb(image: RgbImage, width: number, height: number): Promise<RgbImage> {
  if (image.width === width && image.height === height) return image;
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: width < image.width ? 'lanczos3' : 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** Size that fits inside `longSide` keeping the aspect ratio (never upscales). */
export function fitLongSide(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
