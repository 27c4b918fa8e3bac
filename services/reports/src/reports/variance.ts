import { chartScales } from '@packlens/contracts';
import { barChart, ticksFor } from '../charts';
import { formatScore, html } from '../format';
import { imageLabel, picture } from '../layout';
import { previews, type ReportBuilder } from './builder';
import { preferenceAxis, scoreBars, standardReference } from './scores';

/** How divided opinions are: each image's score with ±1 SD, the SD itself, and a table of both. */
export const varianceReport: ReportBuilder = {
  pictures: previews,
  body: (ctx) => {
    const scored = ctx.images.filter((image) => image.score);
    const sdScale = chartScales.standardDeviation;
    const sdBars = scored.map((image) => ({ label: `${image.number}. ${image.name}`, value: image.score!.sd, colour: image.colour }));
    return html`<div style="display:grid;grid-template-columns:1fr 1fr;gap:5mm;">
<div class="chart-box"><h3>${ctx.t('varianceChart')}</h3>${barChart({ bars: scoreBars(ctx, true), ...preferenceAxis, reference: standardReference(ctx), label: ctx.t('varianceChart'), width: 560, height: 300 })}</div>
<div class="chart-box"><h3>${ctx.t('standardDeviation')}</h3>${barChart({ bars: sdBars, ...sdScale, ticks: ticksFor(sdScale.min, sdScale.max, 4), label: ctx.t('standardDeviation'), width: 560, height: 300 })}</div>
</div>
<table class="data">
<thead><tr><th>${ctx.t('image')}</th><th>${ctx.t('imageName')}</th><th class="num">${ctx.t('preferenceScore')}</th><th class="num">${ctx.t('standardDeviation')}</th><th class="num">−1SD</th><th class="num">+1SD</th><th class="num">${ctx.t('rank')}</th></tr></thead>
<tbody>${scored.map((image) => {
      const { final_score: score, sd, rank } = image.score!;
      return html`<tr><td>${picture(ctx, image, 'preview', '', 'thumb')}</td><td>${imageLabel(image)}</td><td class="num">${formatScore(score)}</td><td class="num">${formatScore(sd)}</td><td class="num">${formatScore(score - sd)}</td><td class="num">${formatScore(score + sd)}</td><td class="num">${rank}</td></tr>`;
    })}</tbody>
</table>`;
  },
};
