export * from './background-removal';
export * from './composition';
export { openCv } from './opencv';
export type { Raster } from './raster';
