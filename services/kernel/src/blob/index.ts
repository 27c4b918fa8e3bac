export * from './types';
export * from './filesystem-blob-store';
export * from './s3-blob-store';
export * from './from-config';
