import type { SegmentId } from '@packlens/contracts';
import { headInput } from '../heads/head-input';
import { predictSegments, type SegmentHeads, type TrainingRow } from '../heads/segment-heads';
import type { CachedFeatures } from './feature-cache';
import { intervalCoverage, meanAbsoluteError, pearson, spearman, spreadCalibration, topWordHit, type SpreadCalibration } from './metrics';
import type { SurveyDataset, SurveyImage } from './survey';

export interface SegmentMetrics {
  segmentId: SegmentId;
  images: number;
  /** Of the preference mean on the 1-5 scale. */
  mae: number;
  pearson: number;
  spearman: number;
  /** Predicted vs observed standard deviation of ratings. */
  spread: SpreadCalibration;
  /** Mean absolute error of the image-word choice rates (0-1). */
  wordMae: number;
  // The next three are absent from versions trained before 2026-11-29.
  /** Share of held-out panel means inside the predicted 95 % interval for a panel of their size (see intervalCoverage). */
  coverage?: number;
  /** Share of held-out images whose most chosen image word is among the model's 3 most probable (NaN without word data). */
  wordTop3?: number;
  /** Predicted against surveyed mean per held-out image (4 decimals): the console's scatter plot. */
  points?: { image: string; predicted: number; observed: number }[];
}

/** How many of the model's most probable image words `wordTop3` looks at. */
export const WORD_TOP_K = 3;

export interface HeldOutMetrics {
  images: number;
  segments: SegmentMetrics[];
  /** Averages over segments: what decides whether a new version beats the active one. */
  summary: { mae: number; pearson: number; spearman: number; worstMae: number; worstPearson: number; wordMae: number; spreadMae: number; coverage?: number; wordTop3?: number };
}

export type FeatureProgress = (done: number, total: number, image: string) => void;

export function trainingRows(dataset: SurveyDataset, images: readonly SurveyImage[], features: Map<string, CachedFeatures>): TrainingRow[] {
  return images.map((image) => {
    const f = features.get(image.name);
    if (!f) throw new Error(`no features for ${image.name}`);
    return { input: headInput(f, image.categoryId), observations: dataset.observations.get(image.name) ?? [] };
  });
}

export function heldOutMetrics(heads: SegmentHeads, dataset: SurveyDataset, images: readonly SurveyImage[], features: Map<string, CachedFeatures>): HeldOutMetrics {
  const perSegment = new Map<SegmentId, { mean: [number, number][]; sd: [number, number][]; words: number[]; interval: { mean: number; sd: number; n: number; observed: number }[]; hits: boolean[]; images: string[] }>();
  for (const image of images) {
    const observations = dataset.observations.get(image.name) ?? [];
    const wanted = observations.map((o) => o.segmentId).filter((id) => heads.segments.includes(id));
    const predictions = predictSegments(heads, headInput(features.get(image.name)!, image.categoryId), image.categoryId, wanted);
    for (const prediction of predictions) {
      const observed = observations.find((o) => o.segmentId === prediction.segmentId)!;
      let entry = perSegment.get(prediction.segmentId);
      if (!entry) perSegment.set(prediction.segmentId, (entry = { mean: [], sd: [], words: [], interval: [], hits: [], images: [] }));
      entry.mean.push([prediction.mean, observed.mean]);
      entry.sd.push([prediction.sd, observed.sd]);
      entry.interval.push({ mean: prediction.mean, sd: prediction.sd, n: observed.n, observed: observed.mean });
      entry.images.push(image.name);
      const hit = topWordHit(prediction.imageWords, observed.wordRates, WORD_TOP_K);
      if (hit !== undefined) entry.hits.push(hit);
      for (const { wordId, probability } of prediction.imageWords) {
        const rate = observed.wordRates[wordId];
        if (rate !== undefined) entry.words.push(Math.abs(probability - rate));
      }
    }
  }
  const segments: SegmentMetrics[] = [...perSegment]
    .sort(([a], [b]) => a - b)
    .map(([segmentId, e]) => {
      const predicted = e.mean.map(([p]) => p);
      const observed = e.mean.map(([, o]) => o);
      return {
        segmentId,
        images: e.mean.length,
        mae: meanAbsoluteError(predicted, observed),
        pearson: pearson(predicted, observed),
        spearman: spearman(predicted, observed),
        spread: spreadCalibration(
          e.sd.map(([p]) => p),
          e.sd.map(([, o]) => o),
        ),
        wordMae: e.words.length ? e.words.reduce((a, b) => a + b, 0) / e.words.length : Number.NaN,
        coverage: intervalCoverage(e.interval),
        wordTop3: e.hits.length ? e.hits.filter(Boolean).length / e.hits.length : Number.NaN,
        points: e.mean.map(([p, o], k) => ({ image: e.images[k], predicted: round4(p), observed: round4(o) })),
      };
    });
  const average = (pick: (m: SegmentMetrics) => number) => segments.reduce((a, m) => a + pick(m), 0) / segments.length;
  return {
    images: images.length,
    segments,
    summary: {
      mae: average((m) => m.mae),
      pearson: average((m) => m.pearson),
      spearman: average((m) => m.spearman),
      worstMae: Math.max(...segments.map((m) => m.mae)),
      worstPearson: Math.min(...segments.map((m) => m.pearson)),
      wordMae: average((m) => m.wordMae),
      spreadMae: average((m) => m.spread.mae),
      coverage: average((m) => m.coverage ?? Number.NaN),
      wordTop3: average((m) => m.wordTop3 ?? Number.NaN),
    },
  };
}

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;
