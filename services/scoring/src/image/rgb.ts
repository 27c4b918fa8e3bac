/** An 8-bit RGB raster, pixels interleaved row by row (r, g, b, r, g, b, ...). */
export interface RgbImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** A single-channel float raster (row-major), e.g. a saliency map or a luminance plane. */
export interface FloatMap {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

export function luminance(image: RgbImage): FloatMap {
  const { width, height, data } = image;
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 3) {
    out[i] = (0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2]) / 255;
  }
  return { width, height, data: out };
}
