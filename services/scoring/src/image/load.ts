import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { ImageInputError } from './errors';
import { MAX_INPUT_PIXELS, PDF_LONG_SIDE, SHELF_MAX_BYTES, WORKING_LONG_SIDE } from './limits';
import { sniffFormat, type MediaFormat } from './media-type';
import { renderFirstPdfPage } from './pdf';
import type { RgbImage } from './rgb';

export interface LoadImageOptions {
  /** Largest accepted file in bytes (SHELF_MAX_BYTES by default; pass PACK_MAX_BYTES for a pack design). */
  maxBytes?: number;
  /** Largest accepted decoded size in pixels (MAX_INPUT_PIXELS by default). */
  maxPixels?: number;
  /** Long side of the raster kept (WORKING_LONG_SIDE by default); a JPEG is then decoded at a fraction of its size. */
  workingLongSide?: number;
}

/**
 * A decoded, validated image. `width` x `height` is the size of the original (after EXIF orientation; for a
 * PDF, of the rendered first page). `raster` holds the pixels, downscaled to at most WORKING_LONG_SIDE.
 */
export interface LoadedImage {
  readonly format: MediaFormat;
  readonly width: number;
  readonly height: number;
  /** sha256 (hex) of the file's bytes: names the input in every result. */
  readonly imageHash: string;
  readonly byteLength: number;
  readonly raster: RgbImage;
}

/** Reads, checks and decodes a jpg, png or pdf (first page). Throws ImageInputError with a catalogue code. */
export async function loadImage(input: string | Uint8Array, options: LoadImageOptions = {}): Promise<LoadedImage> {
  const maxBytes = options.maxBytes ?? SHELF_MAX_BYTES;
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  const bytes = typeof input === 'string' ? await readBounded(input, maxBytes) : input;
  if (bytes.length > maxBytes) {
    throw tooLarge('the file', bytes.length, maxBytes);
  }
  const format = sniffFormat(bytes);
  if (!format) throw new ImageInputError('UNSUPPORTED_MEDIA_TYPE', 'only jpg, png and pdf files are accepted');
  const imageHash = createHash('sha256').update(bytes).digest('hex');
  const encoded = format === 'pdf' ? await renderFirstPdfPage(bytes, PDF_LONG_SIDE) : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { width, height } = await orientedSize(encoded, maxPixels);
  const raster = await decodeRaster(encoded, width, height, maxPixels, options.workingLongSide ?? WORKING_LONG_SIDE);
  return { format, width, height, imageHash, byteLength: bytes.length, raster };
}

async function readBounded(path: string, maxBytes: number): Promise<Uint8Array> {
  const info = await stat(path);
  // Refuse before reading: a 2 GB upload should not be pulled into memory only to be rejected.
  if (info.size > maxBytes) {
    throw tooLarge(path, info.size, maxBytes);
  }
  return readFile(path);
}

/** Size from the header alone (no decoding), so a bomb is refused before any pixel is allocated. */
async function orientedSize(encoded: Buffer, maxPixels: number): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(encoded, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw corrupt(error);
  }
  if (!meta.width || !meta.height) throw new ImageInputError('IMAGE_CORRUPT', 'the image header has no size');
  const pixels = meta.width * meta.height;
  if (pixels > maxPixels) {
    throw new ImageInputError('IMAGE_DECOMPRESSION_BOMB', `the image declares ${meta.width}x${meta.height} pixels, more than ${maxPixels}`, {
      width: meta.width,
      height: meta.height,
      limit: maxPixels,
    });
  }
  // EXIF orientations 5-8 swap the axes.
  const swapped = (meta.orientation ?? 1) >= 5;
  return swapped ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

async function decodeRaster(encoded: Buffer, width: number, height: number, maxPixels: number, longSide: number): Promise<RgbImage> {
  const scale = Math.min(1, longSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  try {
    // failOn 'truncated' rejects a cut-off file; transparent areas are shown on white, as on a printed pack.
    const { data, info } = await sharp(encoded, { limitInputPixels: maxPixels, failOn: 'truncated' })
      .rotate()
      .resize(w, h, { fit: 'fill', kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`decoded ${info.channels} channels`);
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch (error) {
    throw corrupt(error);
  }
}

/** `maxMb` fills the catalogue message of FILE_TOO_LARGE. */
function tooLarge(what: string, size: number, limit: number): ImageInputError {
  const maxMb = Math.round((limit / (1024 * 1024)) * 10) / 10;
  return new ImageInputError('FILE_TOO_LARGE', `${what} has ${size} bytes, more than the limit of ${limit}`, { size, limit, maxMb });
}

function corrupt(error: unknown): ImageInputError {
  if (error instanceof ImageInputError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ImageInputError('IMAGE_CORRUPT', `the image cannot be decoded: ${reason}`, { reason });
}
