/**
 * The worker as the platform runs it, without loading any model in the importing thread: the scoring itself
 * happens on worker threads (scorer-thread.ts), which load the models when the first image arrives.
 */
export { calculationStream, type Scorer } from './calculation-results';
export * from '../calculations';
export { LazyScoringPool, ScoringPool } from './scoring-pool';
export type { ScoreJob, ScoredImage } from './image-scorer';
export { analysisWorker, analysisStream, type Analyser, type StoredAnalysis } from './analysis-worker';
export { RegionEditFailed, regenerateRegion, type RegionEditor, type RegionRegenerationRequest, type StoredRegeneration } from './region-regeneration';
export type { AnalysedImage, AnalysisJob, DesignScoreJob, ScoredDesign } from './image-scorer';
export { MODEL_VERSIONS_STREAM, trainingWorker, trainingStream } from './training-worker';
export { ModelRegistry } from '../models/model-registry';
export { HEAD_INPUT_VERSION } from '../heads/head-input';
export type { ModelVersion } from '../models/model-version';
export { modelComparisonStream, modelComparisonWorker } from './model-comparison-worker';
export { modelSync } from './model-sync';
export { fetchModelVersion, publishModelVersion } from '../models/model-blobs';
