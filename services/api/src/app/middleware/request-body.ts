import type { MiddlewareHandler } from 'hono';
import { DomainError } from '@packlens/contracts';
import type { AppEnv } from '../context';

/** NUL, and a UTF-16 surrogate without its partner: PostgreSQL stores neither in text or jsonb. */
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (or object key) in `value` that cannot be stored, or undefined. */
export function unstorableAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return unstorable.test(value) ? path.join('.') || '(body)' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableAt(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (unstorable.test(key)) return [...path, '(key)'].join('.');
      const found = unstorableAt(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export interface BodyLimits {
  /** Largest JSON body, in bytes. */
  jsonBytes: number;
  /** Paths (Hono-style regular expressions) that take multipart uploads, with their own limits. */
  multipart: RegExp[];
}

const kib = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

/** Reads at most `limit` bytes of the body: a longer one is refused without being read to its end. */
async function readLimited(request: Request, limit: number): Promise<string> {
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new DomainError('REQUEST_TOO_LARGE', { max: kib(limit) });
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/**
 * What every write request must be before a handler sees it (issues 19 and 20): a body is JSON (multipart only on
 * upload routes) or 415; no larger than the limit (413, refused from Content-Length before reading, or as soon as
 * the stream passes it); parseable (400); and without a NUL or a lone surrogate in any string or query value
 * (400 naming the field). A refused request stores nothing. The parsed body is handed on to the validators.
 */
export function requestBodyGuard(limits: BodyLimits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (values.some((value) => unstorable.test(value)) || unstorable.test(name)) throw new DomainError('VALIDATION_FAILED', {}, { [name]: 'TEXT_INVALID_CHARACTERS' });
    }
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const declared = c.req.header('content-length');
    const length = declared === undefined ? undefined : Number(declared);
    const hasBody = c.req.raw.body !== null && length !== 0;
    if (!hasBody) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (limits.multipart.some((pattern) => pattern.test(c.req.path))) {
      if (type !== 'multipart/form-data') throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
      return next();
    }
    if (type !== 'application/json') {
      // A browser's DELETE declares no length (react-admin's even says text/plain), and Node hands it on as an empty
      // stream: that is no body, whatever the type says.
      if (length === undefined && (await readLimited(c.req.raw, limits.jsonBytes)) === '') return next();
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
    }
    if (length !== undefined && length > limits.jsonBytes) throw new DomainError('REQUEST_TOO_LARGE', { max: kib(limits.jsonBytes) });
    const text = await readLimited(c.req.raw, limits.jsonBytes);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new DomainError('MALFORMED_REQUEST');
    }
    const field = unstorableAt(parsed);
    if (field !== undefined) throw new DomainError('VALIDATION_FAILED', {}, { [field]: 'TEXT_INVALID_CHARACTERS' });
    // The validators read the body again through Hono's cache.
    (c.req as unknown as { bodyCache: Record<string, Promise<unknown>> }).bodyCache.text = Promise.resolve(text);
    return next();
  };
}
