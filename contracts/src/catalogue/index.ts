export * from './roles';
export * from './countries';
