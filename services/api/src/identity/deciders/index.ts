export * from './reservation';
export * from './client';
export * from './user';
export * from './session';
