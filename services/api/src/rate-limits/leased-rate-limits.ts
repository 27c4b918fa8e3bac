import type { RateLimitDecision, RateLimitRule, RateLimitStore } from './rate-limit-store';

export interface LeaseOptions {
  /** How long leased requests stay usable by this process (wall time of the requests' clock). */
  leaseMs?: number;
  /** The most requests leased at once. */
  maxBatch?: number;
}

interface Lease {
  limit: number;
  /** Requests of the lease not used yet. */
  left: number;
  leasedAt: number;
  /** The shared bucket's answer when the lease was taken (its `remaining` already counts the whole lease as spent). */
  decision: RateLimitDecision;
}

/**
 * How many requests a process leases at once: as many as the limit lets through in one lease period at full rate,
 * at least one and at most `maxBatch`: 10 at the default 600 a minute; one at 60 a minute or less, where every request
 * is counted in the shared store as without leases.
 */
export function leaseSize(rule: RateLimitRule, { leaseMs = 1000, maxBatch = 50 }: LeaseOptions = {}): number {
  const perLease = Math.floor((rule.limit * leaseMs) / (rule.periodSeconds * 1000));
  return Math.max(1, Math.min(maxBatch, perLease, Math.floor(rule.limit)));
}

/**
 * A rate-limit store that takes requests from the shared store in leases (issue 15, item 2, and its read target): one
 * hit of the shared bucket spends several requests at once, and this process lets them through one by one without a
 * round trip. The leased requests are spent in the shared bucket when leased, so every process together never lets
 * through more than the bucket allows at the lease's moment; a lease's requests are used at most `leaseMs` later
 * (then dropped), so a window sees at most one lease per process more than the limit, and a key that pauses loses at
 * most a lease. Near the limit (a lease does not fit) it falls back to single requests: refusals are as exact as
 * without leases.
 */
export function leasedRateLimitStore(inner: RateLimitStore, options: LeaseOptions = {}): RateLimitStore {
  const leaseMs = options.leaseMs ?? 1000;
  const leases = new Map<string, Lease>();
  /** One lease taken at a time per bucket: requests arriving meanwhile wait for it rather than lease again. */
  const taking = new Map<string, Promise<unknown>>();

  function fromLease(bucket: string, rule: RateLimitRule, at: Date): RateLimitDecision | undefined {
    const lease = leases.get(bucket);
    if (!lease) return undefined;
    const age = at.getTime() - lease.leasedAt;
    if (lease.left <= 0 || lease.limit !== rule.limit || age < 0 || age >= leaseMs) {
      leases.delete(bucket);
      return undefined;
    }
    lease.left -= 1;
    return { ...lease.decision, remaining: lease.decision.remaining + lease.left };
  }

  async function take(bucket: string, rule: RateLimitRule, at: Date): Promise<RateLimitDecision> {
    const size = leaseSize(rule, options);
    if (size > 1) {
      const leased = await inner.hit(bucket, rule, at, size);
      if (leased.allowed) {
        leases.set(bucket, { limit: rule.limit, left: size - 1, leasedAt: at.getTime(), decision: leased });
        return { ...leased, remaining: leased.remaining + size - 1 };
      }
    }
    return inner.hit(bucket, rule, at, 1);
  }

  return {
    name: inner.name,
    async hit(bucket, rule, at, cost = 1) {
      if (cost !== 1) return inner.hit(bucket, rule, at, cost);
      for (;;) {
        const leased = fromLease(bucket, rule, at);
        if (leased) return leased;
        const pending = taking.get(bucket);
        if (!pending) break;
        await pending.catch(() => undefined);
      }
      const taken = take(bucket, rule, at);
      taking.set(bucket, taken);
      try {
        return await taken;
      } finally {
        if (taking.get(bucket) === taken) taking.delete(bucket);
      }
    },
    close: () => inner.close(),
  };
}
