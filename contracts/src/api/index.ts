export * from './problem';
export * from './auth';
export * from './identity';
export * from './admin';
export * from './projects';
export * from './billing';
export * from './generation';
export * from './api-keys';
