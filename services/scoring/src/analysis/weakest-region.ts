import sharp from 'sharp';
import type { Attribution } from './attribution';
import { clip, type Box } from './raster-ops';

/** A cell overlapping the product name's box by more than this share of its area is never regenerated. */
export const NAME_CELL_OVERLAP = 0.25;

/**
 * The region an image-editing provider regenerates (issue 14, "the lowest-attribution region"): the attribution cell
 * whose detail lowers the predicted preference most, averaged over the ordered segments, leaving the product name
 * alone (cells mostly on the name's box are skipped: regenerating the name would change what the pack says). Null
 * when no cell lowers the mean. The box is in pixels of the analysed raster.
 */
export function weakestRegion(attribution: Attribution, size: { width: number; height: number }, name: Box | null): { box: Box; meanAttribution: number } | null {
  const { columns, rows, cells } = attribution;
  const cellW = size.width / columns;
  const cellH = size.height / rows;
  let best: { index: number; value: number } | null = null;
  for (let index = 0; index < columns * rows; index++) {
    const box = { x: (index % columns) * cellW, y: Math.floor(index / columns) * cellH, width: cellW, height: cellH };
    if (name && overlap(box, name) > NAME_CELL_OVERLAP * cellW * cellH) continue;
    const value = cells.reduce((sum, segment) => sum + segment[index], 0) / Math.max(1, cells.length);
    if (value < 0 && (!best || value < best.value)) best = { index, value };
  }
  if (!best) return null;
  const x = Math.round((best.index % columns) * cellW);
  const y = Math.round(Math.floor(best.index / columns) * cellH);
  return {
    box: { x, y, width: Math.min(size.width, Math.round(x + cellW)) - x, height: Math.min(size.height, Math.round(y + cellH)) - y },
    meanAttribution: best.value,
  };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The edit mask for a region, as OpenAI's image edit reads one and the generation adapters pass on (PNG with alpha):
 * opaque where the image stays, fully transparent over the region to regenerate.
 */
export async function regionMaskPng(size: { width: number; height: number }, region: Box): Promise<Buffer> {
  const data = Buffer.alloc(size.width * size.height * 4, 0);
  const { x0, y0, x1, y1 } = clip(size, region);
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const inside = x >= x0 && x < x1 && y >= y0 && y < y1;
      data[(y * size.width + x) * 4 + 3] = inside ? 0 : 255;
    }
  }
  return sharp(data, { raw: { width: size.width, height: size.height, channels: 4 } }).png().toBuffer();
}

/**
 * The original with only the region taken from the provider's answer: the answer is brought to the original's size
 * (providers answer at their own sizes) and pasted over the region alone, so nothing outside it changes — the
 * re-score measures the region's regeneration, not whatever else a model redrew. PNG at the original's size.
 */
export async function pasteRegion(original: Uint8Array, edited: Uint8Array, region: Box, size: { width: number; height: number }): Promise<Buffer> {
  const { x0, y0, x1, y1 } = clip(size, region);
  const base = sharp(original).rotate().resize(size.width, size.height, { fit: 'fill' }).removeAlpha();
  const patch = await sharp(edited)
    .resize(size.width, size.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .extract({ left: x0, top: y0, width: Math.max(1, x1 - x0), height: Math.max(1, y1 - y0) })
    .png()
    .toBuffer();
  return base.composite([{ input: patch, left: x0, top: y0 }]).png().toBuffer();
}
