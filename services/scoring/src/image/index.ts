export { ImageInputError, isImageInputError, type ImageErrorCode } from './errors';
export { loadImage, type LoadImageOptions, type LoadedImage } from './load';
export { MAX_INPUT_PIXELS, PACK_MAX_BYTES, SHELF_MAX_BYTES, WORKING_LONG_SIDE } from './limits';
export { sniffFormat, type MediaFormat } from './media-type';
export { fitLongSide, resizeRgb } from './resize';
export { luminance, type FloatMap, type RgbImage } from './rgb';
export { toLab, type LabPlanes } from './colour-space';
