import type { TrainingRun } from '@packlens/contracts';
import type { Data, Layout } from 'plotly.js-dist-min';
import { ACCURACY_THRESHOLD } from './SegmentFiguresTable';

type Scatter = NonNullable<TrainingRun['model']>['scatter'][number];

/**
 * Predicted against surveyed means of one segment's held-out images: this version, and the version that was active
 * on the same images; the diagonal is a perfect prediction and the band around it the product's 0.075 threshold.
 */
export function scatterFigure(scatter: Scatter, labels: { candidate: string; active: string; perfect: string; threshold: string; x: string; y: string }): { data: Data[]; layout: Partial<Layout> } {
  const all = [...scatter.observed, ...scatter.predicted, ...(scatter.active_predicted ?? [])];
  const low = Math.floor((Math.min(...all) - 0.1) * 10) / 10;
  const high = Math.ceil((Math.max(...all) + 0.1) * 10) / 10;
  const line = (offset: number, name: string, dash: 'solid' | 'dot', showlegend: boolean): Data => ({
    x: [low, high],
    y: [low + offset, high + offset],
    mode: 'lines',
    name,
    showlegend,
    hoverinfo: 'skip',
    line: { color: dash === 'solid' ? '#8a9aa9' : '#c58f2a', width: 1, dash },
  });
  const data: Data[] = [
    line(0, labels.perfect, 'solid', true),
    line(ACCURACY_THRESHOLD, labels.threshold, 'dot', true),
    line(-ACCURACY_THRESHOLD, labels.threshold, 'dot', false),
    { x: scatter.observed, y: scatter.predicted, text: scatter.images, mode: 'markers', type: 'scatter', name: labels.candidate, marker: { color: '#1f6fb2', size: 8 } },
  ];
  if (scatter.active_predicted) {
    data.push({ x: scatter.observed, y: scatter.active_predicted, text: scatter.images, mode: 'markers', type: 'scatter', name: labels.active, marker: { color: '#c0392b', size: 7, symbol: 'x' } });
  }
  return {
    data,
    layout: {
      xaxis: { title: { text: labels.x }, range: [low, high] },
      yaxis: { title: { text: labels.y }, range: [low, high], scaleanchor: 'x' },
      legend: { orientation: 'h', y: -0.2 },
      margin: { l: 56, r: 16, t: 16, b: 80 },
    },
  };
}
