import { createHash } from 'node:crypto';

/**
 * A small seeded PRNG for the demo generator. The seed is a SHA-256 hash of the inputs (stable JSON, keys sorted),
 * so the same task always gives the same answer, across processes and Node versions; `Math.random` is never used.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** JSON with object keys sorted, so two equal tasks built in a different key order hash the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A 32-bit hash of the parts, for choices that need no whole generator (e.g. a sentiment level). */
export function hash32(...parts: unknown[]): number {
  return createHash('sha256').update(stableJson(parts)).digest().readUInt32BE(0);
}

/** sfc32 seeded with 128 bits of SHA-256 of the parts. */
export function seededRandom(...parts: unknown[]): Random {
  const digest = createHash('sha256').update(stableJson(parts)).digest();
  let a = digest.readUInt32BE(0);
  let b = digest.readUInt32BE(4);
  let c = digest.readUInt32BE(8);
  let d = digest.readUInt32BE(12);
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next(); // warm-up: the first outputs of sfc32 are weakly mixed
  const random: Random = {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
  return random;
}
