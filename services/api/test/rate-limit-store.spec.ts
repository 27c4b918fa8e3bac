import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations } from '@packlens/projections';
import { apiMigrations } from '../src';
import { postgresRateLimitStore, redisRateLimitStore, type RateLimitStore } from '../src/rate-limits';
import { useTestRedis } from './redis-for-tests';

/** One contract, both adapters: what a partner sees must not depend on where the counts are kept. */
const db = useTestDatabase([...allMigrations, ...apiMigrations]);
const redis = useTestRedis();
const prefix = `spec-${randomBytes(4).toString('hex')}`;
const stores: Record<'postgres' | 'redis', RateLimitStore> = {} as never;

beforeAll(() => {
  stores.postgres = postgresRateLimitStore(db.pool);
  stores.redis = redisRateLimitStore(redis.url, { keyPrefix: `packlens-test:${prefix}:` });
});
afterAll(async () => {
  await stores.redis?.close();
});

const t0 = new Date('2026-11-21T09:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const perMinute = (limit: number) => ({ limit, periodSeconds: 60 });
let buckets = 0;
const freshBucket = () => `${prefix}-${++buckets}`;

describe.each(['postgres', 'redis'] as const)('the rate-limit store on %s', (name) => {
  const store = () => stores[name];

  it('given a fresh key, when it sends its limit at once, then each passes with one less remaining, and the next is refused until a slot frees', async () => {
    const bucket = freshBucket();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await store().hit(bucket, perMinute(10), t0));
    expect(answers.map((a) => a.allowed)).toEqual(Array(10).fill(true));
    expect(answers.map((a) => a.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(answers.map((a) => a.resetSeconds)).toEqual([6, 12, 18, 24, 30, 36, 42, 48, 54, 60]);
    const refused = await store().hit(bucket, perMinute(10), t0);
    expect(refused).toMatchObject({ allowed: false, limit: 10, remaining: 0, resetSeconds: 60, retryAfterSeconds: 6, periodSeconds: 60 });
    // A refusal spends nothing: still refused a second later, with a second less to wait.
    expect(await store().hit(bucket, perMinute(10), at(1))).toMatchObject({ allowed: false, retryAfterSeconds: 5, resetSeconds: 59 });
  });

  it('given an exhausted key, when one emission interval passes, then exactly one more passes (a sliding limit, not a window edge)', async () => {
    const bucket = freshBucket();
    for (let i = 0; i < 10; i++) await store().hit(bucket, perMinute(10), t0);
    expect((await store().hit(bucket, perMinute(10), at(6))).allowed).toBe(true);
    expect(await store().hit(bucket, perMinute(10), at(6))).toMatchObject({ allowed: false, retryAfterSeconds: 6 });
  });

  it('given an exhausted key, when the whole period passes, then the full limit is back', async () => {
    const bucket = freshBucket();
    for (let i = 0; i < 10; i++) await store().hit(bucket, perMinute(10), t0);
    const later = await store().hit(bucket, perMinute(10), at(60));
    expect(later).toMatchObject({ allowed: true, remaining: 9, resetSeconds: 6 });
  });

  it('given two keys, when one is exhausted, then the other is not touched', async () => {
    const [a, b] = [freshBucket(), freshBucket()];
    for (let i = 0; i < 3; i++) await store().hit(a, perMinute(3), t0);
    expect((await store().hit(a, perMinute(3), t0)).allowed).toBe(false);
    expect(await store().hit(b, perMinute(3), t0)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('given a limit that is not a divisor of the minute (7/min), when 8 arrive at once, then exactly 7 pass', async () => {
    const bucket = freshBucket();
    const answers = await Promise.all(Array.from({ length: 8 }, () => store().hit(bucket, perMinute(7), t0)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(7);
  });

  it('when 16 requests of one key arrive in parallel against a limit of 10, then exactly 10 pass, and the remaining counts are each seen once', async () => {
    const bucket = freshBucket();
    const answers = await Promise.all(Array.from({ length: 16 }, () => store().hit(bucket, perMinute(10), t0)));
    const allowed = answers.filter((a) => a.allowed);
    expect(allowed).toHaveLength(10);
    expect(allowed.map((a) => a.remaining).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(answers.filter((a) => !a.allowed).every((a) => a.retryAfterSeconds >= 1 && a.remaining === 0)).toBe(true);
  });

  it('when the limit changes, then the requests already spent stay spent and the difference applies at once', async () => {
    const bucket = freshBucket();
    for (let i = 0; i < 5; i++) await store().hit(bucket, perMinute(5), t0);
    expect((await store().hit(bucket, perMinute(5), t0)).allowed).toBe(false);
    // 5 of 5 spent = 5 of 600 spent: 594 left after this one.
    expect(await store().hit(bucket, perMinute(600), t0)).toMatchObject({ allowed: true, limit: 600, remaining: 594 });
    // And lowered again, what was spent counts against the lower limit.
    expect((await store().hit(bucket, perMinute(5), t0)).allowed).toBe(false);
  });

  it('given a cost of several requests (a lease), then all of them are spent at once, or none when they do not all fit', async () => {
    const bucket = freshBucket();
    expect(await store().hit(bucket, perMinute(10), t0, 4)).toMatchObject({ allowed: true, remaining: 6 });
    expect(await store().hit(bucket, perMinute(10), t0, 4)).toMatchObject({ allowed: true, remaining: 2 });
    expect(await store().hit(bucket, perMinute(10), t0, 4)).toMatchObject({ allowed: false, remaining: 0 });
    expect(await store().hit(bucket, perMinute(10), t0, 2)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await store().hit(bucket, perMinute(10), t0)).allowed).toBe(false);
    expect((await store().hit(freshBucket(), perMinute(10), t0, 11)).allowed).toBe(false);
  });
});
