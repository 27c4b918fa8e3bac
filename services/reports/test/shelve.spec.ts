import { languages } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument, reportPictures } from '../src';
import { content, longRegionLabel, shelfImageId, shelfResults } from './fixture';
import { textOf } from './helpers';

const shelf = (language: (typeof languages)[number] = 'ja') => content({ type: 'shelve', results: shelfResults(), language });

describe('shelf heat-map report', () => {
  it.each(languages)('is titled with the shelf menu result text in %s and names no segment', (language) => {
    const titles = { ja: '棚ヒートマップ評価結果', en: 'Shelf heat-map results', 'zh-CN': '货架热图评估结果' };
    const doc = buildReportDocument(shelf(language));
    expect(textOf(doc.html)).toContain(titles[language]);
    expect(textOf(doc.headerTemplate)).not.toMatch(/セグメント|Segment|细分群体/);
  });

  it('lists each marked region with its share of attention, largest first', () => {
    const text = textOf(buildReportDocument(shelf('en')).html);
    expect(text).toMatch(/Share of attention 1 自社商品 31\.2% 2 競合A 18\.7% 3 .*9\.4%/);
  });

  it('cuts a region label longer than 50 characters with an ellipsis', () => {
    const text = textOf(buildReportDocument(shelf()).html);
    expect(text).toContain(`${Array.from(longRegionLabel).slice(0, 50).join('')}…`);
    expect(text).not.toContain(longRegionLabel);
  });

  it('draws each region box, numbered, on the heat-map overlay in the image pixels', () => {
    const pictures = new Map([[`${shelfImageId}:overlay`, 'data:image/png;base64,U0hFTEY=']]);
    const html = buildReportDocument(shelf(), pictures).html;
    expect(html).toContain('viewBox="0 0 1600 900"');
    expect(html).toContain('<image href="data:image/png;base64,U0hFTEY="');
    expect(html).toContain('<rect x="640" y="160" width="240" height="360" fill="none"');
    expect(reportPictures(shelf())).toEqual([
      { imageId: shelfImageId, kind: 'overlay' },
      { imageId: shelfImageId, kind: 'preview' },
    ]);
  });
});
