import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** Small real PNGs for the image stand-ins (sharp is not a dependency of this package). */

export const pngSignature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const colorTypeOf = { 1: 0, 2: 4, 3: 2, 4: 6 } as const;

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typeAndBody = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody) >>> 0);
  return Buffer.concat([length, typeAndBody, crc]);
}

/** An 8-bit PNG from raw pixels: 1 channel grey, 2 grey+alpha, 3 RGB, 4 RGBA. */
export function encodePng(image: { width: number; height: number; channels: 1 | 2 | 3 | 4; pixels: Uint8Array }): Uint8Array {
  const rowBytes = image.width * image.channels;
  const rows = Buffer.alloc((rowBytes + 1) * image.height);
  for (let y = 0; y < image.height; y++) rows.set(image.pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header[8] = 8;
  header[9] = colorTypeOf[image.channels];
  return new Uint8Array(Buffer.concat([Buffer.from(pngSignature), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]));
}

/** A 2×2 opaque RGB PNG of one colour. */
export function solidPng(rgb: [number, number, number] = [200, 30, 60]): Uint8Array {
  return encodePng({ width: 2, height: 2, channels: 3, pixels: Uint8Array.from([...rgb, ...rgb, ...rgb, ...rgb]) });
}

/** Width, height, colour type and the unfiltered pixel bytes of a PNG whose rows use filter 0 (as encodePng writes). */
export function decodeUnfilteredPng(png: Uint8Array): { width: number; height: number; colorType: number; pixels: Uint8Array } {
  const buffer = Buffer.from(png);
  let offset = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  const idat: Buffer[] = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') [width, height, colorType] = [body.readUInt32BE(0), body.readUInt32BE(4), body[9]];
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const channels = { 0: 1, 4: 2, 2: 3, 6: 4 }[colorType] ?? 1;
  const data = inflateSync(Buffer.concat(idat));
  const rowBytes = width * channels;
  const pixels = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) pixels.set(data.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1)), y * rowBytes);
  return { width, height, colorType, pixels };
}

export const startsWithPngSignature = (bytes: Uint8Array) => pngSignature.every((byte, index) => bytes[index] === byte);
