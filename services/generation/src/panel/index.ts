export * from './anchors';
export * from './rating';
export * from './panel';
