import { OpenAPIHono } from '@hono/zod-openapi';
import { adminRouter } from '../admin/admin.index';
import { apiKeysService } from '../api-keys/api-keys-service';
import { apiKeysRouter } from '../api-keys/api-keys.index';
import { billingRouter } from '../billing/billing.index';
import { generationRouter } from '../generation/generation.index';
import { keyVisualRouter } from '../generation/key-visual/key-visual.index';
import { logoRouter } from '../generation/logo/logo.index';
import { brandRouter } from '../generation/brand/brand.index';
import { healthRouter } from '../health/health.index';
import { identityService } from '../identity/identity-service';
import { identityRouter } from '../identity/identity.index';
import { accountsOptionsFromEnv, type AccountsOptions } from '../identity/settings';
import { devMailRouter } from '../mail/dev-mail';
import { projectsRouter } from '../projects/projects.index';
import { resultsCache } from '../projects/results-cache';
import { apiKeyLimitSetting, apiKeyRateLimit, rateLimitStoreFromEnv } from '../rate-limits';
import { idempotency, idempotencyStore } from '../idempotency';
import { settingsSecretFor } from '../billing/settings-secret';
import { webhooksService } from '../webhooks/webhooks-service';
import { registerWebhookMessages, webhooksRouter } from '../webhooks/webhooks.index';
import type { AppEnv } from './context';
import type { AppDeps } from './deps';
import { errorHandler } from './error-handler';
import { apiKeyAuthentication } from './middleware/authentication';
import { csrfProtection } from './middleware/csrf';
import { requestBodyGuard } from './middleware/request-body';
import { requestContext } from './middleware/request-context';
import { configureOpenApi } from './open-api';
import { problem } from './problem';

/**
 * Bodies the API takes (docs/API.md): JSON up to 256 KB everywhere (the largest a form or a partner sends is a few
 * KB); multipart only where images are uploaded, limited by their route.
 */
export const requestBodyLimits = { jsonBytes: 256 * 1024, multipart: [/^\/api\/projects\/[^/]+\/images$/, /^\/api\/design_projects\/[^/]+\/inputs$/, /^\/api\/key_visual_projects\/[^/]+\/pack$/, /^\/api\/logo_projects\/[^/]+\/references$/, /^\/api\/brand_models\/[^/]+\/(images|lora)$/, /^\/api\/admin\/learning_data$/] };

/** The API under /api: every bounded context's router, the OpenAPI document and the reference docs. */
export function createApp(deps: AppDeps, accounts: AccountsOptions = accountsOptionsFromEnv(process.env, deps.config)) {
  const identity = identityService(deps, accounts);
  const apiKeys = apiKeysService(deps);
  const keptResults = resultsCache(deps.config.resultsCacheMs ?? 0, deps.clock);
  const api = new OpenAPIHono<AppEnv>({ strict: true }).basePath('/api');
  api.use('*', requestContext(deps.logger));
  api.use('*', csrfProtection({ secure: deps.config.production }));
  api.use('*', requestBodyGuard(requestBodyLimits));
  api.use('*', apiKeyAuthentication(apiKeys));
  api.use('*', apiKeyRateLimit(deps.apiKeyRateLimits ?? rateLimitStoreFromEnv(process.env, deps.pool), apiKeyLimitSetting(deps.pool), deps.clock));
  api.use('*', idempotency(idempotencyStore(deps.pool), identity, deps.clock));
  // Read your writes: a change made through this process drops the results it keeps once the change is answered
  // (other processes hear of it on `read_model_changes`, a moment later).
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) keptResults.changed(undefined);
  });
  api.onError(errorHandler);
  api.notFound((c) => problem(c, 'NOT_FOUND'));
  api.route('/', healthRouter(deps));
  api.route('/', identityRouter(identity));
  api.route('/', adminRouter(deps, identity));
  api.route('/', billingRouter(identity));
  api.route('/', projectsRouter(deps, identity, keptResults));
  api.route('/', generationRouter(deps, identity));
  api.route('/', keyVisualRouter(deps, identity));
  api.route('/', logoRouter(deps, identity));
  api.route('/', brandRouter(deps, identity));
  api.route('/', apiKeysRouter(apiKeys, identity));
  api.route('/', webhooksRouter(webhooksService(deps, { sealer: settingsSecretFor(process.env, deps.config.jwtSecret) }), identity));
  if (accounts.devMail) api.route('/', devMailRouter(deps.pool, identity));
  registerWebhookMessages(api.openAPIRegistry);
  configureOpenApi(api);
  // Mounted under the consoles' catch-all, an unknown /api path must still be the API's own 404, not the app page.
  api.all('*', (c) => problem(c, 'NOT_FOUND'));
  return { api, identity, accounts, apiKeys, keptResults };
}
