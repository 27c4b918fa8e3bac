import type { Backbone, FeatureMap } from '../backbone';
import type { RgbImage } from '../image';
import { STRIDE } from './grid';

/** Cells of context added around each tile so tile borders do not show in the stitched map (4 cells = 128 px). */
export const TILE_MARGIN_CELLS = 4;

/**
 * Runs the backbone over a large input in tiles and stitches the feature maps: the grid is cut into chunks of
 * at most `tileCells` cells per side; each tile is its chunk plus a margin of context, and only the chunk's
 * cells are kept. Memory stays that of one tile; the result approximates one pass over the whole input.
 */
export async function tiledFeatures(image: RgbImage, backbone: Backbone, tileCells: { width: number; height: number }): Promise<{ outRelu: FeatureMap; block13: FeatureMap }> {
  const gw = Math.ceil(image.width / STRIDE);
  const gh = Math.ceil(image.height / STRIDE);
  const cols = chunks(gw, tileCells.width);
  const rows = chunks(gh, tileCells.height);
  const outRelu = { width: gw, height: gh, channels: 1280, data: new Float32Array(gw * gh * 1280) };
  const block13 = { width: 2 * gw, height: 2 * gh, channels: 576, data: new Float32Array(4 * gw * gh * 576) };
  for (const [r0, r1] of rows) {
    for (const [c0, c1] of cols) {
      const t0 = Math.max(0, r0 - TILE_MARGIN_CELLS);
      const t1 = Math.min(gh, r1 + TILE_MARGIN_CELLS);
      const s0 = Math.max(0, c0 - TILE_MARGIN_CELLS);
      const s1 = Math.min(gw, c1 + TILE_MARGIN_CELLS);
      const tile = crop(image, s0 * STRIDE, t0 * STRIDE, (s1 - s0) * STRIDE, (t1 - t0) * STRIDE);
      const maps = await backbone.run(tile, ['out_relu', 'block_13_expand_relu']);
      copyCells(maps.out_relu, outRelu, r0 - t0, c0 - s0, r0, c0, r1 - r0, c1 - c0);
      copyCells(maps.block_13_expand_relu, block13, 2 * (r0 - t0), 2 * (c0 - s0), 2 * r0, 2 * c0, 2 * (r1 - r0), 2 * (c1 - c0));
    }
  }
  return { outRelu, block13 };
}

/** Splits n cells into near-equal chunks of at most `size`. */
function chunks(n: number, size: number): [number, number][] {
  const count = Math.max(1, Math.ceil(n / size));
  return Array.from({ length: count }, (_, i) => [Math.round((i * n) / count), Math.round(((i + 1) * n) / count)] as [number, number]);
}

/** The w x h window at (x, y); parts outside the image (when its size is not a multiple of 32) are black. */
function crop(image: RgbImage, x: number, y: number, w: number, h: number): RgbImage {
  const data = new Uint8Array(w * h * 3);
  for (let row = 0; row < h && y + row < image.height; row++) {
    const from = ((y + row) * image.width + x) * 3;
    const len = Math.min(w, image.width - x) * 3;
    data.set(image.data.subarray(from, from + len), row * w * 3);
  }
  return { width: w, height: h, data };
}

function copyCells(src: FeatureMap, dst: FeatureMap, sy: number, sx: number, dy: number, dx: number, h: number, w: number): void {
  const c = src.channels;
  for (let row = 0; row < h; row++) {
    const from = ((sy + row) * src.width + sx) * c;
    dst.data.set(src.data.subarray(from, from + w * c), ((dy + row) * dst.width + dx) * c);
  }
}
