import { describe, expect, it } from 'vitest';
import { fractionalRanks, meanAbsoluteError, pearson, spearman, spreadCalibration } from '../src/training/metrics';

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
});
