export { createApp } from './app/create-app';
export type { AppDeps } from './app/deps';
export { configFromEnv, type AppConfig } from './config';
export { identityService, type IdentityService, type AuthContext } from './identity/identity-service';
export { hashPassword, verifyPassword } from './identity/passwords';
export { createHttpApp, startHttpServer, type ServerOptions } from './server/http-server';
