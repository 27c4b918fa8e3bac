import { imageWords, resultLimits, segmentById, type Language, type ProjectResults, type ScatterResult } from '@packlens/contracts';
import { names } from '../catalogue';
import type { Figure } from './plotly';

export type SegmentResult = ProjectResults['segments'][number];
type Scatter = ReturnType<typeof ScatterResult.parse>;

/** Each image as charts name it: its upload order and name, so two images of the same name stay two bars. */
export function imageLabels(results: ProjectResults): Map<string, string> {
  return new Map(results.project.images.map((image, index) => [image.id, `${index + 1}. ${image.name}`]));
}

/** A segment's scores in upload order. */
export const inOrder = (segment: SegmentResult) => [...segment.scores].sort((a, b) => a.order - b.order);

/** One bar per image: its final score, in upload order, in the segment's colour. */
function scoreBars(segment: SegmentResult, labels: Map<string, string>) {
  const rows = inOrder(segment);
  return {
    rows,
    bars: {
      type: 'bar' as const,
      x: rows.map((row) => labels.get(row.image_id) ?? row.image_id),
      y: rows.map((row) => row.final_score),
      marker: { color: colourOf(segment.segment_id) },
    },
  };
}

const colourOf = (segmentId: number) => segmentById(segmentId)?.chartBackgroundColor ?? '#1f4e79';
const scale = [resultLimits.preferenceScale.min, resultLimits.preferenceScale.max];

/** Preference scores of one segment as bars (1-5), with the standard value as a line when there is one. */
export function preferenceFigure(segment: SegmentResult, labels: Map<string, string>, text: { score: string; standard: string }): Figure {
  const { rows, bars } = scoreBars(segment, labels);
  const standard = segment.standard_value;
  return {
    data: [
      {
        ...bars,
        text: rows.map((row) => row.final_score.toFixed(2)),
        textposition: 'outside',
        name: text.score,
        hovertemplate: '%{x}: %{y:.2f}<extra></extra>',
      },
    ],
    layout: {
      yaxis: { title: { text: text.score }, range: [0, scale[1] + 0.3] },
      showlegend: false,
      shapes:
        standard === null
          ? []
          : [{ type: 'line', xref: 'paper', x0: 0, x1: 1, y0: standard, y1: standard, line: { color: '#c2410c', width: 2, dash: 'dash' } }],
      annotations:
        standard === null
          ? []
          : [{ xref: 'paper', x: 1, y: standard, text: `${text.standard} ${standard.toFixed(2)}`, showarrow: false, xanchor: 'right', yanchor: 'bottom', font: { color: '#c2410c' } }],
    },
  };
}

/** Image words across the images of one segment: one line per image over the words in catalogue order. */
export function wordLinesFigure(segment: SegmentResult, labels: Map<string, string>, language: Language, probability: string): Figure {
  const present = new Set(segment.image_words.flatMap((entry) => entry.words.map((word) => word.word_id)));
  const words = imageWords.filter((word) => present.has(word.id));
  return {
    data: segment.image_words.map((entry) => {
      const byWord = new Map(entry.words.map((word) => [word.word_id, word.probability]));
      return {
        type: 'scatter',
        mode: 'lines+markers',
        name: labels.get(entry.image_id) ?? entry.image_id,
        x: words.map((word) => word.name[language]),
        y: words.map((word) => byWord.get(word.id) ?? null),
        hovertemplate: '%{x}: %{y:.1%}<extra>%{fullData.name}</extra>',
      };
    }),
    layout: {
      yaxis: { title: { text: probability }, tickformat: '.0%', rangemode: 'tozero' },
      xaxis: { tickangle: -45, automargin: true },
      legend: { orientation: 'h', y: 1.12 },
      margin: { t: 56 },
    },
  };
}

/** Preference of each image with its spread: bars of the final score with ±1 standard deviation. */
export function spreadFigure(segment: SegmentResult, labels: Map<string, string>, text: { score: string; sd: string }): Figure {
  const { rows, bars } = scoreBars(segment, labels);
  return {
    data: [
      {
        ...bars,
        error_y: { type: 'data', array: rows.map((row) => row.sd), visible: true, color: '#1c2733', thickness: 1.5, width: 8 },
        customdata: rows.map((row) => row.sd),
        marker: { ...bars.marker, opacity: 0.75 },
        hovertemplate: `%{x}<br>${text.score}: %{y:.2f}<br>${text.sd}: %{customdata:.2f}<extra></extra>`,
      },
    ],
    layout: { yaxis: { title: { text: text.score }, range: [0, scale[1] + 1] }, showlegend: false },
  };
}

/** The image-word scatter: each image at its probability of the first word (across) and the second (up). */
export function scatterFigure(scatter: Scatter, labels: Map<string, string>, language: Language): Figure {
  const [xWord, yWord] = scatter.word_ids;
  const ys = scatter.points.map((point) => point.y).sort((a, b) => a - b);
  const middle = ys.length === 0 ? 0 : (ys[Math.floor((ys.length - 1) / 2)] + ys[Math.ceil((ys.length - 1) / 2)]) / 2;
  return {
    data: [
      {
        type: 'scatter',
        mode: 'text+markers',
        x: scatter.points.map((point) => point.x),
        y: scatter.points.map((point) => point.y),
        text: scatter.points.map((point) => labels.get(point.image_id) ?? point.name),
        // Packs often land close together: names of the upper half go above their point, the others below.
        textposition: scatter.points.map((point) => (point.y >= middle ? 'top center' : 'bottom center')),
        marker: { size: 12, color: colourOf(scatter.segment_id) },
        hovertemplate: '%{text}<br>%{x:.1%} / %{y:.1%}<extra></extra>',
      },
    ],
    layout: {
      xaxis: { title: { text: names.word(xWord, language) }, tickformat: '.0%', range: [0, 1.05] },
      yaxis: { title: { text: names.word(yWord, language) }, tickformat: '.0%', range: [0, 1.05] },
      showlegend: false,
      margin: { b: 64 },
    },
  };
}
