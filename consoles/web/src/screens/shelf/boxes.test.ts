import { describe, expect, it } from 'vitest';
import {
  boxBetween,
  byShare,
  imageSizeOf,
  minImagePixels,
  moveBox,
  newRegionId,
  resizeBox,
  roundBox,
  sameBoxes,
  toDrawnBox,
  toImagePoint,
  toPercentBox,
} from './boxes';

/** A 1600 x 1200 shelf photo drawn 400 x 300 at (100, 50) on the page: one drawn pixel is four image pixels. */
const image = { width: 1600, height: 1200 };
const drawn = { left: 100, top: 50, width: 400, height: 300 };

describe('the box tool’s coordinates', () => {
  it('turns a pointer on the drawn image into original image pixels', () => {
    expect(toImagePoint(110, 70, drawn, image)).toEqual({ x: 40, y: 80 });
    expect(toImagePoint(500, 350, drawn, image)).toEqual({ x: 1600, y: 1200 });
  });

  it('keeps a pointer dragged off the image on its edge', () => {
    expect(toImagePoint(20, 10, drawn, image)).toEqual({ x: 0, y: 0 });
    expect(toImagePoint(900, 900, drawn, image)).toEqual({ x: 1600, y: 1200 });
  });

  it('gives the same image box for one drag at any drawn size', () => {
    const small = boxBetween(toImagePoint(110, 70, drawn, image), toImagePoint(210, 120, drawn, image));
    const large = { left: 0, top: 0, width: 1200, height: 900 };
    const big = boxBetween(toImagePoint(30, 60, large, image), toImagePoint(330, 210, large, image));
    expect(small).toEqual({ x: 40, y: 80, width: 400, height: 200 });
    expect(big).toEqual(small);
  });

  it('draws a box back at the drawn size, and as percentages that hold at every size', () => {
    const box = { x: 40, y: 80, width: 400, height: 200 };
    expect(toDrawnBox(box, { width: 400, height: 300 }, image)).toEqual({ x: 10, y: 20, width: 100, height: 50 });
    expect(toDrawnBox(box, { width: 800, height: 600 }, image)).toEqual({ x: 20, y: 40, width: 200, height: 100 });
    expect(toPercentBox(box, image)).toEqual({ left: '2.5000%', top: '6.6667%', width: '25.0000%', height: '16.6667%' });
  });

  it('takes a drag in any direction', () => {
    expect(boxBetween({ x: 500, y: 400 }, { x: 100, y: 100 })).toEqual({ x: 100, y: 100, width: 400, height: 300 });
  });

  it('moves a box inside the image only', () => {
    const box = { x: 1400, y: 100, width: 150, height: 100 };
    expect(moveBox(box, 100, -200, image)).toEqual({ x: 1450, y: 0, width: 150, height: 100 });
    expect(moveBox(box, -20, 30, image)).toEqual({ x: 1380, y: 130, width: 150, height: 100 });
  });

  it('resizes by a corner, the opposite corner staying, never below the smallest side or past the image', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    expect(resizeBox(box, 'se', { x: 500, y: 260 }, image)).toEqual({ x: 100, y: 100, width: 400, height: 160 });
    expect(resizeBox(box, 'nw', { x: 50, y: 20 }, image)).toEqual({ x: 50, y: 20, width: 250, height: 180 });
    // Dragged across the fixed corner: the box keeps its minimum instead of turning over.
    expect(resizeBox(box, 'ne', { x: 0, y: 400 }, image, 24)).toEqual({ x: 100, y: 176, width: 24, height: 24 });
    expect(resizeBox(box, 'sw', { x: -100, y: 5000 }, image)).toEqual({ x: 0, y: 100, width: 300, height: 1100 });
  });

  it('counts the smallest box (6 drawn pixels) in image pixels', () => {
    expect(minImagePixels({ width: 400, height: 300 }, image)).toBe(24);
    expect(minImagePixels({ width: 1600, height: 1200 }, image)).toBe(6);
  });

  it('sends whole pixels inside the image, at least one a side', () => {
    expect(roundBox({ x: 10.4, y: 20.6, width: 99.8, height: 0.2 }, image)).toEqual({ x: 10, y: 21, width: 100, height: 1 });
    expect(roundBox({ x: 1599.7, y: 0, width: 5, height: 5 }, image)).toEqual({ x: 1599, y: 0, width: 1, height: 5 });
  });

  it('falls back to the heat map’s size where the image has none recorded', () => {
    expect(imageSizeOf({ width: 1600, height: 1200 }, { width: 10, height: 10 })).toEqual(image);
    expect(imageSizeOf({ width: null, height: null }, { width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(imageSizeOf({ width: null, height: null }, undefined)).toBeUndefined();
  });
});

describe('the box list', () => {
  const a = { region_id: 'a', label: '緑茶', x: 1, y: 2, width: 3, height: 4 };
  const b = { region_id: 'b', label: 'コーヒー', x: 5, y: 6, width: 7, height: 8 };

  it('knows when there is nothing to save (labels compared without outer spaces)', () => {
    expect(sameBoxes([a, b], [a, { ...b, label: ' コーヒー ' }])).toBe(true);
    expect(sameBoxes([a, b], [a, { ...b, x: 6 }])).toBe(false);
    expect(sameBoxes([a], [a, b])).toBe(false);
  });

  it('sorts by share, largest first, boxes not yet saved last in drawing order', () => {
    const rows = [
      { id: 1, share: 0.1 },
      { id: 2, share: undefined },
      { id: 3, share: 0.4 },
      { id: 4, share: undefined },
      { id: 5, share: 0.25 },
    ];
    expect(byShare(rows).map((row) => row.id)).toEqual([3, 5, 1, 2, 4]);
  });

  it('makes ids that are new on the image and fit the API’s 64 characters', () => {
    const first = newRegionId([]);
    const second = newRegionId([first]);
    expect(second).not.toBe(first);
    expect(first.length).toBeLessThanOrEqual(64);
  });
});
