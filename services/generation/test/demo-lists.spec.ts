import { describe, expect, it } from 'vitest';
import { shortHalfLimit } from '../src/demo/list';
import { parseInstruction } from '../src/demo/refine';
import { lengthAsSeen } from '../src/text/list-answer';
import { briefs, languages, mean, names, phrases, refinement, voiceMarkers } from './demo-fixtures';

const lower = (items: string[]) => items.map((item) => item.toLowerCase());

describe.each(languages)('demo names (%s)', (language) => {
  it.each([30, 50, 100])('answers exactly %i distinct names', async (count) => {
    const items = await names(language, count);
    expect(items).toHaveLength(count);
    expect(new Set(lower(items)).size).toBe(count);
  });

  it('never uses a word to avoid (case-insensitive) and uses every word to use', async () => {
    const items = await names(language, 100);
    for (const avoid of briefs[language].wordsToAvoid) expect(items.filter((item) => item.toLowerCase().includes(avoid.toLowerCase()))).toEqual([]);
    for (const use of briefs[language].wordsToUse) expect(items.some((item) => item.toLowerCase().includes(use.toLowerCase()))).toBe(true);
  });

  it('gives the same names for the same task and other names for another product', async () => {
    expect(await names(language, 30)).toEqual(await names(language, 30));
    expect(await names(language, 30)).not.toEqual(await names(language, 30, undefined, { product: language === 'en' ? 'Oat drink' : language === 'ja' ? '緑茶' : '燕麦奶' }));
  });

  it('writes names without sentence punctuation and, in CJK, without Latin list commas', async () => {
    for (const item of await names(language, 100)) {
      expect(item).not.toMatch(/[。.,，、]$/u);
      if (language !== 'en') expect(item).not.toContain(', ');
      if (language === 'zh-CN') expect(lengthAsSeen(item)).toBeLessThanOrEqual(5);
    }
  });
});

describe.each(languages)('demo catch-phrases (%s)', (language) => {
  it.each([10, 20, 30])('answers exactly %i distinct catch-phrases within maxChars 40', async (count) => {
    const items = await phrases(language, count, 40);
    expect(items).toHaveLength(count);
    expect(new Set(lower(items)).size).toBe(count);
    for (const item of items) expect(lengthAsSeen(item)).toBeLessThanOrEqual(40);
  });

  it('respects a small maxChars of 12 counted as the user sees it, still with the full count', async () => {
    const items = await phrases(language, 10, 12);
    expect(items).toHaveLength(10);
    for (const item of items) expect(lengthAsSeen(item)).toBeLessThanOrEqual(12);
  });

  it('never uses a word to avoid and uses every word to use, even with maxChars 12', async () => {
    for (const maxChars of [12, 40]) {
      const items = await phrases(language, 20, maxChars);
      for (const avoid of briefs[language].wordsToAvoid) expect(items.filter((item) => item.toLowerCase().includes(avoid.toLowerCase()))).toEqual([]);
      for (const use of briefs[language].wordsToUse) expect(items.some((item) => item.toLowerCase().includes(use.toLowerCase()))).toBe(true);
    }
  });

  it('writes whole sentences with the language’s punctuation', async () => {
    for (const item of await phrases(language, 30, 60)) {
      if (language === 'en') {
        expect(item).toMatch(/^[A-Z]/u);
        expect(item).toMatch(/[.!?]$/u);
      } else {
        expect(item).toMatch(/[。！]$/u);
        expect(item).not.toMatch(/[,.!?]/u);
      }
    }
  });
});

describe('demo catch-phrases with a Japanese full-width maxChars', () => {
  it('keeps 30 phrases within 12 full-width characters', async () => {
    const items = await phrases('ja', 30, 12);
    expect(items).toHaveLength(30);
    for (const item of items) expect(lengthAsSeen(item)).toBeLessThanOrEqual(12);
    expect(items.some((item) => lengthAsSeen(item) >= 9)).toBe(true); // full-width characters count one each, not two
  });

  it('answers fewer phrases rather than broken ones when maxChars is tiny', async () => {
    const items = await phrases('en', 30, 6);
    expect(items.length).toBeLessThan(30);
    for (const item of items) expect(item).toMatch(/^[A-Z].*[.!?]$/u);
  });
});

const instructions = {
  shorter: { en: 'Make them shorter, please', ja: 'もっと短くしてください', 'zh-CN': '再简短一些' },
  playful: { en: 'More playful!', ja: 'もっと楽しく、遊び心を入れて', 'zh-CN': '更俏皮一点' },
  premium: { en: 'Make it feel more premium', ja: 'もっと高級感を', 'zh-CN': '更高端一些' },
  keepThird: { en: 'Keep the third and change the rest', ja: '3番目を残して、ほかを変えてください', 'zh-CN': '保留第三个，其余换掉' },
} as const;

describe('refinement instructions', () => {
  it.each([
    ['keep the third', [3]],
    ['Keep 3 and 5, make the rest fun', [3, 5]],
    ['keep #2', [2]],
    ['三番目はそのまま残して', [3]],
    ['３番目を残して', [3]],
    ['保留第3个和第五个', [3, 5]],
    ['make them shorter', []],
  ])('reads the positions to keep from "%s"', (instruction, keep) => {
    expect(parseInstruction(instruction).keep).toEqual(keep);
  });

  it.each([
    ['shorter', { shorter: true, style: null }],
    ['短くして', { shorter: true, style: null }],
    ['简短一点', { shorter: true, style: null }],
    ['more fun', { shorter: false, style: 'playful' }],
    ['ポップに', { shorter: false, style: 'playful' }],
    ['活泼一些', { shorter: false, style: 'playful' }],
    ['more luxury', { shorter: false, style: 'premium' }],
    ['上質な感じで', { shorter: false, style: 'premium' }],
    ['高级感', { shorter: false, style: 'premium' }],
    ['use more verbs', { shorter: false, style: null }],
  ])('understands "%s"', (instruction, intent) => {
    expect(parseInstruction(instruction)).toMatchObject(intent);
  });
});

describe.each(languages)('demo refinement (%s)', (language) => {
  for (const kind of ['names', 'catch_phrases'] as const) {
    const list = (count: number, refine?: Parameters<typeof names>[2]) => (kind === 'names' ? names(language, count, refine) : phrases(language, count, 40, refine));

    it(`${kind}: puts the favourites first, unchanged, and still answers count items`, async () => {
      const previous = await list(20);
      const favourites = [previous[7], previous[4]];
      const items = await list(20, refinement(instructions.playful[language], previous, favourites));
      expect(items).toHaveLength(20);
      expect(items.slice(0, 2)).toEqual(favourites);
    });

    it(`${kind}: "keep the third" keeps previous[2] after the favourites`, async () => {
      const previous = await list(10);
      const items = await list(10, refinement(instructions.keepThird[language], previous, [previous[0]]));
      expect(items.slice(0, 2)).toEqual([previous[0], previous[2]]);
      expect(items).toHaveLength(10);
      expect(items.slice(2).filter((item) => previous.includes(item))).toEqual([]); // the rest is new
    });

    it(`${kind}: "shorter" makes every new item not longer than the shorter half of the previous answer`, async () => {
      const previous = await list(20);
      const items = await list(20, refinement(instructions.shorter[language], previous));
      expect(items).toHaveLength(20);
      expect(mean(items)).toBeLessThan(mean(previous));
      const limit = shortHalfLimit(previous);
      for (const item of items) expect(lengthAsSeen(item)).toBeLessThanOrEqual(limit);
    });

    it(`${kind}: "more playful" and "more premium" change the voice`, async () => {
      const previous = await list(20);
      const playful = await list(20, refinement(instructions.playful[language], previous));
      const premium = await list(20, refinement(instructions.premium[language], previous));
      const marked = (items: string[], voice: 'playful' | 'premium') => items.filter((item) => voiceMarkers[voice][language].test(item)).length;
      expect(marked(playful, 'playful')).toBeGreaterThanOrEqual(10);
      expect(marked(playful, 'playful')).toBeGreaterThan(marked(previous, 'playful'));
      expect(marked(premium, 'premium')).toBeGreaterThanOrEqual(10);
      expect(marked(premium, 'premium')).toBeGreaterThan(marked(previous, 'premium'));
      expect(playful).not.toEqual(premium);
    });

    it(`${kind}: any other instruction gives a new, deterministic variation`, async () => {
      const previous = await list(10);
      const a = await list(10, refinement('something about the sea', previous));
      expect(await list(10, refinement('something about the sea', previous))).toEqual(a);
      expect(await list(10, refinement('something about the mountains', previous))).not.toEqual(a);
      expect(await list(10, refinement('something about the sea', previous, [], 2))).not.toEqual(a);
      expect(a.filter((item) => previous.includes(item))).toEqual([]);
    });

    it(`${kind}: keeps avoiding and using the brief's words while refining`, async () => {
      const previous = await list(20);
      const items = await list(20, refinement(instructions.shorter[language], previous));
      for (const avoid of briefs[language].wordsToAvoid) expect(items.some((item) => item.toLowerCase().includes(avoid.toLowerCase()))).toBe(false);
      for (const use of briefs[language].wordsToUse) expect(items.some((item) => item.toLowerCase().includes(use.toLowerCase()))).toBe(true);
    });
  }
});
