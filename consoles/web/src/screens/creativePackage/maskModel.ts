/**
 * The partial-change mask as data, at the input image's own pixel size: 1 where the image should change, 0 where it
 * stays. The editor's canvas only shows it; every tool is an operation on this, so undo replays the operations left.
 */
export type MaskTool = 'brush' | 'eraser';

export interface Point {
  x: number;
  y: number;
}

export type MaskOperation = { kind: 'stroke'; tool: MaskTool; radius: number; points: Point[] } | { kind: 'invert' } | { kind: 'clear' };

export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A box of pixels an operation touched, to redraw only that part. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const emptyMask = (width: number, height: number): Mask => ({ width, height, data: new Uint8Array(width * height) });

function disc(mask: Mask, centre: Point, radius: number, value: 0 | 1) {
  const { width, height, data } = mask;
  const r2 = radius * radius;
  const top = Math.max(0, Math.floor(centre.y - radius));
  const bottom = Math.min(height - 1, Math.ceil(centre.y + radius));
  const left = Math.max(0, Math.floor(centre.x - radius));
  const right = Math.min(width - 1, Math.ceil(centre.x + radius));
  for (let y = top; y <= bottom; y++) {
    const dy = y + 0.5 - centre.y;
    for (let x = left; x <= right; x++) {
      const dx = x + 0.5 - centre.x;
      if (dx * dx + dy * dy <= r2) data[y * width + x] = value;
    }
  }
}

/** Paints (brush) or erases a round brush along the segment from `from` to `to`; answers the box it touched. */
export function paintSegment(mask: Mask, from: Point, to: Point, radius: number, tool: MaskTool): Box {
  const value = tool === 'brush' ? 1 : 0;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  // Stamps a quarter of the radius apart leave no gaps between them.
  const steps = Math.max(1, Math.ceil(length / Math.max(0.5, radius / 4)));
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    disc(mask, { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }, radius, value);
  }
  const x = Math.max(0, Math.floor(Math.min(from.x, to.x) - radius));
  const y = Math.max(0, Math.floor(Math.min(from.y, to.y) - radius));
  const right = Math.min(mask.width, Math.ceil(Math.max(from.x, to.x) + radius) + 1);
  const bottom = Math.min(mask.height, Math.ceil(Math.max(from.y, to.y) + radius) + 1);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/** Applies one operation to the mask in place. */
export function applyOperation(mask: Mask, operation: MaskOperation): void {
  switch (operation.kind) {
    case 'stroke': {
      const [first, ...rest] = operation.points;
      if (!first) return;
      let previous = first;
      paintSegment(mask, first, first, operation.radius, operation.tool);
      for (const point of rest) {
        paintSegment(mask, previous, point, operation.radius, operation.tool);
        previous = point;
      }
      return;
    }
    case 'invert':
      for (let i = 0; i < mask.data.length; i++) mask.data[i] = mask.data[i] ? 0 : 1;
      return;
    case 'clear':
      mask.data.fill(0);
      return;
    default: {
      const unknown: never = operation;
      throw new Error(`Unknown mask operation ${JSON.stringify(unknown)}`);
    }
  }
}

/** The mask the operations make, from an empty one. */
export function replay(width: number, height: number, operations: readonly MaskOperation[]): Mask {
  const mask = emptyMask(width, height);
  for (const operation of operations) applyOperation(mask, operation);
  return mask;
}

/** How many pixels are marked to change. */
export function markedCount(mask: Mask): number {
  let count = 0;
  for (const value of mask.data) count += value;
  return count;
}

/** The brush sizes offered (diameter in image pixels): from fine to a fifth of the image's longer side. */
export function brushRange(width: number, height: number) {
  const longer = Math.max(width, height);
  const max = Math.max(8, Math.round(longer / 5));
  return { min: Math.max(2, Math.round(longer / 200)), max, initial: Math.max(4, Math.round(longer / 20)) };
}
