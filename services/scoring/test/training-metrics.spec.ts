import { describe, expect, it } from 'vitest';
import { fractionalRanks, intervalCoverage, meanAbsoluteError, pearson, pearsonLowerBound, spearman, spreadCalibration, topWordHit } from '../src/training/metrics';

describe('held-out metrics', () => {
  it('mean absolute error averages the absolute differences', () => {
    expect(meanAbsoluteError([3, 4, 2.5], [3.1, 3.8, 2.5])).toBeCloseTo(0.1, 12);
  });

  it('Pearson r is 1 for a positive linear relation, -1 for a negative one, and NaN for a constant', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toBeCloseTo(-1, 12);
    expect(pearson([1, 2, 3], [5, 5, 5])).toBeNaN();
    expect(pearson([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
  });

  it('Spearman compares ranks, so a monotone but curved relation scores 1 and ties share their mean rank', () => {
    expect(spearman([1, 2, 3, 4, 5], [1, 8, 27, 64, 125])).toBeCloseTo(1, 12);
    expect(Array.from(fractionalRanks([10, 20, 20, 5]))).toEqual([2, 3.5, 3.5, 1]);
  });

  it('spread calibration reports slope 1, intercept 0 and ratio 1 for a perfect spread prediction, and ratio 2 for a halved one', () => {
    const observed = [0.8, 1.0, 1.2, 0.9];
    const perfect = spreadCalibration(observed, observed);
    expect(perfect.slope).toBeCloseTo(1, 12);
    expect(perfect.intercept).toBeCloseTo(0, 12);
    expect(perfect.ratio).toBeCloseTo(1, 12);
    expect(perfect.mae).toBe(0);
    const halved = spreadCalibration(observed.map((v) => v / 2), observed);
    expect(halved.ratio).toBeCloseTo(2, 12);
    expect(halved.slope).toBeCloseTo(2, 12);
  });

  it('refuses unpaired or empty inputs', () => {
    expect(() => meanAbsoluteError([1], [1, 2])).toThrow(/paired/);
    expect(() => pearson([], [])).toThrow(/at least one/);
  });

  it('interval coverage counts the surveyed means within mean ± 1.96 · SD / √n of the prediction', () => {
    // Half-width 1.96 · 1 / √100 = 0.196: 3.1 and 2.85 are inside, 3.3 is not; with n = 4 (half-width 0.98) all are.
    const cases = [3.1, 2.85, 3.3].map((observed) => ({ mean: 3, sd: 1, n: 100, observed }));
    expect(intervalCoverage(cases)).toBeCloseTo(2 / 3, 12);
    expect(intervalCoverage(cases.map((c) => ({ ...c, n: 4 })))).toBe(1);
  });

  it('the top-3 image word hit: the panel’s most chosen word among the three most probable, ties in the panel counting either, nothing said without choices', () => {
    const predicted = [1, 2, 3, 4, 5].map((wordId) => ({ wordId, probability: 1 / wordId }));
    expect(topWordHit(predicted, { 3: 0.4, 4: 0.1 }, 3)).toBe(true);
    expect(topWordHit(predicted, { 4: 0.4, 1: 0.1 }, 3)).toBe(false);
    expect(topWordHit(predicted, { 5: 0.3, 2: 0.3 }, 3)).toBe(true);
    expect(topWordHit(predicted, { 1: 0, 2: 0 }, 3)).toBeUndefined();
  });

  it('the lower bound of r: above 0 for r = 0.8 over 20 images, below for r = 0.3, and -1 with three images or fewer', () => {
    expect(pearsonLowerBound(0.8, 20)).toBeCloseTo(Math.tanh(Math.atanh(0.8) - 1.96 / Math.sqrt(17)), 12);
    expect(pearsonLowerBound(0.8, 20)).toBeGreaterThan(0.5);
    expect(pearsonLowerBound(0.3, 20)).toBeLessThan(0);
    expect(pearsonLowerBound(0.99, 3)).toBe(-1);
    expect(pearsonLowerBound(Number.NaN, 50)).toBe(-1);
  });
});
