import { describe, expect, it } from 'vitest';
import type { ConceptTypeCode, TextLanguage } from '../src/ports';
import { opinionLevel } from '../src/demo/panel-opinion';
import { lengthAsSeen } from '../src/text/list-answer';
import { conceptAssistRequest, conceptsRequest } from '../src/text/prompts';
import { briefs, choice, languages, model } from './demo-fixtures';

/** Sentences of an English text: each starts with a capital (or an opening quote) and ends with . ! or ?. */
function expectEnglishSentences(text: string) {
  const sentences = text.split(/(?<=[.!?][”"]?)\s+/u);
  for (const sentence of sentences) {
    expect(sentence).toMatch(/^[“"]?[A-Z]/u);
    expect(sentence).toMatch(/[.!?][”"]?$/u);
  }
}

/** Japanese: ends with 。 or ！, no Latin list commas or full stops. Chinese: Chinese punctuation only. */
function expectCjkPunctuation(language: TextLanguage, text: string) {
  if (language === 'ja') expect(text).toMatch(/[。！]」?$/u);
  else expect(text).toMatch(/[。！]”?$/u);
  expect(text).not.toMatch(/[,.!?;:](?:\s|$)/u);
}

const assist = async (language: TextLanguage, keywords: string[], shape = 'carton', category = briefs[language].category) =>
  (await model.complete(conceptAssistRequest({ language, category, shape, keywords }, choice))).text;

const sixKeywords: Record<TextLanguage, string[]> = {
  en: ['oat', 'drink', 'calcium', 'vitamins', 'long', 'shelf'],
  ja: ['オーツ', 'ドリンク', 'カルシウム', 'ビタミン', '長い', '棚'],
  'zh-CN': ['燕麦', '饮料', '钙', '维生素', '长', '货架'],
};

describe('demo concept assist', () => {
  it('never writes the old broken template', async () => {
    const text = await assist('en', sixKeywords.en);
    expect(text).not.toMatch(/shows what makes it|says .* at a glance|makes it (?:oat|long|shelf)/iu);
    expect(text).toContain('oat, drink, calcium, vitamins, long and shelf');
    expect(text).toContain('six key ideas:');
    expectEnglishSentences(text);
  });

  it.each(languages)('in %s: two or three sentences within 500 characters, with 0, 1, 2 or 6 keywords', async (language) => {
    for (const keywords of [[], sixKeywords[language].slice(0, 1), sixKeywords[language].slice(0, 2), sixKeywords[language]]) {
      const text = await assist(language, keywords, language === 'en' ? 'bottle' : language === 'ja' ? 'ボトル' : '瓶');
      expect(lengthAsSeen(text)).toBeLessThanOrEqual(500);
      const sentences = text.split(language === 'en' ? /(?<=\.)\s+/u : /(?<=。)/u).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      if (language === 'en') expectEnglishSentences(text);
      else expectCjkPunctuation(language, text);
      for (const keyword of keywords) expect(text).toContain(keyword);
    }
  });

  it('joins keywords as each language lists ideas', async () => {
    expect(await assist('ja', sixKeywords.ja, 'カートン')).toContain('オーツ、ドリンク、カルシウム、ビタミン、長い、棚という六つのキーワード');
    expect(await assist('zh-CN', sixKeywords['zh-CN'], '纸盒')).toContain('燕麦、饮料、钙、维生素、长和货架这六个关键词');
    expect(await assist('en', ['oat'])).toContain('one key idea: oat.');
    expect(await assist('en', ['oat', 'calcium'])).toContain('two key ideas: oat and calcium.');
  });

  it('names the category and the shape with the right article', async () => {
    expect(await assist('en', [], 'aluminium can', 'Soft drinks')).toMatch(/in the soft drinks category, (?:packed|presented) in an aluminium can\./u);
    expect(await assist('ja', [], 'ボトル', '緑茶')).toMatch(/^(?:緑茶の新しい商品で、パッケージはボトルです。|ボトルに入った、緑茶の新しい商品です。)/u);
  });

  it('stays within 500 characters with many long keywords', async () => {
    const keywords = Array.from({ length: 12 }, (_, i) => `very long keyword phrase number ${i} here`);
    const text = await assist('en', keywords);
    expect(lengthAsSeen(text)).toBeLessThanOrEqual(500);
    expectEnglishSentences(text);
  });
});

describe('demo concepts wording', () => {
  const concepts = async (language: TextLanguage, conceptType: ConceptTypeCode, message: string, count = 4) => {
    const brief = { language, conceptType, product: briefs[language].product, category: briefs[language].category, target: briefs[language].target, message };
    return (await model.complete(conceptsRequest(brief, count, choice))).json as { concepts: Record<string, string>[] };
  };

  it.each(languages)('in %s: weaves a short message in as a quoted focus, never as "Direction:"', async (language) => {
    const json = await concepts(language, 'TRENDS', 'Direction: less sugar, more fruit');
    for (const concept of json.concepts) {
      expect(JSON.stringify(concept)).not.toMatch(/Direction/u);
      expect(concept.benefit).toContain(language === 'ja' ? '「less sugar, more fruit」' : '“less sugar, more fruit”');
    }
  });

  it('drops a message too long to quote whole rather than cutting it mid-phrase', async () => {
    const json = await concepts('en', 'NEEDS', 'We want the concepts to talk about how hard it is to find time for a proper breakfast on weekdays');
    for (const concept of json.concepts) expect(concept.benefit).not.toContain('focuses on');
  });

  it.each(languages)('in %s: puts the product in the title and the target in the benefit, with clean punctuation', async (language) => {
    const json = await concepts(language, 'NEW_USAGE', '');
    for (const concept of json.concepts) {
      expect(concept.title.toLowerCase()).toContain(briefs[language].product.toLowerCase());
      expect(concept.benefit.toLowerCase()).toContain(briefs[language].target.toLowerCase());
      if (language === 'en') {
        expectEnglishSentences(concept.benefit);
        expectEnglishSentences(concept.reason_to_believe);
        expect(concept.insight).toMatch(/^“[A-Z].*[.!?]”$/u);
      } else {
        expectCjkPunctuation(language, concept.benefit);
        expectCjkPunctuation(language, concept.reason_to_believe);
      }
    }
  });

  it('follows the concept type: each type has its own angles', async () => {
    const titles = async (type: ConceptTypeCode) => (await concepts('en', type, '', 6)).concepts.map((c) => c.title).sort();
    const all = await Promise.all((['TRENDS', 'NEEDS', 'NEW_USAGE', 'TECHNOLOGY'] as const).map(titles));
    expect(new Set(all.flat()).size).toBe(24);
    expect(all[3].some((title) => /Cold-Processed|Fresh-Seal|Slow-Fermented|Smart-Pack|Nature-Sourced|Featherlight-Pack/u.test(title))).toBe(true);
  });
});

describe('demo panel opinions', () => {
  const opinion = async (language: TextLanguage, candidate: string, sample: number) =>
    (await model.complete({ model: 'x', system: '', messages: [], maxOutputTokens: 200, task: { kind: 'panel_opinion', language, candidate, persona: 'women in their 30s', sample } })).text;

  it('spreads the sentiment from 1 to 5 over samples and candidates, deterministically', () => {
    const levels = new Set<number>();
    for (const candidate of ['Sunny Orchard', 'Citrella', 'Zest Harbor']) for (let sample = 0; sample < 40; sample++) levels.add(opinionLevel(candidate, 'women in their 30s', sample));
    expect([...levels].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(opinionLevel('Citrella', 'students', 7)).toBe(opinionLevel('Citrella', 'students', 7));
  });

  it('gives candidates different average levels', () => {
    const average = (candidate: string) => Array.from({ length: 60 }, (_, s) => opinionLevel(candidate, 'women in their 30s', s)).reduce((a, b) => a + b) / 60;
    const averages = ['Sunny Orchard', 'Citrella', 'Zest Harbor', 'Golden Grove', 'Fresh Path'].map(average);
    expect(Math.max(...averages) - Math.min(...averages)).toBeGreaterThan(0.3);
  });

  const cues: Record<TextLanguage, { positive: RegExp; negative: RegExp }> = {
    en: { positive: /love|excellent/u, negative: /don’t like|dislike|never/u },
    ja: { positive: /気に入り|大好き|すごくいい/u, negative: /好きではありません|魅力を感じません|好きになれません/u },
    'zh-CN': { positive: /非常喜欢|太棒了|超爱/u, negative: /不喜欢|没有吸引力/u },
  };

  it.each(languages)('in %s: states the sentiment plainly and quotes the candidate', async (language) => {
    const candidate = language === 'en' ? 'Sunny Orchard' : language === 'ja' ? '果実の朝' : '鲜果时光';
    let seen = 0;
    for (let sample = 0; sample < 60; sample++) {
      const text = await opinion(language, candidate, sample);
      const level = opinionLevel(candidate, 'women in their 30s', sample);
      expect(text).toContain(language === 'ja' ? `「${candidate}」` : `“${candidate}”`);
      if (level === 5) expect(text).toMatch(cues[language].positive);
      if (level === 1) expect(text).toMatch(cues[language].negative);
      if (level >= 4) expect(text).not.toMatch(cues[language].negative);
      if (level === 1 || level === 5) seen++;
      if (language === 'en') expectEnglishSentences(text);
      else expectCjkPunctuation(language, text);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
