/**
 * Standard-value mode 1 ("PLUG data", issue 16 item 5): the norm of a category and segment is the distribution of the
 * surveyed means of the packs in the uploaded survey data sets. A result is compared with its mean, and placed in it
 * ("above 72 % of category 2 packs for women in their 30s"). Pure: the samples come from the LearningDataUploaded events.
 */

/** One data set's surveyed means of one category and segment (one mean per pack). */
export interface NormSample {
  dataSetId: string;
  categoryId: number;
  segmentId: number;
  means: readonly number[];
  /** The data set says it is simulated (the demo panel's format with `demo: true`). */
  simulated: boolean;
}

export interface SegmentNorm {
  /** Packs behind the norm, over every data set. */
  images: number;
  dataSets: number;
  simulated: boolean;
  mean: number;
  quantiles: { p10: number; p25: number; p50: number; p75: number; p90: number };
  /** Every surveyed mean, ascending: what `shareBelow` places a score in. */
  sorted: number[];
}

/** The norms of one category, per segment, over every data set that surveyed packs of it. */
export function surveyNorms(samples: readonly NormSample[], categoryId: number): Map<number, SegmentNorm> {
  const bySegment = new Map<number, NormSample[]>();
  for (const sample of samples) {
    if (sample.categoryId !== categoryId || sample.means.length === 0) continue;
    bySegment.set(sample.segmentId, [...(bySegment.get(sample.segmentId) ?? []), sample]);
  }
  const norms = new Map<number, SegmentNorm>();
  for (const [segmentId, parts] of bySegment) {
    const sorted = parts.flatMap((p) => p.means).sort((a, b) => a - b);
    norms.set(segmentId, {
      images: sorted.length,
      dataSets: new Set(parts.map((p) => p.dataSetId)).size,
      simulated: parts.some((p) => p.simulated),
      mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
      quantiles: { p10: quantile(sorted, 0.1), p25: quantile(sorted, 0.25), p50: quantile(sorted, 0.5), p75: quantile(sorted, 0.75), p90: quantile(sorted, 0.9) },
      sorted,
    });
  }
  return norms;
}

/** The q-quantile of ascending values, interpolated between neighbours (Hyndman and Fan's type 7, R's default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('quantile of nothing');
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/**
 * The share of the norm's packs (0-100, whole percent) whose surveyed mean is below the score; a pack with the same
 * mean counts half (the mid-rank percentile), so a score equal to every pack's is at 50.
 */
export function shareBelow(norm: Pick<SegmentNorm, 'sorted'>, score: number): number {
  let below = 0;
  let equal = 0;
  for (const mean of norm.sorted) {
    if (mean < score) below++;
    else if (mean === score) equal++;
  }
  return Math.round((100 * (below + equal / 2)) / norm.sorted.length);
}
