import type { FloatMap } from '../image';
import { TEXT_THRESHOLD } from '../features/text-detector';

/** A text line found by the text detector, in pixels of the image it is given for. */
export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Share of the box the detector marks as text. */
  fill: number;
}

/**
 * Smallest component kept, as a share of the map (the text-statistics feature counts regions from the same size). The
 * flood fill below repeats the feature's (8-connected here); it is not shared because any edit under features/ changes
 * the feature code hash that names the heads' inputs, and every model would have to be trained again.
 */
const MIN_COMPONENT_SHARE = 0.0005;

/**
 * Text lines: 8-connected components of the detector's text mask, words of one line joined (boxes overlapping
 * vertically by half their height with a gap under a line height), grown back to the full line as PaddleOCR does,
 * scaled to `width` x `height`; lines (wider than tall) first, each group tallest first. The first box is taken as
 * the product name: on a pack the largest lettering is the name.
 */
export function textBoxes(probability: FloatMap, width: number, height: number): TextBox[] {
  const { width: w, height: h, data } = probability;
  const n = w * h;
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = data[i] > TEXT_THRESHOLD ? 1 : 0;
  const minSize = Math.max(4, Math.round(MIN_COMPONENT_SHARE * n));
  const queue = new Int32Array(n);
  let raw: { x0: number; y0: number; x1: number; y1: number; pixels: number }[] = [];
  for (let start = 0; start < n; start++) {
    if (mask[start] !== 1) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    mask[start] = 2;
    let x0 = w, y0 = h, x1 = 0, y1 = 0;
    while (head < tail) {
      const i = queue[head++];
      const x = i % w;
      const y = (i - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const j = ny * w + nx;
          if (mask[j] === 1) {
            mask[j] = 2;
            queue[tail++] = j;
          }
        }
      }
    }
    if (tail >= minSize) raw.push({ x0, y0, x1: x1 + 1, y1: y1 + 1, pixels: tail });
  }
  // Join the words of a line.
  let joined = true;
  while (joined) {
    joined = false;
    outer: for (let a = 0; a < raw.length; a++) {
      for (let b = a + 1; b < raw.length; b++) {
        const A = raw[a];
        const B = raw[b];
        const overlap = Math.min(A.y1, B.y1) - Math.max(A.y0, B.y0);
        const lineHeight = Math.max(A.y1 - A.y0, B.y1 - B.y0);
        const gap = Math.max(A.x0, B.x0) - Math.min(A.x1, B.x1);
        if (overlap >= 0.5 * Math.min(A.y1 - A.y0, B.y1 - B.y0) && gap <= lineHeight) {
          raw[a] = { x0: Math.min(A.x0, B.x0), y0: Math.min(A.y0, B.y0), x1: Math.max(A.x1, B.x1), y1: Math.max(A.y1, B.y1), pixels: A.pixels + B.pixels };
          raw = raw.filter((_, i) => i !== b);
          joined = true;
          break outer;
        }
      }
    }
  }
  const sx = width / w;
  const sy = height / h;
  const boxes = raw.map((r) => {
    // DB marks a shrunk kernel of each text line; PaddleOCR grows it back by area x 1.5 / perimeter on every side.
    const bw = r.x1 - r.x0;
    const bh = r.y1 - r.y0;
    const grow = (bw * bh * UNCLIP_RATIO) / (2 * (bw + bh));
    const x0 = Math.max(0, r.x0 - grow);
    const y0 = Math.max(0, r.y0 - grow);
    const x1 = Math.min(w, r.x1 + grow);
    const y1 = Math.min(h, r.y1 + grow);
    return {
      x: Math.round(x0 * sx),
      y: Math.round(y0 * sy),
      width: Math.max(1, Math.round((x1 - x0) * sx)),
      height: Math.max(1, Math.round((y1 - y0) * sy)),
      fill: r.pixels / (bw * bh),
    };
  });
  // A name is a line of lettering: wider than tall. Other marks the detector answers to (a round motif, a vertical
  // strip) stay in the list after the lines.
  const line = (b: TextBox) => b.width >= b.height;
  return boxes.sort((a, b) => Number(line(b)) - Number(line(a)) || b.height - a.height || b.width * b.height - a.width * a.height);
}

/** PaddleOCR DB post-processing's default unclip ratio. */
const UNCLIP_RATIO = 1.5;
