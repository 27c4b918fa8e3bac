import { describe, expect, it } from 'vitest';
import { applyOperation, emptyMask, markedCount, paintSegment, replay, type Mask, type MaskOperation } from './maskModel';
import { maskPng } from './maskPng';
import { alphaOfMaskPng } from './testing';

/** The mask as rows of '#' (change) and '.' (keep), to compare with a drawing. */
const rows = (mask: Mask) => Array.from({ length: mask.height }, (_, y) => Array.from(mask.data.subarray(y * mask.width, (y + 1) * mask.width), (v) => (v ? '#' : '.')).join(''));

describe('the mask as data', () => {
  it('a brush stroke marks a band of its width along the segment, and nothing else', () => {
    const mask = emptyMask(10, 5);
    // Pixel x covers [x, x + 1): a pixel is marked when its centre is within the radius of the brush's path.
    paintSegment(mask, { x: 2, y: 2.5 }, { x: 7, y: 2.5 }, 0.9, 'brush');
    expect(rows(mask)).toEqual(['..........', '..........', '.#######..', '..........', '..........']);
  });

  it('the eraser clears what the brush marked', () => {
    const operations: MaskOperation[] = [
      { kind: 'stroke', tool: 'brush', radius: 1.2, points: [{ x: 0, y: 2 }, { x: 10, y: 2 }] },
      { kind: 'stroke', tool: 'eraser', radius: 1, points: [{ x: 5, y: 0 }, { x: 5, y: 5 }] },
    ];
    expect(rows(replay(10, 4, operations))).toEqual(['..........', '####..####', '####..####', '..........']);
  });

  it('undo is the operations but the last, replayed', () => {
    const first: MaskOperation = { kind: 'stroke', tool: 'brush', radius: 0.5, points: [{ x: 1.5, y: 1.5 }] };
    const second: MaskOperation = { kind: 'stroke', tool: 'brush', radius: 0.5, points: [{ x: 6.5, y: 3.5 }] };
    const both = replay(8, 5, [first, second]);
    const undone = replay(8, 5, [first]);
    expect(markedCount(both)).toBe(markedCount(undone) * 2);
    expect(rows(undone)).toEqual(['........', '.#......', '........', '........', '........']);
  });

  it('invert swaps what changes and what stays; clear leaves nothing marked', () => {
    const mask = replay(4, 2, [{ kind: 'stroke', tool: 'brush', radius: 0.5, points: [{ x: 0.5, y: 0.5 }] }]);
    applyOperation(mask, { kind: 'invert' });
    expect(rows(mask)).toEqual(['.###', '####']);
    applyOperation(mask, { kind: 'clear' });
    expect(markedCount(mask)).toBe(0);
  });
});

describe('the mask as the PNG the API reads', () => {
  it('is RGBA at the mask’s size, transparent (alpha 0) exactly where the user painted and opaque elsewhere', async () => {
    const mask = replay(6, 3, [{ kind: 'stroke', tool: 'brush', radius: 0.5, points: [{ x: 1.5, y: 1.5 }, { x: 3.5, y: 1.5 }] }]);
    const { width, height, alpha } = alphaOfMaskPng(await maskPng(mask.data, mask.width, mask.height));
    expect([width, height]).toEqual([6, 3]);
    expect(Array.from(alpha)).toEqual([255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255]);
  });

  it('stays small for a large mask (deflated), well under the 4 MB an input may be', async () => {
    const mask = replay(1024, 1024, [{ kind: 'invert' }]);
    const png = await maskPng(mask.data, 1024, 1024);
    expect(png.length).toBeLessThan(64 * 1024);
    expect(alphaOfMaskPng(png).alpha.every((value) => value === 0)).toBe(true);
  });
});
