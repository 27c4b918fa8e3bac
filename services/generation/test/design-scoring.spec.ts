import { describe, expect, it } from 'vitest';
import { rankDesigns, scoreDesigns, type DesignScorer, type ScoredDesignLike } from '../src/jobs/design-scoring';
import { ProviderError } from '../src/errors';

const scored = (mean: number, nameShare: number | null): ScoredDesignLike => ({
  modelVersion: 'heads-test',
  heatmapVersion: 'heatmap-test',
  demoModel: true,
  preferences: [{ segmentId: 2, mean, sd: 0.5 }],
  name: nameShare === null ? null : { box: { x: 0, y: 0, width: 10, height: 4 }, attentionShare: nameShare, attentionLift: 2 },
  width: 100,
  height: 100,
  heatmapOverlay: new Uint8Array([1]),
});
const image = (n: number) => ({ bytes: new Uint8Array([n]), mediaType: 'image/png' as const, seed: n });

describe('scored generation: ranking the candidates', () => {
  it('puts the highest predicted preference first', () => {
    const ranked = rankDesigns([3.1, 3.6, 2.9].map((mean, index) => ({ image: image(index), index, mean, sd: 0.5, scored: scored(mean, 0.1) })));
    expect(ranked.map((r) => [r.index, r.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 3],
    ]);
  });

  it('breaks a tie by the attention on the product name, a design without lettering last, then by the model’s order', () => {
    const ranked = rankDesigns([null, 0.05, 0.2, 0.2].map((share, index) => ({ image: image(index), index, mean: 3, sd: 0.5, scored: scored(3, share) })));
    expect(ranked.map((r) => r.index)).toEqual([2, 3, 1, 0]);
  });
});

describe('scored generation: scoring a job’s images', () => {
  const scorer = (means: number[]): DesignScorer => {
    let call = 0;
    return { score: async () => scored(means[call++], 0.1) };
  };

  it('scores every image for the segment and keeps the best `keep`', async () => {
    const { kept, discarded } = await scoreDesigns(scorer([2.5, 3.5, 3.0, 4.0]), [0, 1, 2, 3].map(image), { segmentId: 2, categoryId: 1, keep: 2 }, 'offline', new AbortController().signal);
    expect(kept.map((k) => [k.image.seed, k.mean, k.rank])).toEqual([
      [3, 4.0, 1],
      [1, 3.5, 2],
    ]);
    expect(discarded).toBe(2);
  });

  it('keeps them all when no `keep` is asked', async () => {
    const { kept, discarded } = await scoreDesigns(scorer([2.5, 3.5]), [0, 1].map(image), { segmentId: 2, categoryId: 1, keep: null }, 'offline', new AbortController().signal);
    expect(kept).toHaveLength(2);
    expect(discarded).toBe(0);
  });

  it('fails the job, not silently, on a worker without the engine', async () => {
    await expect(scoreDesigns(undefined, [image(0)], { segmentId: 2, categoryId: 1, keep: null }, 'offline', new AbortController().signal)).rejects.toBeInstanceOf(ProviderError);
  });
});
