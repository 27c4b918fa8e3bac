import { DomainError } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument, ReportRenderer, reportPictures, reportTypes, type ReportContent } from '../src';
import { content, shelfResults, surveyResults } from './fixture';

function codeOf(content: ReportContent): string | undefined {
  try {
    buildReportDocument(content);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  }
}

const notCalculated = () =>
  surveyResults({ segments: [{ segment_id: 1, standard_value: null, norm: null, scores: [], image_words: [] }], heatmaps: [], concept: [], model: null });

describe('a report that cannot be made', () => {
  it.each(reportTypes)('%s: refuses results that were not calculated with NO_RESULTS', (type) => {
    expect(codeOf(content({ type, results: notCalculated(), wordIds: [3, 11] }))).toBe('NO_RESULTS');
  });

  it.each(['heatmap', 'shelve'] as const)('%s: asks for the heat map first when none was calculated', (type) => {
    expect(codeOf(content({ type, results: surveyResults({ heatmaps: [] }) }))).toBe('HEATMAP_REQUIRED_FIRST');
    expect(codeOf(content({ type, results: { ...shelfResults(), heatmaps: [], concept: surveyResults().concept } }))).toBe('HEATMAP_REQUIRED_FIRST');
  });

  it.each(['over_all', 'image_word_line', 'image_word_scatter', 'variance'] as const)('%s: has no results for a segment that was not calculated', (type) => {
    expect(codeOf(content({ type, segmentId: 2, wordIds: [3, 11] }))).toBe('NO_RESULTS');
  });

  it('concept_matching: has no results when no concept was matched', () => {
    expect(codeOf(content({ type: 'concept_matching', results: surveyResults({ concept: [] }) }))).toBe('NO_RESULTS');
  });

  it.each([[undefined], [[3, 3]], [[3, 99]]] as const)('image_word_scatter: needs two different image words (%j)', (wordIds) => {
    expect(codeOf(content({ type: 'image_word_scatter', wordIds: wordIds as never }))).toBe('SCATTER_TWO_WORDS_REQUIRED');
  });

  it('fails before reading a picture or starting a browser', async () => {
    const read: string[] = [];
    const renderer = ReportRenderer.launch({ executablePath: '/nonexistent/chromium' });
    const input = { ...content({ type: 'heatmap', results: surveyResults({ heatmaps: [] }) }), assets: { image: async (id: string) => void read.push(id) } };
    await expect(renderer.render(input)).rejects.toMatchObject({ code: 'HEATMAP_REQUIRED_FIRST' });
    expect(read).toEqual([]);
    expect(() => reportPictures(input)).toThrow(DomainError);
    await renderer.close();
  });

  it('makes every report from complete results', () => {
    for (const type of reportTypes) expect(codeOf(content({ type, wordIds: [3, 11], ...(type === 'shelve' ? { results: shelfResults() } : {}) }))).toBeUndefined();
  });
});
