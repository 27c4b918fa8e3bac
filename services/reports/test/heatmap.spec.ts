import { languages } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument, reportPictures } from '../src';
import { content, imageIds, imageNames } from './fixture';
import { textOf } from './helpers';

describe('heat-map report', () => {
  it.each(languages)('is titled with the heat-map menu result text in %s', (language) => {
    const titles = { ja: 'ヒートマップ結果', en: 'Heat map results', 'zh-CN': '热图结果' };
    const doc = buildReportDocument(content({ type: 'heatmap', language }));
    expect(textOf(doc.html)).toContain(titles[language]);
    expect(textOf(doc.headerTemplate)).toContain(titles[language]);
  });

  it('prints each image beside its heat-map overlay', () => {
    expect(reportPictures(content({ type: 'heatmap' }))).toEqual([
      { imageId: imageIds[0], kind: 'preview' },
      { imageId: imageIds[0], kind: 'overlay' },
      { imageId: imageIds[1], kind: 'preview' },
      { imageId: imageIds[1], kind: 'overlay' },
      { imageId: imageIds[2], kind: 'preview' },
    ]);
    const pictures = new Map([[`${imageIds[1]}:overlay`, 'data:image/png;base64,T1ZFUkxBWQ==']]);
    const html = buildReportDocument(content({ type: 'heatmap' }), pictures).html;
    expect(html).toContain('src="data:image/png;base64,T1ZFUkxBWQ=="');
  });

  it('says so for an image whose heat map was not calculated', () => {
    const text = textOf(buildReportDocument(content({ type: 'heatmap', language: 'en' })).html);
    for (const name of imageNames) expect(text).toContain(name);
    expect(text.match(/No heat map was calculated\./g)).toHaveLength(1);
  });
});
