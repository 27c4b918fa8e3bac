import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analysisTypes, noticeTypes, type AnalysisReport, type Language } from '@packlens/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisPictureUrls, analysisSummary, buildAnalysisDocument, loadAnalysisPictures, ReportRenderer } from '../src';

/**
 * The AI analysis report's PDF (issue 14): printed by Chromium in Japanese, read back with pdftotext (the notices'
 * labels and rules, the section titles, the modified design and its predicted changes) and drawn as PNG pages
 * (pdftoppm) for a look. REPORTS_OUT=<dir> keeps them.
 */

const out = process.env.REPORTS_OUT ?? mkdtempSync(join(tmpdir(), 'packlens-analysis-'));
mkdirSync(out, { recursive: true });
const imageId = '11111111-1111-4111-8111-111111111111';
const failedId = '22222222-2222-4222-8222-222222222222';

const notice = (type: number, language: Language, region: AnalysisReport['images'][number]['notices'][number]['region'], segments: number[] = []) => {
  const found = noticeTypes.find((candidate) => candidate.id === type)!;
  return { type, key: found.key, analysis_type: found.analysisType, label: found.label[language], rule: found.rule[language], segment_ids: segments, region, measured: {} };
};

function analysisReport(language: Language): AnalysisReport {
  const features = (value: number) =>
    ['colourfulness', 'contrastRms', 'edgeDensity', 'hueEntropy', 'whiteSpace', 'textArea', 'saliencyOnText'].map((name, i) => ({
      name,
      value: value + i / 10,
      p25: 0.2 + i / 10,
      median: 0.3 + i / 10,
      p75: 0.4 + i / 10,
      position: (value + i / 10 < 0.2 + i / 10 ? 'below' : value + i / 10 > 0.4 + i / 10 ? 'above' : 'within') as 'below' | 'within' | 'above',
    }));
  return {
    analysis_id: '99999999-9999-4999-8999-999999999999',
    project_id: '88888888-8888-4888-8888-888888888888',
    status: 'completed',
    segment_ids: [1, 3],
    pack_height_cm: 18,
    price: { amount: 12000, currency: 'JPY' },
    requested_at: '2026-11-20T01:00:00.000Z',
    completed_at: '2026-11-20T01:00:20.000Z',
    model_version: 'demo-2026.11',
    demo_model: true,
    analysis_types: analysisTypes.map((type) => ({ id: type.id, key: type.key, label: type.label[language] })),
    images: [
      {
        image_id: imageId,
        name: '桜ラテ A案',
        status: 'analysed',
        error: null,
        width: 600,
        height: 900,
        preference: [
          { segment_id: 1, value: 3.21 },
          { segment_id: 3, value: 2.87 },
        ],
        heatmap_url: '/api/files/heat',
        attribution: {
          columns: 6,
          rows: 9,
          segments: [
            { segment_id: 1, cells: [], url: '/api/files/attr-1' },
            { segment_id: 3, cells: [], url: '/api/files/attr-3' },
          ],
        },
        product_name: { box: { x: 150, y: 380, width: 300, height: 60 }, contrast_ratio: 1.8, letter_height_mm: 4.2, legible_up_to_m: 0.8, attention_share: 0.05, attention_lift: 0.62, attribution: [] },
        design: {},
        norms: [
          { segment_id: 1, category_id: 2, packs: 24, features: features(0.1) },
          { segment_id: 3, category_id: 2, packs: 19, features: features(0.5) },
        ],
        notices: [
          notice(1, language, { x: 150, y: 380, width: 300, height: 60 }),
          notice(2, language, { x: 150, y: 380, width: 300, height: 60 }),
          notice(3, language, { x: 150, y: 380, width: 300, height: 60 }, [1, 3]),
          notice(8, language, { x: 0, y: 700, width: 200, height: 200 }, [3]),
        ],
        candidates: [],
        modified: [
          {
            key: 'name_max_contrast_enlarge',
            scope: 'name',
            deltas: [
              { segment_id: 1, value: 0.31 },
              { segment_id: 3, value: 0.12 },
            ],
            mean_delta: 0.22,
            design_url: '/api/files/mod-1',
            heatmap_url: '/api/files/mod-1-heat',
          },
        ],
        region_regeneration: {
          status: 'regenerated',
          region: { x: 0, y: 700, width: 200, height: 200 },
          provider: 'openai',
          model: 'gpt-image-1',
          prompt: '桜の花びら',
          deltas: [
            { segment_id: 1, value: 0.07 },
            { segment_id: 3, value: -0.03 },
          ],
          mean_delta: 0.02,
          design_url: '/api/files/region',
          heatmap_url: '/api/files/region-heat',
          error: null,
        },
      },
      { image_id: failedId, name: '桜ラテ B案', status: 'failed', error: { code: 'IMAGE_CORRUPT', message: '画像を読み込めませんでした。' }, width: null, height: null, preference: [], heatmap_url: null, attribution: null, product_name: null, design: {}, norms: [], notices: [], candidates: [], modified: [], region_regeneration: null },
    ],
  } as AnalysisReport;
}

const png = (r: number, g: number, b: number, width = 600, height = 900) => sharp({ create: { width, height, channels: 3, background: { r, g, b } } }).png().toBuffer();

let renderer: ReportRenderer;
beforeAll(() => {
  renderer = ReportRenderer.launch();
});
afterAll(async () => {
  await renderer?.close();
});

async function printed(language: Language): Promise<string> {
  const report = analysisReport(language);
  const colours: Record<string, [number, number, number]> = { '/api/files/heat': [220, 80, 40], '/api/files/attr-1': [230, 60, 60], '/api/files/attr-3': [60, 90, 230], '/api/files/mod-1': [240, 220, 120], '/api/files/mod-1-heat': [200, 120, 40], '/api/files/region': [200, 40, 40], '/api/files/region-heat': [180, 90, 30] };
  const pictures = await loadAnalysisPictures(analysisPictureUrls(report), async (url) => (colours[url] ? new Uint8Array(await png(...colours[url])) : undefined));
  const originals = await loadAnalysisPictures([imageId], async () => new Uint8Array(await png(250, 240, 230)));
  const file = join(out, `analysis-${language}.pdf`);
  writeFileSync(file, await renderer.print(buildAnalysisDocument({ projectName: '桜ラテ 2026', report, pictures, originals, language, generatedAt: new Date('2026-11-20T02:00:00Z'), timeZone: 'Asia/Tokyo' })));
  return file;
}

const text = (file: string) => execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');

describe('the analysis PDF', () => {
  it('given a Japanese report, prints every notice’s label and rule, the seven sections, the modified design and its changes', async () => {
    const file = await printed('ja');
    const all = text(file);
    for (const type of [1, 2, 3, 8]) {
      const found = noticeTypes.find((candidate) => candidate.id === type)!;
      expect(all).toContain(found.label.ja.replace(/\s+/g, ''));
    }
    expect(all).toContain('ルール');
    for (const type of analysisTypes) expect(all).toContain(`${type.id}.${type.label.ja}`.replace(/\s+/g, ''));
    expect(all).toContain('商品名を拡大しコントラストを最大に');
    expect(all).toContain('+0.31');
    // The region a provider redrew, with who drew it from what, and its change per segment.
    expect(all).toContain('好意度を下げる領域をAIで描き直す');
    expect(all).toContain('openai（gpt-image-1）が描き直しました。プロンプト:桜の花びら');
    expect(all).toContain('-0.03');
    expect(all).toContain('1.8:1');
    expect(all).toContain('デモモデル');
    expect(all).toContain('この画像は分析できませんでした:画像を読み込めませんでした。');
    // The pictures are in it: original, heat map (twice), two attribution maps, the modified design and its heat map.
    const pictures = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    expect(pictures.length).toBeGreaterThanOrEqual(6);
    execFileSync('pdftoppm', ['-png', '-r', '50', file, join(out, 'analysis-ja')]);
    expect(readdirSync(out).filter((name) => name.startsWith('analysis-ja') && name.endsWith('.png')).length).toBeGreaterThan(0);
  }, 90_000);

  it('given English, prints the English words and the notices in the report’s language', async () => {
    const all = text(await printed('en'));
    expect(all).toContain('AIanalysisreport');
    expect(all).toContain(noticeTypes[0].label.en.replace(/\s+/g, ''));
    expect(all).toContain('Redraises/bluelowerspreference');
  }, 90_000);

  it('writes the summary from the measurements only', () => {
    const image = analysisReport('ja').images[0];
    const sentences = analysisSummary(image, 'ja').join('');
    expect(sentences).toContain('コントラスト比は1.8:1');
    expect(sentences).toContain('4.2 mm');
    expect(sentences).toContain('+0.22');
    // Every number written is one of the measurements.
    const numbers = sentences.match(/\d+(\.\d+)?/g) ?? [];
    const measured = ['3.21', '2.87', '1.8', '1', '4.2', '0.8', '5.0', '0.62', '4', '0.22'];
    for (const number of numbers) expect(measured).toContain(number);
  });
});
