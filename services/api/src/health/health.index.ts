import { createRouter } from '../app/create-router';
import type { AppDeps } from '../app/deps';
import { healthHandler } from './health.handlers';
import { health } from './health.routes';

export const healthRouter = (deps: AppDeps) => createRouter().openapi(health, healthHandler(deps));
