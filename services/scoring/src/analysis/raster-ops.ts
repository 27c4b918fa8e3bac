import sharp, { type Sharp } from 'sharp';
import type { RgbImage } from '../image';

/** Pixel operations on an RGB raster through sharp (raw in, raw out); the raster keeps its size. */
export async function throughSharp(raster: RgbImage, edit: (image: Sharp) => Sharp): Promise<RgbImage> {
  const input = sharp(Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength), { raw: { width: raster.width, height: raster.height, channels: 3 } });
  const { data, info } = await edit(input).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (info.width !== raster.width || info.height !== raster.height || info.channels !== 3) throw new Error('a raster edit changed the raster size');
  return { width: raster.width, height: raster.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

export function blurred(raster: RgbImage, sigma: number): Promise<RgbImage> {
  return throughSharp(raster, (image) => image.blur(Math.max(0.3, sigma)));
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box clipped to the raster, in whole pixels. */
export function clip(raster: { width: number; height: number }, box: Box): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.max(0, Math.floor(box.x)),
    y0: Math.max(0, Math.floor(box.y)),
    x1: Math.min(raster.width, Math.ceil(box.x + box.width)),
    y1: Math.min(raster.height, Math.ceil(box.y + box.height)),
  };
}

/** A copy of `base` with the box taken from `source` (same size). */
export function pasteBox(base: RgbImage, source: RgbImage, box: Box): RgbImage {
  const data = new Uint8Array(base.data);
  const { x0, y0, x1, y1 } = clip(base, box);
  for (let y = y0; y < y1; y++) {
    const from = (y * base.width + x0) * 3;
    data.set(source.data.subarray(from, (y * base.width + x1) * 3), from);
  }
  return { width: base.width, height: base.height, data };
}

export function grow(box: Box, by: number, within: { width: number; height: number }): Box {
  const x = Math.max(0, box.x - by);
  const y = Math.max(0, box.y - by);
  return { x, y, width: Math.min(within.width, box.x + box.width + by) - x, height: Math.min(within.height, box.y + box.height + by) - y };
}
