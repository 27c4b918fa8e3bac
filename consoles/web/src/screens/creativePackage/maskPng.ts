/**
 * A mask as the API reads it (contracts/src/api/design.ts: "an uploaded PNG whose transparent part is what
 * changes"; the offline repair and the Replicate adapter take alpha below half as "change"): an RGBA PNG at the input
 * image's size, black everywhere, alpha 0 where the user painted and 255 elsewhere. Written here rather than through
 * a canvas so the pixels are exactly the mask's (a canvas may premultiply, and the tests have none); the image data
 * is deflated by the browser's CompressionStream (a 1024-px mask is a few kilobytes instead of 4 MB).
 */

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const uint32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array(4 + data.length);
  typed.set(Array.from(type, (character) => character.charCodeAt(0)));
  typed.set(data, 4);
  const out = new Uint8Array(12 + data.length);
  out.set(uint32(data.length));
  out.set(typed, 4);
  out.set(uint32(crc32(typed)), 8 + data.length);
  return out;
}

/** zlib with stored (uncompressed) blocks: where no CompressionStream exists. */
function storedZlib(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out.set([0x78, 0x01]);
  let at = 2;
  for (let block = 0; block < blocks; block++) {
    const part = raw.subarray(block * 65535, Math.min(raw.length, (block + 1) * 65535));
    out.set([block === blocks - 1 ? 1 : 0, part.length & 0xff, part.length >>> 8, ~part.length & 0xff, (~part.length >>> 8) & 0xff], at);
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  out.set(uint32(adler32(raw)), at);
  return out;
}

async function zlib(raw: Uint8Array): Promise<Uint8Array> {
  if (typeof CompressionStream === 'undefined') return storedZlib(raw);
  const stream = new Blob([raw as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The mask (1 byte a pixel, nonzero = change) as the PNG to upload. */
export async function maskPng(marked: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const stride = width * 4 + 1;
  const raw = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    // Filter type 0 (none) before each row; the colour stays black, the alpha says keep (255) or change (0).
    for (let x = 0; x < width; x++) raw[y * stride + 1 + x * 4 + 3] = marked[y * width + x] ? 0 : 255;
  }
  const header = new Uint8Array([...uint32(width), ...uint32(height), 8, 6, 0, 0, 0]);
  const parts = [new Uint8Array(signature), chunk('IHDR', header), chunk('IDAT', await zlib(raw)), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
