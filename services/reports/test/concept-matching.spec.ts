import { languages } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../src';
import { content, surveyResults } from './fixture';
import { textOf } from './helpers';

describe('concept matching report', () => {
  it('prints the concept as entered', () => {
    expect(textOf(buildReportDocument(content({ type: 'concept_matching' })).html)).toContain('春限定の桜の香りで、やさしく上品な気分になれるラテ。');
  });

  it('shows each level on five steps with its score', () => {
    const html = buildReportDocument(content({ type: 'concept_matching' })).html;
    expect(html.match(/<span class="on"><\/span>/g)).toHaveLength(4 + 2 + 3);
    expect(textOf(html)).toContain('4 / 5 0.71');
  });

  it.each(languages)('names the driving image words in %s', (language) => {
    const words = { ja: '上品、爽やか、自然な', en: 'Elegant, Refreshing, Natural', 'zh-CN': '优雅、清爽、自然' };
    expect(textOf(buildReportDocument(content({ type: 'concept_matching', language })).html)).toContain(words[language]);
  });

  it('cuts a long list of driving words to 50 characters with an ellipsis', () => {
    const results = surveyResults();
    results.concept[0].driving_words = ['Easy to understand', 'Trustworthy', 'High quality', 'Refreshing', 'Reassuring'];
    const text = textOf(buildReportDocument(content({ type: 'concept_matching', language: 'en', results })).html);
    const full = 'Easy to understand, Trustworthy, High quality, Refreshing, Reassuring';
    expect(text).toContain(`${full.slice(0, 50)}…`);
    expect(text).not.toContain(full);
  });

  it('prints a multimodal model’s level and reasons beside the offline level, and says which is the result (issue 18)', () => {
    const results = surveyResults();
    results.concept[0].vision = { level: 5, reasons: ['The cup shows cherry blossoms: “spring”.'], provider: 'openai', model: 'gpt-4o', reviewed_at: '2026-11-29T10:00:00.000Z' };
    const text = textOf(buildReportDocument(content({ type: 'concept_matching', language: 'en', results })).html);
    expect(text).toContain('AI model (gpt-4o): match level: 5 / 5 — The cup shows cherry blossoms: “spring”.');
    expect(text).toContain('4 / 5 0.71');
    expect(text).toContain('The match level is the offline engine’s');
    expect(textOf(buildReportDocument(content({ type: 'concept_matching', language: 'en' })).html)).not.toContain('AI model');
  });
});
