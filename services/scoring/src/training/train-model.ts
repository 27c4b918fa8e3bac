import { designNorms } from '../analysis/norms';
import { prepareBackbone } from '../backbone';
import { HEAD_INPUT_VERSION, HEAD_INPUT_WEIGHTS } from '../heads/head-input';
import { fitSegmentHeads } from '../heads/segment-heads';
import { serialiseHeads } from '../models/model-files';
import { versionId, type SegmentModel } from '../models/model-version';
import { FeatureCache, type CachedFeatures } from './feature-cache';
import { FeaturePool } from './feature-pool';
import { HELD_OUT_FRACTION, splitByHash } from './split';
import { TrainingError } from './training-error';
import type { SurveyDataset, SurveyImage } from './survey';
import { heldOutMetrics, trainingRows, type FeatureProgress, type HeldOutMetrics } from './train';

export interface TrainModelOptions {
  cacheDir: string;
  heldOutFraction?: number;
  onProgress?: FeatureProgress;
  /** Worker threads for feature extraction (default: one per core). */
  workers?: number;
  now?: Date;
}

export interface TrainedModel {
  model: SegmentModel;
  /** Features of every image, for promotion checks against the active version. */
  features: Map<string, CachedFeatures>;
  heldOut: SurveyImage[];
}

/** The ridge set-up of the heads: a Gaussian kernel plus a linear one (so packs unlike any training image still differ) over the weighted inputs. */
export const HEAD_FIT_OPTIONS = { kernel: 'rbf', inputWeights: HEAD_INPUT_WEIGHTS, rbfScales: [0.5], linearShare: 0.3 } as const;

/**
 * Additional learning: features for every image (cached), a split by image hash, heads fitted on the training
 * part, metrics on the held-out part, and a version record naming the data.
 */
export async function trainModel(dataset: SurveyDataset, options: TrainModelOptions): Promise<TrainedModel> {
  const features = await datasetFeatures(dataset.images, options);
  const fraction = options.heldOutFraction ?? HELD_OUT_FRACTION;
  const { train, heldOut } = splitByHash(dataset.images, fraction);
  if (heldOut.length < 3 || train.length < 10) {
    throw new TrainingError(`the data set splits into ${train.length} training and ${heldOut.length} held-out images; it needs about 50 images or more`, 'TOO_FEW_IMAGES', {
      train: train.length,
      heldOut: heldOut.length,
    });
  }
  const heads = fitSegmentHeads(trainingRows(dataset, train, features), HEAD_INPUT_VERSION, HEAD_FIT_OPTIONS);
  const metrics = heldOutMetrics(heads, dataset, heldOut, features);
  const createdAt = options.now ?? new Date();
  const { contentHash } = serialiseHeads(heads);
  return {
    model: {
      heads,
      norms: designNorms(dataset, train, features),
      version: {
        id: versionId(createdAt, contentHash),
        createdAt: createdAt.toISOString(),
        demo: dataset.demo,
        dataHash: dataset.dataHash,
        contentHash,
        inputVersion: HEAD_INPUT_VERSION,
        segments: heads.segments,
        trainImages: train.length,
        heldOutImages: heldOut.length,
        heldOutFraction: fraction,
        metrics,
      },
    },
    features,
    heldOut,
  };
}

/** Scores a model on a data set: its held-out split by default, or every image (`all`) for data it never saw. */
export async function validateModel(model: SegmentModel, dataset: SurveyDataset, options: TrainModelOptions & { all?: boolean }): Promise<HeldOutMetrics> {
  const images = options.all ? dataset.images : splitByHash(dataset.images, options.heldOutFraction ?? model.version.heldOutFraction).heldOut;
  if (images.length === 0) throw new Error('no images to validate on');
  return heldOutMetrics(model.heads, dataset, images, await datasetFeatures(images, options));
}

/** Features for every image, from the cache where it has them, the rest on worker threads. */
export async function datasetFeatures(images: readonly SurveyImage[], options: Pick<TrainModelOptions, 'cacheDir' | 'onProgress' | 'workers'>): Promise<Map<string, CachedFeatures>> {
  const cache = new FeatureCache(options.cacheDir);
  const out = new Map<string, CachedFeatures>();
  const missing: SurveyImage[] = [];
  for (const image of images) {
    const cached = await cache.get(image.imageHash);
    if (cached) out.set(image.name, cached);
    else missing.push(image);
  }
  let done = out.size;
  if (missing.length) {
    // Once here, before the threads start: each would otherwise convert the backbone into an empty cache at the same
    // moment, and one thread's rename found the other's temporary file gone (the training spec's first run).
    await prepareBackbone(options.cacheDir);
    const pool = FeaturePool.create({ size: Math.min(options.workers ?? 2, missing.length), cacheDir: options.cacheDir });
    try {
      await Promise.all(
        missing.map(async (image) => {
          const features = await pool.extract(image.bytes);
          await cache.put(features);
          out.set(image.name, features);
          options.onProgress?.(++done, images.length, image.name);
        }),
      );
    } finally {
      await pool.close();
    }
  }
  return out;
}
