import { describe, expect, it } from 'vitest';
import { contrastRatioIn, notices, type Diagnostics } from '../src/analysis';
import type { Attribution } from '../src/analysis/attribution';

const raster = (width: number, height: number, paint: (x: number, y: number) => number) => {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.fill(paint(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3);
  return { width, height, data };
};

const diagnostics = (name: Partial<NonNullable<Diagnostics['name']>> | null): Diagnostics => ({
  name: name && { box: { x: 10, y: 10, width: 50, height: 10, fill: 1 }, contrastRatio: 8, letterHeightMm: 10, legibleUpToM: 2, attentionShare: 0.2, attentionLift: 3, ...name },
  textLines: name ? 1 : 0,
  packHeightCm: 20,
  design: { colourfulness: 0.5, contrastRms: 0.2, edgeDensity: 0.05, hueEntropy: 0.3, whiteSpace: 0.7, textArea: 0.02, saliencyOnText: 0.1 },
});
const flat: Attribution = { columns: 2, rows: 2, cells: [Float32Array.from([0.1, 0, 0, 0])] };
const typesOf = (d: Diagnostics, attribution = flat, comparisons: Parameters<typeof notices>[0]['comparisons'] = []) =>
  notices({ diagnostics: d, comparisons, attribution, segmentIds: [1], size: { width: 100, height: 100 } }).map((n) => n.type);

describe('analysis rules', () => {
  it('given black lettering on white, then the contrast ratio is 21:1; given grey on grey, about 1', () => {
    const stripes = raster(40, 20, (x) => (x % 4 === 0 ? 0 : 255));
    expect(contrastRatioIn(stripes, { x: 0, y: 0, width: 40, height: 20 })).toBeCloseTo(21, 0);
    expect(contrastRatioIn(raster(40, 20, () => 128), { x: 0, y: 0, width: 40, height: 20 })).toBe(1);
  });

  it('given a legible, contrasting, looked-at name and no region lowering preference, then no notice', () => {
    expect(typesOf(diagnostics({}))).toEqual([]);
  });

  it('given small letters, low contrast or little attention on the name, then notices 1, 2 and 3', () => {
    expect(typesOf(diagnostics({ letterHeightMm: 5 }))).toEqual([1]);
    expect(typesOf(diagnostics({ contrastRatio: 2.2 }))).toEqual([2]);
    expect(typesOf(diagnostics({ attentionLift: 0.6 }))).toEqual([3]);
    expect(typesOf(diagnostics(null))).toEqual([1]);
  });

  it('given measurements outside the best packs\' quartiles, then notices 4-7 name the segments', () => {
    const norm = { p25: 0.1, median: 0.2, p75: 0.3 };
    const out = notices({
      diagnostics: diagnostics({}),
      comparisons: [
        { segmentId: 2, categoryId: 1, packs: 20, features: [{ name: 'edgeDensity', value: 0.5, norm, position: 'above' }, { name: 'colourfulness', value: 0.05, norm, position: 'below' }] },
        { segmentId: 3, categoryId: 1, packs: 20, features: [{ name: 'edgeDensity', value: 0.5, norm, position: 'above' }, { name: 'whiteSpace', value: 0.2, norm, position: 'within' }] },
      ],
      attribution: { ...flat, cells: [flat.cells[0], flat.cells[0]] },
      segmentIds: [2, 3],
      size: { width: 100, height: 100 },
    });
    expect(out.map((n) => [n.type, n.segmentIds])).toEqual([
      [4, [2, 3]],
      [6, [2]],
    ]);
  });

  it('given a cell whose blurring raises the mean by 0.05 or more, then notice 8 marks that cell', () => {
    const out = notices({ diagnostics: diagnostics({}), comparisons: [], attribution: { columns: 2, rows: 2, cells: [Float32Array.from([0.1, 0, 0, -0.08])] }, segmentIds: [1], size: { width: 100, height: 100 } });
    expect(out).toEqual([expect.objectContaining({ type: 8, region: { x: 50, y: 50, width: 50, height: 50 } })]);
    expect(typesOf(diagnostics({}), { columns: 2, rows: 2, cells: [Float32Array.from([0.1, 0, 0, -0.04])] })).toEqual([]);
  });
});
