import { describe, expect, it } from 'vitest';
import { DemoTextModel, rateOpinion, runPanel, type PanelPlan } from '../src';

describe('rating an opinion by its similarity to the scale’s anchors', () => {
  it.each([
    ['en', 'I really love this name! I would definitely buy it.', 'I really don’t like this name. I wouldn’t pick it at all.'],
    ['ja', 'この名前はとても気に入りました！ぜひ買いたいです。', 'この名前は正直まったく好きではありません。選ぶことはないと思います。'],
    ['zh-CN', '我非常喜欢这个名字！一定会买。', '说实话我一点也不喜欢这个名字，绝对不会选它。'],
  ] as const)('puts a clearly positive opinion above a clearly negative one (%s)', (language, positive, negative) => {
    const high = rateOpinion(positive, language);
    const low = rateOpinion(negative, language);
    expect(high.expected).toBeGreaterThan(3.2);
    expect(low.expected).toBeLessThan(2.8);
    for (const rating of [high, low]) expect(rating.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });

  it('rates a lukewarm opinion in the middle', () => {
    const middle = rateOpinion('I think it is okay. I do not feel strongly either way.', 'en');
    expect(middle.expected).toBeGreaterThan(2.4);
    expect(middle.expected).toBeLessThan(3.6);
  });
});

describe('a simulated panel on the demo generator', () => {
  const plan: PanelPlan = {
    kind: 'panel',
    language: 'en',
    product: 'Morning orange juice',
    category: 'Beverages',
    itemKind: 'names',
    items: ['Sunny Press', 'Citrus Dawn'],
    segments: [
      { id: 3, persona: 'a woman living in Japan' },
      { id: 6, persona: 'a consumer in their 30s living in Japan' },
    ],
    samples: 4,
  };

  it('asks every respondent once and gives each item a mean and a spread per segment', async () => {
    const progress: number[] = [];
    const result = await runPanel(new DemoTextModel(), plan, { model: 'gpt-4o', maxOutputTokens: 3000 }, { onProgress: (done) => progress.push(done) });
    expect(result.opinions).toHaveLength(2 * 2 * 4);
    expect(progress.at(-1)).toBe(16);
    expect(result.ratings.map((r) => r.item)).toEqual(['Sunny Press', 'Citrus Dawn']);
    for (const rating of result.ratings) {
      expect(rating.segments.map((s) => s.segmentId)).toEqual([3, 6]);
      for (const segment of rating.segments) {
        expect(segment.samples).toBe(4);
        expect(segment.mean).toBeGreaterThanOrEqual(1);
        expect(segment.mean).toBeLessThanOrEqual(5);
        expect(segment.sd).toBeGreaterThanOrEqual(0);
        expect(segment.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
      }
    }
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    // Deterministic on the demo generator: the same plan gives the same ratings.
    const again = await runPanel(new DemoTextModel(), plan, { model: 'gpt-4o', maxOutputTokens: 3000 });
    expect(again.ratings).toEqual(result.ratings);
  });

  it('sends each respondent the persona and the item, and asks for words, not a number', async () => {
    const requests: string[] = [];
    const model = new DemoTextModel();
    const spy = { provider: 'demo' as const, complete: (request: Parameters<DemoTextModel['complete']>[0]) => (requests.push(`${request.system}\n${request.messages[0].content}`), model.complete(request)) };
    await runPanel(spy, { ...plan, items: ['Sunny Press'], segments: [plan.segments[0]], samples: 1 }, { model: 'gpt-4o', maxOutputTokens: 3000 });
    expect(requests[0]).toContain('a woman living in Japan');
    expect(requests[0]).toContain('Sunny Press');
    expect(requests[0]).toContain('Do not give a number');
  });
});
