import type pg from 'pg';
import { DomainError } from '@packlens/contracts';
import { sha256Hex } from './one-time-secrets';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** Limits on the doors an attacker knocks on (login, MFA, reset, registration), per address and per IP. */
export const defaultRateLimits = {
  /** Failed logins for one address from one source: that source waits, the owner elsewhere does not. */
  loginFailuresPerSource: { limit: 10, windowSeconds: 900 },
  /** Failed logins for one address from anywhere (guesses spread over many sources); sources the owner used are exempt. */
  loginFailuresPerEmail: { limit: 50, windowSeconds: 900 },
  loginPerIp: { limit: 100, windowSeconds: 900 },
  mfaResendPerEmail: { limit: 5, windowSeconds: 900 },
  passwordResetPerEmail: { limit: 5, windowSeconds: 3600 },
  passwordResetPerIp: { limit: 30, windowSeconds: 3600 },
  /** Setting a new password from a link (guessing tokens is hopeless, but keep the door narrow). */
  passwordNewPerIp: { limit: 30, windowSeconds: 900 },
  registrationPerEmail: { limit: 5, windowSeconds: 3600 },
  registrationPerIp: { limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;
export type RateLimits = Record<keyof typeof defaultRateLimits, RateLimit>;

export const rateLimitMigration = {
  id: 'api/001-rate-limit-hits',
  sql: `create table rate_limit_hits (
          bucket text not null,
          window_start timestamptz not null,
          hits int not null,
          primary key (bucket, window_start)
        );`,
};

/**
 * Fixed-window counters in PostgreSQL, so every API process shares them. Buckets hold a hash of the e-mail
 * address, never the address. Over the limit answers TOO_MANY_REQUESTS, whether or not the address has an account.
 */
export function rateLimiter(pool: pg.Pool, limits: RateLimits, clock: () => Date) {
  let calls = 0;
  const windowOf = (rule: keyof RateLimits) => {
    const { windowSeconds } = limits[rule];
    const now = clock().getTime();
    const start = Math.floor(now / (windowSeconds * 1000)) * windowSeconds * 1000;
    // Retry-After: until the window ends (at least a second).
    return { start: new Date(start), retryAfter: Math.max(1, Math.ceil((start + windowSeconds * 1000 - now) / 1000)) };
  };
  const bucketOf = (rule: keyof RateLimits, subject: string) => `${rule}:${sha256Hex(subject.trim().toLowerCase())}`;
  const refuse = (rule: keyof RateLimits) => new DomainError('TOO_MANY_REQUESTS', { retryAfter: windowOf(rule).retryAfter });

  async function hit(rule: keyof RateLimits, subject: string): Promise<void> {
    const { limit } = limits[rule];
    const now = clock().getTime();
    const windowStart = windowOf(rule).start;
    const bucket = bucketOf(rule, subject);
    const { rows } = await pool.query<{ hits: number }>(
      `insert into rate_limit_hits (bucket, window_start, hits) values ($1, $2, 1)
       on conflict (bucket, window_start) do update set hits = rate_limit_hits.hits + 1
       returning hits`,
      [bucket, windowStart],
    );
    if (++calls % 500 === 0) {
      await pool.query(`delete from rate_limit_hits where window_start < $1`, [new Date(now - 86_400_000)]);
    }
    if (rows[0].hits > limit) throw refuse(rule);
  }

  /** Whether the rule's count for `subject` has reached its limit in this window (without counting). */
  async function reached(rule: keyof RateLimits, subject: string): Promise<boolean> {
    const { rows } = await pool.query<{ hits: number }>(`select hits from rate_limit_hits where bucket = $1 and window_start = $2`, [bucketOf(rule, subject), windowOf(rule).start]);
    return (rows[0]?.hits ?? 0) >= limits[rule].limit;
  }

  return {
    hit,
    reached,
    refuse,
    /** Counts one more of `rule` for `subject` without refusing (failures are counted after they happen). */
    async record(rule: keyof RateLimits, subject: string) {
      await pool.query(
        `insert into rate_limit_hits (bucket, window_start, hits) values ($1, $2, 1)
         on conflict (bucket, window_start) do update set hits = rate_limit_hits.hits + 1`,
        [bucketOf(rule, subject), windowOf(rule).start],
      );
    },
    /** Counts against the rules in order (per IP first, so every request counts there); the first over its limit refuses. */
    async check(...rules: [keyof RateLimits, string | undefined][]) {
      for (const [rule, subject] of rules) if (subject !== undefined) await hit(rule, subject);
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
