import { z } from 'zod';
import { isoTime, text, unpagedList } from './openapi-fields';

/**
 * Partner API keys (issue 15, item 1). A key belongs to a client, carries scopes, and is shown once on creation.
 *
 * | method | path                          | who                      | request              | response (status)      | error codes |
 * |--------|-------------------------------|--------------------------|----------------------|------------------------|-------------|
 * | GET    | /api/api_keys/                | company admin (role 1)   | -                    | ApiKey[] (200)         | FORBIDDEN, API_KEY_NOT_ALLOWED |
 * | POST   | /api/api_keys/                | company admin            | CreateApiKeyRequest  | CreatedApiKey (201)    | VALIDATION_FAILED |
 * | DELETE | /api/api_keys/{id}            | company admin            | -                    | ApiKey (200)           | NOT_FOUND |
 * | GET    | /api/admin/api_keys?client_id=| super admin              | -                    | ApiKey[] (200)         | FORBIDDEN |
 * | DELETE | /api/admin/api_keys/{id}      | super admin              | -                    | ApiKey (200)           | NOT_FOUND |
 * | POST   | /api/user_token/              | an API key               | -                    | ApiKeyIntrospection (200) | API_KEY_INVALID, API_KEY_REVOKED, API_KEY_EXPIRED |
 */
export const apiKeyScopes = ['projects:read', 'projects:write', 'results:read', 'reports:read', 'generation:write', 'webhooks:read', 'webhooks:write'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** What every key starts with, so a leaked one is recognisable (secret scanners) and told apart from a login token. */
export const apiKeyPrefix = 'pk_live_';

export const ApiKeyScopeSchema = z.enum(apiKeyScopes);

export const CreateApiKeyRequest = z
  .object({
    name: z.string().trim().min(1).max(100).meta({ example: 'Design tool integration' }),
    scopes: z
      .array(ApiKeyScopeSchema)
      .min(1)
      .max(apiKeyScopes.length * 2)
      .meta({ example: ['projects:read', 'projects:write', 'results:read', 'reports:read', 'webhooks:write'] }),
    /** Absent or null: the key does not expire. Must lie in the future. */
    expires_at: z.string().max(40, { abort: true }).datetime({ offset: true }).nullable().meta({ example: '2027-03-31T23:59:59+09:00' }).optional(),
  })
  ;
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

export const ApiKeyStatus = z.enum(['active', 'revoked', 'expired']);

export const ApiKey = z
  .object({
    id: z.string().uuid(),
    client_id: z.string().uuid(),
    name: text(100, 'Design tool integration'),
    scopes: z.array(ApiKeyScopeSchema).max(apiKeyScopes.length).meta({ example: ['projects:read', 'projects:write', 'results:read', 'reports:read', 'webhooks:write'] }),
    last_four: text(4, 'Q7x2'),
    created_at: isoTime(),
    last_used_at: isoTime().nullable(),
    expires_at: isoTime().nullable(),
    revoked_at: isoTime().nullable(),
    status: ApiKeyStatus,
  })
  ;
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = unpagedList(ApiKey);

/** The answer to a creation: the key's record and, this once, the key itself. */
export const CreatedApiKey = ApiKey.extend({ key: text(100, 'pk_live_4Rk9TzQ2mXw7vB3nL6sH1gJ5cY0aE2uP8iO4kZdQ7x2') });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

/** POST /api/user_token/ with a key: what the key is and may do (nothing is exchanged; the key is the credential). */
export const ApiKeyIntrospection = z
  .object({
    token_type: z.literal('api_key'),
    key_id: z.string().uuid(),
    client_id: z.string().uuid(),
    name: text(100, 'Design tool integration'),
    scopes: z.array(ApiKeyScopeSchema).max(apiKeyScopes.length).meta({ example: ['projects:read', 'results:read'] }),
    expires_at: isoTime().nullable(),
  })
  ;
export type ApiKeyIntrospection = z.infer<typeof ApiKeyIntrospection>;
