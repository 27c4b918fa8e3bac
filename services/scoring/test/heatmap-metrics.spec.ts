import { describe, expect, it } from 'vitest';
import type { FloatMap } from '../src/image';
import { gaussianBlur } from '../src/heatmap/map-ops';
import {
  aucJudd,
  cc,
  centreBiasMap,
  fixationDensity,
  kld,
  mannWhitneyAuc,
  nss,
  shuffledAuc,
  sim,
} from '../src/heatmap/metrics';

const map = (width: number, values: number[]): FloatMap => ({ width, height: values.length / width, data: Float32Array.from(values) });

describe('AUC-Judd', () => {
  it('given fixations on the values 4 and 2 of [4 3 / 2 1], then the ROC passes (0,.5), (.5,1) and the area is 0.875', () => {
    expect(aucJudd(map(2, [4, 3, 2, 1]), [{ x: 0, y: 0 }, { x: 0, y: 1 }])).toBeCloseTo(0.875, 10);
  });

  it('given the only fixation on the unique maximum, then the area is 1; on the unique minimum, 0.5 (the curve jumps to (1,1))', () => {
    expect(aucJudd(map(2, [1, 0.5, 0.2, 0.1]), [{ x: 0, y: 0 }])).toBe(1);
    expect(aucJudd(map(2, [1, 0.5, 0.2, 0.1]), [{ x: 1, y: 1 }])).toBe(0.5);
  });

  it('counts a pixel fixated twice once, as the benchmark binary maps do', () => {
    const m = map(2, [4, 3, 2, 1]);
    expect(aucJudd(m, [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 1 }])).toBeCloseTo(0.875, 10);
  });
});

describe('shuffled AUC', () => {
  it('is the Mann-Whitney probability that a fixated value beats another image\'s fixated value', () => {
    expect(mannWhitneyAuc([3, 1], [2, 0])).toBe(0.75);
    expect(mannWhitneyAuc([1], [1])).toBe(0.5);
  });

  it('gives a pure centre map 0.5 when the other images were fixated at the same places', () => {
    const centre = centreBiasMap(20, 10, 4);
    const fix = [{ x: 10, y: 5 }, { x: 3, y: 2 }, { x: 15, y: 8 }];
    expect(shuffledAuc(centre, fix, fix)).toBe(0.5);
    expect(shuffledAuc(centre, [{ x: 10, y: 5 }], [{ x: 0, y: 0 }, { x: 19, y: 9 }])).toBe(1);
  });
});

describe('NSS', () => {
  it('given [1 2 3 4] and a fixation on 4, then (4 - 2.5) / sample SD sqrt(5/3) = 1.1619', () => {
    expect(nss(map(4, [1, 2, 3, 4]), [{ x: 3, y: 0 }])).toBeCloseTo(1.5 / Math.sqrt(5 / 3), 10);
  });

  it('is 0 for a constant map', () => {
    expect(nss(map(2, [3, 3, 3, 3]), [{ x: 0, y: 0 }])).toBe(0);
  });
});

describe('CC, SIM and KLD', () => {
  it('CC is 1 for a scaled copy and -1 for a reversed one', () => {
    expect(cc(map(4, [1, 2, 3, 4]), map(4, [2, 4, 6, 8]))).toBeCloseTo(1, 10);
    expect(cc(map(4, [1, 2, 3, 4]), map(4, [4, 3, 2, 1]))).toBeCloseTo(-1, 10);
  });

  it('SIM is 1 for identical distributions, 0 for disjoint ones and 0.5 for [.5 .5] against [1 0]', () => {
    expect(sim(map(2, [1, 3]), map(2, [2, 6]))).toBeCloseTo(1, 10);
    expect(sim(map(2, [1, 0]), map(2, [0, 1]))).toBe(0);
    expect(sim(map(2, [1, 1]), map(2, [1, 0]))).toBeCloseTo(0.5, 10);
  });

  it('KLD is 0 for identical distributions and ln 2 for fixations all on one of two equally salient pixels', () => {
    expect(kld(map(2, [1, 3]), map(2, [2, 6]))).toBeCloseTo(0, 10);
    expect(kld(map(2, [1, 1]), map(2, [1, 0]))).toBeCloseTo(Math.log(2), 10);
  });
});

describe('fixation density and centre bias', () => {
  it('the point-wise density equals blurring the binary fixation map', () => {
    const fix = [{ x: 2, y: 3 }, { x: 30, y: 20 }, { x: 39, y: 0 }];
    const binary = new Float32Array(40 * 25);
    for (const f of fix) binary[f.y * 40 + f.x] = 1;
    const expected = gaussianBlur({ width: 40, height: 25, data: binary }, 5);
    const density = fixationDensity(fix, 40, 25, 5);
    for (let i = 0; i < binary.length; i++) expect(density.data[i]).toBeCloseTo(expected.data[i], 6);
  });

  it('the centre-bias map is a Gaussian of the given sigma at the image centre', () => {
    const c = centreBiasMap(801, 601, 200);
    expect(c.data[300 * 801 + 400]).toBe(1);
    expect(c.data[300 * 801 + 600]).toBeCloseTo(Math.exp(-0.5), 6);
  });
});
