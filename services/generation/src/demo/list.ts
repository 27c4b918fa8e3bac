import type { Refinement } from '../ports';
import { itemOfLine, lengthAsSeen } from '../text/list-answer';
import { clean, containsAny } from './language';
import type { Random } from './random';
import type { Intent } from './refine';

/**
 * Building a list answer (names, catch-phrases) from a pool of candidates, with the brief's constraints and the
 * refinement's rules. Shared by both tasks so the rules (favourites first, kept items, words to use/avoid,
 * "shorter", no repeats of the previous answer) behave the same.
 */

/** Every combination of a template's `{slot}` values; none when a slot it uses has no value. */
export function expand(template: string, slots: Record<string, readonly string[]>): string[] {
  const names = [...new Set([...template.matchAll(/\{(\w+)\}/gu)].map((m) => m[1]))];
  let results = [template];
  for (const name of names) {
    const values = slots[name] ?? [];
    results = results.flatMap((partial) => values.map((value) => partial.split(`{${name}}`).join(value)));
  }
  return results;
}

/** Round-robin over shuffled groups, so the first items of the pool already mix every pattern. */
export function interleave(groups: string[][], random: Random): string[] {
  const queues = random.shuffle(groups.filter((group) => group.length > 0)).map((group) => random.shuffle(group));
  const out: string[] = [];
  for (let i = 0; queues.some((queue) => i < queue.length); i++) {
    for (const queue of queues) if (i < queue.length) out.push(queue[i]);
  }
  return out;
}

export interface ListSpec {
  count: number;
  /** Candidates in order of preference. */
  pool: string[];
  /** Candidates that contain `word` (a word to use), in order of preference. */
  forWord: (word: string) => string[];
  wordsToUse: string[];
  wordsToAvoid: string[];
  /** The task's hard limit on an item (catch-phrases: maxChars); names accept every item. */
  fits: (item: string) => boolean;
  refine?: Refinement;
  intent?: Intent;
  random: Random;
}

/** The longest length in the shorter half of `items` (the "shorter" rule's limit). */
export function shortHalfLimit(items: readonly string[]): number {
  const lengths = items.map(lengthAsSeen).sort((a, b) => a - b);
  return lengths.length ? lengths[Math.ceil(lengths.length / 2) - 1] : Infinity;
}

/** An item survives the list format unchanged (no leading bullet or number, not wrapped in quotes). */
const listSafe = (item: string) => itemOfLine(`1. ${item}`) === item;

/**
 * A Japanese or Chinese item that says the same two characters twice, apart ("休闲时光的鲜果时光"), reads clumsy;
 * an immediate repetition ("ごくごく", "キラキラ") is fine.
 */
function repeatsItself(item: string): boolean {
  const chars = Array.from(item);
  const seen = new Map<string, number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = chars[i] + chars[i + 1];
    if (!/^[\u3040-\u30ff\u3400-\u9fff]{2}$/u.test(pair)) continue;
    const before = seen.get(pair);
    if (before !== undefined && i - before > 2) return true;
    if (before === undefined) seen.set(pair, i);
  }
  return false;
}

export function composeList(spec: ListSpec): string[] {
  const { count, refine, intent } = spec;
  const fixed: string[] = [];
  const seen = new Set<string>();
  const take = (item: string, into: string[]) => {
    into.push(item);
    seen.add(item.toLowerCase());
  };
  for (const favourite of refine?.favourites ?? []) {
    const item = clean(favourite);
    if (item && !seen.has(item.toLowerCase())) take(item, fixed);
  }
  for (const n of intent?.keep ?? []) {
    const item = clean(refine?.previous[n - 1] ?? '');
    if (item && !seen.has(item.toLowerCase())) take(item, fixed);
  }
  fixed.splice(count);

  const previous = new Set((refine?.previous ?? []).map((item) => clean(item).toLowerCase()));
  const limit = intent?.shorter && refine ? shortHalfLimit(refine.previous) : Infinity;
  const usable = (item: string) =>
    item.length > 0 && !seen.has(item.toLowerCase()) && listSafe(item) && !repeatsItself(item) && !containsAny(item, spec.wordsToAvoid) && spec.fits(item);
  const fresh = (item: string) => usable(item) && !previous.has(item.toLowerCase());
  const byLength = (items: string[]) => [...items].sort((a, b) => lengthAsSeen(a) - lengthAsSeen(b));

  const added: string[] = [];
  const room = () => fixed.length + added.length < count;
  // Each word to use appears at least once (a word that contains a word to avoid is never used: avoid wins).
  for (const word of spec.wordsToUse) {
    if (!room() || containsAny(word, spec.wordsToAvoid)) continue;
    if ([...fixed, ...added].some((item) => item.toLowerCase().includes(word.toLowerCase()))) continue;
    const candidates = spec.forWord(word).filter((item) => item.toLowerCase().includes(word.toLowerCase()));
    const short = (item: string) => lengthAsSeen(item) <= limit;
    const pick =
      candidates.find((item) => fresh(item) && short(item)) ??
      candidates.find((item) => usable(item) && short(item)) ??
      byLength(candidates).find(fresh) ??
      byLength(candidates).find(usable);
    if (pick) take(pick, added);
  }
  // New items: within the "shorter" limit first, then the shortest of the rest, then (only if the pool runs dry)
  // items of the previous answer again.
  const passes: [string[], (item: string) => boolean][] = [
    [spec.pool, (item) => fresh(item) && lengthAsSeen(item) <= limit],
    [limit < Infinity ? byLength(spec.pool) : spec.pool, fresh],
    [limit < Infinity ? byLength(spec.pool) : spec.pool, usable],
  ];
  for (const [pool, accepts] of passes) {
    for (const item of pool) {
      if (!room()) break;
      if (accepts(item)) take(item, added);
    }
  }
  // The words-to-use items were taken first; spread them through the list rather than leaving them on top.
  return [...fixed, ...spec.random.shuffle(added)];
}
