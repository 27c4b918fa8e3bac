import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptWordProfile, levelOf, matchConcept, type DesignWordProfile } from '../src/concept/concept-match';
import { OpenAiConceptRefiner, refinerFromEnvironment } from '../src/concept/llm-refiner';
import { imageWordLexicon } from '../src/concept/lexicon';
import { englishStem, tokenizerFor } from '../src/concept/tokenize';
import { imageWords } from '@packlens/contracts';

/** A design whose word probabilities sit at their typical rate except where `evoked` says otherwise. */
function design(evoked: Record<number, number>): DesignWordProfile {
  const typical = 0.2;
  const logit = Math.log(typical / (1 - typical));
  return {
    probability: new Map(imageWords.map((w) => [w.id, evoked[w.id] ?? typical])),
    typicalLogit: new Map(imageWords.map((w) => [w.id, logit])),
  };
}

describe('concept tokenisers', () => {
  it('cuts Japanese with kuromoji into dictionary forms', async () => {
    const tokens = (await tokenizerFor('ja')).tokenize('美味しそうでかわいいパッケージ');
    expect(tokens.map((t) => t.lemma)).toEqual(['美味しい', 'そう', 'だ', 'かわいい', 'パッケージ']);
    expect(tokens.filter((t) => t.content).map((t) => t.lemma)).toEqual(['美味しい', 'かわいい', 'パッケージ']);
  });

  it('cuts Chinese with jieba', async () => {
    const tokens = (await tokenizerFor('zh')).tokenize('这款包装看起来很美味，简约又可爱');
    expect(tokens.map((t) => t.surface)).toEqual(['这', '款', '包装', '看起来', '很', '美味', '简约', '又', '可爱']);
  });

  it('splits English into stemmed lower-case words', async () => {
    const tokens = (await tokenizerFor('en')).tokenize('Refreshing, NATURAL flavours!');
    expect(tokens.map((t) => t.lemma)).toEqual(['refresh', 'natural', 'flavour']);
    expect(englishStem('glass')).toBe('glass');
  });
});

describe('image-word lexicon', () => {
  it('covers all 20 image words in Japanese, Chinese and English, each with its catalogue name among the core terms', () => {
    for (const word of imageWords) {
      const entry = imageWordLexicon[word.id];
      expect(entry.core.ja).toContain(word.name.ja);
      expect(entry.core.zh).toContain(word.name['zh-CN']);
      expect(entry.core.en.map((t) => t.toLowerCase())).toContain(word.name.en.toLowerCase());
      for (const language of ['ja', 'zh', 'en'] as const) expect(entry.near[language].length).toBeGreaterThan(2);
    }
  });

  it('maps a Japanese concept into image-word space through core words and near synonyms', async () => {
    const profile = await conceptWordProfile('自然素材にこだわった、かわいくて贅沢なおやつ', 'ja');
    expect([...profile.keys()].sort((a, b) => a - b)).toEqual([2, 4, 10, 17]);
    expect(profile.get(2)!.weight).toBe(1);
    expect(profile.get(4)).toEqual({ weight: 0.6, terms: ['贅沢'] });
  });

  it('maps Chinese and English concepts the same way', async () => {
    expect([...(await conceptWordProfile('看起来很好吃，简约又可爱', 'zh')).keys()].sort((a, b) => a - b)).toEqual([1, 2, 3]);
    const english = await conceptWordProfile('A refreshing drink with an eye-catching, bold look', 'en');
    expect([...english.keys()].sort((a, b) => a - b)).toEqual([9, 13, 20]);
  });
});

describe('concept matching', () => {
  it('given a design that strongly evokes the concept words, then the level is high and those words drive it', async () => {
    const match = await matchConcept({ concept: 'かわいくて楽しいお菓子', language: 'ja', design: design({ 2: 0.7, 7: 0.6 }) });
    expect(match.level).toBe(5);
    expect(match.drivers.map((d) => d.word)).toEqual(['Cute', 'Fun']);
    expect(match.drivers[0].contribution).toBeGreaterThan(0);
  });

  it('given a design that lacks them, then the level is low and the missing words are named with negative contributions', async () => {
    const match = await matchConcept({ concept: 'かわいくて楽しいお菓子', language: 'ja', design: design({ 2: 0.03, 7: 0.05 }) });
    expect(match.level).toBe(1);
    expect(match.drivers.every((d) => d.contribution < 0)).toBe(true);
  });

  it('gives a typical design level 3, and raises the score when the pack prints the concept words', async () => {
    const typical = await matchConcept({ concept: 'natural organic tea', language: 'en', design: design({}) });
    expect(typical.level).toBe(3);
    expect(typical.score).toBeCloseTo(0.5, 9);
    const printed = await matchConcept({ concept: 'natural organic tea', language: 'en', design: design({}), packText: 'ORGANIC\nGreen Tea\n500ml' });
    expect(printed.sharedPackWords).toEqual(['organic', 'tea']);
    expect(printed.packTextOverlap).toBeCloseTo(2 / 3, 9);
    expect(printed.score).toBeGreaterThan(typical.score);
    expect(printed.level).toBe(4);
  });

  it('says so when a concept names no image word', async () => {
    const match = await matchConcept({ concept: '500ml bottle', language: 'en', design: design({ 2: 0.9 }) });
    expect(match.noImageWordFound).toBe(true);
    expect(match.level).toBe(3);
  });

  it('cuts the score into five levels', () => {
    expect([0, 0.29, 0.3, 0.45, 0.6, 0.69, 0.7, 1].map(levelOf)).toEqual([1, 1, 2, 3, 4, 4, 5, 5]);
  });
});

describe('language-model refinement (OpenAI-compatible, against a local stand-in server)', () => {
  let server: Server;
  let baseURL: string;
  const requests: { path: string; authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  let answer = '{"level": 5, "rationale": "可愛さが伝わる"}';

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-standin',
          object: 'chat.completion',
          created: 0,
          model: 'standin-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer } }],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the concept, the design words and the measured level, and keeps the answer within one level of it', async () => {
    const baseline = await matchConcept({ concept: 'かわいいお菓子', language: 'ja', design: design({}) });
    const refiner = new OpenAiConceptRefiner({ apiKey: 'test-key', baseURL, model: 'standin-model' });
    const refinement = await refiner.refine({ concept: 'かわいいお菓子', language: 'ja', designWords: [{ word: 'かわいい', probability: 0.4 }], packText: null, baseline });
    expect(baseline.level).toBe(3);
    expect(refinement).toMatchObject({ suggestedLevel: 5, level: 4, rationale: '可愛さが伝わる', model: 'standin-model' });
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer test-key');
    const payload = JSON.parse(sent.body.messages[1].content);
    expect(payload).toMatchObject({ concept: 'かわいいお菓子', measured: { level: 3 }, designImageWords: [{ word: 'かわいい', probability: 0.4 }] });
  });

  it('refuses an answer that is not the expected JSON', async () => {
    answer = 'level five';
    const baseline = await matchConcept({ concept: 'cute', language: 'en', design: design({}) });
    const refiner = new OpenAiConceptRefiner({ apiKey: 'k', baseURL, model: 'standin-model' });
    await expect(refiner.refine({ concept: 'cute', language: 'en', designWords: [], packText: null, baseline })).rejects.toThrow(/not the expected JSON/);
  });

  it('is configured only when a key and a model are set', () => {
    expect(refinerFromEnvironment({})).toBeUndefined();
    expect(refinerFromEnvironment({ PACKLENS_LLM_API_KEY: 'k', PACKLENS_LLM_MODEL: 'm' })).toBeInstanceOf(OpenAiConceptRefiner);
  });
});
