export * from './catalogue';
export * from './domain-error';
export * from './schema-issues';
