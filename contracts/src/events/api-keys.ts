import { z } from 'zod';
import { apiKeyScopes } from '../api/api-keys';
import { defineEvent, type EventOf } from './define-event';

const isoTime = z.string().datetime();
/** Who acted: the client's admin on My page, or the super admin. Never the key itself. */
const by = z.object({ kind: z.enum(['user', 'apiKey', 'system']), id: z.string().min(1) });

/** A client's admin (or the super admin) issued a partner API key; the key itself is never stored, only its sha256. */
export const ApiKeyIssued = defineEvent(
  'ApiKeyIssued',
  z.object({
    clientId: z.string().uuid(),
    keyId: z.string().uuid(),
    name: z.string().min(1).max(100),
    scopes: z.array(z.enum(apiKeyScopes)).min(1),
    /** sha256 of the whole key, hex. */
    keyHash: z.string().regex(/^[0-9a-f]{64}$/),
    lastFour: z.string().length(4),
    expiresAt: isoTime.nullable(),
    issuedAt: isoTime,
    issuedBy: by,
  }),
);

/** The key stops working at once. */
export const ApiKeyRevoked = defineEvent(
  'ApiKeyRevoked',
  z.object({ clientId: z.string().uuid(), keyId: z.string().uuid(), revokedAt: isoTime, revokedBy: by }),
);

export const apiKeyEvents = { ApiKeyIssued, ApiKeyRevoked } as const;
export type ApiKeyEvent = EventOf<typeof ApiKeyIssued> | EventOf<typeof ApiKeyRevoked>;
