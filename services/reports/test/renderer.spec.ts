import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageWordById, segmentById, type Language } from '@packlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReportDocument, ReportRenderer, reportTypes, type ReportAssets, type ReportInput, type ReportType } from '../src';
import { content, fixtureAssets, imageNames, shelfResults } from './fixture';

/**
 * Real Chromium (Debian's /usr/bin/chromium, fonts-noto-cjk, poppler-utils): the reports print as PDFs whose
 * Japanese and Chinese are text, on A4 landscape pages each carrying the demo label, without any request
 * leaving the page. Set REPORTS_OUT=<dir> to keep the PDFs for a look.
 */

const out = process.env.REPORTS_OUT ?? mkdtempSync(join(tmpdir(), 'packlens-reports-'));
mkdirSync(out, { recursive: true });

let assets: ReportAssets;
let renderer: ReportRenderer;
const blocked: string[] = [];
const timings: string[] = [];

function input(type: ReportType, language: Language): ReportInput {
  return { ...content({ type, language, wordIds: [3, 11], ...(type === 'shelve' ? { results: shelfResults() } : {}) }), assets };
}

async function renderToFile(type: ReportType, language: Language): Promise<string> {
  const started = performance.now();
  const pdf = await renderer.render(input(type, language));
  timings.push(`${type} ${language}: ${Math.round(performance.now() - started)} ms`);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const file = join(out, `${type}-${language}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The PDF's text, one string per page. */
function pagesOf(file: string): string[] {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

function info(file: string): Record<string, string> {
  const lines = execFileSync('pdfinfo', [file], { encoding: 'utf8' }).split('\n');
  return Object.fromEntries(lines.filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
}

const demo = { ja: 'デモモデル（シミュレーション調査パネル）', en: 'Demo model (simulated survey panel)', 'zh-CN': '演示模型（模拟调查样本）' };

beforeAll(async () => {
  assets = await fixtureAssets();
  renderer = ReportRenderer.launch({ onBlockedRequest: (url) => blocked.push(url) });
});

afterAll(async () => {
  await renderer?.close();
  console.info(`report timings (first includes the browser launch):\n  ${timings.join('\n  ')}`);
});

describe('PDF reports in Chromium', () => {
  it.each(reportTypes)('prints the %s report in Japanese as text on A4 landscape pages, each labelled "demo model"', async (type) => {
    const file = await renderToFile(type, 'ja');
    const pages = pagesOf(file);
    const pdf = info(file);
    expect(pdf['Page size']).toMatch(/^841\.\d+ x 595\.\d+ pts \(A4\)$/);
    expect(Number(pdf.Pages)).toBe(pages.length);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(type === 'over_all' ? 4 : 3);
    const text = pages.join('\n');
    if (type === 'shelve') {
      expect(text).toContain('棚ヒートマップ評価結果');
      expect(text).toContain('自社商品');
      expect(text).toContain('31.2%');
    } else {
      expect(text).toContain('春の新商品パッケージ評価');
      expect(text).toContain(imageNames[0]);
      expect(text).toContain(segmentById(1)!.texts.ja);
      pages.forEach((page, i) => {
        expect(page).toContain(demo.ja);
        expect(page).toContain(`${i + 1} / ${pages.length} ページ`);
      });
    }
    expect(blocked).toEqual([]);
  });

  it.each(['en', 'zh-CN'] as const)('prints the summary report in %s with the catalogue names as text', async (language) => {
    const pages = pagesOf(await renderToFile('over_all', language));
    const text = pages.join('\n');
    expect(text).toContain({ en: 'Summary report', 'zh-CN': '综合报告' }[language]);
    expect(text).toContain(segmentById(1)!.texts[language]);
    expect(text).toContain({ en: 'Top 10 image words', 'zh-CN': '前10个印象词' }[language]);
    expect(text).toContain(imageWordById(13)!.name[language]);
    for (const page of pages) expect(page).toContain(demo[language]);
    expect(pages.length).toBeLessThanOrEqual(4);
    expect(blocked).toEqual([]);
  });

  it('prints the concept matching report in Chinese', async () => {
    const text = pagesOf(await renderToFile('concept_matching', 'zh-CN')).join('\n');
    expect(text).toContain('概念契合度结果');
    expect(text).toContain('优雅、清爽、自然');
  });

  it('draws Japanese text with Japanese glyph shapes and Chinese text with Chinese ones', async () => {
    // 直 and 骨 are drawn differently in Japan and China: the same characters must rasterise differently.
    const page = async (language: Language) => {
      const doc = buildReportDocument(content({ language }));
      const html = doc.html.replace(/<body>[\s\S]*<\/body>/, '<body><p style="font-size:96pt;margin:0">直骨</p></body>');
      const file = join(out, `glyphs-${language}.pdf`);
      writeFileSync(file, await renderer.print({ ...doc, html, headerTemplate: '<span></span>', footerTemplate: '<span></span>' }));
      execFileSync('pdftoppm', ['-png', '-r', '40', '-singlefile', file, file.replace(/\.pdf$/, '')]);
      return readFileSync(file.replace(/\.pdf$/, '.png'));
    };
    const ja = await page('ja');
    const zh = await page('zh-CN');
    expect(ja.equals(await page('ja'))).toBe(true);
    expect(ja.equals(zh)).toBe(false);
  });

  it('refuses every request that is not data: or about:, so nothing reaches the network', async () => {
    const seen: string[] = [];
    const strict = ReportRenderer.launch({ onBlockedRequest: (url) => seen.push(url) });
    try {
      const html = `<!doctype html><html><head><link rel="stylesheet" href="https://cdn.example.com/x.css"></head>
<body><p>x</p><img src="http://192.0.2.1/pixel.png"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></body></html>`;
      const pdf = await strict.print({ html, headerTemplate: '<span></span>', footerTemplate: '<span></span>', landscape: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(seen.sort()).toEqual(['http://192.0.2.1/pixel.png', 'https://cdn.example.com/x.css']);
    } finally {
      await strict.close();
    }
  });

  it('prints reports asked for at the same time one after another on the one browser', async () => {
    const started = performance.now();
    const pdfs = await Promise.all([renderer.render(input('variance', 'en')), renderer.render(input('image_word_scatter', 'zh-CN'))]);
    timings.push(`two at once (warm): ${Math.round(performance.now() - started)} ms`);
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('starts no browser before the first report, fails that report when Chromium is missing, and refuses to print once closed', async () => {
    const missing = ReportRenderer.launch({ executablePath: '/nonexistent/chromium' });
    await expect(missing.render(input('variance', 'ja'))).rejects.toThrow(/nonexistent/);
    await missing.close();
    await expect(missing.render(input('variance', 'ja'))).rejects.toThrow('closed');
  });
});
