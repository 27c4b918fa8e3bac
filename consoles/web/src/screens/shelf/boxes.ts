/**
 * The maths of the shelf box tool. Boxes live in the original image's pixels (what the API stores and computes
 * shares on); the image is drawn at whatever size the page gives it, so every pointer position is converted from
 * the drawn size to those pixels, and every box is drawn back as percentages of the image.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A box in original image pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the image is drawn on the page (an element's getBoundingClientRect). */
export interface DrawnRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Handle = 'nw' | 'ne' | 'sw' | 'se';
export const handles: readonly Handle[] = ['nw', 'ne', 'sw', 'se'];

/** At most 50 boxes per image (the contract's ShelfRegionsRequest). */
export const maxBoxesPerImage = 50;
/** A drag shorter than this many drawn pixels either way is a click, not a box. */
export const minDrawnBoxPixels = 6;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A pointer position on the page as a point of the original image, kept inside the image. */
export function toImagePoint(clientX: number, clientY: number, drawn: DrawnRect, image: Size): Point {
  if (drawn.width <= 0 || drawn.height <= 0) return { x: 0, y: 0 };
  return {
    x: clamp(((clientX - drawn.left) * image.width) / drawn.width, 0, image.width),
    y: clamp(((clientY - drawn.top) * image.height) / drawn.height, 0, image.height),
  };
}

/** A box of the original image where it is drawn at `drawn` size (drawn pixels from the image's corner). */
export function toDrawnBox(box: Box, drawn: Size, image: Size): Box {
  const sx = drawn.width / image.width;
  const sy = drawn.height / image.height;
  return { x: box.x * sx, y: box.y * sy, width: box.width * sx, height: box.height * sy };
}

/** A box as CSS percentages of the image: it stays in place whatever size the image is drawn at. */
export function toPercentBox(box: Box, image: Size): { left: string; top: string; width: string; height: string } {
  const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(4)}%`;
  return { left: percent(box.x, image.width), top: percent(box.y, image.height), width: percent(box.width, image.width), height: percent(box.height, image.height) };
}

/** The box a drag spans, whichever way it went. */
export function boxBetween(a: Point, b: Point): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

/** The smallest box side in image pixels: `minDrawnBoxPixels` at the size the image is drawn. */
export function minImagePixels(drawn: Size, image: Size): number {
  if (drawn.width <= 0) return 1;
  return Math.max(1, (minDrawnBoxPixels * image.width) / drawn.width);
}

/** A box moved by (dx, dy) image pixels, kept whole inside the image. */
export function moveBox(box: Box, dx: number, dy: number, image: Size): Box {
  return { ...box, x: clamp(box.x + dx, 0, image.width - box.width), y: clamp(box.y + dy, 0, image.height - box.height) };
}

/** A box resized by dragging one corner to `point`; the opposite corner stays, the box keeps `min` pixels a side. */
export function resizeBox(box: Box, handle: Handle, point: Point, image: Size, min = 1): Box {
  const west = handle === 'nw' || handle === 'sw';
  const north = handle === 'nw' || handle === 'ne';
  const fixedX = west ? box.x + box.width : box.x;
  const fixedY = north ? box.y + box.height : box.y;
  const px = clamp(point.x, 0, image.width);
  const py = clamp(point.y, 0, image.height);
  const x0 = west ? Math.min(px, fixedX - min) : fixedX;
  const x1 = west ? fixedX : Math.max(px, fixedX + min);
  const y0 = north ? Math.min(py, fixedY - min) : fixedY;
  const y1 = north ? fixedY : Math.max(py, fixedY + min);
  const left = clamp(x0, 0, image.width);
  const top = clamp(y0, 0, image.height);
  return { x: left, y: top, width: clamp(x1, 0, image.width) - left, height: clamp(y1, 0, image.height) - top };
}

/** A box in whole pixels, inside the image and at least one pixel a side, as the API takes it. */
export function roundBox(box: Box, image: Size): Box {
  const x0 = clamp(Math.round(box.x), 0, image.width - 1);
  const y0 = clamp(Math.round(box.y), 0, image.height - 1);
  const x1 = clamp(Math.round(box.x + box.width), x0 + 1, image.width);
  const y1 = clamp(Math.round(box.y + box.height), y0 + 1, image.height);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export interface LabelledBox extends Box {
  region_id: string;
  label: string;
}

/** Whether two lists hold the same boxes in the same order (nothing to save). */
export function sameBoxes(a: readonly LabelledBox[], b: readonly LabelledBox[]): boolean {
  return (
    a.length === b.length &&
    a.every((box, i) => {
      const other = b[i];
      return box.region_id === other.region_id && box.label.trim() === other.label.trim() && box.x === other.x && box.y === other.y && box.width === other.width && box.height === other.height;
    })
  );
}

/** Boxes with their share of attention, the largest share first; boxes without a share (not saved) last, in drawing order. */
export function byShare<T extends { share: number | undefined }>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (b.row.share ?? -1) - (a.row.share ?? -1) || a.index - b.index)
    .map(({ row }) => row);
}

let counter = 0;
/** A new box id, unique on its image (the API takes up to 64 characters). */
export function newRegionId(taken: readonly string[]): string {
  for (;;) {
    counter += 1;
    const id = `box-${Date.now().toString(36)}-${counter.toString(36)}`;
    if (!taken.includes(id)) return id;
  }
}

/** The image's own size: the project image's pixels, or the heat map's where the upload has none recorded. */
export function imageSizeOf(image: { width: number | null; height: number | null }, heatmap: Size | undefined): Size | undefined {
  if (image.width && image.height) return { width: image.width, height: image.height };
  if (heatmap && heatmap.width > 0 && heatmap.height > 0) return { width: heatmap.width, height: heatmap.height };
  return undefined;
}
