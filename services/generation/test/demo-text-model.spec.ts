import { describe, expect, it } from 'vitest';
import { DemoTextModel } from '../src/demo/demo-text-model';
import { estimateTokens } from '../src/demo/language';
import { ProviderError } from '../src/errors';
import type { ConceptTypeCode, TextLanguage, TextRequest } from '../src/ports';
import { itemsOf } from '../src/text/list-answer';
import { catchPhrasesRequest, conceptAssistRequest, conceptsRequest, namesRequest } from '../src/text/prompts';
import { briefs, choice, languages } from './demo-fixtures';

const conceptBrief = (language: TextLanguage, conceptType: ConceptTypeCode, message = '') => ({
  language,
  conceptType,
  product: briefs[language].product,
  category: briefs[language].category,
  target: briefs[language].target,
  message,
});

const requests = (language: TextLanguage): [string, TextRequest][] => [
  ['names', namesRequest(briefs[language], 30, choice)],
  ['catch_phrases', catchPhrasesRequest(briefs[language], 10, 30, choice)],
  ['concepts', conceptsRequest(conceptBrief(language, 'NEEDS'), 3, choice)],
  ['concept_assist', conceptAssistRequest({ language, category: briefs[language].category, shape: 'carton', keywords: ['oat', 'calcium'] }, choice)],
  ['panel_opinion', { ...namesRequest(briefs[language], 30, choice), task: { kind: 'panel_opinion', language, candidate: 'Sunny Orchard', persona: 'women in their 30s', sample: 3 } }],
];

describe('DemoTextModel', () => {
  const model = new DemoTextModel();

  it('is the demo provider and answers as packlens-demo-1 with finishReason stop', async () => {
    expect(model.provider).toBe('demo');
    const result = await model.complete(namesRequest(briefs.en, 30, choice));
    expect(result.model).toBe('packlens-demo-1');
    expect(result.finishReason).toBe('stop');
  });

  describe.each(languages)('in %s', (language) => {
    it.each(requests(language))('%s: gives the same answer to the same task', async (_kind, request) => {
      const [a, b] = [await model.complete(request), await model.complete({ ...request })];
      expect(b.text).toBe(a.text);
      expect(a.text.length).toBeGreaterThan(0);
    });

    it.each(requests(language))('%s: streams deltas that concatenate to the text', async (_kind, request) => {
      const deltas: string[] = [];
      const result = await model.complete(request, (delta) => deltas.push(delta));
      expect(deltas.join('')).toBe(result.text);
      expect(deltas.length).toBeGreaterThan(1);
    });

    it('streams a list one line per delta', async () => {
      const deltas: string[] = [];
      const result = await model.complete(namesRequest(briefs[language], 30, choice), (delta) => deltas.push(delta));
      expect(deltas).toHaveLength(30);
      deltas.forEach((delta, index) => expect(delta).toMatch(new RegExp(`^${index + 1}\\. [^\\n]+${index < 29 ? '\\n' : ''}$`, 'u')));
      expect(itemsOf(result.text)).toHaveLength(30);
    });

    it('estimates usage: input from system and messages, output from the answer', async () => {
      const request = catchPhrasesRequest(briefs[language], 10, 30, choice);
      const result = await model.complete(request);
      const prompt = [request.system, ...request.messages.map((message) => message.content)].join('\n');
      expect(result.usage).toEqual({ inputTokens: estimateTokens(prompt), outputTokens: estimateTokens(result.text) });
      expect(result.usage.outputTokens).toBeGreaterThan(0);
    });

    it.each(['TRENDS', 'NEEDS', 'NEW_USAGE', 'TECHNOLOGY'] as const)('concepts of type %s: JSON with count objects of four non-empty strings', async (type) => {
      for (const count of [1, 3, 8]) {
        const result = await model.complete(conceptsRequest(conceptBrief(language, type), count, choice));
        const parsed = JSON.parse(result.text);
        expect(result.json).toEqual(parsed);
        expect(Object.keys(parsed)).toEqual(['concepts']);
        expect(parsed.concepts).toHaveLength(count);
        for (const concept of parsed.concepts) {
          expect(Object.keys(concept).sort()).toEqual(['benefit', 'insight', 'reason_to_believe', 'title']);
          for (const value of Object.values(concept)) expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
        }
        expect(new Set(parsed.concepts.map((c: { title: string }) => c.title)).size).toBe(count);
      }
    });
  });

  it('estimates one token per CJK character and one per four other characters', () => {
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('オーツミルク')).toBe(6);
    expect(estimateTokens('橙汁 juice')).toBe(2 + 2);
    expect(estimateTokens('')).toBe(0);
  });

  it('throws ProviderError aborted when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await model.complete({ ...namesRequest(briefs.en, 30, choice), signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).failure).toBe('aborted');
    expect((error as ProviderError).details.provider).toBe('demo');
    expect((error as ProviderError).retryable).toBe(false);
  });

  it('stops streaming and throws ProviderError aborted when aborted mid-answer', async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    const request = { ...namesRequest(briefs.ja, 50, choice), signal: controller.signal };
    const error = await model
      .complete(request, (delta) => {
        deltas.push(delta);
        if (deltas.length === 3) controller.abort();
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).failure).toBe('aborted');
    expect(deltas).toHaveLength(3);
  });
});
