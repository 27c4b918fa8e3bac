export * from './reservation';
export * from './client';
export * from './user';
export * from './session';
export * from './registration';
export * from './password-reset';
export * from './mfa';
