import {
  chartScales,
  chartTextWidth,
  errorBarColour,
  imageChartColour,
  imageWords,
  standardValueColour,
  type Language,
  type ProjectResults,
  type ScatterResult,
} from '@packlens/contracts';
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

/**
 * Each image's chart colour, by upload order: the same colour the PDF reports give it. `labels` lists the
 * images in upload order ({@link imageLabels}).
 */
function colourOf(labels: Map<string, string>, imageId: string): string {
  return imageChartColour(Math.max(0, [...labels.keys()].indexOf(imageId)));
}

/** One bar per image: its final score, in upload order, in the image's colour. */
function scoreBars(segment: SegmentResult, labels: Map<string, string>) {
  const rows = inOrder(segment);
  return {
    rows,
    bars: {
      type: 'bar' as const,
      x: rows.map((row) => labels.get(row.image_id) ?? row.image_id),
      y: rows.map((row) => row.final_score),
      marker: { color: rows.map((row) => colourOf(labels, row.image_id)) },
    },
  };
}

const { preference, standardDeviation } = chartScales;
/** Chart.tsx draws texts at 12 px. */
const fontSize = 12;
/** Value labels stand above their bars: room above the plot for a bar that reaches the top of its axis. */
const valueLabelRoom = 32;

/** A right margin that holds a label beside the plot: 10 % spare, since system fonts run wider than estimated. */
const marginFor = (label: string) => Math.ceil(chartTextWidth(label, fontSize) * 1.1) + 16;

/** A bar's value, printed above it, even when the bar reaches the top of the axis. */
const valueLabels = (values: readonly number[]) => ({
  text: values.map((value) => value.toFixed(2)),
  textposition: 'outside' as const,
  cliponaxis: false,
});

/**
 * Preference scores of one segment as bars on the rating scale, with the standard value as a line when there
 * is one. The standard value's label sits right of the plot, where no bar or value label is drawn (as in the
 * PDF); the right margin is made as wide as the label.
 */
export function preferenceFigure(segment: SegmentResult, labels: Map<string, string>, text: { score: string; standard: string }): Figure {
  const { rows, bars } = scoreBars(segment, labels);
  const standard = segment.standard_value;
  const standardLabel = standard === null ? '' : `${text.standard} ${standard.toFixed(2)}`;
  return {
    data: [{ ...bars, ...valueLabels(rows.map((row) => row.final_score)), name: text.score, hovertemplate: '%{x}: %{y:.2f}<extra></extra>' }],
    layout: {
      yaxis: { title: { text: text.score }, range: [preference.min, preference.max], dtick: 1 },
      showlegend: false,
      margin: { t: valueLabelRoom, ...(standard === null ? {} : { r: marginFor(standardLabel) }) },
      shapes:
        standard === null
          ? []
          : [{ type: 'line', xref: 'paper', x0: 0, x1: 1, y0: standard, y1: standard, line: { color: standardValueColour, width: 2, dash: 'dash' } }],
      annotations:
        standard === null
          ? []
          : [{ xref: 'paper', x: 1, xanchor: 'left', xshift: 6, y: standard, yanchor: 'middle', text: standardLabel, showarrow: false, font: { color: standardValueColour } }],
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
      const colour = colourOf(labels, entry.image_id);
      return {
        type: 'scatter',
        mode: 'lines+markers',
        name: labels.get(entry.image_id) ?? entry.image_id,
        line: { color: colour },
        marker: { color: colour },
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

/**
 * How divided opinions are, as the PDF's variance report draws it: left, each image's final score with ±1
 * standard deviation on the rating scale; right, the standard deviation itself on its axis, 0 to 2 (the most
 * ratings within 1-5 can spread). A larger predicted SD is drawn to the top and labelled with its value.
 */
export function spreadFigure(segment: SegmentResult, labels: Map<string, string>, text: { score: string; sd: string }): Figure {
  const { rows, bars } = scoreBars(segment, labels);
  const sds = rows.map((row) => row.sd);
  return {
    data: [
      {
        ...bars,
        error_y: { type: 'data', array: sds, visible: true, color: errorBarColour, thickness: 1.5, width: 8 },
        customdata: sds,
        hovertemplate: `%{x}<br>${text.score}: %{y:.2f}<br>${text.sd}: %{customdata:.2f}<extra></extra>`,
      },
      {
        ...bars,
        y: sds.map((sd) => Math.min(sd, standardDeviation.max)),
        ...valueLabels(sds),
        customdata: sds,
        hovertemplate: `%{x}<br>${text.sd}: %{customdata:.2f}<extra></extra>`,
        xaxis: 'x2',
        yaxis: 'y2',
      },
    ],
    layout: {
      xaxis: { domain: [0, 0.46] },
      yaxis: { title: { text: text.score }, range: [preference.min, preference.max], dtick: 1 },
      xaxis2: { domain: [0.56, 1], anchor: 'y2' },
      yaxis2: { title: { text: text.sd }, range: [standardDeviation.min, standardDeviation.max], dtick: 0.5, anchor: 'x2' },
      showlegend: false,
      margin: { t: valueLabelRoom },
    },
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
        marker: { size: 12, color: scatter.points.map((point) => colourOf(labels, point.image_id)) },
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
