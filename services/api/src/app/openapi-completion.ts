import { errorCatalogue, formatErrorMessage, type ErrorCode } from '@packlens/contracts';
import { exampleOf, type JsonSchema } from './openapi-examples';

/**
 * The last pass over the OpenAPI document (issue 15, items 5-6): what holds for every operation is said once here
 * rather than in each route, so the document passes Redocly's `recommended` rules and Spectral's OWASP ruleset
 * (services/api/.redocly.yaml, .spectral.yaml; the lint spec) and stays true:
 * - public operations say so (`security: []`), the console's operations name the super admin's role;
 * - every operation declares 500, every secured one 401, every one with input 400 (the one `defaultHook` answers
 *   any zod failure with VALIDATION_FAILED), all as problem details with an example from the error catalogue;
 * - a UUID is 36 characters; an integer's format (int32 or int64) follows from its bounds;
 * - each JSON body carries one example, put together from its schema's examples (openapi-examples.ts), as a named
 *   media-type example (`examples`), which Redocly checks against the schema and generated clients do not copy into
 *   every type.
 */

type Schema = JsonSchema;
type MediaType = { schema?: Schema; example?: unknown; examples?: unknown };
type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, MediaType> };
type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
};
type Document = {
  servers?: unknown[];
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, unknown> };
};

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The refusal each status shows as its example; the operation's own codes are in its description. */
const exampleCodes: Record<string, { code: ErrorCode; params?: Record<string, string | number> }> = {
  400: { code: 'VALIDATION_FAILED' },
  401: { code: 'UNAUTHENTICATED' },
  403: { code: 'FORBIDDEN' },
  404: { code: 'NOT_FOUND' },
  409: { code: 'VERSION_CONFLICT' },
  410: { code: 'SESSION_EXPIRED' },
  413: { code: 'FILE_TOO_LARGE', params: { maxMb: 4 } },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  422: { code: 'SERVICE_NOT_AVAILABLE' },
  429: { code: 'TOO_MANY_REQUESTS' },
  500: { code: 'INTERNAL_ERROR' },
  503: { code: 'SERVICE_UNAVAILABLE' },
};

const statusDescriptions: Record<string, string> = {
  400: 'Invalid input (catalogue code and field errors)',
  401: 'Not logged in, an unknown, revoked or expired API key, or the session timed out',
  500: 'An unexpected error on the server (nothing was stored; the request id is in the answer and the logs)',
  503: 'The database or the file store cannot be reached right now (SERVICE_UNAVAILABLE, STORAGE_UNAVAILABLE); come back after Retry-After seconds (a retry with the same Idempotency-Key is safe)',
};

/** A problem-details example as `problemBody` writes it (English; `detail` is in the request's language). */
function problemExample(status: string, path: string, field: string) {
  const chosen = exampleCodes[status] ?? { code: 'VALIDATION_FAILED' as ErrorCode };
  const code = errorCatalogue[chosen.code].status === Number(status) ? chosen.code : (Object.keys(errorCatalogue) as ErrorCode[]).find((c) => errorCatalogue[c].status === Number(status));
  if (!code) return undefined;
  const params = chosen.params ?? {};
  const message = formatErrorMessage(code, 'en', params);
  return {
    type: `https://packlens.dev/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: message,
    status: Number(status),
    code,
    detail: message,
    instance: path.replace(/\{[^}]+\}/g, '0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90'),
    requestId: '7d3f9b2a-41c6-4e85-b0a9-6c2e18f4d357',
    ...(code === 'VALIDATION_FAILED' ? { errors: [{ field, code: 'FIELD_REQUIRED', message: formatErrorMessage('FIELD_REQUIRED', 'en') }] } : {}),
  };
}

function* operationsOf(doc: Document): Generator<{ path: string; method: string; operation: Operation; webhook: boolean }> {
  for (const [group, webhook] of [[doc.paths, false], [doc.webhooks, true]] as const) {
    for (const [path, item] of Object.entries(group ?? {})) {
      for (const method of methods) {
        const operation = item[method] as Operation | undefined;
        if (operation && typeof operation === 'object') yield { path, method, operation, webhook };
      }
    }
  }
}

/** Every schema node of the document, depth first. */
function eachNode(value: unknown, visit: (node: Record<string, unknown>) => void) {
  if (Array.isArray(value)) for (const item of value) eachNode(item, visit);
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    for (const child of Object.values(value)) eachNode(child, visit);
  }
}

const int32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/**
 * The longest text an anchored pattern matches, when it has no unbounded repetition (`^\\d{6}$` is 6,
 * `^[A-Za-z0-9]{8,20}$` 20); undefined for anything else (alternation, groups, `*`, `+`).
 */
export function patternMaxLength(pattern: string): number | undefined {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return undefined;
  const body = pattern.slice(1, -1);
  const atom = /(\[(?:\\.|[^\]\\])+\]|\\[dDwWsS.\\/\-^$()[\]{}|?*+]|[^\\[\](){}|?*+^$])(\{(\d+)(?:,(\d+))?\}|\?)?/y;
  let length = 0;
  while (atom.lastIndex < body.length) {
    const match = atom.exec(body);
    if (!match) return undefined;
    const [, , quantifier, exact, upTo] = match;
    if (quantifier === '?') length += 1;
    else if (quantifier && quantifier.includes(',') && upTo === undefined) return undefined;
    else length += quantifier ? Number(upTo ?? exact) : 1;
  }
  return length;
}

/**
 * Bounds that a format or pattern implies: a UUID's 36 characters, an anchored pattern's longest match; int32 or
 * int64 by an integer's declared range.
 */
function declareFormatBounds(doc: Document) {
  eachNode(doc, (node) => {
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes('string') && node.format === 'uuid' && node.maxLength === undefined) node.maxLength = 36;
    if (types.includes('string') && typeof node.pattern === 'string' && node.maxLength === undefined) {
      const longest = patternMaxLength(node.pattern);
      if (longest !== undefined) node.maxLength = longest;
    }
    if (types.includes('integer') && node.format === undefined) {
      const fits = typeof node.minimum === 'number' && typeof node.maximum === 'number' && node.minimum >= int32.min && node.maximum <= int32.max;
      node.format = fits ? 'int32' : 'int64';
    }
  });
}

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** The problem-details content an operation's refusals share. */
function problemContent(operation: Operation): Record<string, MediaType> | undefined {
  return Object.entries(operation.responses ?? {}).find(([status, response]) => Number(status) >= 400 && response.content?.['application/problem+json'])?.[1].content;
}

/**
 * A route that names no operationId gets one from its method and path, the same on every build: `GET
 * /api/projects/{id}/results` is `getProjectsByIdResults`; a webhook's message is `webhookCalculationCompleted`.
 */
function operationIdOf(method: string, path: string, webhook: boolean): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/._-]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith('{') ? `by ${word.slice(1, -1)}` : word))
    .flatMap((word) => word.split(' '))
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return (webhook ? 'webhook' : method) + words.join('');
}

/** The field a validation failure's example names: the body's first required field, else the first parameter. */
function firstInput(operation: Operation): string {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const parameter = (operation.parameters as { name?: string }[] | undefined)?.find((p) => p.name)?.name;
  return body?.required?.[0] ?? parameter ?? '(body)';
}

export function completeDocument<D>(document: D): D {
  // A copy without shared objects: the steps before may hand one content object to several responses.
  const doc = JSON.parse(JSON.stringify(document)) as Document;
  doc.servers = [{ url: '/', description: 'This installation (local, staging or production): the origin that served this document', 'x-internal': false }];
  const resolve = (ref: string) => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
  // Operations without any refusal of their own (health, languages) still answer 500 as problem details.
  const anyProblem = [...operationsOf(doc)].map(({ operation }) => problemContent(operation)).find(Boolean);
  for (const { path, method, operation, webhook } of operationsOf(doc)) {
    operation.security ??= [];
    operation.operationId ??= operationIdOf(method, path, webhook);
    if (path.startsWith('/api/admin/')) {
      // Only a super admin's login token reaches the console's API (requireAuth(identity, [2]) on /admin/*).
      operation.security = operation.security.map((requirement) => ('bearerAuth' in requirement ? { bearerAuth: ['superAdmin'] } : requirement));
    }
    const responses = (operation.responses ??= {});
    const problem = problemContent(operation) ?? anyProblem;
    const field = firstInput(operation);
    // An API key's answers all carry the RateLimit-* headers (withIdempotencyKeys): so do the refusals added here.
    const headers = Object.values(responses).find((response) => response.headers?.['RateLimit-Limit'])?.headers;
    if (!webhook && problem) {
      const refusal = (status: string) => ({ description: statusDescriptions[status], ...(headers ? { headers: { ...headers } } : {}), content: structuredClone(problem) });
      if (operation.security.length && !responses['401']) responses['401'] = refusal('401');
      if ((operation.parameters?.length || operation.requestBody) && !responses['400']) responses['400'] = refusal('400');
      responses['500'] ??= refusal('500');
      responses['503'] ??= { ...refusal('503'), headers: { ...(headers ?? {}), 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1, maximum: 3600 } } } };
    }
    for (const [status, response] of Object.entries(responses)) {
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        if (media.example !== undefined || media.examples !== undefined) continue;
        if (mediaType === 'application/problem+json') {
          const example = problemExample(status, path, field);
          if (example) media.examples = { [example.code]: { summary: example.detail, value: example } };
        } else if (isJson(mediaType)) {
          const composed = exampleOf(media.schema, resolve);
          if (composed.ok) media.examples = { example: { value: composed.value } };
        }
      }
    }
    for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) {
      if (media.example !== undefined || media.examples !== undefined || !(isJson(mediaType) || mediaType === 'multipart/form-data')) continue;
      const composed = exampleOf(media.schema, resolve);
      if (composed.ok) media.examples = { example: { value: composed.value } };
    }
  }
  declareFormatBounds(doc);
  return doc as D;
}

/** Media types whose bodies are files (an image, a PDF): an example of their bytes would say nothing. */
const isFile = (mediaType: string) => /^(image|audio|video)\//.test(mediaType) || mediaType === 'application/pdf' || mediaType === 'application/octet-stream';

/**
 * For the lint spec: each body of an operation (request or response, files apart) that has no example, with the
 * fields that lack one (for JSON and multipart bodies, whose example is put together from their schema).
 */
export function missingExamples(document: unknown): { operation: string; body: string; fields: string[] }[] {
  const doc = document as Document;
  const resolve = (ref: string) => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
  const found: { operation: string; body: string; fields: string[] }[] = [];
  for (const { path, method, operation, webhook } of operationsOf(doc)) {
    const bodies = [
      ...Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ['request', type, media] as const),
      ...Object.entries(operation.responses ?? {}).flatMap(([status, response]) => Object.entries(response.content ?? {}).map(([type, media]) => [status, type, media] as const)),
    ];
    for (const [where, mediaType, media] of bodies) {
      if (media.example !== undefined || media.examples !== undefined || media.schema?.example !== undefined || isFile(mediaType)) continue;
      const composed = isJson(mediaType) || mediaType === 'multipart/form-data' ? exampleOf(media.schema, resolve) : undefined;
      found.push({
        operation: `${webhook ? 'webhook ' : ''}${method.toUpperCase()} ${path}`,
        body: `${where} ${mediaType}`,
        fields: composed && !composed.ok ? composed.missing : ['(an example of the whole body, on the media type)'],
      });
    }
  }
  return found;
}
