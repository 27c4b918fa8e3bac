export { ImageScorer, type DesignScoreJob, type ScoreJob, type ScoredDesign, type ScoredImage } from './image-scorer';
export { LazyScoringPool, ScoringPool } from './scoring-pool';
export { WorkerPool, WorkerTaskError, serveTasks } from './worker-pool';
export { calculationStream, runWithConcurrency, type Scorer } from './calculation-results';
export * from '../calculations';
export { analysisWorker, analysisStream, type Analyser, type StoredAnalysis } from './analysis-worker';
export { RegionEditFailed, regenerateRegion, type RegionEditor, type RegionRegenerationRequest, type StoredRegeneration } from './region-regeneration';
