export * from './image-quota';
