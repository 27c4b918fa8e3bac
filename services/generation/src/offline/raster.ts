import sharp from 'sharp';

/** Pixels in memory: `channels` bytes per pixel, row by row. */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** Decodes any image sharp reads into RGB (alpha flattened on white) or RGBA. */
export async function decode(image: Uint8Array, channels: 3 | 4 = 3): Promise<Raster> {
  let pipeline = sharp(image).rotate();
  pipeline = channels === 3 ? pipeline.flatten({ background: '#ffffff' }).removeAlpha() : pipeline.ensureAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, channels };
}

/** A one-channel mask from an image: its alpha where it has one (`from: 'alpha'`), else its luminance. */
export async function decodeMask(image: Uint8Array, from: 'alpha' | 'luminance'): Promise<Raster> {
  const pipeline = from === 'alpha' ? sharp(image).ensureAlpha().extractChannel(3) : sharp(image).flatten({ background: '#000000' }).greyscale();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, channels: 1 };
}

export async function encodePng(raster: Raster): Promise<Uint8Array> {
  const { data, width, height, channels } = raster;
  return new Uint8Array(await sharp(Buffer.from(data.buffer, data.byteOffset, data.length), { raw: { width, height, channels } }).png().toBuffer());
}

/** Resizes a raw raster (bilinear for images, and for masks before thresholding). */
export async function resize(raster: Raster, width: number, height: number): Promise<Raster> {
  const { data, channels } = raster;
  let pipeline = sharp(Buffer.from(data.buffer, data.byteOffset, data.length), { raw: { width: raster.width, height: raster.height, channels } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' });
  // sharp writes one-channel raw input back as three channels unless told it is grey.
  if (channels === 1) pipeline = pipeline.toColourspace('b-w');
  const out = await pipeline.raw().toBuffer();
  return { data: new Uint8Array(out.buffer, out.byteOffset, out.length), width, height, channels };
}
