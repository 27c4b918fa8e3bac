import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { catalogueProblemOf, DomainError, ImageName, sanitizeFileName, uploadLimits, type ErrorCode, type EventOf, type ImagesUploaded } from '@packlens/contracts';
import type { BlobStore } from '@packlens/kernel';
import { isImageInputError, loadImage, sniffFormat, type LoadedImage } from '@packlens/scoring/image';

export type UploadedImage = EventOf<typeof ImagesUploaded>['data']['images'][number];

/** One file of an upload, as the multipart body gave it. */
export interface IncomingFile {
  name: string;
  fileName: string;
  bytes: Uint8Array;
}

const mediaTypes = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' } as const;
const extensions = { jpeg: 'jpg', png: 'png', pdf: 'pdf' } as const;
/** Previews of pdf pages are made this large on the long side: enough for the results, light for the browser. */
const previewLongSide = 1600;

/** The refusal of one file, with the field it belongs to (`files.<i>` / `names.<i>`). */
function refuse(code: ErrorCode, field: string, params: Record<string, string | number> = {}): never {
  throw new DomainError(code, params, { [field]: code });
}

/** The catalogue code for an engine refusal, in the words of section 8 (pack or shelf, pdf or image). */
function uploadCode(code: string, shelf: boolean, pdf: boolean): ErrorCode {
  switch (code) {
    case 'FILE_TOO_LARGE':
      return shelf ? 'SHELF_IMAGE_TOO_LARGE' : 'IMAGE_TOO_LARGE';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'IMAGE_TYPE_NOT_ALLOWED';
    case 'IMAGE_DECOMPRESSION_BOMB':
      return 'IMAGE_DECOMPRESSION_BOMB';
    default:
      return pdf ? 'PDF_UPLOAD_FAILED' : 'IMAGE_CORRUPT';
  }
}

/** A pack image 4 MB, a shelf photo 15 MB (a picture read out of a PSD is allowed the PSD's 25 MB). */
const maxBytesOf = (shelf: boolean) => (shelf ? uploadLimits.shelfImageBytes : uploadLimits.imageBytes);

/** The checks of section 5 that need no decoding: count, names, extensions and sizes. Throws the first refusal. */
export function checkUpload(files: readonly IncomingFile[], shelf: boolean, maxBytes = maxBytesOf(shelf)): void {
  if (files.length === 0) refuse('IMAGE_REQUIRED', 'files');
  if (files.length > uploadLimits.imagesPerUpload) refuse('TOO_MANY_IMAGES_PER_UPLOAD', 'files', { max: uploadLimits.imagesPerUpload });
  files.forEach((file, i) => {
    const name = ImageName.safeParse(file.name);
    if (!name.success) {
      const { code, params } = catalogueProblemOf(name.error.issues[0]);
      refuse(code, `names.${i}`, params);
    }
    const extension = /\.([A-Za-z0-9]+)$/.exec(file.fileName)?.[1]?.toLowerCase() ?? '';
    if (!(uploadLimits.acceptedExtensions as readonly string[]).includes(extension)) refuse('IMAGE_TYPE_NOT_ALLOWED', `files.${i}`);
    if (file.bytes.length === 0) refuse('FILE_NOT_UPLOADABLE', `files.${i}`);
    if (file.bytes.length > maxBytes) refuse(shelf ? 'SHELF_IMAGE_TOO_LARGE' : 'IMAGE_TOO_LARGE', `files.${i}`);
  });
}

/**
 * PDF names that run something or reach outside the file: scripts, launching programs, embedded files, forms that
 * send, links to other documents or addresses. A pack design has no use for them (issue 17, item 5).
 */
const activePdfNames = /\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|SubmitForm|ImportData|GoToR|GoToE|URI|XFA)\b/;

/** Decodes a file to prove it is what its bytes say (not its name): a real jpg, png or pdf, no bomb, not cut off. */
async function decode(file: IncomingFile, index: number, shelf: boolean, maxBytes: number): Promise<LoadedImage> {
  try {
    const decoded = await loadImage(file.bytes, { maxBytes });
    // Names in compressed object streams are not seen here; the stored PDF is served only as a download (file links).
    if (decoded.format === 'pdf' && activePdfNames.test(Buffer.from(file.bytes).toString('latin1'))) refuse('PDF_ACTIVE_CONTENT', `files.${index}`);
    return decoded;
  } catch (error) {
    if (!isImageInputError(error)) throw error;
    const pdf = sniffFormat(file.bytes) === 'pdf' || file.fileName.toLowerCase().endsWith('.pdf');
    return refuse(uploadCode(error.code, shelf, pdf), `files.${index}`);
  }
}

/**
 * What is stored of an image: its pixels re-encoded, with the EXIF orientation applied and no metadata (camera,
 * GPS, comments: issue 20) — and never the uploaded bytes, so a file that is also something else (a polyglot) is
 * not kept. JPEG stays JPEG (quality 92), PNG stays PNG (lossless). A PDF is kept as uploaded; browsers are shown
 * its first page rendered to PNG.
 */
async function storedBytes(file: IncomingFile, decoded: LoadedImage): Promise<Uint8Array> {
  if (decoded.format === 'pdf') return file.bytes;
  const image = sharp(Buffer.from(file.bytes), { limitInputPixels: false }).rotate();
  return decoded.format === 'jpeg' ? image.jpeg({ quality: 92 }).toBuffer() : image.png({ compressionLevel: 6 }).toBuffer();
}

/**
 * Checks every file of an upload and only then stores them: content-addressed images (the same picture is stored
 * once per client) and, for a pdf, its first page as png. Nothing is stored when any file is refused.
 */
export async function prepareUpload(files: readonly IncomingFile[], shelf: boolean, maxBytes = maxBytesOf(shelf)): Promise<{ images: (UploadedImage & { decoded: LoadedImage; stored: Uint8Array })[] }> {
  checkUpload(files, shelf, maxBytes);
  const images: (UploadedImage & { decoded: LoadedImage; stored: Uint8Array })[] = [];
  for (const [i, file] of files.entries()) {
    const decoded = await decode(file, i, shelf, maxBytes);
    const stored = await storedBytes(file, decoded);
    images.push({
      imageId: randomUUID(),
      name: file.name.trim(),
      fileName: sanitizeFileName(file.fileName),
      blobKey: '',
      // The hash of what is stored: the scoring worker names its results by the bytes it reads.
      contentHash: createHash('sha256').update(stored).digest('hex'),
      mediaType: mediaTypes[decoded.format],
      bytes: stored.length,
      categoryId: null,
      previewBlobKey: null,
      width: decoded.width,
      height: decoded.height,
      decoded,
      stored,
    });
  }
  return { images };
}

/** Stores the checked files under the client's prefix and fills in their blob keys. */
export async function storeUpload(blobs: BlobStore, clientId: string, prepared: readonly (UploadedImage & { decoded: LoadedImage; stored: Uint8Array })[]): Promise<UploadedImage[]> {
  const stored: UploadedImage[] = [];
  for (const image of prepared) {
    const { decoded, stored: bytes, ...rest } = image;
    const base = `clients/${clientId}/images/${image.contentHash}`;
    const blobKey = `${base}.${extensions[decoded.format]}`;
    if (!(await blobs.exists(blobKey))) await blobs.put(blobKey, Buffer.from(bytes), { contentType: image.mediaType });
    let previewBlobKey: string | null = null;
    if (decoded.format === 'pdf') {
      previewBlobKey = `${base}-preview.png`;
      if (!(await blobs.exists(previewBlobKey))) {
        const { raster } = decoded;
        const scale = Math.min(1, previewLongSide / Math.max(raster.width, raster.height));
        const png = await sharp(Buffer.from(raster.data), { raw: { width: raster.width, height: raster.height, channels: 3 } })
          .resize(Math.round(raster.width * scale), Math.round(raster.height * scale))
          .png()
          .toBuffer();
        await blobs.put(previewBlobKey, png, { contentType: 'image/png' });
      }
    }
    stored.push({ ...rest, blobKey, previewBlobKey });
  }
  return stored;
}
