/**
 * Requests per minute per API key (issue 15, item 2): one port, two adapters (PostgreSQL by default, Redis when
 * REDIS_URL is set), one contract spec run against both (test/rate-limit-store.contract.ts).
 *
 * The algorithm is GCRA (the generic cell rate algorithm, a leaky bucket kept as one timestamp per key): a key of
 * `limit` requests per `periodSeconds` may send `limit` at once, and then one more every `periodSeconds / limit`.
 * Unlike a fixed window it never lets through twice the limit around a window's edge, and a partner that paces its
 * calls is never refused. Each adapter keeps the "theoretical arrival time" (TAT) of the next request per bucket,
 * in microseconds, and updates it atomically (one row lock in PostgreSQL, one Lua script in Redis).
 */
export interface RateLimitRule {
  /** Requests allowed in one period (and at once, as a burst). */
  limit: number;
  periodSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  /** Requests left now (0 when refused). */
  remaining: number;
  /** Seconds until the bucket is full again (RateLimit-Reset). */
  resetSeconds: number;
  /** Seconds until one more request is allowed; 0 when this one was (Retry-After on a refusal). */
  retryAfterSeconds: number;
  periodSeconds: number;
}

export interface RateLimitStore {
  readonly name: 'postgres' | 'redis';
  /**
   * Counts `cost` requests (default 1) of `bucket` at `now` against `rule`, atomically across every API process: all
   * of them are allowed, or none. The decision's `remaining` is what is left after them.
   */
  hit(bucket: string, rule: RateLimitRule, now: Date, cost?: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

/** The emission interval in whole microseconds; the burst tolerance is `limit` intervals, so exactly `limit` pass at once. */
export function gcraParameters(rule: RateLimitRule) {
  const limit = Math.max(1, Math.floor(rule.limit));
  const interval = Math.max(1, Math.floor((rule.periodSeconds * 1_000_000) / limit));
  return { limit, interval, tolerance: interval * limit };
}

export const microsOf = (date: Date) => date.getTime() * 1000;

/**
 * The answer for a bucket whose TAT is `tat` after the request at `now` (all in microseconds): `allowed` when the
 * adapter moved the TAT, else the TAT it found.
 */
export function decisionOf(rule: RateLimitRule, allowed: boolean, tat: number, now: number): RateLimitDecision {
  const { limit, interval, tolerance } = gcraParameters(rule);
  const ahead = Math.max(0, tat - now);
  const remaining = allowed ? Math.max(0, Math.floor((tolerance - ahead) / interval)) : 0;
  // Refused: the next request fits once the TAT has come within the tolerance again.
  const retryAfter = allowed ? 0 : Math.max(1, Math.ceil((ahead + interval - tolerance) / 1_000_000));
  return { allowed, limit, remaining, resetSeconds: Math.ceil(ahead / 1_000_000), retryAfterSeconds: retryAfter, periodSeconds: rule.periodSeconds };
}
