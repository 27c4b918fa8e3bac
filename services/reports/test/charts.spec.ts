import { describe, expect, it } from 'vitest';
import { barChart, scatterChart, ticksFor } from '../src/charts';

describe('charts', () => {
  it('chooses round ticks', () => {
    expect(ticksFor(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(ticksFor(0, 1.2, 4)).toEqual([0, 0.5, 1]);
    expect(ticksFor(0.2, 0.8)).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(ticksFor(1, 5, 4)).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws bars from the minimum and a reference line at the standard value', () => {
    const svg = barChart({ bars: [{ label: 'A', value: 3, colour: '#000001' }], min: 1, max: 5, ticks: [1, 5], reference: { value: 3, label: 'std' }, width: 400, height: 118, label: 'x' }).value;
    // Plot from y=18 to y=78 (height 118 minus 40 below): value 3 of 1-5 is half way, y=48.
    expect(svg).toContain('<rect x="111" y="48" width="72" height="30" fill="#000001"/>');
    expect(svg).toContain('<line x1="44" y1="48" x2="250" y2="48" stroke="#dc2626"');
  });

  it('escapes labels', () => {
    const svg = scatterChart({ points: [{ mark: '<1>', x: 0.5, y: 0.5, colour: '#000' }], xLabel: 'a&b', yLabel: 'c', tickLabel: String, label: '"q"' }).value;
    expect(svg).toContain('&lt;1&gt;');
    expect(svg).toContain('a&amp;b');
    expect(svg).toContain('aria-label="&quot;q&quot;"');
  });
});
