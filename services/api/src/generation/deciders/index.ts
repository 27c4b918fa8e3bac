export * from './text-project';
export * from './design-project';
export * from './key-visual-project';
export * from './logo-project';
export * from './brand-model';
