export { Backbone, EMBEDDING_INPUT, EMBEDDING_SIZE, globalAverage, type FeatureMap, type TrunkLayer } from './mobilenet';
export { backboneDir, modelCacheDir, prepareBackbone, type PrepareResult } from './cache';
export { initTf } from './tf';
