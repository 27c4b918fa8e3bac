import sharp from 'sharp';
import { imageWords } from '@packlens/contracts';
import type { DesignWordProfile } from '../src/concept/concept-match';
import type { RgbImage } from '../src/image/rgb';

/** A design at its typical image-word rates: only colours, shapes and text can move its score. */
export const typicalDesign: DesignWordProfile = {
  probability: new Map(imageWords.map((w) => [w.id, 0.2])),
  typicalLogit: new Map(imageWords.map((w) => [w.id, Math.log(0.2 / 0.8)])),
};

/** A product shot: `shapes` (SVG) on a plain backdrop, decoded to RGB. */
export async function photo(shapes: string, backdrop = '#ffffff'): Promise<RgbImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="100%" height="100%" fill="${backdrop}"/>${shapes}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}
