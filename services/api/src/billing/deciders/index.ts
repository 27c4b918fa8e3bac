export * from './plan';
export * from './plan-catalogue';
export * from './system-settings';
