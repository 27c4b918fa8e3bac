import sharp from 'sharp';
import { uploadLimits } from '@packlens/contracts';

/**
 * A generated design as an evaluation accepts it (jpg or png, at most the product's image size): a PNG or JPEG that
 * fits is sent as it is; a WebP, or a file over the limit (an upscaled PNG), becomes a JPEG on white (a cut-out's
 * transparent background is seen on a white page, as the evaluation reads any transparent PNG).
 */
export async function evaluationUpload(bytes: Uint8Array, mediaType: string): Promise<{ bytes: Uint8Array; extension: 'png' | 'jpg' }> {
  const fits = bytes.byteLength <= uploadLimits.imageBytes;
  if (fits && mediaType === 'image/png') return { bytes, extension: 'png' };
  if (fits && mediaType === 'image/jpeg') return { bytes, extension: 'jpg' };
  for (const quality of [92, 85, 75]) {
    const jpeg = await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
    if (jpeg.byteLength <= uploadLimits.imageBytes) return { bytes: new Uint8Array(jpeg), extension: 'jpg' };
  }
  // A design this large is shrunk to the evaluation's working size rather than refused.
  const smaller = await sharp(bytes).flatten({ background: '#ffffff' }).resize({ width: 2048, height: 2048, fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
  return { bytes: new Uint8Array(smaller), extension: 'jpg' };
}
