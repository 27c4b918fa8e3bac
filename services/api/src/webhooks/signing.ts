import { createHmac, randomBytes } from 'node:crypto';
import { webhookSecretPrefix } from '@packlens/contracts';

/**
 * Standard Webhooks (standardwebhooks.com) signing: the secret is `whsec_` + base64 of the key; each attempt sends
 * `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, several space-separated while a rotated-out secret still signs.
 */

/** A new signing secret: 32 random bytes (the HMAC-SHA256 block of entropy), base64 after `whsec_`. */
export function newWebhookSecret(): string {
  return webhookSecretPrefix + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(webhookSecretPrefix)) throw new Error('not a webhook secret');
  return Buffer.from(secret.slice(webhookSecretPrefix.length), 'base64');
}

/** One `v1,<base64>` signature of a message. */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The headers of one attempt, signed with every secret given (the current one first). */
export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(' '),
  };
}
