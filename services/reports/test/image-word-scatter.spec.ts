import { imageWordById, languages } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../src';
import { content, imageNames, surveyResults } from './fixture';
import { textOf } from './helpers';

describe('image-word scatter report', () => {
  it.each(languages)('names its two axes in %s', (language) => {
    const text = textOf(buildReportDocument(content({ type: 'image_word_scatter', wordIds: [3, 11], language })).html);
    const axes = { ja: '横軸: シンプル　縦軸: おしゃれ', en: 'Horizontal: Simple   Vertical: Stylish', 'zh-CN': '横轴：简约　纵轴：时尚' };
    expect(text).toContain(axes[language].replace(/\s+/g, ' '));
  });

  it('places every image at its two probabilities and lists them', () => {
    const results = surveyResults();
    const html = buildReportDocument(content({ type: 'image_word_scatter', wordIds: [3, 11], results, language: 'en' })).html;
    expect(html.match(/<circle [^>]*r="7"/g)).toHaveLength(3);
    const words = results.segments[0].image_words[1].words;
    const x = words.find((w) => w.word_id === 3)!.probability;
    const y = words.find((w) => w.word_id === 11)!.probability;
    expect(textOf(html)).toContain(`${imageNames[1]} ${(x * 100).toFixed(1)}% ${(y * 100).toFixed(1)}% 3.18`);
    expect(textOf(html)).toContain(imageWordById(11)!.name.en);
  });
});
