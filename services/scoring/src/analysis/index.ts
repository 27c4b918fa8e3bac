export { AnalysisEngine, asLoaded, type AnalyseOptions, type CandidateResult, type ChosenModification, type ImageAnalysis } from './analyse';
export { occlusionAttribution, attributionIn, type Attribution, type RasterScorer } from './attribution';
export { modifications, modificationKeys, type Modification, type ModificationKey } from './candidates';
export { compareWithNorms, contrastRatioIn, diagnose, DEFAULT_PACK_HEIGHT_CM, SHELF_DISTANCE_M, type Diagnostics, type NormComparison } from './diagnostics';
export { designNorms, normFor, NORM_FEATURES, type DesignNorms } from './norms';
export { notices, MIN_NAME_CONTRAST, NEGATIVE_REGION_MEAN, type Notice } from './notices';
export { textBoxes, type TextBox } from './text-boxes';
export { attributionOverlayPng, rasterPng } from './render';
export { nameAttention, scoreDesign, type DesignScore, type DesignScoreOptions } from './design-score';
