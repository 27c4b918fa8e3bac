export * from './text-project';
