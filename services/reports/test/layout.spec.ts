import { languages, type Language } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument, reportTypes, type ReportContent, type ReportType } from '../src';
import { content, imageIds, shelfResults, surveyResults } from './fixture';
import { loadedUrls, textOf } from './helpers';

function contentOf(type: ReportType, language: Language, overrides: Partial<ReportContent> = {}): ReportContent {
  return content({ type, language, wordIds: [3, 11], ...(type === 'shelve' ? { results: shelfResults() } : {}), ...overrides });
}

const demoLabels = { ja: 'デモモデル（シミュレーション調査パネル）', en: 'Demo model (simulated survey panel)', 'zh-CN': '演示模型（模拟调查样本）' };

describe('every report', () => {
  describe.each(reportTypes)('%s', (type) => {
    it.each(languages)('labels every page "demo model" in %s when the demo model computed the results', (language) => {
      const results = type === 'shelve' ? { ...shelfResults(), model: { version: 'demo-1', demo: true } } : surveyResults();
      const doc = buildReportDocument(contentOf(type, language, { results }));
      // The running header is printed on every page.
      expect(textOf(doc.headerTemplate)).toContain(demoLabels[language]);
      expect(textOf(doc.footerTemplate)).toContain(demoLabels[language]);
      expect(textOf(doc.html)).toContain(demoLabels[language]);
    });

    it('has no demo label when a trained model computed the results', () => {
      const results = type === 'shelve' ? shelfResults() : surveyResults({ model: { version: 'survey-2026.10', demo: false } });
      const doc = buildReportDocument(contentOf(type, 'en', { results }));
      for (const part of [doc.html, doc.headerTemplate, doc.footerTemplate]) expect(part).not.toContain('Demo model');
    });

    it('loads nothing but data: pictures and forbids everything else by its content security policy', () => {
      const pictures = new Map(imageIds.flatMap((id) => ['preview', 'overlay'].map((kind) => [`${id}:${kind}`, 'data:image/png;base64,AAAA'] as const)));
      const doc = buildReportDocument(contentOf(type, 'ja'), pictures);
      for (const url of [...loadedUrls(doc.html), ...loadedUrls(doc.headerTemplate), ...loadedUrls(doc.footerTemplate)]) expect(url).toMatch(/^data:image\//);
      expect(doc.html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; img-src data:; style-src &#39;unsafe-inline&#39;">`);
      expect(doc.html).not.toMatch(/<script|<link|@import|@font-face/);
    });

    it('embeds its charts and markup as markup, not as escaped text', () => {
      const doc = buildReportDocument(contentOf(type, 'ja'));
      expect(doc.html).not.toMatch(/&lt;(svg|div|span|table|tr|td|img|rect)/);
    });
  });

  it.each([
    ['ja', '"Noto Sans CJK JP"'],
    ['zh-CN', '"Noto Sans CJK SC"'],
  ] as const)('names the %s CJK font first, so Han characters take that language\'s shapes', (language, font) => {
    const doc = buildReportDocument(content({ language }));
    const style = doc.html.match(/<style>([\s\S]*?)<\/style>/)![1];
    expect(style).toContain(`body { margin: 0; font-family: ${font},`);
    expect(doc.headerTemplate).toContain(`font-family:${font.replace(/"/g, '&quot;')},`);
  });

  it.each(languages)('heads each page with the project, the report, the date, the segment and the language in %s', (language) => {
    const header = textOf(buildReportDocument(content({ language, segmentId: 3 })).headerTemplate);
    const expected = {
      ja: ['春の新商品パッケージ評価', '総合レポート', '2026年11月21日 14:30', 'セグメント: 女性', '言語: 日本語'],
      en: ['春の新商品パッケージ評価', 'Summary report', '21 November 2026 at 14:30', 'Segment: Female', 'Language: English'],
      'zh-CN': ['春の新商品パッケージ評価', '综合报告', '2026年11月21日 14:30', '细分群体: 女性', '语言: 简体中文'],
    }[language];
    for (const part of expected) expect(header).toContain(part);
  });

  it.each(languages)('numbers the pages in the footer in %s', (language) => {
    const footer = buildReportDocument(content({ language })).footerTemplate;
    const expected = { ja: '<span class="pageNumber"></span> / <span class="totalPages"></span> ページ', en: 'Page <span class="pageNumber"></span> of <span class="totalPages"></span>', 'zh-CN': '第 <span class="pageNumber"></span> / <span class="totalPages"></span> 页' };
    expect(footer).toContain(expected[language]);
  });

  it('prints the date in the time zone asked for, and names the zone (issue 19, item 11)', () => {
    const text = textOf(buildReportDocument(content({ language: 'en', timeZone: 'Asia/Shanghai' })).html);
    expect(text).toContain('21 November 2026 at 13:30 UTC+8');
  });

  it('escapes user texts, and cuts a project name longer than 50 characters in the header', () => {
    const results = surveyResults();
    results.project.name = `<script>alert(1)</script>${'あ'.repeat(60)}`;
    results.project.images[0].name = '<b>A&B</b>';
    const doc = buildReportDocument(content({ results }));
    expect(doc.html).not.toContain('<script>');
    expect(doc.html).toContain('&lt;b&gt;A&amp;B&lt;/b&gt;');
    expect(textOf(doc.headerTemplate)).toContain(`<script>alert(1)</script>${'あ'.repeat(25)}…`);
  });
});
