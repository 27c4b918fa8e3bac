import type pg from 'pg';
import { leasedRateLimitStore } from './leased-rate-limits';
import { postgresRateLimitStore } from './postgres-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store';
import { redisRateLimitStore } from './redis-rate-limit-store';

export { apiKeyLimitSetting, apiKeyRateLimit, rateLimitHeaders } from './api-key-rate-limit';
export { apiKeyRateLimitMigration, postgresRateLimitStore } from './postgres-rate-limit-store';
export { redisRateLimitStore } from './redis-rate-limit-store';
export { leasedRateLimitStore, leaseSize } from './leased-rate-limits';
export type { RateLimitDecision, RateLimitRule, RateLimitStore } from './rate-limit-store';

/**
 * Redis when REDIS_URL is set, else PostgreSQL: either way every API process shares the counts. Requests are taken
 * from it in leases of up to a second's worth at the key's limit (10 at the default 600 a minute).
 */
export const rateLimitStoreFromEnv = (env: NodeJS.ProcessEnv, pool: pg.Pool): RateLimitStore =>
  leasedRateLimitStore(env.REDIS_URL ? redisRateLimitStore(env.REDIS_URL) : postgresRateLimitStore(pool));
