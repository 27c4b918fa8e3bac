import type { MiddlewareHandler } from 'hono';
import { DomainError, webhookMessageData, webhookMessageOf } from '@packlens/contracts';
import { z } from '@hono/zod-openapi';
import type { AppEnv, AppRouter } from '../app/context';
import { createRouter } from '../app/create-router';
import { requireAuth } from '../app/middleware/authentication';
import type { IdentityService } from '../identity/identity-service';
import { webhooksHandlers } from './webhooks.handlers';
import * as routes from './webhooks.routes';
import type { WebhooksService } from './webhooks-service';

/**
 * The client's administrator, or a partner's key (its scope already checked by the key middleware against the
 * scope table: `webhooks:read` / `webhooks:write`). Users (role 0) and the super admin are refused with FORBIDDEN.
 */
const adminOrKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = c.get('auth');
  if (!auth.apiKey && auth.role !== 1) throw new DomainError('FORBIDDEN');
  await next();
};

/** Webhooks (issue 15, item 4): endpoints, their secrets, deliveries and replays. */
export function webhooksRouter(webhooks: WebhooksService, identity: IdentityService) {
  const h = webhooksHandlers(webhooks, identity.context.options.trustProxy);
  const router = createRouter();
  for (const path of ['/webhooks/', '/webhooks/:id', '/webhooks/:id/*']) router.use(path, requireAuth(identity), adminOrKey);
  return router
    .openapi(routes.listEndpoints, h.list)
    .openapi(routes.createEndpoint, h.create)
    .openapi(routes.getEndpoint, h.get)
    .openapi(routes.removeEndpoint, h.remove)
    .openapi(routes.disableEndpoint, h.disable)
    .openapi(routes.enableEndpoint, h.enable)
    .openapi(routes.rotateSecret, h.rotate)
    .openapi(routes.sendTest, h.test)
    .openapi(routes.listDeliveries, h.deliveries)
    .openapi(routes.getDelivery, h.delivery)
    .openapi(routes.replayDelivery, h.replay);
}

/**
 * The messages themselves, as OpenAPI 3.1 `webhooks`: what a receiver gets for each kind. Registered on the API's
 * own registry (a mounted router's would prefix the names with its path).
 */
export function registerWebhookMessages(registry: AppRouter['openAPIRegistry']) {
  const headers = z.object({
    'webhook-id': z.string().max(64).openapi({ description: 'The delivery’s id, the same on every retry and replay (de-duplicate on it)', example: 'msg_5e0e7c1d2f3a4b5c8d9e0f1a2b3c4d5e' }),
    'webhook-timestamp': z.string().max(12).openapi({ description: 'Unix seconds of this attempt', example: '1764050412' }),
    'webhook-signature': z.string().max(200).openapi({
      description: '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, space-separated when two secrets sign',
      example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
    }),
  });
  for (const kind of Object.keys(webhookMessageData) as (keyof typeof webhookMessageData)[]) {
    registry.registerWebhook({
      method: 'post',
      path: kind,
      tags: ['Webhooks'],
      summary: `The ${kind} message, POSTed to each endpoint that subscribed to it`,
      description: 'Answer 2xx within 10 s; anything else is retried (docs/api/partners.md, "Webhooks").',
      request: { headers, body: { content: { 'application/json': { schema: webhookMessageOf(kind) } }, required: true } },
      responses: { 200: { description: 'Received (any 2xx)' } },
    });
  }
}
