export * from './background-removal';
export { openCv } from './opencv';
export type { Raster } from './raster';
