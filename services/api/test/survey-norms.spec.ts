import { describe, expect, it } from 'vitest';
import { quantile, shareBelow, surveyNorms, type NormSample } from '../src/projects/survey-norms';

const sample = (dataSetId: string, categoryId: number, segmentId: number, means: number[], simulated = false): NormSample => ({ dataSetId, categoryId, segmentId, means, simulated });

describe('survey norms (standard-value mode 1)', () => {
  it('given two data sets surveying category 2, then a segment’s norm pools their packs, with mean and quantiles, and leaves other categories out', () => {
    const norms = surveyNorms([sample('a', 2, 1, [3, 2, 4]), sample('b', 2, 1, [2.5, 3.5]), sample('b', 5, 1, [1, 1]), sample('a', 2, 36, [3.1], true)], 2);
    const overall = norms.get(1)!;
    expect(overall).toMatchObject({ images: 5, dataSets: 2, simulated: false, mean: 3, sorted: [2, 2.5, 3, 3.5, 4] });
    expect(overall.quantiles).toEqual({ p10: 2.2, p25: 2.5, p50: 3, p75: 3.5, p90: 3.8 });
    expect(norms.get(36)).toMatchObject({ images: 1, simulated: true });
    expect(surveyNorms([sample('a', 2, 1, [3])], 7).size).toBe(0);
  });

  it('places a score among the packs: the share below it, a pack with the same mean counting half', () => {
    const norm = { sorted: [2, 2.5, 3, 3.5, 4] };
    expect(shareBelow(norm, 3.6)).toBe(80);
    expect(shareBelow(norm, 3)).toBe(50);
    expect(shareBelow(norm, 1.5)).toBe(0);
    expect(shareBelow(norm, 4.2)).toBe(100);
  });

  it('interpolates quantiles between neighbours (type 7)', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([5], 0.9)).toBe(5);
  });
});
