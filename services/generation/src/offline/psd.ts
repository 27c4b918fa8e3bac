import { initializeCanvas, readPsd, type Layer, type PixelArray, type Psd } from 'ag-psd';
import sharp from 'sharp';

/**
 * Photoshop files as design inputs (issue 13, item 1: "PSD, at most 5 files of 25 MB: read with a PSD library,
 * flattened or by layer"), read with ag-psd (MIT) without a canvas: pixel data as byte arrays, no thumbnail. Flattened,
 * a file gives its composite (the picture Photoshop saves beside the layers), or, when it was saved without one, its
 * visible layers laid over each other at their places and opacities; by layer, each visible layer with pixels gives a
 * picture of its own, the size of the document, transparent around it. Blend modes other than normal are drawn as
 * normal (the composite, when present, has them right).
 */
export interface PsdPicture {
  /** The file's name, and the layer's for a layer. */
  name: string;
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * ag-psd makes its pixel arrays through a canvas unless told how: plain arrays here (no canvas package on the server);
 * asking for a canvas (only a JPEG-compressed layer would) fails the file.
 */
initializeCanvas(
  () => {
    throw new Error('this PSD needs a canvas (a JPEG-compressed layer), which the server does not have');
  },
  (width, height) => ({ width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' }) as unknown as Parameters<typeof initializeCanvas>[1] extends ((w: number, h: number) => infer R) | undefined ? R : never,
);

export class PsdError extends Error {
  constructor(
    readonly code: 'PSD_INVALID' | 'PSD_TOO_LARGE' | 'PSD_EMPTY',
    message: string,
  ) {
    super(message);
    this.name = 'PsdError';
  }
}

/** The largest document read (pixels): a 25 MB file may declare far more than it holds. */
export const PSD_MAX_PIXELS = 40_000_000;

/** The document's size from its header, before anything is decoded ('8BPS', version 1 or 2, then height and width). */
export function psdSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 26 || String.fromCharCode(...bytes.subarray(0, 4)) !== '8BPS') throw new PsdError('PSD_INVALID', 'not a Photoshop file');
  const version = view.getUint16(4);
  if (version !== 1 && version !== 2) throw new PsdError('PSD_INVALID', `unknown PSD version ${version}`);
  return { height: view.getUint32(14), width: view.getUint32(18) };
}

export const isPsd = (bytes: Uint8Array) => bytes.byteLength >= 4 && String.fromCharCode(...bytes.subarray(0, 4)) === '8BPS';

function read(bytes: Uint8Array): Psd {
  const { width, height } = psdSize(bytes);
  if (width * height > PSD_MAX_PIXELS) throw new PsdError('PSD_TOO_LARGE', `${width}×${height} px is more than ${PSD_MAX_PIXELS} pixels`);
  try {
    return readPsd(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { useImageData: true, skipThumbnail: true, skipLinkedFilesData: true, totalMemoryLimit: 1024 * 1024 * 1024 });
  } catch (error) {
    throw new PsdError('PSD_INVALID', `unreadable PSD: ${(error as Error).message}`);
  }
}

/** 16- and 32-bit documents as 8 bits a channel. */
function eightBit(data: PixelArray): Uint8Array | Uint8ClampedArray {
  if (data instanceof Uint8Array || data instanceof Uint8ClampedArray) return data;
  const out = new Uint8ClampedArray(data.length);
  const scale = data instanceof Uint16Array ? 255 / 65535 : 255;
  for (let i = 0; i < data.length; i++) out[i] = Math.round(data[i] * scale);
  return out;
}

const rgbaPng = (pixels: PixelArray, width: number, height: number) => {
  const data = eightBit(pixels);
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }).png().toBuffer();
};

/** Visible layers with pixels, in drawing order (groups opened; a hidden group hides what it holds). */
function visibleLayers(children: readonly Layer[] | undefined): Layer[] {
  const out: Layer[] = [];
  for (const layer of children ?? []) {
    if (layer.hidden) continue;
    if (layer.children) out.push(...visibleLayers(layer.children));
    else if (layer.imageData && layer.imageData.width > 0 && layer.imageData.height > 0) out.push(layer);
  }
  return out;
}

/** One layer as a picture the document's size (its opacity applied to its alpha). */
async function layerOnCanvas(layer: Layer, width: number, height: number): Promise<Buffer> {
  const image = layer.imageData!;
  const data = new Uint8ClampedArray(eightBit(image.data));
  const opacity = layer.opacity ?? 1;
  if (opacity < 1) for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i] * opacity);
  const piece = await rgbaPng(data, image.width, image.height);
  // Clip what lies outside the document.
  const left = layer.left ?? 0;
  const top = layer.top ?? 0;
  const x0 = Math.max(0, -left);
  const y0 = Math.max(0, -top);
  const w = Math.min(image.width - x0, width - Math.max(0, left));
  const h = Math.min(image.height - y0, height - Math.max(0, top));
  const canvas = sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  if (w <= 0 || h <= 0) return canvas.png().toBuffer();
  const clipped = await sharp(piece).extract({ left: x0, top: y0, width: w, height: h }).png().toBuffer();
  return canvas.composite([{ input: clipped, left: Math.max(0, left), top: Math.max(0, top) }]).png().toBuffer();
}

function isUniform(data: PixelArray): boolean {
  for (let i = 4; i < data.length; i++) if (data[i] !== data[i % 4]) return false;
  return true;
}

/** A PSD as pictures: one flattened, or one per visible layer. */
export async function psdPictures(bytes: Uint8Array, fileName: string, options: { layers: boolean }): Promise<PsdPicture[]> {
  const psd = read(bytes);
  const { width, height } = psd;
  const base = fileName.replace(/\.psd$/i, '');
  if (options.layers) {
    const layers = visibleLayers(psd.children);
    if (!layers.length) throw new PsdError('PSD_EMPTY', 'no visible layer with pixels');
    const pictures: PsdPicture[] = [];
    for (const [i, layer] of layers.entries()) {
      pictures.push({ name: `${base}-${layer.name?.trim() || `layer ${i + 1}`}.png`, png: new Uint8Array(await layerOnCanvas(layer, width, height)), width, height });
    }
    return pictures;
  }
  const layers = visibleLayers(psd.children);
  // A file saved without its composite still carries one, of a single colour (blank): the layers say more then.
  if (psd.imageData && !(layers.length && isUniform(psd.imageData.data))) return [{ name: `${base}.png`, png: new Uint8Array(await rgbaPng(psd.imageData.data, width, height)), width, height }];
  if (!layers.length) throw new PsdError('PSD_EMPTY', 'no composite and no visible layer with pixels');
  const drawn = await Promise.all(layers.map((layer) => layerOnCanvas(layer, width, height)));
  const flat = await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(drawn.map((input) => ({ input })))
    .png()
    .toBuffer();
  return [{ name: `${base}.png`, png: new Uint8Array(flat), width, height }];
}
