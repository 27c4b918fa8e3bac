export * from './text-project';
export * from './design-project';
