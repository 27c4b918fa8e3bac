import { idempotentOperations } from './operations';

type Doc = { paths?: Record<string, Record<string, unknown>>; components?: Record<string, Record<string, unknown>> };
type Operation = { parameters?: unknown[]; responses?: Record<string, { description: string; content?: unknown }>; security?: Record<string, string[]>[] };

const problemResponse = (operation: Operation, description: string) => {
  // The same problem-details content the operation's other refusals declare.
  const sample = Object.entries(operation.responses ?? {}).find(([status, response]) => Number(status) >= 400 && response.content)?.[1];
  return { description, ...(sample?.content ? { content: sample.content } : {}) };
};

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Requests per minute this API key may send (draft-ietf-httpapi-ratelimit-headers-06).', schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 100_000, example: 600 } },
  'RateLimit-Remaining': { description: 'Requests the key may still send at once.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 100_000, example: 599 } },
  'RateLimit-Reset': { description: 'Seconds until the key’s full limit is available again.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 60, example: 1 } },
  'RateLimit-Policy': { description: 'The policy: `<limit>;w=60` (requests per 60-second window).', schema: { type: 'string', maxLength: 20, example: '600;w=60' } },
};

/**
 * Declares, in the OpenAPI document: the `Idempotency-Key` header on each operation that takes one (with its 400,
 * 409 and 422 refusals), and on every operation an API key may call the RateLimit-* headers on its answers and the
 * 429 refusal with Retry-After (issue 15, items 2-3).
 */
export function withIdempotencyKeys<D>(document: D): D {
  // A copy: the generator may hand out objects of the route definitions, and /api/doc is asked again and again.
  const doc = structuredClone(document) as Doc;
  doc.components ??= {};
  doc.components.parameters = {
    ...doc.components.parameters,
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes a retry safe: a retry with the same key (1-255 printable ASCII characters, e.g. a UUID) and the same request answers the first ' +
        'answer again (`Idempotent-Replayed: true`) without creating or charging twice; kept 24 hours per API key or person. The same key with ' +
        'another request answers 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key 400 ' +
        'IDEMPOTENCY_KEY_INVALID. A first answer of 5xx is not kept.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
      example: '5f0c2b1e-8d4b-4f6e-9a37-2f1f6c0d9b21',
    },
  };
  doc.components.headers = {
    ...doc.components.headers,
    ...rateLimitHeaders,
    'Retry-After': { description: 'Seconds to wait before the next request is allowed.', schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 3600, example: 1 } },
  };
  const headers = Object.fromEntries(Object.keys(rateLimitHeaders).map((name) => [name, { $ref: `#/components/headers/${name}` }]));
  const paths = new Set(idempotentOperations.map((operation) => `/api${operation.path}`));
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as Operation;
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      if (method === 'post' && paths.has(path)) {
        operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
        operation.responses['400'] ??= problemResponse(operation, 'Invalid input (catalogue code and field errors)');
        operation.responses['409'] ??= problemResponse(operation, 'Conflicts with the current state');
        operation.responses['422'] ??= problemResponse(operation, 'Breaks a business rule');
      }
      if (operation.security?.some((requirement) => 'apiKeyAuth' in requirement)) {
        for (const response of Object.values(operation.responses)) (response as { headers?: object }).headers = { ...(response as { headers?: object }).headers, ...headers };
        operation.responses['429'] ??= problemResponse(operation, 'Too many requests: this API key’s limit per minute is used up');
        (operation.responses['429'] as { headers?: unknown }).headers = { ...headers, 'Retry-After': { $ref: '#/components/headers/Retry-After' } };
      }
    }
  }
  return doc as D;
}
