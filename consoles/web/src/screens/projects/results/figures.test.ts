import { chartScales, chartTextWidth, imageChartColours, imageWords, languages, type ProjectResults } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { calculatedProject, greenId, projectResults, redId, twoImages } from '../testing';
import { imageLabels, preferenceFigure, scatterFigure, spreadFigure, wordLinesFigure, type SegmentResult } from './figures';

/** Issue 19, item 9: the result charts against the PDF reports' rules. */

const blueId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

/** Three images in upload order (red, green, blue), scored in the overall segment with a standard value. */
function threeImages(): { results: ProjectResults; segment: SegmentResult } {
  const [red, green] = twoImages();
  const project = calculatedProject({ images: [red, green, { ...green, id: blueId, name: '青いパック' }] });
  const results = projectResults({ project });
  const segment: SegmentResult = {
    ...results.segments[0],
    standard_value: 3.4,
    scores: [
      { image_id: redId, final_score: 3.42, sd: 0.81, order: 1, rank: 2, standard_diff: 0.02, norm_percentile: null },
      { image_id: greenId, final_score: 2.95, sd: 1.12, order: 2, rank: 3, standard_diff: -0.45, norm_percentile: null },
      // The last bar at the standard value: where the label used to sit.
      { image_id: blueId, final_score: 3.4, sd: 2.6, order: 3, rank: 1, standard_diff: 0, norm_percentile: null },
    ],
    image_words: [...results.segments[0].image_words, { image_id: blueId, words: results.segments[0].image_words[0].words }],
  };
  return { results: { ...results, segments: [segment] }, segment };
}

/** The parts of a Plotly trace and annotation these specs read. */
interface Trace {
  x?: unknown;
  y?: unknown;
  text?: unknown;
  textposition?: unknown;
  marker?: { color?: unknown };
  line?: { color?: unknown };
}
interface Annotation {
  xref?: string;
  x?: unknown;
  xanchor?: string;
  xshift?: number;
  y?: unknown;
  text?: string;
}

const traces = (figure: { data: unknown[] }) => figure.data as Trace[];
const texts = { score: 'score', standard: 'standard', sd: 'sd' };

describe('colours', () => {
  it('gives each image the PDF reports’ colour (the shared palette, by upload order) on bars, lines and scatter points', () => {
    const { results, segment } = threeImages();
    const labels = imageLabels(results);
    const palette = imageChartColours.slice(0, 3);
    expect(traces(preferenceFigure(segment, labels, texts))[0].marker?.color).toEqual(palette);
    for (const trace of traces(spreadFigure(segment, labels, texts))) expect(trace.marker?.color).toEqual(palette);
    expect(traces(wordLinesFigure(segment, labels, 'en', 'p')).map((trace) => [trace.line?.color, trace.marker?.color])).toEqual(palette.map((c) => [c, c]));
    const scatter = { segment_id: 1, word_ids: [3, 11] as [number, number], points: [blueId, redId].map((id) => ({ image_id: id, name: id, x: 0.5, y: 0.5 })) };
    expect(traces(scatterFigure(scatter, labels, 'en'))[0].marker?.color).toEqual([palette[2], palette[0]]);
  });
});

describe('the standard value label', () => {
  /** Chart.tsx: 12 px texts and a 64 px left margin; a chart 880 px wide. */
  const chartWidth = 880;
  const left = 64;

  it.each(languages)('sits right of the plot, clear of every bar’s value label, and whole, in %s', (language) => {
    const { results, segment } = threeImages();
    const figure = preferenceFigure(segment, imageLabels(results), { score: 'score', standard: i18n.getFixedT(language)('projects.results.standardValue') });
    const [annotation] = figure.layout.annotations as Annotation[];
    const right = figure.layout.margin?.r ?? 24;
    const plotRight = chartWidth - right;
    const labelLeft = plotRight + (annotation.xshift ?? 0);
    const labelWidth = chartTextWidth(String(annotation.text), 12);
    expect([annotation.xref, annotation.x, annotation.xanchor, annotation.y]).toEqual(['paper', 1, 'left', 3.4]);
    expect(labelLeft + labelWidth).toBeLessThanOrEqual(chartWidth);
    // Value labels are centred over their bars: the last one ends well inside the plot.
    const bars = traces(figure)[0];
    const slot = (plotRight - left) / 3;
    const lastValueRight = left + slot * 2.5 + chartTextWidth((bars.text as string[])[2], 12) / 2;
    expect(bars.textposition).toBe('outside');
    expect(lastValueRight).toBeLessThan(labelLeft);
  });
});

describe('axes within the 1-5 rating scale', () => {
  it('draws preference scores on 1-5, and the spread as score ± SD on 1-5 beside the SD itself on 0-2', () => {
    const { results, segment } = threeImages();
    const labels = imageLabels(results);
    expect(preferenceFigure(segment, labels, texts).layout.yaxis?.range).toEqual([1, 5]);
    const spread = spreadFigure(segment, labels, texts);
    expect(spread.layout.yaxis?.range).toEqual([1, 5]);
    expect(spread.layout.yaxis2?.range).toEqual([0, 2]);
    expect(chartScales.standardDeviation).toEqual({ min: 0, max: 2 });
  });

  it('draws a predicted SD above 2 to the top of its axis, labelled with its value', () => {
    const { results, segment } = threeImages();
    const sdBars = traces(spreadFigure(segment, imageLabels(results), texts))[1];
    expect(sdBars.y).toEqual([0.81, 1.12, 2]);
    expect(sdBars.text).toEqual(['0.81', '1.12', '2.60']);
  });
});

describe('image words', () => {
  it.each(languages)('are named whole along the line chart in %s', (language) => {
    const { results, segment } = threeImages();
    const [line] = traces(wordLinesFigure(segment, imageLabels(results), language, 'p'));
    expect(line.x).toEqual(expect.arrayContaining([imageWords.find((word) => word.id === 19)!.name[language]]));
  });
});
