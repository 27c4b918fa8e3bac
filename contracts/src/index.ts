export * from './language';
export * from './browser-storage';
export * from './errors';
export * from './events';
export * from './api';
export * from './catalogue';
export * from './policy';
