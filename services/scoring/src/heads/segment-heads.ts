import { imageWordsFor, type SegmentId } from '@packlens/contracts';
import type { SegmentObservation } from '../training/survey';
import { fromRows, matrix } from './matrix';
import { fitRidge, predictRidge, type RidgeOptions, type RidgeRegression } from './ridge';

/** One output of the heads: a segment's preference mean, its log standard deviation, or one word's logit. */
export type HeadColumn = { segmentId: SegmentId; kind: 'mean' | 'logSd' } | { segmentId: SegmentId; kind: 'word'; wordId: number };

/**
 * Per-segment heads over one shared input: preference mean (1-5), log-SD of ratings, and the logit of each
 * image word's choice rate. Outputs with the same training rows share one ridge fit (one eigen-decomposition);
 * the food-only word has its own, as only food packs carry it.
 */
export interface SegmentHeads {
  inputVersion: string;
  inputSize: number;
  segments: SegmentId[];
  columns: HeadColumn[];
  groups: { columns: number[]; ridge: RidgeRegression }[];
}

export interface SegmentPrediction {
  segmentId: SegmentId;
  /** Expected rating on the 1-5 scale. */
  mean: number;
  /** Expected standard deviation of ratings (the "preference spread"). */
  sd: number;
  /** Probability that a respondent of the segment picks each image word that applies to the category. */
  imageWords: { wordId: number; probability: number }[];
}

export interface TrainingRow {
  input: Float64Array;
  observations: readonly SegmentObservation[];
}

/** Floors keep logarithms finite: an SD of 0 or a word nobody chose is a sampling accident, not a certainty. */
const MIN_SD = 0.05;
const EMPIRICAL_LOGIT_PRIOR = 0.5;
/** Fewest training images an output needs to get a head. */
export const MIN_IMAGES_PER_OUTPUT = 10;

export function fitSegmentHeads(rows: readonly TrainingRow[], inputVersion: string, options: RidgeOptions = {}): SegmentHeads {
  if (rows.length === 0) throw new Error('no training rows');
  const inputSize = rows[0].input.length;
  const segments = [...new Set(rows.flatMap((r) => r.observations.map((o) => o.segmentId)))].sort((a, b) => a - b);
  const columns: HeadColumn[] = [];
  const targets: (number | undefined)[][] = rows.map(() => []);
  const addColumn = (column: HeadColumn, value: (o: SegmentObservation) => number | undefined) => {
    const c = columns.push(column) - 1;
    rows.forEach((r, i) => {
      const o = r.observations.find((x) => x.segmentId === column.segmentId);
      targets[i][c] = o ? value(o) : undefined;
    });
  };
  const wordIds = [...new Set(rows.flatMap((r) => r.observations.flatMap((o) => Object.keys(o.wordRates).map(Number))))].sort((a, b) => a - b);
  for (const segmentId of segments) {
    addColumn({ segmentId, kind: 'mean' }, (o) => o.mean);
    addColumn({ segmentId, kind: 'logSd' }, (o) => Math.log(Math.max(o.sd, MIN_SD)));
    for (const wordId of wordIds) {
      addColumn({ segmentId, kind: 'word', wordId }, (o) => {
        const rate = o.wordRates[wordId];
        if (rate === undefined) return undefined;
        const chosen = rate * o.n;
        return Math.log((chosen + EMPIRICAL_LOGIT_PRIOR) / (o.n - chosen + EMPIRICAL_LOGIT_PRIOR));
      });
    }
  }

  // Group columns by which rows carry a target, so each ridge fit sees complete data.
  const byPresence = new Map<string, number[]>();
  columns.forEach((_, c) => {
    const key = rows.map((__, i) => (targets[i][c] === undefined ? '0' : '1')).join('');
    if (!key.includes('1')) return;
    byPresence.set(key, [...(byPresence.get(key) ?? []), c]);
  });
  // An output that too few training images carry (a segment a survey barely reached) gets no head rather than a
  // guess; a segment without a mean head is left out of the model.
  const fitted = [...byPresence].filter(([presence]) => [...presence].filter((f) => f === '1').length >= MIN_IMAGES_PER_OUTPUT);
  if (fitted.length === 0) throw new Error(`no output is carried by ${MIN_IMAGES_PER_OUTPUT} or more training images`);
  const groups = fitted.map(([presence, groupColumns]) => {
    const rowIndices = [...presence].flatMap((flag, i) => (flag === '1' ? [i] : []));
    const x = fromRows(rowIndices.map((i) => rows[i].input));
    const y = matrix(rowIndices.length, groupColumns.length);
    rowIndices.forEach((i, r) => groupColumns.forEach((c, k) => (y.data[r * groupColumns.length + k] = targets[i][c]!)));
    return { columns: groupColumns, ridge: fitRidge(x, y, options) };
  });
  const kept = new Set(groups.flatMap((g) => g.columns));
  const covered = segments.filter((id) => columns.some((c, i) => kept.has(i) && c.segmentId === id && c.kind === 'mean'));
  return { inputVersion, inputSize, segments: covered, columns, groups };
}

/** Predictions for the requested segments (all the heads know by default), with the category's image words. */
export function predictSegments(heads: SegmentHeads, input: Float64Array, categoryId: number, segmentIds: readonly SegmentId[] = heads.segments): SegmentPrediction[] {
  if (input.length !== heads.inputSize) throw new Error(`the heads take ${heads.inputSize} inputs, got ${input.length}`);
  const missing = segmentIds.filter((id) => !heads.segments.includes(id));
  if (missing.length) throw new Error(`the model has no head for segment ${missing.join(', ')}`);
  const outputs = new Float64Array(heads.columns.length).fill(Number.NaN);
  for (const group of heads.groups) {
    const values = predictRidge(group.ridge, input);
    group.columns.forEach((c, k) => (outputs[c] = values[k]));
  }
  const applicable = imageWordsFor(categoryId).map((w) => w.id);
  return segmentIds.map((segmentId) => {
    const value = (kind: 'mean' | 'logSd') => outputs[heads.columns.findIndex((c) => c.segmentId === segmentId && c.kind === kind)];
    const imageWords = applicable.flatMap((wordId) => {
      const c = heads.columns.findIndex((x) => x.segmentId === segmentId && x.kind === 'word' && x.wordId === wordId);
      return c < 0 ? [] : [{ wordId, probability: 1 / (1 + Math.exp(-outputs[c])) }];
    });
    return {
      segmentId,
      mean: Math.min(5, Math.max(1, value('mean'))),
      sd: Math.min(4, Math.max(MIN_SD, Math.exp(value('logSd')))),
      imageWords,
    };
  });
}

/** The logit of each image word's typical choice rate in a segment (the training mean): the neutral reference. */
export function typicalWordLogits(heads: SegmentHeads, segmentId: SegmentId): Map<number, number> {
  const out = new Map<number, number>();
  for (const group of heads.groups) {
    group.columns.forEach((c, k) => {
      const column = heads.columns[c];
      if (column.kind === 'word' && column.segmentId === segmentId) out.set(column.wordId, group.ridge.outputMean[k]);
    });
  }
  return out;
}
