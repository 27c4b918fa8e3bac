import { imageWordById, languages, segmentById, summaryReportTopImageWords } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../src';
import { content, imageIds, imageNames, surveyResults } from './fixture';
import { textOf } from './helpers';

describe('summary report (over_all)', () => {
  it.each(languages)('is titled and labelled in %s with the segment name from the catalogue', (language) => {
    const doc = buildReportDocument(content({ language, segmentId: 3 }));
    const titles = { ja: '総合レポート', en: 'Summary report', 'zh-CN': '综合报告' };
    const text = textOf(doc.html);
    expect(text).toContain(titles[language]);
    expect(text).toContain(segmentById(3)!.texts[language]);
    expect(textOf(doc.headerTemplate)).toContain(segmentById(3)!.texts[language]);
    expect(doc.html).toContain(`<html lang="${language}">`);
  });

  it('shows one segment: the scores of the chosen segment and not the others', () => {
    const text = textOf(buildReportDocument(content({ segmentId: 3 })).html);
    expect(text).toContain('3.88');
    expect(text).not.toContain('3.62');
    expect(text).not.toContain(segmentById(1)!.texts.ja);
  });

  it('lists every image ranked, with its score, spread and difference from the standard value', () => {
    const text = textOf(buildReportDocument(content({ language: 'en' })).html);
    for (const name of imageNames) expect(text).toContain(name);
    // Image 1 ranks first (3.62, SD 0.84, 0.42 above the standard value 3.20).
    expect(text).toMatch(/1 [^|]*桜ラテ A案 3\.62 0\.84 \+0\.42/);
    expect(text).toContain('Standard value 3.20');
    expect(text).toContain("Your company's standard values");
  });

  it(`lists the top ${summaryReportTopImageWords} image words of each image, most fitting first`, () => {
    const results = surveyResults();
    const words = results.segments[0].image_words[0].words;
    const sorted = [...words].sort((a, b) => b.probability - a.probability);
    const card = buildReportDocument(content({ language: 'zh-CN', results })).html.split('class="card"')[1];
    const text = textOf(card);
    expect(text).toContain(`前${summaryReportTopImageWords}个印象词`);
    const shown = sorted.slice(0, summaryReportTopImageWords).map((w) => imageWordById(w.word_id)!.name['zh-CN']);
    const positions = shown.map((name) => text.indexOf(name));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const w of sorted.slice(summaryReportTopImageWords)) expect(text).not.toContain(` ${imageWordById(w.word_id)!.name['zh-CN']} `);
  });

  it('places the heat map beside the images that have one', () => {
    const pictures = new Map([
      [`${imageIds[0]}:preview`, 'data:image/png;base64,AAAA'],
      [`${imageIds[0]}:overlay`, 'data:image/png;base64,BBBB'],
    ]);
    const html = buildReportDocument(content(), pictures).html;
    expect(html).toContain('data:image/png;base64,BBBB');
    // Pictures missing from the store print as a placeholder.
    expect(textOf(html)).toContain('画像を表示できません');
  });

  it('shows the concept level column only when concept matching was calculated', () => {
    expect(textOf(buildReportDocument(content({ language: 'en' })).html)).toContain('Match level (1 to 5)');
    expect(textOf(buildReportDocument(content({ language: 'en', results: surveyResults({ concept: [] }) })).html)).not.toContain('Match level');
  });

  it('draws no standard-value line when the segment has none, and explains a missing past score', () => {
    const results = surveyResults({ standard_value_note: 'NO_PAST_SCORE' });
    results.project.standard_value = { mode: 2, values: {} };
    for (const s of results.segments) {
      s.standard_value = null;
      for (const row of s.scores) row.standard_diff = null;
    }
    const text = textOf(buildReportDocument(content({ language: 'en', results })).html);
    expect(text).not.toContain('Standard value 3.20');
    expect(text).toContain('No past score available');
  });
});
