import type { SegmentId } from '@packlens/contracts';
import { headInput } from '../heads/head-input';
import { predictSegments, type SegmentHeads, type TrainingRow } from '../heads/segment-heads';
import type { CachedFeatures } from './feature-cache';
import { meanAbsoluteError, pearson, spearman, spreadCalibration, type SpreadCalibration } from './metrics';
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
}

export interface HeldOutMetrics {
  images: number;
  segments: SegmentMetrics[];
  /** Averages over segments: what decides whether a new version beats the active one. */
  summary: { mae: number; pearson: number; spearman: number; worstMae: number; worstPearson: number; wordMae: number; spreadMae: number };
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
  const perSegment = new Map<SegmentId, { mean: [number, number][]; sd: [number, number][]; words: number[] }>();
  for (const image of images) {
    const observations = dataset.observations.get(image.name) ?? [];
    const wanted = observations.map((o) => o.segmentId).filter((id) => heads.segments.includes(id));
    const predictions = predictSegments(heads, headInput(features.get(image.name)!, image.categoryId), image.categoryId, wanted);
    for (const prediction of predictions) {
      const observed = observations.find((o) => o.segmentId === prediction.segmentId)!;
      let entry = perSegment.get(prediction.segmentId);
      if (!entry) perSegment.set(prediction.segmentId, (entry = { mean: [], sd: [], words: [] }));
      entry.mean.push([prediction.mean, observed.mean]);
      entry.sd.push([prediction.sd, observed.sd]);
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
    },
  };
}
