import { createRoute, z } from '@hono/zod-openapi';
import { ApiKey, ApiKeyIntrospection, CreateApiKeyRequest, CreatedApiKey, CursorPageQuery, pagedList, unpagedList } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';
import { jsonBody } from '../identity/auth.routes';

const tags = ['API keys'];
const nextPageHeader = { Link: { description: 'Where the next page is (`<…>; rel="next"`), absent on the last page', schema: { type: 'string' as const, maxLength: 500 } } };
const key = { params: z.object({ id: z.string().uuid({ error: 'NOT_FOUND' }) }) };
const people = 'For people only: an API key is refused with 403 API_KEY_NOT_ALLOWED.';

export const listKeys = createRoute({
  method: 'get',
  path: '/api_keys/',
  tags,
  summary: 'The client’s API keys, newest first (never the keys themselves: their last four characters)',
  description: `The client’s administrator (role 1). ${people} Paged: \`limit\` (1-100, default 100) keys after \`starting_after\`; a \`Link\` header with rel="next" says where the next page is.`,
  security: bearer,
  request: { query: CursorPageQuery },
  responses: { 200: { ...json(pagedList(ApiKey), 'One page of keys'), headers: nextPageHeader }, ...problemResponses(400, 401, 403) },
});

export const createKey = createRoute({
  method: 'post',
  path: '/api_keys/',
  tags,
  summary: 'Issue an API key for the client: the answer carries the key, shown this once',
  description: `The client’s administrator (role 1). The key belongs to the client, not to the person who made it. ${people}`,
  security: bearer,
  request: jsonBody(CreateApiKeyRequest),
  responses: { 201: json(CreatedApiKey, 'The new key, with `key` this once'), ...problemResponses(400, 401, 403) },
});

export const revokeKey = createRoute({
  method: 'delete',
  path: '/api_keys/{id}',
  tags,
  summary: 'Revoke one of the client’s API keys: it is refused (401 API_KEY_REVOKED) from the next request on',
  description: `The client’s administrator (role 1). ${people}`,
  security: bearer,
  request: key,
  responses: { 200: json(ApiKey, 'The revoked key'), ...problemResponses(401, 403, 404) },
});

export const adminListKeys = createRoute({
  method: 'get',
  path: '/admin/api_keys',
  tags,
  summary: 'Any client’s API keys (super admin), newest first; every client’s without `client_id`',
  description:
    'In the console’s ra-data-simple-rest contract too: `filter={"client_id":"…"}`; the count is in Content-Range ' +
    '(`api_keys 0-9/10`). `sort` and `range` are accepted and the list is answered whole.',
  security: bearer,
  request: {
    query: z.object({
      client_id: z.string().uuid().optional(),
      filter: z.string().max(2000).optional(),
      sort: z.string().max(200).optional(),
      range: z.string().max(200).optional(),
    }),
  },
  responses: { 200: json(unpagedList(ApiKey), 'The keys; the count is in Content-Range'), ...problemResponses(400, 401, 403) },
});

export const adminRevokeKey = createRoute({
  method: 'delete',
  path: '/admin/api_keys/{id}',
  tags,
  summary: 'Revoke any client’s API key (super admin)',
  security: bearer,
  request: key,
  responses: { 200: json(ApiKey, 'The revoked key'), ...problemResponses(401, 403, 404) },
});

export const userToken = createRoute({
  method: 'post',
  path: '/user_token/',
  tags,
  summary: 'What the presented API key is and may do (section 7’s user_token)',
  description:
    'Send an API key as `Authorization: Bearer pk_live_…`. Nothing is exchanged: the key itself is the credential on ' +
    'every operation its scopes cover, and a second, derived token would only be one more secret to revoke. A ' +
    'partner calls this to check a key and read its scopes and expiry. Without a key: 401 API_KEY_INVALID.',
  security: [{ apiKeyAuth: [] }],
  responses: { 200: json(ApiKeyIntrospection, 'The key'), ...problemResponses(401) },
});
