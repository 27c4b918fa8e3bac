import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations } from '@packlens/projections';
import { apiMigrations } from '../src';
import { leasedRateLimitStore, leaseSize, postgresRateLimitStore, type RateLimitStore } from '../src/rate-limits';

/** Leases over the PostgreSQL store: fewer round trips, never more let through than the shared bucket allows. */
const db = useTestDatabase([...allMigrations, ...apiMigrations]);
const t0 = new Date('2026-11-29T09:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const perMinute = (limit: number) => ({ limit, periodSeconds: 60 });
let buckets = 0;
const freshBucket = () => `lease-spec-${++buckets}`;

/** The PostgreSQL store, counting its hits. */
function countedStore(): RateLimitStore & { hits: number[] } {
  const inner = postgresRateLimitStore(db.pool);
  const hits: number[] = [];
  return { ...inner, hits, hit: (bucket, rule, now, cost = 1) => (hits.push(cost), inner.hit(bucket, rule, now, cost)) };
}

describe('leased rate limits', () => {
  it('given a limit of 60 a minute, then every request is its own hit of the shared store, as without leases', async () => {
    expect(leaseSize(perMinute(60))).toBe(1);
    const shared = countedStore();
    const store = leasedRateLimitStore(shared);
    const bucket = freshBucket();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await store.hit(bucket, perMinute(60), t0));
    expect(shared.hits).toEqual([1, 1, 1, 1, 1]);
    expect(answers.map((a) => a.remaining)).toEqual([59, 58, 57, 56, 55]);
  });

  it('given a limit of 6,000 a minute, when 100 requests arrive in parallel, then all pass on a few leases of 50 and remaining counts down', async () => {
    expect(leaseSize(perMinute(6000))).toBe(50);
    const shared = countedStore();
    const store = leasedRateLimitStore(shared);
    const bucket = freshBucket();
    const answers = await Promise.all(Array.from({ length: 100 }, () => store.hit(bucket, perMinute(6000), t0)));
    expect(answers.every((a) => a.allowed)).toBe(true);
    expect(shared.hits).toEqual([50, 50]);
    expect(Math.min(...answers.map((a) => a.remaining))).toBe(5900);
    expect(Math.max(...answers.map((a) => a.remaining))).toBe(5999);
  });

  it('given two API processes leasing from one bucket, when both send more than the limit at one moment, then together exactly the limit passes', async () => {
    const bucket = freshBucket();
    const [a, b] = [leasedRateLimitStore(postgresRateLimitStore(db.pool)), leasedRateLimitStore(postgresRateLimitStore(db.pool))];
    // 120 a minute: leases of 2 a second; 70 requests from each process at the same instant.
    const answers = await Promise.all([...Array.from({ length: 70 }, () => a.hit(bucket, perMinute(120), t0)), ...Array.from({ length: 70 }, () => b.hit(bucket, perMinute(120), t0))]);
    expect(answers.filter((x) => x.allowed)).toHaveLength(120);
    expect(answers.filter((x) => !x.allowed).every((x) => x.retryAfterSeconds >= 1)).toBe(true);
  });

  it('given a lease of which some requests were not used, when its second has passed, then they are dropped and a new lease is taken', async () => {
    const shared = countedStore();
    const store = leasedRateLimitStore(shared);
    const bucket = freshBucket();
    // 600 a minute: leases of 10.
    expect((await store.hit(bucket, perMinute(600), t0)).remaining).toBe(599);
    expect((await store.hit(bucket, perMinute(600), at(500))).remaining).toBe(598);
    expect(shared.hits).toEqual([10]);
    // A second on, 8 of the lease were never used: dropped. The bucket refilled the 10 the lease spent.
    expect((await store.hit(bucket, perMinute(600), at(1000))).remaining).toBe(599);
    expect(shared.hits).toEqual([10, 10]);
  });

  it('given a lease that no longer fits near the limit, then it falls back to single requests and refuses exactly at the limit', async () => {
    const shared = countedStore();
    const store = leasedRateLimitStore(shared);
    const bucket = freshBucket();
    // 121 a minute: leases of 2; after 60 of them one request is left, which a lease of 2 cannot take.
    const answers = [];
    for (let i = 0; i < 123; i++) answers.push(await store.hit(bucket, perMinute(121), t0));
    expect(answers.filter((x) => x.allowed)).toHaveLength(121);
    expect(answers.slice(-2).map((x) => x.allowed)).toEqual([false, false]);
    expect(shared.hits.slice(59)).toEqual([2, 2, 1, 2, 1, 2, 1]);
  });
});
