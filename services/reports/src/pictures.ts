import sharp from 'sharp';
import { reportImageKey, type ReportAssets, type ReportImageRequest, type ReportImages } from './types';

/**
 * Longest side of a printed picture in pixels. A4 landscape is 297 mm wide; at 1600 px a full-width picture
 * still prints at about 140 dpi, and a 4 MB upload does not become a 30 MB PDF.
 */
export const defaultMaxPictureSide = 1600;

/**
 * Reads the pictures a report needs and turns them into data: URIs (the page loads nothing else), scaled
 * down to `maxSide`, JPEG unless the picture has transparency. A picture the store lacks or that cannot be
 * decoded is left out and prints as a placeholder.
 */
export async function loadPictures(assets: ReportAssets, requests: readonly ReportImageRequest[], maxSide = defaultMaxPictureSide): Promise<ReportImages> {
  const unique = [...new Map(requests.map((r) => [reportImageKey(r.imageId, r.kind), r])).values()];
  const loaded = await Promise.all(
    unique.map(async (request) => {
      const asset = await assets.image(request.imageId, request.kind);
      if (!asset) return undefined;
      const uri = await pictureDataUri(asset.bytes, maxSide);
      return uri ? ([reportImageKey(request.imageId, request.kind), uri] as const) : undefined;
    }),
  );
  return new Map(loaded.filter((entry) => entry !== undefined));
}

export async function pictureDataUri(bytes: Uint8Array, maxSide = defaultMaxPictureSide): Promise<string | undefined> {
  try {
    const image = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    const { data, info } = await (hasAlpha ? image.png({ compressionLevel: 6 }) : image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 })).toBuffer({
      resolveWithObject: true,
    });
    return `data:image/${info.format === 'png' ? 'png' : 'jpeg'};base64,${data.toString('base64')}`;
  } catch {
    return undefined;
  }
}
