import type { SegmentId } from '@packlens/contracts';
import type { ImageFeatures } from '../features';
import type { SegmentModel } from '../models/model-version';
import { HEAD_INPUT_VERSION, headInput } from './head-input';
import { predictSegments } from './segment-heads';

/** What the engine says about one image for each requested segment; names the model and the image. */
export interface ImageEvaluation {
  image: string;
  imageHash: string;
  categoryId: number;
  modelVersion: string;
  /** True when the model was trained on the simulated demo panel: the app and reports must say so. */
  demoModel: boolean;
  segments: SegmentEvaluation[];
}

export interface SegmentEvaluation {
  segmentId: SegmentId;
  preference: { mean: number; sd: number };
  imageWords: { wordId: number; probability: number }[];
  /** 1 = the most preferred of the images evaluated together; equal means share a rank. */
  rank: number;
}

export interface EvaluationInput {
  image: string;
  categoryId: number;
  features: Pick<ImageFeatures, 'imageHash' | 'embedding' | 'design'>;
}

/** Predictions per image and segment, and each image's rank among the others per segment. */
export function evaluateImages(model: SegmentModel, inputs: readonly EvaluationInput[], segmentIds: readonly SegmentId[]): ImageEvaluation[] {
  if (model.heads.inputVersion !== HEAD_INPUT_VERSION) {
    throw new Error(`model ${model.version.id} reads ${model.heads.inputVersion}; this engine produces ${HEAD_INPUT_VERSION}. Train a new version.`);
  }
  const evaluations = inputs.map((input) => ({
    image: input.image,
    imageHash: input.features.imageHash,
    categoryId: input.categoryId,
    modelVersion: model.version.id,
    demoModel: model.version.demo,
    segments: predictSegments(model.heads, headInput(input.features, input.categoryId), input.categoryId, segmentIds).map((p) => ({
      segmentId: p.segmentId,
      preference: { mean: p.mean, sd: p.sd },
      imageWords: p.imageWords,
      rank: 0,
    })),
  }));
  segmentIds.forEach((_, s) => {
    const means = evaluations.map((e) => e.segments[s].preference.mean);
    evaluations.forEach((e, i) => (e.segments[s].rank = 1 + means.filter((m) => m > means[i]).length));
  });
  return evaluations;
}
