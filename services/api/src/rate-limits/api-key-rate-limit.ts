import type { Context, MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { DomainError, systemSettingDefaults } from '@packlens/contracts';
import type { AppEnv } from '../app/context';
import type { RateLimitDecision, RateLimitStore } from './rate-limit-store';

/** Every API key's limit is per minute (the super admin's `api_key_requests_per_minute` system setting). */
export const apiKeyRatePeriodSeconds = 60;

/**
 * The limit in force, read from the settings read model at most once per `ttlMs` (wall clock) per process, so a
 * change by the super admin reaches every API process within that time without a query per request.
 */
export function apiKeyLimitSetting(pool: pg.Pool, ttlMs = 1000): () => Promise<number> {
  let cached: { value: number; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const { rows } = await pool.query<{ limit: number | null }>(`select api_key_requests_per_minute as limit from system_settings where id = 'current'`);
    cached = { value: rows[0]?.limit ?? systemSettingDefaults.apiKeyRequestsPerMinute, at: Date.now() };
    return cached.value;
  };
}

/**
 * The fields of draft-ietf-httpapi-ratelimit-headers-06 (RateLimit-Limit, -Remaining, -Reset in seconds, and
 * RateLimit-Policy `limit;w=window`), on every answer to a key; a refusal adds Retry-After (RFC 9110).
 */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
    'RateLimit-Policy': `${decision.limit};w=${decision.periodSeconds}`,
    ...(decision.allowed ? {} : { 'Retry-After': String(decision.retryAfterSeconds) }),
  };
}

function putHeaders(c: Context<AppEnv>, headers: Record<string, string>) {
  try {
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  } catch {
    // A response with immutable headers (one fetched or built elsewhere): copy it.
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  }
}

/**
 * Requests per minute per API key (issue 15, item 2), after the key is authenticated: over the limit answers 429
 * TOO_MANY_REQUESTS with Retry-After, and nothing behind it runs. Calls with a person's login token pass untouched.
 * When the store cannot be reached the call is let through and logged: a Redis or database hiccup must not take the
 * partner API down with it (the database is needed for the call anyway).
 */
export function apiKeyRateLimit(store: RateLimitStore, limitPerMinute: () => Promise<number>, clock: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.get('auth')?.apiKey;
    if (!key) return next();
    let decision: RateLimitDecision;
    try {
      decision = await store.hit(`apikey:${key.keyId}`, { limit: await limitPerMinute(), periodSeconds: apiKeyRatePeriodSeconds }, clock());
    } catch (error) {
      c.get('logger')?.error({ err: error, store: store.name }, 'API-key rate limit not checked: store unavailable');
      return next();
    }
    const headers = rateLimitHeaders(decision);
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (!decision.allowed) throw new DomainError('TOO_MANY_REQUESTS', { retryAfter: decision.retryAfterSeconds });
    await next();
    putHeaders(c, headers);
  };
}
