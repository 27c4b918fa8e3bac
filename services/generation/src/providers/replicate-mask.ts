import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { ProviderError } from '../errors';

/**
 * The image port's masks follow OpenAI's convention: a PNG whose transparent pixels mark where to change the image.
 * SDXL-style models on Replicate read a black-and-white mask instead ("black areas are preserved, white areas are
 * inpainted"), and read a transparent pixel by its colour, which is usually black: sent as it is, the mask would
 * protect exactly what should change. So the alpha channel is turned into a greyscale mask here, with node:zlib only
 * (no image library in this package).
 */

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Colour types with an alpha channel, and their channels per pixel. */
const alphaChannels: Record<number, number> = { 4: 2, 6: 4 };

interface DecodedHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

function readChunks(png: Buffer): { header: DecodedHeader; data: Buffer } {
  let offset = signature.length;
  let header: DecodedHeader | undefined;
  const idat: Buffer[] = [];
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8], colorType: body[9], interlace: body[12] };
    } else if (type === 'IDAT') {
      idat.push(body);
    } else if (type === 'IEND') {
      break;
    }
    offset += 12 + length;
  }
  if (!header) throw new ProviderError('bad_request', 'The mask is not a PNG (no IHDR chunk)', { provider: 'replicate' });
  return { header, data: inflateSync(Buffer.concat(idat)) };
}

const paeth = (left: number, up: number, upLeft: number) => {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
};

/** Undoes PNG's per-row filters (PNG spec, section 9). */
function unfilter(data: Buffer, rowBytes: number, height: number, bytesPerPixel: number): Buffer {
  const out = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (rowBytes + 1)];
    const source = y * (rowBytes + 1) + 1;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[source + x];
      const left = x >= bytesPerPixel ? out[y * rowBytes + x - bytesPerPixel] : 0;
      const up = y > 0 ? out[(y - 1) * rowBytes + x] : 0;
      const upLeft = y > 0 && x >= bytesPerPixel ? out[(y - 1) * rowBytes + x - bytesPerPixel] : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predictor === undefined) throw new ProviderError('bad_request', `The mask PNG has an unknown filter ${filter}`, { provider: 'replicate' });
      out[y * rowBytes + x] = (raw + predictor) & 0xff;
    }
  }
  return out;
}

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typeAndBody = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody) >>> 0);
  return Buffer.concat([length, typeAndBody, crc]);
}

/** An 8-bit greyscale PNG. */
function greyscalePng(width: number, height: number, pixels: Uint8Array): Buffer {
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * White where the mask is transparent (alpha below half), black elsewhere. A mask without an alpha channel is taken
 * to be black-and-white already and is returned unchanged.
 */
export function inpaintMaskOf(mask: Uint8Array): Uint8Array {
  const png = Buffer.from(mask);
  if (!png.subarray(0, 8).equals(signature)) throw new ProviderError('bad_request', 'The mask must be a PNG', { provider: 'replicate' });
  const { header, data } = readChunks(png);
  const channels = alphaChannels[header.colorType];
  if (channels === undefined) return mask;
  if (header.interlace !== 0 || (header.bitDepth !== 8 && header.bitDepth !== 16)) {
    throw new ProviderError('bad_request', 'The mask must be a non-interlaced 8- or 16-bit PNG', { provider: 'replicate' });
  }
  const sampleBytes = header.bitDepth / 8;
  const bytesPerPixel = channels * sampleBytes;
  const pixels = unfilter(data, header.width * bytesPerPixel, header.height, bytesPerPixel);
  const out = new Uint8Array(header.width * header.height);
  for (let index = 0; index < out.length; index++) {
    // The alpha sample is the pixel's last one; its first (most significant) byte is enough to tell below half.
    const alpha = pixels[index * bytesPerPixel + (channels - 1) * sampleBytes];
    out[index] = alpha < 128 ? 255 : 0;
  }
  return greyscalePng(header.width, header.height, out);
}
