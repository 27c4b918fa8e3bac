export * from './project';
export * from './image-quota';
