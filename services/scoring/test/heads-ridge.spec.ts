import { describe, expect, it } from 'vitest';
import { fromRows, matrix, multiplyTransposed } from '../src/heads/matrix';
import { fitRidge, predictRidge, type LinearRidge } from '../src/heads/ridge';
import { symmetricEigen } from '../src/heads/symmetric-eigen';

/** Small deterministic generator so the fixtures do not depend on Math.random. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
}

describe('symmetric eigen-decomposition', () => {
  it('reconstructs a symmetric matrix from its eigenvalues and orthonormal eigenvectors', () => {
    const next = lcg(7);
    const a = fromRows(Array.from({ length: 12 }, () => Array.from({ length: 5 }, next)));
    const gram = multiplyTransposed(a, a);
    const { values, vectors } = symmetricEigen(gram);
    const n = gram.rows;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        let rebuilt = 0;
        let dot = 0;
        for (let k = 0; k < n; k++) {
          rebuilt += vectors[i * n + k] * values[k] * vectors[j * n + k];
          dot += vectors[k * n + i] * vectors[k * n + j];
        }
        expect(rebuilt).toBeCloseTo(gram.data[i * n + j], 9);
        expect(dot).toBeCloseTo(i === j ? 1 : 0, 9);
      }
    }
    // A rank-5 Gram matrix of 12 rows has 7 zero eigenvalues, sorted first.
    expect(Math.abs(values[6])).toBeLessThan(1e-9);
    expect(values[7]).toBeGreaterThan(1e-3);
  });
});

describe('ridge regression', () => {
  it('given a noisy linear relation, when fitted, then it predicts unseen rows far better than the mean does', () => {
    const next = lcg(11);
    const inputs = 30;
    const truth = Array.from({ length: inputs }, (_, i) => (i < 5 ? 1 - i * 0.3 : 0));
    const make = (rows: number) => {
      const x = Array.from({ length: rows }, () => Array.from({ length: inputs }, next));
      const y = x.map((r) => [3 + r.reduce((s, v, i) => s + v * truth[i], 0) + next() * 0.05, -1]);
      return { x, y };
    };
    const train = make(80);
    const model = fitRidge(fromRows(train.x), fromRows(train.y)) as LinearRidge;
    const test = make(30);
    const errors = test.x.map((r, i) => Math.abs(predictRidge(model, r)[0] - test.y[i][0]));
    const spread = test.y.map((r) => Math.abs(r[0] - 3));
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    expect(mean(errors)).toBeLessThan(0.25 * mean(spread));
    // A constant output is predicted as that constant.
    expect(predictRidge(model, test.x[0])[1]).toBeCloseTo(-1, 9);
    // The pure-noise inputs get far smaller weights than the informative ones.
    expect(Math.abs(model.weights[0 * 2])).toBeGreaterThan(5 * Math.abs(model.weights[25 * 2]));
  });

  it('refuses targets that do not pair with the inputs', () => {
    expect(() => fitRidge(matrix(5, 2), matrix(4, 1))).toThrow(/one target row per input row/);
  });
});

describe('segment heads', () => {
  it('leave out a segment that too few training images carry, and keep the rest', async () => {
    const { fitSegmentHeads, MIN_IMAGES_PER_OUTPUT } = await import('../src/heads/segment-heads');
    const next = lcg(3);
    const rows = Array.from({ length: 30 }, (_, i) => {
      const x = Float64Array.from({ length: 4 }, next);
      const observation = (segmentId: 1 | 38) => ({ segmentId, n: 50, mean: 3 + x[0], sd: 0.9, wordRates: { 2: 0.3 } });
      return { input: x, observations: i < MIN_IMAGES_PER_OUTPUT - 1 ? [observation(1), observation(38)] : [observation(1)] };
    });
    const heads = fitSegmentHeads(rows, 'test');
    expect(heads.segments).toEqual([1]);
  });
});
