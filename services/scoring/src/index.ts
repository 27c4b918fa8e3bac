// --- image input, backbone, design features, heat map (heat-map owner) ---
export * from './features';
export { Backbone, EMBEDDING_INPUT, globalAverage, modelCacheDir, prepareBackbone, type FeatureMap, type TrunkLayer } from './backbone';
export { fitLongSide, luminance, resizeRgb, MAX_INPUT_PIXELS, type FloatMap, type MediaFormat } from './image';
// --- segment heads, training, concept matching (added below by their owner) ---
export { evaluateImages, type EvaluationInput, type ImageEvaluation, type SegmentEvaluation } from './heads/evaluate-images';
export { HEAD_INPUT_VERSION, headInput } from './heads/head-input';
export { predictSegments, typicalWordLogits, type SegmentHeads, type SegmentPrediction } from './heads/segment-heads';
export { loadSegmentModel } from './models/load-model';
export { readModel, writeModel } from './models/model-files';
export { decidePromotion, ModelRegistry } from './models/model-registry';
export type { ModelVersion, PromotionDecision, SegmentModel } from './models/model-version';
export { DatasetError, parseSurveyFiles, readSurveyDataset } from './training/dataset-reader';
export { datasetFiles, writeDatasetDirectory, zipDataset, type DatasetContent } from './training/dataset-writer';
export { FeatureCache } from './training/feature-cache';
export { FeaturePool } from './training/feature-pool';
export { meanAbsoluteError, pearson, spearman, spreadCalibration, type SpreadCalibration } from './training/metrics';
export { segmentsOf, type RespondentProfile } from './training/respondent';
export type { SegmentObservation, SurveyDataset, SurveyImage, SurveyResponse } from './training/survey';
export { heldOutMetrics, type HeldOutMetrics, type SegmentMetrics } from './training/train';
export { datasetFeatures, trainModel, validateModel } from './training/train-model';
export { runTraining } from './training/training-run';
export { ensureDemoPanel, trainDemoModel } from './panel/demo-model';
export { DEMO_PANEL_DEFAULTS, generateDemoPanel } from './panel/generate';
export { evaluateConcept, type ConceptEvaluation, type ConceptRequest } from './concept/evaluate-concept';
export { conceptWordProfile, matchConcept, type ConceptLevel, type ConceptMatch } from './concept/concept-match';
export { OpenAiConceptRefiner, refinerFromEnvironment, type ConceptRefiner, type Refinement } from './concept/llm-refiner';
export { PackTextReader } from './concept/pack-text';
export { conceptLanguages, type ConceptLanguage } from './concept/tokenize';
// --- the worker under the platform's subscriptions ---
export { LazyScoringPool, ScoringPool, startCalculations, startCalculationWorker, calculationQueue, calculationStream, ImageScorer, type ScoreJob, type ScoredImage, type Scorer } from './worker';
export * from './analysis';
export { HeatmapModel } from './heatmap/model';
