import { z } from 'zod';

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
  url: z.string().trim().min(1).max(2048),
  description: z.string().trim().max(200).default(''),
  events: z.array(WebhookEventKindSchema).min(1).max(webhookEventKinds.length),
});
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequest>;

export const WebhookEndpointStatus = z.enum(['enabled', 'disabled']);

export const WebhookEndpoint = z.object({
  id: z.string().uuid(),
  client_id: z.string().uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventKindSchema),
  status: WebhookEndpointStatus,
  created_at: z.string(),
  /** When the signing secret was last rotated; null while it is the first one. */
  secret_rotated_at: z.string().nullable(),
  /** Until then the previous secret signs too (a second `v1,` signature), so a receiver can switch without a gap. */
  previous_secret_valid_until: z.string().nullable(),
  /** Deliveries still to be made (first attempt or a retry due). */
  pending_deliveries: z.number().int().nonnegative(),
  /** The most recent attempt to this endpoint, if any. */
  last_attempt: z
    .object({ at: z.string(), status_code: z.number().int().nullable(), ok: z.boolean() })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
export const WebhookEndpointList = z.array(WebhookEndpoint);

/** The answer to a registration: the endpoint and, this once, its signing secret. */
export const CreatedWebhookEndpoint = WebhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpoint>;

/** The answer to a rotation: the new secret, this once. */
export const WebhookSecret = z.object({
  endpoint_id: z.string().uuid(),
  secret: z.string(),
  rotated_at: z.string(),
  previous_secret_valid_until: z.string(),
});
export type WebhookSecret = z.infer<typeof WebhookSecret>;

export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);

export const WebhookDelivery = z.object({
  /** The `webhook-id` header: the same on every attempt and replay of this delivery (de-duplicate on it). */
  id: z.string(),
  endpoint_id: z.string().uuid(),
  event_type: z.string(),
  status: WebhookDeliveryStatus,
  attempts: z.number().int().nonnegative(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryList = z.array(WebhookDelivery);

/** One POST to the endpoint. */
export const WebhookAttempt = z.object({
  attempt: z.number().int().positive(),
  attempted_at: z.string(),
  /** The receiver's HTTP status; null when none came (refused, timed out, connection failed). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int().nonnegative(),
  /** Why it failed without a status (timeout, connection refused, address not allowed); null on an answer. */
  error: z.string().nullable(),
  /** The first KB of the receiver's answer. */
  response_excerpt: z.string().nullable(),
  /** Made because the admin replayed the delivery. */
  replay: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDeliveryDetail = WebhookDelivery.extend({
  /** The body POSTed: `{type, timestamp, data}`. */
  payload: z.record(z.string(), z.unknown()),
  attempt_log: z.array(WebhookAttempt),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetail>;

export const WebhookDeliveriesQuery = z.object({
  status: WebhookDeliveryStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** What a calculation's messages carry about the images that could not be computed. */
const ImageFailure = z.object({ image_id: z.string().uuid(), code: z.string() });

/** The body of each message kind (the POST's JSON: `{type, timestamp, data}`), for the OpenAPI document's `webhooks`. */
export const webhookMessageData = {
  'calculation.completed': z.object({
    project_id: z.string().uuid(),
    calculation_id: z.string().uuid(),
    succeeded_images: z.number().int().positive(),
    failed_images: z.number().int().nonnegative(),
    failures: z.array(ImageFailure),
    completed_at: z.string(),
    results_url: z.string(),
  }),
  'calculation.failed': z.object({
    project_id: z.string().uuid(),
    calculation_id: z.string().uuid(),
    failed_images: z.number().int().nonnegative(),
    failures: z.array(ImageFailure),
    completed_at: z.string(),
  }),
  'report.ready': z.object({ project_id: z.string().uuid(), calculation_id: z.string().uuid(), reports_url: z.string() }),
  'generation.completed': z.object({
    job_id: z.string().uuid(),
    project_id: z.string().uuid(),
    /** names, catch_phrases, concepts, panel, concept_assist, design */
    service: z.string().nullable(),
    completed_at: z.string(),
    demo: z.boolean().optional(),
    mode: z.string().optional(),
    images: z.number().int().optional(),
  }),
  'generation.failed': z.object({ job_id: z.string().uuid(), project_id: z.string().uuid(), service: z.string().nullable(), code: z.string(), failed_at: z.string() }),
  'webhook.test': z.object({ endpoint_id: z.string().uuid(), test_id: z.string().uuid() }),
} as const;

export const webhookMessageOf = <K extends keyof typeof webhookMessageData>(kind: K) =>
  z.object({ type: z.literal(kind), timestamp: z.string(), data: webhookMessageData[kind] });
