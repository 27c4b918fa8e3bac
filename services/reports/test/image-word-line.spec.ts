import { imageWords, languages } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../src';
import { content, imageNames, surveyResults } from './fixture';
import { textOf } from './helpers';

describe('image-word line report', () => {
  it.each(languages)('names every image word in %s from the catalogue, on the chart and in the table', (language) => {
    const html = buildReportDocument(content({ type: 'image_word_line', language })).html;
    const [chart, table] = html.split('<table');
    for (const word of imageWords) {
      expect(textOf(chart)).toContain(word.name[language]);
      expect(textOf(table)).toContain(word.name[language]);
    }
  });

  it('draws one line per image and prints each probability of the segment as a percentage', () => {
    const results = surveyResults();
    const html = buildReportDocument(content({ type: 'image_word_line', segmentId: 3, results })).html;
    expect(html.match(/<path d="M[^"]*" stroke="#[0-9a-f]{6}" stroke-width="2"/g)).toHaveLength(3);
    const first = results.segments[1].image_words[0].words[0].probability;
    expect(textOf(html.split('<table')[1])).toContain(`${(first * 100).toFixed(1)}%`);
    for (const name of imageNames) expect(textOf(html)).toContain(name);
  });

  it('leaves out words no image has (the food-only word for a non-food category)', () => {
    const results = surveyResults();
    for (const row of results.segments[0].image_words) row.words = row.words.filter((w) => w.word_id !== 1);
    const text = textOf(buildReportDocument(content({ type: 'image_word_line', language: 'en', results })).html);
    expect(text).not.toContain('Tasty');
    expect(text).toContain('Cute');
  });
});
