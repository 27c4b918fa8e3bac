/**
 * Public feature interface of the scoring engine: image input, the backbone embedding and the named design
 * features. Segment heads and concept matching build on this.
 */
export { loadImage, ImageInputError, isImageInputError, PACK_MAX_BYTES, SHELF_MAX_BYTES } from '../image';
export type { ImageErrorCode, LoadImageOptions, LoadedImage, RgbImage } from '../image';
export { EMBEDDING_SIZE } from '../backbone';
export { DESIGN_FEATURE_NAMES, DESIGN_LONG_SIDE, FeatureExtractor, designVector, extractFeatures } from './extractor';
export type { DesignFeatures, ImageFeatures } from './extractor';
export { TextDetector, TEXT_THRESHOLD } from './text-detector';
