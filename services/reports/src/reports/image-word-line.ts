import { imageWords } from '@packlens/contracts';
import { lineChart } from '../charts';
import type { ReportContext } from '../context';
import { formatPercent, html } from '../format';
import { cell, imageLabel } from '../layout';
import type { ReportBuilder } from './builder';

/** The image words the segment's results hold, in catalogue order (19 for non-food images, 20 for food). */
function wordsShown(ctx: ReportContext) {
  const present = new Set(ctx.images.flatMap((image) => image.words.map((w) => w.word_id)));
  return imageWords.filter((word) => present.has(word.id));
}

/** One line per image over the image words (how well each word fits), then the values as a table. */
export const imageWordLineReport: ReportBuilder = {
  pictures: () => [],
  body: (ctx) => {
    const words = wordsShown(ctx);
    const images = ctx.images.filter((image) => image.words.length > 0);
    const series = images.map((image) => {
      const byWord = new Map(image.words.map((w) => [w.word_id, w.probability]));
      return { name: image.name, colour: image.colour, values: words.map((word) => byWord.get(word.id) ?? null) };
    });
    const top = Math.max(0.2, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
    const max = Math.min(1, Math.ceil(top * 5) / 5);
    const ticks = Array.from({ length: Math.round(max * 10) + 1 }, (_, i) => i / 10).filter((t) => Math.round(t * 10) % (max > 0.5 ? 2 : 1) === 0);
    return html`<h2>${ctx.t('lineChart')}</h2>
<div class="chart-box">${lineChart({
      categories: words.map((word) => word.name[ctx.language]),
      series,
      max,
      ticks,
      tickLabel: (v) => `${Math.round(v * 100)}%`,
      label: ctx.t('lineChart'),
      height: 380,
    })}
<div class="meta" style="margin-top:2mm;">${images.map((image) => html`<span>${imageLabel(image)}</span>`)}</div></div>
<table class="data page-break" style="font-size:8.5pt;">
<thead><tr><th>${ctx.t('imageWord')}</th>${images.map((image) => html`<th class="num">${imageLabel(image)}</th>`)}</tr></thead>
<tbody>${words.map((word) => {
      const values = series.map((s) => s.values[words.indexOf(word)]);
      const best = Math.max(...values.map((v) => v ?? -1));
      return html`<tr><td>${cell(word.name[ctx.language])}</td>${values.map(
        (v) => html`<td class="num" style="${v !== null && v === best && images.length > 1 ? 'font-weight:700;' : ''}">${v === null ? ctx.t('none') : formatPercent(v)}</td>`,
      )}</tr>`;
    })}</tbody>
</table>`;
  },
};
