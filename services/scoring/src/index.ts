// --- image input, backbone, design features, heat map (heat-map owner) ---
export * from './features';
export { Backbone, EMBEDDING_INPUT, globalAverage, modelCacheDir, prepareBackbone, type FeatureMap, type TrunkLayer } from './backbone';
export { fitLongSide, luminance, resizeRgb, MAX_INPUT_PIXELS, type FloatMap, type MediaFormat } from './image';
// --- segment heads, training, concept matching (added below by their owner) ---
