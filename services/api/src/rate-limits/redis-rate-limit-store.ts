import { Redis } from 'ioredis';
import { decisionOf, gcraParameters, microsOf, type RateLimitStore } from './rate-limit-store';

/**
 * One request against a bucket, atomically (Redis runs a script alone): KEYS[1] the bucket, a hash of the TAT and the
 * interval it was counted with; ARGV now, interval, tolerance and the step (interval × cost) in microseconds. The time spent is rescaled when the
 * interval changed (as in PostgreSQL). Answers {1, new TAT} when allowed, {0, TAT} when refused. Numbers go through
 * string.format('%.0f'): Lua's tostring would round microsecond timestamps to 14 digits.
 */
const gcraScript = `
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local tolerance = tonumber(ARGV[3])
local step = tonumber(ARGV[4])
local stored = redis.call('HMGET', KEYS[1], 'tat', 'interval')
local tat = tonumber(stored[1]) or now
local counted = tonumber(stored[2]) or interval
local debt = tat - now
if debt < 0 then debt = 0 end
debt = math.floor(debt * interval / counted)
local new = now + debt + step
if new - now > tolerance then return {0, string.format('%.0f', now + debt)} end
redis.call('HSET', KEYS[1], 'tat', string.format('%.0f', new), 'interval', string.format('%.0f', interval))
redis.call('PEXPIRE', KEYS[1], math.ceil((new - now) / 1000) + 1000)
return {1, string.format('%.0f', new)}
`;

type GcraRedis = Redis & { packlensGcra(key: string, now: string, interval: string, tolerance: string, step: string): Promise<[number, string]> };

/** The Redis adapter (REDIS_URL): keys `packlens:rate:<bucket>`, each expiring once its bucket is full again. */
export function redisRateLimitStore(url: string, options: { keyPrefix?: string } = {}): RateLimitStore {
  // Fail fast rather than queue: a request waits at most a second for Redis (see the middleware for what happens then).
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, enableOfflineQueue: true, lazyConnect: false }) as GcraRedis;
  redis.on('error', () => undefined); // reported per request by the middleware; ioredis reconnects by itself
  redis.defineCommand('packlensGcra', { numberOfKeys: 1, lua: gcraScript });
  const prefix = options.keyPrefix ?? 'packlens:rate:';
  return {
    name: 'redis',
    async hit(bucket, rule, at, cost = 1) {
      const { interval, tolerance } = gcraParameters(rule);
      const now = microsOf(at);
      const step = interval * Math.max(1, Math.floor(cost));
      const [allowed, tat] = await redis.packlensGcra(prefix + bucket, String(now), String(interval), String(tolerance), String(step));
      return decisionOf(rule, allowed === 1, Number(tat), now);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
