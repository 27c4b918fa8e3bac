export * from './read-model';
export * from './runner';
export * from './rebuild';
export * from './audit';
export { identityReadModel } from './identity/projector';
export * from './identity/queries';
export * from './migrations';
