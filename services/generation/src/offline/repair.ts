import { openCv, withMats } from './opencv';
import { decode, decodeMask, encodePng, resize, type Raster } from './raster';

export interface RepairOptions {
  /** How far around each damaged pixel Telea's method looks, in pixels. */
  radius?: number;
  /** Grows the mask by this many pixels first, so a scratch's anti-aliased rim is repaired too. */
  grow?: number;
}

/**
 * Small repairs (a scratch, a stray line of small text): OpenCV's inpainting by Telea's fast-marching method fills
 * the masked pixels from their surroundings. `damage` marks what to repair: an image whose light pixels (luminance
 * ≥ 128) are damaged, at any size (scaled to the image's), or a one-channel raster. Pixels outside the grown mask
 * are left exactly as they were; an alpha channel is kept. It is not generative: a large hole comes back as a smear.
 */
export async function repair(image: Uint8Array, damage: Uint8Array | Raster, options: RepairOptions = {}): Promise<Uint8Array> {
  const { cv } = await openCv();
  const rgba = await decode(image, 4);
  const { width, height } = rgba;
  let mask = damage instanceof Uint8Array ? await decodeMask(damage, 'luminance') : damage;
  if (mask.width !== width || mask.height !== height) mask = await resize(mask, width, height);
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(rgba.data.subarray(i * 4, i * 4 + 3), i * 3);
  const repaired = withMats((keep) => {
    const source = keep(new cv.Mat(height, width, cv.CV_8UC3));
    source.data.set(rgb);
    const holes = keep(new cv.Mat(height, width, cv.CV_8UC1));
    holes.data.set(mask.data.map((v) => (v >= 128 ? 255 : 0)));
    const grow = Math.max(0, Math.round(options.grow ?? 1));
    if (grow > 0) cv.dilate(holes, holes, keep(cv.getStructuringElement(cv.MORPH_ELLIPSE, new cv.Size(2 * grow + 1, 2 * grow + 1))));
    const out = keep(new cv.Mat());
    cv.inpaint(source, holes, out, options.radius ?? 5, cv.INPAINT_TELEA);
    return out.data.slice() as Uint8Array;
  });
  for (let i = 0; i < width * height; i++) rgba.data.set(repaired.subarray(i * 3, i * 3 + 3), i * 4);
  return encodePng(rgba);
}

