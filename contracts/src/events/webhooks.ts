import { z } from 'zod';
import { webhookEventKinds } from '../api/webhooks';
import { defineEvent, type EventOf } from './define-event';

/**
 * A client's webhook endpoints (issue 15, item 4), on the client's stream (`client-<id>`): they belong to the client,
 * like its API keys. The signing secret is in the events sealed (AES-256-GCM with the settings key, as the AI
 * providers' keys are), because it must be read again to sign; it is shown to the admin once.
 */
const uuid = z.string().uuid();
const isoTime = z.string().datetime();
/** Who acted: the client's admin on My page, a partner's API key (its id), or the system. */
const by = z.object({ kind: z.enum(['user', 'apiKey', 'system']), id: z.string().min(1) });
/** `v1.<iv>.<tag>.<ciphertext>` (services/api/src/billing/settings-secret.ts). */
const sealed = z.string().regex(/^v1\.[\w-]+\.[\w-]+\.[\w-]*$/);

export const WebhookEndpointRegistered = defineEvent(
  'WebhookEndpointRegistered',
  z.object({
    clientId: uuid,
    endpointId: uuid,
    url: z.string().url().max(2048),
    description: z.string().max(200),
    events: z.array(z.enum(webhookEventKinds)).min(1),
    secretSealed: sealed,
    registeredAt: isoTime,
    registeredBy: by,
  }),
);

/** Deliveries stop (those already made wait) until it is enabled again. */
export const WebhookEndpointDisabled = defineEvent('WebhookEndpointDisabled', z.object({ clientId: uuid, endpointId: uuid, at: isoTime, by }));
export const WebhookEndpointEnabled = defineEvent('WebhookEndpointEnabled', z.object({ clientId: uuid, endpointId: uuid, at: isoTime, by }));

/** Gone for good: nothing more is delivered to it. */
export const WebhookEndpointRemoved = defineEvent('WebhookEndpointRemoved', z.object({ clientId: uuid, endpointId: uuid, removedAt: isoTime, removedBy: by }));

/** A new signing secret; the previous one signs alongside it until `previousValidUntil`. */
export const WebhookSecretRotated = defineEvent(
  'WebhookSecretRotated',
  z.object({ clientId: uuid, endpointId: uuid, secretSealed: sealed, rotatedAt: isoTime, previousValidUntil: isoTime, rotatedBy: by }),
);

/** The admin asked for a `webhook.test` delivery to this endpoint. */
export const WebhookTestRequested = defineEvent(
  'WebhookTestRequested',
  z.object({ clientId: uuid, endpointId: uuid, testId: uuid, requestedAt: isoTime, requestedBy: by }),
);

/** The admin asked for one more attempt of a delivery, with the same `webhook-id`. */
export const WebhookDeliveryReplayRequested = defineEvent(
  'WebhookDeliveryReplayRequested',
  z.object({ clientId: uuid, endpointId: uuid, deliveryId: z.string().regex(/^msg_[0-9a-f]{32}$/), requestedAt: isoTime, requestedBy: by }),
);

export const webhookEvents = {
  WebhookEndpointRegistered,
  WebhookEndpointDisabled,
  WebhookEndpointEnabled,
  WebhookEndpointRemoved,
  WebhookSecretRotated,
  WebhookTestRequested,
  WebhookDeliveryReplayRequested,
} as const;

export type WebhookEvent =
  | EventOf<typeof WebhookEndpointRegistered>
  | EventOf<typeof WebhookEndpointDisabled>
  | EventOf<typeof WebhookEndpointEnabled>
  | EventOf<typeof WebhookEndpointRemoved>
  | EventOf<typeof WebhookSecretRotated>
  | EventOf<typeof WebhookTestRequested>
  | EventOf<typeof WebhookDeliveryReplayRequested>;

export const webhookEventTypes = Object.keys(webhookEvents) as WebhookEvent['type'][];
