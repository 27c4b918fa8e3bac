import { createRoute, z } from '@hono/zod-openapi';
import {
  CreatedWebhookEndpoint,
  CursorPageQuery,
  CreateWebhookEndpointRequest,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
  WebhookSecret,
  pagedList,
} from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';

const tags = ['Webhooks'];
const who =
  'The client’s administrator (role 1) with a login token, or an API key with the scope shown (`webhooks:read` to read, ' +
  '`webhooks:write` to change). Another client’s endpoint answers 404 WEBHOOK_NOT_FOUND.';
const endpoint = { params: z.object({ id: z.string().uuid({ error: 'WEBHOOK_NOT_FOUND' }) }) };
const delivery = {
  params: z.object({
    id: z.string().uuid({ error: 'WEBHOOK_NOT_FOUND' }),
    deliveryId: z
      .string()
      .regex(/^msg_[0-9a-f]{32}$/, { error: 'WEBHOOK_DELIVERY_NOT_FOUND' })
      .openapi({ description: 'The delivery’s `webhook-id`', example: 'msg_5e0e7c1d2f3a4b5c8d9e0f1a2b3c4d5e' }),
  }),
};

export const listEndpoints = createRoute({
  method: 'get',
  path: '/webhooks/',
  tags,
  summary: 'The client’s webhook endpoints, newest first (never their secrets)',
  description: `${who} Paged: \`limit\` (1-100, default 100) endpoints after \`starting_after\`; a \`Link\` header with rel="next" says where the next page is.`,
  security: bearer,
  request: { query: CursorPageQuery },
  responses: { 200: { ...json(pagedList(WebhookEndpoint), 'One page of endpoints'), headers: { Link: { description: 'Where the next page is (`<…>; rel="next"`), absent on the last page', schema: { type: 'string' as const, maxLength: 500 } } } }, ...problemResponses(400, 401, 403) },
});

export const createEndpoint = createRoute({
  method: 'post',
  path: '/webhooks/',
  tags,
  summary: 'Register a webhook endpoint: the answer carries its signing secret (`whsec_…`), shown this once',
  description:
    `${who} In production the URL must be https on a public address: loopback, link-local, private and unique-local ` +
    'ranges (IPv4 and IPv6, also once the name is resolved) answer 422 WEBHOOK_URL_NOT_ALLOWED. Events: ' +
    '`calculation.completed`, `calculation.failed`, `report.ready`, `generation.completed`, `generation.failed` ' +
    '(docs/api/partners.md, "Webhooks").',
  security: bearer,
  request: {
    body: {
      content: {
        'application/json': {
          schema: CreateWebhookEndpointRequest,
          example: { url: 'https://hooks.example.com/packlens', description: 'PIM sync', events: ['calculation.completed', 'calculation.failed'] },
        },
      },
      required: true,
    },
  },
  responses: { 201: json(CreatedWebhookEndpoint, 'The new endpoint, with `secret` this once'), ...problemResponses(400, 401, 403, 422) },
});

export const getEndpoint = createRoute({
  method: 'get',
  path: '/webhooks/{id}',
  tags,
  summary: 'One webhook endpoint',
  description: who,
  security: bearer,
  request: endpoint,
  responses: { 200: json(WebhookEndpoint, 'The endpoint'), ...problemResponses(400, 401, 403, 404) },
});

export const removeEndpoint = createRoute({
  method: 'delete',
  path: '/webhooks/{id}',
  tags,
  summary: 'Remove a webhook endpoint: nothing more is delivered to it (its pending deliveries are dropped)',
  description: who,
  security: bearer,
  request: endpoint,
  responses: { 200: json(WebhookEndpoint, 'The endpoint as it was'), ...problemResponses(400, 401, 403, 404) },
});

export const disableEndpoint = createRoute({
  method: 'post',
  path: '/webhooks/{id}/disable',
  tags,
  summary: 'Disable a webhook endpoint: no new deliveries; those already made wait until it is enabled',
  description: who,
  security: bearer,
  request: endpoint,
  responses: { 200: json(WebhookEndpoint, 'The endpoint'), ...problemResponses(400, 401, 403, 404) },
});

export const enableEndpoint = createRoute({
  method: 'post',
  path: '/webhooks/{id}/enable',
  tags,
  summary: 'Enable a disabled webhook endpoint again',
  description: who,
  security: bearer,
  request: endpoint,
  responses: { 200: json(WebhookEndpoint, 'The endpoint'), ...problemResponses(400, 401, 403, 404) },
});

export const rotateSecret = createRoute({
  method: 'post',
  path: '/webhooks/{id}/rotate_secret',
  tags,
  summary: 'A new signing secret, shown this once; the previous one keeps signing beside it for 24 hours',
  description: `${who} During those 24 hours \`webhook-signature\` carries two \`v1,\` signatures (new secret first), so the receiver can switch without losing a delivery.`,
  security: bearer,
  request: endpoint,
  responses: { 200: json(WebhookSecret, 'The new secret'), ...problemResponses(400, 401, 403, 404) },
});

export const sendTest = createRoute({
  method: 'post',
  path: '/webhooks/{id}/test',
  tags,
  summary: 'Send a `webhook.test` delivery to this endpoint, signed and retried like any other',
  description: who,
  security: bearer,
  request: endpoint,
  responses: { 202: json(WebhookDelivery, 'The delivery, on its way'), ...problemResponses(400, 401, 403, 404) },
});

export const listDeliveries = createRoute({
  method: 'get',
  path: '/webhooks/{id}/deliveries',
  tags,
  summary: 'The endpoint’s deliveries, newest first: status, attempts, next attempt, last answer',
  description: who,
  security: bearer,
  request: { ...endpoint, query: WebhookDeliveriesQuery },
  responses: { 200: json(z.array(WebhookDelivery).max(100), 'The deliveries (at most `limit`, 100)'), ...problemResponses(400, 401, 403, 404) },
});

export const getDelivery = createRoute({
  method: 'get',
  path: '/webhooks/{id}/deliveries/{deliveryId}',
  tags,
  summary: 'One delivery: the body posted and every attempt (time, status code, duration, error)',
  description: who,
  security: bearer,
  request: delivery,
  responses: { 200: json(WebhookDeliveryDetail, 'The delivery'), ...problemResponses(400, 401, 403, 404) },
});

export const replayDelivery = createRoute({
  method: 'post',
  path: '/webhooks/{id}/deliveries/{deliveryId}/replay',
  tags,
  summary: 'Replay a delivery: one more attempt now, with the same `webhook-id` (and a new timestamp and signature)',
  description: `${who} A delivery still being retried is tried now and keeps its schedule; a delivered or failed one gets this one attempt.`,
  security: bearer,
  request: delivery,
  responses: { 202: json(WebhookDelivery, 'The delivery, due now'), ...problemResponses(400, 401, 403, 404) },
});
