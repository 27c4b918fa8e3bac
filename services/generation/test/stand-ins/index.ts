export * from './server';
export * from './google';
export * from './replicate';
export * from './png';
export * from './openai';
export * from './anthropic';
export { samplePsd } from './psd';
