export * from './schema';
export * from './queue';
export { generationQueue } from './queue-projection';
export { startGenerationWorker, type GenerationWorkerDeps, type GenerationWorkerOptions, type RunningGenerationWorker } from './worker';
export { failureCodeOf } from './failure-codes';
export { designJobService, makeDesign, type DesignJob } from './design-job';
export { logoPromptOf, makeLogo, vectorOf, type LogoOutput } from './logo-job';
export { rankDesigns, scoreDesigns, type DesignScorer, type RankedDesign, type ScoredDesignLike } from './design-scoring';
export { brandPalette, brandTrainingService, demoBrandVersion, trainBrandModel, type BrandTrainingJob } from './brand-training';
