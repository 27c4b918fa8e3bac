import { languages } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../src';
import { content } from './fixture';
import { textOf } from './helpers';

describe('preference standard deviation report', () => {
  it.each(languages)('is titled with the menu result text in %s', (language) => {
    const titles = { ja: '好意度の標準偏差結果', en: 'Preference standard deviation results', 'zh-CN': '好感度标准差结果' };
    expect(textOf(buildReportDocument(content({ type: 'variance', language })).html)).toContain(titles[language]);
  });

  it('draws each score with an error bar of ±1 SD, and the SD as bars', () => {
    const html = buildReportDocument(content({ type: 'variance', segmentId: 3 })).html;
    // Three whiskers (one per image), two charts of three bars each.
    expect(html.match(/<path d="M[^"]*" stroke="#111827"/g)).toHaveLength(3);
    expect(html.match(/<rect [^>]*fill="#(4e79a7|f28e2b|e15759)"/g)).toHaveLength(6);
    // Image 2 in the female segment: 3.05 ± 1.20.
    expect(textOf(html)).toContain('3.05 1.20 1.85 4.25 3');
  });

  it('draws the standard value line labelled in the language', () => {
    expect(textOf(buildReportDocument(content({ type: 'variance', language: 'zh-CN' })).html)).toContain('基准值 3.20');
  });
});
