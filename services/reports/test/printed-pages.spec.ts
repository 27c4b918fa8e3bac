import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageWords, languages, type Language, type ProjectResults } from '@packlens/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportRenderer, type ReportAssets, type ReportContent } from '../src';
import { content, fixtureAssets, shelfImageId, shelfResults } from './fixture';

/**
 * What lands on which printed page, read back from real PDFs (Chromium, poppler-utils): issue 19, items 5
 * and 9. Set REPORTS_OUT=<dir> to keep the PDFs for a look.
 */

const out = process.env.REPORTS_OUT ?? mkdtempSync(join(tmpdir(), 'packlens-pages-'));
mkdirSync(out, { recursive: true });
let renderer: ReportRenderer;

beforeAll(() => {
  renderer = ReportRenderer.launch();
});

afterAll(async () => {
  await renderer?.close();
});

async function print(name: string, report: ReportContent, assets: ReportAssets): Promise<string> {
  const file = join(out, `${name}.pdf`);
  writeFileSync(file, await renderer.render({ ...report, assets }));
  return file;
}

/** One page's text, as pdftotext reads it; `raw` keeps the order it was drawn in (turned labels stay whole). */
function pageText(file: string, page: number, raw = false): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', ...(raw ? ['-raw'] : []), '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
}

function pageCount(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
}

/** How many pictures each page draws (pdfimages lists one row per picture, with its page). */
function picturesPerPage(file: string): number[] {
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
  const counts = Array.from({ length: pageCount(file) }, () => 0);
  for (const row of rows) counts[Number(row.trim().split(/\s+/)[0]) - 1]++;
  return counts;
}

// ---------- shelf ----------

const secondShelfId = '55555555-5555-4555-8555-555555555555';

/**
 * Shelf photos as phones take them: the first upright (3:4, the case that pushed the photo to page 2), the
 * second landscape (4:3), and a project name long enough to wrap the title block.
 */
function shelfProject(): ProjectResults {
  const results = shelfResults();
  const [first] = results.project.images;
  const [map] = results.heatmaps;
  const secondRegion = <T extends { region_id: string; label: string }>(r: T): T => ({ ...r, region_id: `b${r.region_id}`, label: `B-${r.label.slice(0, 8)}` });
  results.project.name = '店頭棚評価 2026秋 関東エリア主要スーパー十二店舗の飲料売場における新パッケージ三案の視認性比較調査';
  results.project.images = [
    { ...first, width: 768, height: 1024 },
    { ...first, id: secondShelfId, name: '冷蔵棚 左', width: 1024, height: 768, regions: first.regions.map(secondRegion) },
  ];
  results.project.image_count = 2;
  results.heatmaps = [
    { ...map, width: 768, height: 1024 },
    { ...map, image_id: secondShelfId, width: 1024, height: 768, regions: map.regions.map(secondRegion) },
  ];
  return results;
}

async function shelfAssets(): Promise<ReportAssets> {
  const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#8fb3d9' } }).png().toBuffer();
  const pictures = new Map([
    [`${shelfImageId}:overlay`, await photo(768, 1024)],
    [`${secondShelfId}:overlay`, await photo(1024, 768)],
  ]);
  return {
    async image(imageId, kind) {
      const bytes = pictures.get(`${imageId}:${kind}`);
      return bytes ? { bytes, contentType: 'image/png' } : undefined;
    },
  };
}

const shelfHeadings: Record<Language, { title: string; share: string }> = {
  ja: { title: '棚ヒートマップ評価結果', share: '視線の割合' },
  en: { title: 'Shelf heat-map results', share: 'Share of attention' },
  'zh-CN': { title: '货架热图评估结果', share: '视线占比' },
};

describe('the shelf report keeps each photo with its heading and its table', () => {
  it.each(languages)('prints the first photo on page 1, under the title, with its heading and its table, in %s', async (language) => {
    const file = await print(`shelve-upright-${language}`, content({ type: 'shelve', results: shelfProject(), language }), await shelfAssets());
    const first = pageText(file, 1);
    expect(first).toContain(shelfHeadings[language].title);
    expect(first).toContain('飲料棚 正面');
    expect(first).toContain(shelfHeadings[language].share);
    expect(first).toContain('自社商品');
    expect(first).toContain('31.2%');
    expect(picturesPerPage(file)[0]).toBe(1);
  });

  it('starts the second photo on a page of its own that also holds its heading and its table', async () => {
    const file = await print('shelve-two-photos', content({ type: 'shelve', results: shelfProject(), language: 'en' }), await shelfAssets());
    expect(pageCount(file)).toBe(2);
    expect(picturesPerPage(file)).toEqual([1, 1]);
    const second = pageText(file, 2);
    expect(second).toContain('冷蔵棚 左');
    expect(second).toContain('B-自社商品');
    expect(second).not.toContain('飲料棚 正面');
  });
});

// ---------- image words ----------

describe('the image-word report prints every image word whole', () => {
  it.each(languages)('under the line chart in %s, wrapped where it is long and never cut', async (language) => {
    const file = await print(`image-word-line-${language}`, content({ type: 'image_word_line', language }), await fixtureAssets());
    // pdftotext drops some spaces between turned words and breaks lines where the label wraps.
    const chartPage = pageText(file, 1, true).replace(/\s+/g, '');
    expect(chartPage).not.toContain('…');
    for (const word of imageWords) expect(chartPage).toContain(word.name[language].replace(/\s+/g, ''));
  });
});
