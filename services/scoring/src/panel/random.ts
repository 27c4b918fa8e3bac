/**
 * Seeded pseudo-random numbers for the simulated panel: the same seed draws the same designs, respondents
 * and answers on every machine, so the demo data set and its hash are reproducible.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  between(min: number, max: number): number;
}

/** mulberry32: small, fast, and good enough for simulation (not for secrets). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  let spareNormal: number | null = null;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    normal() {
      if (spareNormal !== null) {
        const value = spareNormal;
        spareNormal = null;
        return value;
      }
      // Box-Muller; 1 - next() keeps the logarithm's argument above zero.
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      const angle = 2 * Math.PI * next();
      spareNormal = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    },
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    between: (min, max) => min + next() * (max - min),
  };
}

/** Derives independent streams (one per design, one per respondent cell) from a master seed. */
export function childSeed(seed: number, ...path: number[]): number {
  let h = seed >>> 0;
  for (const part of path) {
    h = Math.imul(h ^ (part >>> 0), 0x9e3779b1) >>> 0;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b) >>> 0;
    h ^= h >>> 13;
  }
  return h >>> 0;
}
