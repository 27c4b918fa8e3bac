import { createRouter } from '../app/create-router';
import type { AppDeps } from '../app/deps';
import { healthHandler, readinessHandler } from './health.handlers';
import { health, readiness } from './health.routes';

export const healthRouter = (deps: AppDeps) => createRouter().openapi(health, healthHandler(deps)).openapi(readiness, readinessHandler(deps));
