import { imageWordById } from '@packlens/contracts';
import { scatterChart } from '../charts';
import { formatPercent, formatScore, html } from '../format';
import { picture, imageLabel } from '../layout';
import { previews, type ReportBuilder } from './builder';

/** The images placed by two image words (horizontal, vertical), with the mean of each axis dashed. */
export const imageWordScatterReport: ReportBuilder = {
  pictures: previews,
  body: (ctx) => {
    const [xId, yId] = ctx.content.wordIds!;
    const xName = imageWordById(xId)!.name[ctx.language];
    const yName = imageWordById(yId)!.name[ctx.language];
    const rows = ctx.images
      .map((image) => {
        const x = image.words.find((w) => w.word_id === xId)?.probability;
        const y = image.words.find((w) => w.word_id === yId)?.probability;
        return x === undefined || y === undefined ? undefined : { image, x, y };
      })
      .filter((row) => row !== undefined);
    return html`<p class="meta">${ctx.t('scatterAxes', { x: xName, y: yName })}</p>
<div style="display:grid;grid-template-columns:58% 1fr;gap:5mm;align-items:start;">
<div class="chart-box">${scatterChart({
      points: rows.map(({ image, x, y }) => ({ mark: String(image.number), x, y, colour: image.colour })),
      xLabel: xName,
      yLabel: yName,
      tickLabel: (v) => `${Math.round(v * 100)}%`,
      label: ctx.t('scatterAxes', { x: xName, y: yName }),
    })}</div>
<table class="data">
<thead><tr><th>${ctx.t('image')}</th><th>${ctx.t('imageName')}</th><th class="num">${xName}</th><th class="num">${yName}</th><th class="num">${ctx.t('preferenceScore')}</th></tr></thead>
<tbody>${rows.map(
      ({ image, x, y }) =>
        html`<tr><td>${picture(ctx, image, 'preview', '', 'thumb')}</td><td>${imageLabel(image)}</td><td class="num">${formatPercent(x)}</td><td class="num">${formatPercent(y)}</td><td class="num">${image.score ? formatScore(image.score.final_score) : ctx.t('none')}</td></tr>`,
    )}</tbody>
</table>
</div>`;
  },
};
