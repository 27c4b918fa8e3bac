import sharp from 'sharp';
import { resizeRgb, type FloatMap, type RgbImage } from '../image';
import { resizeMap } from './map-ops';

/** Long side of the float map before the last (8-bit) enlargement to the image size. */
const FLOAT_LONG_SIDE = 1024;

/**
 * The heat map as 8-bit grey at the image's size: 255 where attention is highest, linear in probability.
 * Enlarged in two steps (float bilinear to at most 1024 px, then sharp) so a 15 MB shelf photo does not need
 * a float map of its full size.
 */
export async function grayHeatmap(density: FloatMap, width: number, height: number): Promise<{ width: number; height: number; data: Uint8Array }> {
  const scale = Math.min(1, FLOAT_LONG_SIDE / Math.max(width, height));
  const mid = resizeMap(density, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  let max = 0;
  for (const v of mid.data) if (v > max) max = v;
  const bytes = Uint8Array.from(mid.data, (v) => (max > 0 ? Math.round((255 * v) / max) : 0));
  if (mid.width === width && mid.height === height) return { width, height, data: bytes };
  const { data } = await sharp(bytes, { raw: { width: mid.width, height: mid.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    // sharp writes three channels from one-channel raw input unless told otherwise.
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

export async function encodeGrayPng(gray: { width: number; height: number; data: Uint8Array }): Promise<Buffer> {
  return sharp(gray.data, { raw: { width: gray.width, height: gray.height, channels: 1 } }).toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer();
}

/** Turbo colour map (Mikhailov, Google 2019), 9 anchors interpolated linearly: dark blue -> green -> red. */
const TURBO: [number, number, number][] = [
  [48, 18, 59],
  [70, 107, 227],
  [40, 188, 235],
  [50, 241, 152],
  [164, 252, 60],
  [238, 207, 58],
  [251, 128, 34],
  [208, 47, 5],
  [122, 4, 3],
];

export function turbo(t: number): [number, number, number] {
  const x = Math.min(1, Math.max(0, t)) * (TURBO.length - 1);
  const i = Math.min(TURBO.length - 2, Math.floor(x));
  const f = x - i;
  const a = TURBO[i];
  const b = TURBO[i + 1];
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

/**
 * The overlay the app shows: the photo slightly dimmed, with the turbo colour of the map blended in where
 * attention is; the faintest 15 % of the range stays uncoloured so the design remains readable.
 */
export async function overlayPng(image: RgbImage, gray: { width: number; height: number; data: Uint8Array }): Promise<Buffer> {
  const base = image.width === gray.width && image.height === gray.height ? image : await resizeRgb(image, gray.width, gray.height);
  const out = new Uint8Array(gray.width * gray.height * 3);
  for (let i = 0, p = 0; i < gray.data.length; i++, p += 3) {
    const t = gray.data[i] / 255;
    const alpha = t < 0.15 ? 0 : 0.65 * Math.min(1, (t - 0.15) / 0.35);
    const [r, g, b] = turbo(t);
    out[p] = Math.round(base.data[p] * 0.85 * (1 - alpha) + r * alpha);
    out[p + 1] = Math.round(base.data[p + 1] * 0.85 * (1 - alpha) + g * alpha);
    out[p + 2] = Math.round(base.data[p + 2] * 0.85 * (1 - alpha) + b * alpha);
  }
  return sharp(out, { raw: { width: gray.width, height: gray.height, channels: 3 } }).png({ compressionLevel: 6 }).toBuffer();
}
