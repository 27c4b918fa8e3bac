import { z } from 'zod';
import { count, isoTime, text, unpagedList } from './openapi-fields';

const httpStatus = () => z.number().int().min(100).max(599).meta({ example: 200 });
const appUrl = (example: string) => text(2048, example);

/**
 * Partner webhooks (issue 15, item 4). A client's admin (or a key with `webhooks:write`) registers endpoints that
 * receive signed POSTs (Standard Webhooks) when the client's work finishes.
 *
 * | method | path                                                  | who                               | request                        | response (status)                  | error codes |
 * |--------|-------------------------------------------------------|-----------------------------------|--------------------------------|------------------------------------|-------------|
 * | GET    | /api/webhooks/                                        | company admin, or `webhooks:read` | -                              | WebhookEndpoint[] (200)            | FORBIDDEN |
 * | POST   | /api/webhooks/                                        | company admin, or `webhooks:write`| CreateWebhookEndpointRequest   | CreatedWebhookEndpoint (201)       | VALIDATION_FAILED, WEBHOOK_URL_NOT_ALLOWED |
 * | GET    | /api/webhooks/{id}                                    | read                              | -                              | WebhookEndpoint (200)              | WEBHOOK_NOT_FOUND |
 * | DELETE | /api/webhooks/{id}                                    | write                             | -                              | WebhookEndpoint (200)              | WEBHOOK_NOT_FOUND |
 * | POST   | /api/webhooks/{id}/disable, /enable                   | write                             | -                              | WebhookEndpoint (200)              | WEBHOOK_NOT_FOUND |
 * | POST   | /api/webhooks/{id}/rotate_secret                      | write                             | -                              | WebhookSecret (200)                | WEBHOOK_NOT_FOUND |
 * | POST   | /api/webhooks/{id}/test                               | write                             | -                              | WebhookDelivery (202)              | WEBHOOK_NOT_FOUND |
 * | GET    | /api/webhooks/{id}/deliveries                         | read                              | ?status=&limit=                | WebhookDelivery[] (200)            | WEBHOOK_NOT_FOUND |
 * | GET    | /api/webhooks/{id}/deliveries/{deliveryId}            | read                              | -                              | WebhookDeliveryDetail (200)        | WEBHOOK_DELIVERY_NOT_FOUND |
 * | POST   | /api/webhooks/{id}/deliveries/{deliveryId}/replay     | write                             | -                              | WebhookDelivery (202)              | WEBHOOK_DELIVERY_NOT_FOUND |
 */

/** What an endpoint can subscribe to. `webhook.test` (POST …/test) is sent whatever the endpoint subscribed to. */
export const webhookEventKinds = ['calculation.completed', 'calculation.failed', 'report.ready', 'generation.completed', 'generation.failed'] as const;
export type WebhookEventKind = (typeof webhookEventKinds)[number];
export const webhookTestKind = 'webhook.test';

/** Standard Webhooks secret: `whsec_` and the base64 of the key's bytes (32 random bytes here). */
export const webhookSecretPrefix = 'whsec_';

export const WebhookEventKindSchema = z.enum(webhookEventKinds);

export const CreateWebhookEndpointRequest = z.object({
  /** https in production, on a public address (not loopback, link-local, private or unique-local, also once resolved). */
  url: z.string().trim().min(1).max(2048).meta({ example: 'https://hooks.partner.example.com/packlens' }),
  description: z.string().trim().max(200).default('').meta({ example: 'Results into our design review tool' }),
  events: z.array(WebhookEventKindSchema).min(1).max(webhookEventKinds.length),
});
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequest>;

export const WebhookEndpointStatus = z.enum(['enabled', 'disabled']);

export const WebhookEndpoint = z.object({
  id: z.string().uuid(),
  client_id: z.string().uuid(),
  url: appUrl('https://hooks.partner.example.com/packlens'),
  description: text(200, 'Results into our design review tool'),
  events: z.array(WebhookEventKindSchema).max(webhookEventKinds.length).meta({ example: ['calculation.completed', 'report.ready'] }),
  status: WebhookEndpointStatus,
  created_at: isoTime(),
  /** When the signing secret was last rotated; null while it is the first one. */
  secret_rotated_at: isoTime().nullable(),
  /** Until then the previous secret signs too (a second `v1,` signature), so a receiver can switch without a gap. */
  previous_secret_valid_until: isoTime().nullable(),
  /** Deliveries still to be made (first attempt or a retry due). */
  pending_deliveries: count(0),
  /** The most recent attempt to this endpoint, if any. */
  last_attempt: z
    .object({ at: isoTime(), status_code: httpStatus().nullable(), ok: z.boolean() })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
export const WebhookEndpointList = unpagedList(WebhookEndpoint);

/** The answer to a registration: the endpoint and, this once, its signing secret. */
export const CreatedWebhookEndpoint = WebhookEndpoint.extend({ secret: text(100, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZoo2tnuC4MhS7ZfR+8gkE=') });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpoint>;

/** The answer to a rotation: the new secret, this once. */
export const WebhookSecret = z.object({
  endpoint_id: z.string().uuid(),
  secret: text(100, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZoo2tnuC4MhS7ZfR+8gkE='),
  rotated_at: isoTime(),
  previous_secret_valid_until: isoTime(),
});
export type WebhookSecret = z.infer<typeof WebhookSecret>;

export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);

export const WebhookDelivery = z.object({
  /** The `webhook-id` header: the same on every attempt and replay of this delivery (de-duplicate on it). */
  id: text(64, 'msg_5e0e7c1d2f3a4b5c8d9e0f1a2b3c4d5e'),
  endpoint_id: z.string().uuid(),
  event_type: text(40, 'calculation.completed'),
  status: WebhookDeliveryStatus,
  attempts: count(1),
  created_at: isoTime(),
  next_attempt_at: isoTime().nullable(),
  last_attempt_at: isoTime().nullable(),
  last_status_code: httpStatus().nullable(),
  /** A short message (naming at most the endpoint's host or URL). */
  last_error: text(4096, 'connection refused').nullable(),
  delivered_at: isoTime().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryList = z.array(WebhookDelivery).max(100);

/** One POST to the endpoint. */
export const WebhookAttempt = z.object({
  attempt: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).meta({ example: 1 }),
  attempted_at: isoTime(),
  /** The receiver's HTTP status; null when none came (refused, timed out, connection failed). */
  status_code: httpStatus().nullable(),
  /** At most the 10-second timeout, and a little. */
  duration_ms: z.number().int().nonnegative().max(3_600_000).meta({ example: 84 }),
  /** Why it failed without a status (timeout, connection refused, address not allowed); null on an answer. */
  error: text(4096, 'connection refused').nullable(),
  /** The first KB of the receiver's answer. */
  response_excerpt: text(1024, '{"received":true}').nullable(),
  /** Made because the admin replayed the delivery. */
  replay: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDeliveryDetail = WebhookDelivery.extend({
  /** The body POSTed: `{type, timestamp, data}`. */
  payload: z
    .record(z.string().max(20), z.unknown())
    .meta({ example: { type: 'report.ready', timestamp: '2026-11-25T09:30:00.000Z', data: { project_id: '0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90', calculation_id: '0193a1f4-2a7b-7c1d-9e3f-5a6b7c8d9e0f', reports_url: '/api/projects/0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90/reports' } } }),
  /** Every attempt: the retries (at most eight over 27 hours) and any replays the admin asked for. */
  attempt_log: unpagedList(WebhookAttempt),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetail>;

export const WebhookDeliveriesQuery = z.object({
  status: WebhookDeliveryStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50).meta({ example: 50 }),
});

/** What a calculation's messages carry about the images that could not be computed. */
const ImageFailure = z.object({ image_id: z.string().uuid(), code: text(64, 'IMAGE_CORRUPT') });

/** The body of each message kind (the POST's JSON: `{type, timestamp, data}`), for the OpenAPI document's `webhooks`. */
export const webhookMessageData = {
  'calculation.completed': z.object({
    project_id: z.string().uuid(),
    calculation_id: z.string().uuid(),
    succeeded_images: z.number().int().positive().max(10).meta({ example: 3 }),
    failed_images: z.number().int().nonnegative().max(10).meta({ example: 0 }),
    failures: z.array(ImageFailure).max(10).meta({ example: [] }),
    completed_at: isoTime(),
    results_url: appUrl('/api/projects/0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90/results'),
  }),
  'calculation.failed': z.object({
    project_id: z.string().uuid(),
    calculation_id: z.string().uuid(),
    failed_images: z.number().int().nonnegative().max(10).meta({ example: 0 }),
    failures: z.array(ImageFailure).max(10).meta({ example: [] }),
    completed_at: isoTime(),
  }),
  'report.ready': z.object({ project_id: z.string().uuid(), calculation_id: z.string().uuid(), reports_url: appUrl('/api/projects/0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90/reports') }),
  'generation.completed': z.object({
    job_id: z.string().uuid(),
    project_id: z.string().uuid(),
    /** names, catch_phrases, concepts, panel, concept_assist, design */
    service: text(40, 'names').nullable(),
    completed_at: isoTime(),
    demo: z.boolean().optional(),
    mode: text(40, 'text_to_image').optional(),
    images: z.number().int().min(0).max(1000).meta({ example: 4 }).optional(),
  }),
  'generation.failed': z.object({ job_id: z.string().uuid(), project_id: z.string().uuid(), service: text(40, 'names').nullable(), code: text(64, 'GENERATION_TIMEOUT'), failed_at: isoTime() }),
  'webhook.test': z.object({ endpoint_id: z.string().uuid(), test_id: z.string().uuid() }),
} as const;

export const webhookMessageOf = <K extends keyof typeof webhookMessageData>(kind: K) =>
  z.object({ type: z.literal(kind), timestamp: isoTime(), data: webhookMessageData[kind] });
