import { luminance, resizeRgb, type FloatMap, type RgbImage } from '../image';
import { booleanMapSaliencyAt } from './boolean-map';
import { resizeMap } from './map-ops';
import { spectralResidual } from './spectral-residual';

export interface ClassicalMaps {
  /** Spectral residual on a 64x64 luminance image, resized to the working size. */
  spectralResidual: FloatMap;
  /** Boolean-map saliency at the working size. */
  booleanMap: FloatMap;
}

/** Both classical saliency maps of `image` at a working width of `width` px (aspect ratio kept). */
export async function classicalMaps(image: RgbImage, width = 160): Promise<ClassicalMaps> {
  const w = Math.min(width, image.width);
  const h = Math.max(1, Math.round((image.height * w) / image.width));
  const small = await resizeRgb(image, w, h);
  const sr = resizeMap(spectralResidual(luminance(small), 64), w, h);
  return { spectralResidual: sr, booleanMap: booleanMapSaliencyAt(small) };
}

/** Equal-weight mean of the two classical maps (the saliency the design features describe). */
export function meanMap(maps: FloatMap[]): FloatMap {
  const { width, height } = maps[0];
  const out = new Float32Array(width * height);
  for (const m of maps) for (let i = 0; i < out.length; i++) out[i] += m.data[i] / maps.length;
  return { width, height, data: out };
}
