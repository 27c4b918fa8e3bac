import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { DomainError, uploadLimits } from '@packlens/contracts';
import type { AppEnv } from '../app/context';
import type { AuthContext, IdentityService } from '../identity/identity-service';
import { takesIdempotencyKey } from './operations';
import type { IdempotencyStore, StoredAnswer } from './idempotency-store';

/** 1-255 printable ASCII characters (a UUID v4 is what the docs suggest). */
export const wellFormedIdempotencyKey = (key: string) => /^[\x20-\x7E]{1,255}$/.test(key) && key.trim() !== '';

/** Headers of the first answer a replay repeats (with its status and body); the rest are the replay's own. */
const repeatedHeaders = ['content-type', 'content-disposition', 'content-language', 'location', 'retry-after'];

/** The largest multipart body any upload route takes (the route refuses more; this only bounds what is hashed). */
const maxMultipartBytes = uploadLimits.imagesPerUpload * uploadLimits.shelfImageBytes + 1024 * 1024;

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** JSON with its keys sorted at every level, so a client that serialises a retry differently still matches. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

async function readUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new DomainError('FILE_TOO_LARGE');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * What makes two requests "the same": method, path with query, and the body — JSON canonicalised; multipart as its
 * parts in order (name, file name, type, sha256 of the bytes), since a client draws a new boundary for every retry.
 * A multipart body is read here and handed on as a fresh request, so the route's own body limit still applies.
 */
async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const head = `${c.req.method} ${url.pathname}${url.search}`;
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data' && c.req.raw.body) {
    const bytes = await readUpTo(c.req.raw, maxMultipartBytes);
    const original = c.req.raw;
    c.req.raw = new Request(original.url, { method: original.method, headers: original.headers, body: bytes, signal: original.signal });
    let parts: string[];
    try {
      const form = await new Response(bytes, { headers: { 'content-type': original.headers.get('content-type') ?? '' } }).formData();
      parts = await Promise.all(
        [...form.entries()].map(async ([name, value]) =>
          typeof value === 'string' ? `${name}=${sha256(value)}` : `${name}:file:${value.name}:${value.type}:${sha256(new Uint8Array(await value.arrayBuffer()))}`,
        ),
      );
    } catch {
      parts = [`raw:${sha256(bytes)}`]; // unreadable: the route refuses it; the bytes still identify it
    }
    return sha256(`${head}\nmultipart\n${parts.join('\n')}`);
  }
  const text = c.req.raw.body ? await c.req.text() : '';
  let body = text;
  try {
    if (text) body = canonicalJson(JSON.parse(text));
  } catch {
    // not JSON: the text as it came
  }
  return sha256(`${head}\n${type}\n${body}`);
}

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** The caller: the API key already let in, or the person behind the login token; undefined leaves the 401 to the route. */
async function callerOf(c: Context<AppEnv>, identity: IdentityService): Promise<AuthContext | undefined> {
  const admitted = c.get('auth');
  if (admitted?.apiKey) return admitted;
  const token = bearerOf(c.req.header('Authorization'));
  if (!token) return undefined;
  return identity.authenticate(token).catch(() => undefined);
}

/** Keys are the caller's own: one client's, and within it one API key's or one person's. */
const scopeOf = (auth: AuthContext) => `${auth.clientId ?? 'platform'}/${auth.apiKey ? `key:${auth.apiKey.keyId}` : `user:${auth.userId}`}`;

async function answerOf(response: Response): Promise<StoredAnswer> {
  const headers: Record<string, string> = {};
  for (const name of repeatedHeaders) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, headers, body: new Uint8Array(await response.clone().arrayBuffer()) };
}

/**
 * `Idempotency-Key` on the POSTs that create or charge (issue 15, item 3; operations.ts lists them), for API keys and
 * login tokens alike. The first request with a key runs and its answer (status, body, the headers above) is kept 24
 * hours; a retry with the same key and the same request gets that answer again (`Idempotent-Replayed: true`) and
 * runs nothing. The same key with another request: 422 IDEMPOTENCY_KEY_REUSED; while the first still runs: 409
 * IDEMPOTENCY_KEY_IN_PROGRESS; a malformed key: 400 IDEMPOTENCY_KEY_INVALID. A 5xx answer is not kept (the retry runs
 * again); 4xx answers are. Without the header a request runs as always.
 */
export function idempotency(store: IdempotencyStore, identity: IdentityService, clock: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined || !takesIdempotencyKey(c.req.method, c.req.path.replace(/^\/api(?=\/)/, ''))) return next();
    const caller = await callerOf(c, identity);
    if (!caller) return next();
    if (!wellFormedIdempotencyKey(key)) throw new DomainError('IDEMPOTENCY_KEY_INVALID');
    const scope = scopeOf(caller);
    const claim = await store.claim(scope, key, await fingerprintOf(c), clock());
    if (claim.kind === 'reused') throw new DomainError('IDEMPOTENCY_KEY_REUSED');
    if (claim.kind === 'in-progress') throw new DomainError('IDEMPOTENCY_KEY_IN_PROGRESS');
    if (claim.kind === 'replay') {
      const { status, headers, body } = claim.answer;
      return c.body(body as Uint8Array<ArrayBuffer>, status as 200, { ...headers, 'Idempotent-Replayed': 'true' });
    }
    let kept = false;
    try {
      await next();
      if (c.res.status < 500) {
        await store.complete(scope, key, await answerOf(c.res));
        kept = true;
      }
    } finally {
      if (!kept) await store.release(scope, key);
    }
  };
}
