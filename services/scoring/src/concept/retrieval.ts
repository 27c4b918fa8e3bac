import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Concept retrieval (issue 18, item 3): each item's own description is matched against every item's image;
 * a matcher that sees what a pack shows ranks the item's own image first. The layout is grocery-dev's:
 * `items/<name>/<name>_Iconic.jpg` (or .jpeg/.png) and `items/<name>/<name>_Description.txt`.
 */
export interface RetrievalItem {
  name: string;
  image: string;
  description: string;
}

export interface RetrievalFigures {
  items: number;
  /** Share of descriptions whose own image ranks first. */
  top1: number;
  /** Share whose own image is among the first five. */
  top5: number;
  /** Mean of 1 / rank of the own image. */
  mrr: number;
  /** Chance MRR for this many items: the mean of 1/k over k = 1..n. */
  chanceMrr: number;
  /** Mean concept-matching level (1-5) of each description on its own image, and on the others. */
  meanLevelOwn: number;
  meanLevelOther: number;
  /** Each description's rank of its own image (1 = first; ties share the mean rank). */
  ranks: { name: string; rank: number }[];
}

const imageExtensions = ['jpg', 'jpeg', 'png'];

/** Reads a folder in grocery-dev's layout; items without an image or a description are skipped. */
export async function readRetrievalSet(dir: string): Promise<RetrievalItem[]> {
  const root = join(dir, 'items');
  const names = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  const items: RetrievalItem[] = [];
  for (const name of names) {
    const files = new Set(await readdir(join(root, name)));
    const image = imageExtensions.map((ext) => `${name}_Iconic.${ext}`).find((file) => files.has(file));
    const text = `${name}_Description.txt`;
    if (!image || !files.has(text)) continue;
    items.push({ name, image: join(root, name, image), description: (await readFile(join(root, name, text), 'utf8')).trim() });
  }
  return items;
}

/** The own image's rank among all images for one description; images scoring the same share the mean rank. */
export function rankOfOwn(scores: readonly number[], own: number): number {
  const mine = scores[own];
  const higher = scores.filter((score) => score > mine).length;
  const tied = scores.filter((score, index) => index !== own && score === mine).length;
  return 1 + higher + tied / 2;
}

/**
 * The retrieval figures from the matcher's scores and levels: `scores[i][j]` is description i on image j
 * (items in the same order on both sides).
 */
export function retrievalFigures(names: readonly string[], scores: readonly (readonly number[])[], levels: readonly (readonly number[])[]): RetrievalFigures {
  const n = names.length;
  const ranks = names.map((name, i) => ({ name, rank: rankOfOwn(scores[i], i) }));
  const { top1, top5, mrr } = rankSummary(ranks);
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  const own = levels.map((row, i) => row[i]);
  const other = levels.flatMap((row, i) => row.filter((_, j) => j !== i));
  return {
    items: n,
    top1,
    top5,
    mrr,
    chanceMrr: mean(Array.from({ length: n }, (_, k) => 1 / (k + 1))),
    meanLevelOwn: mean(own),
    meanLevelOther: mean(other),
    ranks,
  };
}

/** Top-1, top-5 and MRR over some of the ranks. */
export function rankSummary(ranks: readonly { rank: number }[]): { items: number; top1: number; top5: number; mrr: number } {
  const n = ranks.length || 1;
  return {
    items: ranks.length,
    top1: ranks.filter((r) => r.rank === 1).length / n,
    top5: ranks.filter((r) => r.rank <= 5).length / n,
    mrr: ranks.reduce((sum, r) => sum + 1 / r.rank, 0) / n,
  };
}

/**
 * The figures on the two halves of a set in name order: the first, third, fifth… item (where rules and settings
 * were chosen) and the second, fourth… (held out). Each description is still ranked against every image.
 */
export function halvesOf(figures: RetrievalFigures) {
  return {
    development: rankSummary(figures.ranks.filter((_, i) => i % 2 === 0)),
    heldOut: rankSummary(figures.ranks.filter((_, i) => i % 2 === 1)),
  };
}
