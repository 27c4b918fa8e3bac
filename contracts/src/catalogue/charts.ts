import { resultLimits } from './limits';

/**
 * What the result screens (Plotly) and the PDF reports (SVG) draw alike, so a pack keeps its colour and its
 * charts their scales from screen to paper. Neither side may define its own.
 */

/**
 * One colour per image, by upload order (Tableau 10: distinguishable in print and for most colour-blind
 * readers). Images, not segments, are coloured: a result chart shows one segment, and the reports mark each
 * image with its colour in every table and legend.
 */
export const imageChartColours = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'] as const;

/** The colour of the image at `index` (0-based upload order); an 11th image takes the first colour again. */
export function imageChartColour(index: number): string {
  return imageChartColours[index % imageChartColours.length];
}

/** The segment's standard value: its dashed line and its label. */
export const standardValueColour = '#dc2626';

/** The ±1 SD error bars. */
export const errorBarColour = '#111827';

const { min, max } = resultLimits.preferenceScale;

/**
 * Axis ranges. Preference scores live on the rating scale (1-5), and so do score ± SD. A standard deviation
 * of ratings held within 1-5 is at most half the scale's width (half the panel at each end), so its axis runs
 * from 0 to 2. The model may predict more (a sample SD of a small panel can exceed it): such a bar is drawn to
 * the top of the axis and still labelled with its value.
 */
export const chartScales = {
  preference: { min, max },
  standardDeviation: { min: 0, max: (max - min) / 2 },
} as const;

/**
 * Rough printed width of a chart label, so charts can reserve room for it instead of cutting it: CJK and
 * other wide characters count 1 em, the rest 0.58 em.
 */
export function chartTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text) em += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(c) ? 1 : 0.58;
  return em * fontSize;
}
