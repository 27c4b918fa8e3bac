import { describe, expect, it } from 'vitest';
import { attentionShares } from '../src/heatmap/regions';

const uniform = (w: number, h: number) => ({ width: w, height: h, data: new Float32Array(w * h).fill(1 / (w * h)) });

describe('attention share per marked region', () => {
  it('given uniform attention, then a box gets its share of the area and a lift of 1', () => {
    const [a] = attentionShares(uniform(8, 6), 800, 600, [{ id: 'A', x: 0, y: 0, width: 400, height: 300 }]);
    expect(a.share).toBeCloseTo(0.25, 10);
    expect(a.lift).toBeCloseTo(1, 10);
  });

  it('counts the covered fraction of a grid cell', () => {
    // One cell of 100x100 px holds all attention; the box covers a quarter of it.
    const density = { width: 8, height: 6, data: new Float32Array(48) };
    density.data[1 * 8 + 2] = 1;
    const [a] = attentionShares(density, 800, 600, [{ id: 'A', x: 250, y: 150, width: 100, height: 100 }]);
    expect(a.share).toBeCloseTo(0.25, 10);
  });

  it('clips boxes to the image, lets boxes overlap and gives a box outside the image nothing', () => {
    const shares = attentionShares(uniform(4, 4), 400, 400, [
      { id: 'left', x: -100, y: 0, width: 300, height: 400 },
      { id: 'middle', x: 100, y: 0, width: 200, height: 400 },
      { id: 'outside', x: 500, y: 0, width: 50, height: 50 },
    ]);
    expect(shares.map((s) => [s.id, Number(s.share.toFixed(6))])).toEqual([
      ['left', 0.5],
      ['middle', 0.5],
      ['outside', 0],
    ]);
  });

  it('reports a product that draws twice its area share with a lift of 2', () => {
    const density = { width: 2, height: 1, data: Float32Array.from([0.75, 0.25]) };
    const [p] = attentionShares(density, 200, 100, [{ id: 'P', x: 0, y: 0, width: 100, height: 50 }]);
    expect(p.share).toBeCloseTo(0.375, 10);
    expect(p.lift).toBeCloseTo(1.5, 10);
  });
});
