import type { DesignRequest } from '@packlens/contracts';
import { ProviderError } from '../errors';
import type { ImageOutput } from '../ports';

/**
 * The evaluation engine as the generation worker sees it (issue 13, scored generation): the scoring package's
 * `scoreDesign` on its threads. The generation package does not depend on the engine; the platform wires it in.
 */
export interface DesignScorer {
  score(bytes: Uint8Array, job: { categoryId: number; segmentIds: number[] }): Promise<ScoredDesignLike>;
}

export interface ScoredDesignLike {
  modelVersion: string;
  heatmapVersion: string;
  demoModel: boolean;
  preferences: { segmentId: number; mean: number; sd: number }[];
  name: { box: { x: number; y: number; width: number; height: number }; attentionShare: number; attentionLift: number } | null;
  /** Size of the raster the engine scored: the name's box is in its pixels. */
  width: number;
  height: number;
  heatmapOverlay: Uint8Array;
}

export interface RankedDesign {
  image: ImageOutput;
  /** Index in the model's answer (the seed order). */
  index: number;
  rank: number;
  mean: number;
  sd: number;
  scored: ScoredDesignLike;
}

type Scoring = NonNullable<DesignRequest['scoring']>;

/**
 * Orders candidates best first: the segment's predicted preference, then the attention on the product name (a design
 * whose name draws the eye wins a tie), then the model's own order so that equal scores stay stable.
 */
export function rankDesigns(candidates: Omit<RankedDesign, 'rank'>[]): RankedDesign[] {
  const nameShare = (c: Omit<RankedDesign, 'rank'>) => c.scored.name?.attentionShare ?? -1;
  return [...candidates]
    .sort((a, b) => b.mean - a.mean || nameShare(b) - nameShare(a) || a.index - b.index)
    .map((candidate, i) => ({ ...candidate, rank: i + 1 }));
}

/** Scores every image of a job for its segment, one at a time (the engine's threads are shared with calculations). */
export async function scoreDesigns(scorer: DesignScorer | undefined, images: readonly ImageOutput[], scoring: Scoring, provider: string, signal: AbortSignal): Promise<{ kept: RankedDesign[]; discarded: number }> {
  if (!scorer) throw new ProviderError('bad_request', 'this worker has no scoring engine for scored generation', { provider });
  const candidates: Omit<RankedDesign, 'rank'>[] = [];
  for (const [index, image] of images.entries()) {
    if (signal.aborted) throw new ProviderError('aborted', 'aborted while scoring', { provider, cause: signal.reason });
    const scored = await scorer.score(image.bytes, { categoryId: scoring.categoryId, segmentIds: [scoring.segmentId] });
    const preference = scored.preferences.find((p) => p.segmentId === scoring.segmentId);
    if (!preference) throw new ProviderError('bad_request', `the engine did not score segment ${scoring.segmentId}`, { provider });
    candidates.push({ image, index, mean: preference.mean, sd: preference.sd, scored });
  }
  const ranked = rankDesigns(candidates);
  const keep = Math.min(ranked.length, scoring.keep ?? ranked.length);
  return { kept: ranked.slice(0, keep), discarded: ranked.length - keep };
}
