import { chartTextWidth, imageChartColours, standardValueColour } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../src';
import { barChart, lineChart, scatterChart, ticksFor, type Bar } from '../src/charts';
import { content, surveyResults } from './fixture';
import { overlaps, svgTexts } from './helpers';

describe('charts', () => {
  it('chooses round ticks', () => {
    expect(ticksFor(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(ticksFor(0, 1.2, 4)).toEqual([0, 0.5, 1]);
    expect(ticksFor(0.2, 0.8)).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(ticksFor(1, 5, 4)).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws bars from the minimum and a reference line at the standard value', () => {
    const svg = barChart({ bars: [{ label: 'A', value: 3, colour: '#000001' }], min: 1, max: 5, ticks: [1, 5], reference: { value: 3, label: 'std' }, width: 400, height: 118, label: 'x' }).value;
    // Plot from y=18 to y=78 (height 118 minus 40 below): value 3 of 1-5 is half way, y=48. The right margin
    // holds the label "std" (36 units), so the plot runs from x=44 to x=364.
    expect(svg).toContain('<rect x="168" y="48" width="72" height="30" fill="#000001"/>');
    expect(svg).toContain('<line x1="44" y1="48" x2="364" y2="48" stroke="#dc2626"');
  });

  it('escapes labels', () => {
    const svg = scatterChart({ points: [{ mark: '<1>', x: 0.5, y: 0.5, colour: '#000' }], xLabel: 'a&b', yLabel: 'c', tickLabel: String, label: '"q"' }).value;
    expect(svg).toContain('&lt;1&gt;');
    expect(svg).toContain('a&amp;b');
    expect(svg).toContain('aria-label="&quot;q&quot;"');
  });
});

describe('the standard value label (issue 19, item 9)', () => {
  const bars = (values: readonly number[], error?: number): Bar[] => values.map((value, i) => ({ label: `${i + 1}. Pack`, value, colour: '#000000', error }));
  const cases: [string, Bar[], { value: number; label: string }, number][] = [
    ['the last bar at the standard value', bars([3.42, 2.95, 3.4]), { value: 3.4, label: 'Standard value 3.40' }, 960],
    ['ten bars, the last one at the standard value', bars([4, 3, 2, 5, 1, 3.1, 3.5, 4.2, 2.8, 3.2]), { value: 3.2, label: 'Standard value 3.20' }, 960],
    ['error bars in a half-width chart', bars([3.62, 3.18, 3.41], 0.9), { value: 3.41, label: '基準値 3.41' }, 560],
    ['a standard value at the top of the scale', bars([5, 4.9]), { value: 5, label: '基准值 5.00' }, 560],
  ];

  it.each(cases)('never overlaps a bar’s value label and is printed whole: %s', (_, chartBars, reference, width) => {
    const svg = barChart({ bars: chartBars, min: 1, max: 5, ticks: [1, 2, 3, 4, 5], reference, width, label: 'x' }).value;
    const texts = svgTexts(svg, chartTextWidth);
    const label = texts.find((t) => t.fill === standardValueColour)!;
    expect(label.text).toBe(reference.label);
    expect(label.box.right).toBeLessThanOrEqual(width);
    const valueLabels = texts.filter((t) => /^\d\.\d\d$/.test(t.text));
    expect(valueLabels).toHaveLength(chartBars.length);
    for (const valueLabel of valueLabels) expect(overlaps(label.box, valueLabel.box), valueLabel.text).toBe(false);
  });
});

describe('the standard deviation axis (issue 19, item 9)', () => {
  /** The second chart of the variance report: the SD bars. */
  const sdChart = (results = surveyResults()) => buildReportDocument(content({ type: 'variance', results })).html.split('<svg').at(-1)!;
  const tickLabels = (svg: string) => [...svg.matchAll(/<line [^>]*\/><text [^>]*text-anchor="end"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

  it('runs from 0 to 2, the widest spread ratings on the 1-5 scale can have, whatever the data', () => {
    expect(tickLabels(sdChart())).toEqual(['0', '0.5', '1', '1.5', '2']);
  });

  it('draws a larger predicted SD to the top of the axis and prints its value', () => {
    const results = surveyResults();
    results.segments[0].scores[1].sd = 3.1;
    const svg = sdChart(results);
    expect(tickLabels(svg)).toEqual(['0', '0.5', '1', '1.5', '2']);
    expect(svg).toContain('>3.10</text>');
  });
});

describe('chart colours (issue 19, item 9)', () => {
  it('colour each image’s bars and line with the shared palette by upload order, as the result screens do', () => {
    for (const type of ['over_all', 'variance', 'image_word_line'] as const) {
      const html = buildReportDocument(content({ type })).html;
      const fills = [...html.matchAll(/<(?:rect|path) [^>]*(?:fill|stroke)="(#[0-9a-f]{6})"[^>]*(?:\/>|>)/g)].map((m) => m[1]).filter((c) => imageChartColours.includes(c as never));
      expect(new Set(fills), type).toEqual(new Set(imageChartColours.slice(0, 3)));
      expect(fills[0], type).toBe(imageChartColours[0]);
    }
  });
});

describe('category labels of the line chart', () => {
  it('wraps a long image word instead of cutting it, and keeps it inside the chart', () => {
    const svg = lineChart({ categories: ['Easy to understand', 'Tasty'], series: [], max: 1, ticks: [0, 1], tickLabel: String, label: 'x', width: 300 }).value;
    expect(svg).toContain('<tspan x="0" dy="0">Easy to</tspan><tspan x="0" dy="12.5">understand</tspan>');
    expect(svg).not.toContain('…');
  });
});
