export * from './background-removal';
export * from './composition';
export * from './repair';
export * from './demo-image';
export * from './demo-scene';
export * from './offline-image-model';
export * from './upscaling';
export { openCv } from './opencv';
export type { Raster } from './raster';
