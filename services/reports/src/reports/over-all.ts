import { imageWordName, menuItems, summaryReportTopImageWords } from '@packlens/contracts';
import { barChart } from '../charts';
import type { ReportContext, ReportImage } from '../context';
import { formatPercent, formatScore, formatSigned, html } from '../format';
import { captioned, cell, imageLabel, picture, signedClass } from '../layout';
import { preferenceAxis, scoreBars, standardReference } from './scores';
import { previews, type ReportBuilder } from './builder';

/**
 * The summary report (report-all): one segment (section 5), the preference score of every image against the
 * standard value, then a card per image with its picture, heat map, scores and top 10 image words (section 9).
 */
export const overAllReport: ReportBuilder = {
  pictures: (ctx) => [
    ...previews(ctx),
    ...ctx.images.filter((image) => image.heatmap).map((image) => ({ imageId: image.id, kind: 'overlay' as const })),
  ],
  body: (ctx) => {
    const ranked = ctx.images.filter((image) => image.score).sort((a, b) => a.score!.rank - b.score!.rank || a.number - b.number);
    const withConcept = ctx.images.some((image) => image.concept);
    return html`<h2>${ctx.t('rankingChart')}</h2>
<div class="chart-box">${barChart({ bars: scoreBars(ctx), ...preferenceAxis, reference: standardReference(ctx), label: ctx.t('rankingChart'), height: 220 })}</div>
<table class="data">
<thead><tr><th class="num">${ctx.t('rank')}</th><th>${ctx.t('image')}</th><th>${ctx.t('imageName')}</th><th class="num">${ctx.t('preferenceScore')}</th><th class="num">${ctx.t('standardDeviation')}</th><th class="num">${ctx.t('standardDiff')}</th>${withConcept && html`<th>${ctx.t('conceptLevel')}</th>`}</tr></thead>
<tbody>${ranked.map(
      (image) => html`<tr><td class="num">${image.score!.rank}</td><td>${picture(ctx, image, 'preview', '', 'thumb')}</td><td>${imageLabel(image)}</td><td class="num">${formatScore(image.score!.final_score)}</td><td class="num">${formatScore(image.score!.sd)}</td><td class="num ${signedClass(image.score!.standard_diff)}">${image.score!.standard_diff == null ? ctx.t('none') : formatSigned(image.score!.standard_diff)}</td>${withConcept && html`<td class="num">${image.concept ? `${image.concept.level} / 5` : ctx.t('none')}</td>`}</tr>`,
    )}</tbody>
</table>
<div class="cards page-break">${ranked.map((image) => imageCard(ctx, image))}</div>`;
  },
};

const conceptMenu = menuItems.find((menu) => menu.code === 'concept_matching')!;

function imageCard(ctx: ReportContext, image: ReportImage) {
  const score = image.score!;
  const top = [...image.words].sort((a, b) => b.probability - a.probability).slice(0, summaryReportTopImageWords);
  const pictureStyle = 'height:52mm;width:100%;';
  return html`<div class="card">
<h3>${imageLabel(image)}</h3>
<div style="display:grid;grid-template-columns:${image.heatmap ? '1fr 1fr' : '1fr'};gap:2mm;margin-bottom:2mm;">
  ${captioned(ctx, image, 'preview', pictureStyle, ctx.t('original'))}
  ${image.heatmap && captioned(ctx, image, 'overlay', pictureStyle, ctx.t('heatmap'))}
</div>
<div class="meta" style="margin-bottom:1.5mm;">
  <span><b>${ctx.t('rank')}</b>${score.rank}</span>
  <span><b>${ctx.t('preferenceScore')}</b>${formatScore(score.final_score)}</span>
  <span><b>${ctx.t('standardDeviation')}</b>${formatScore(score.sd)}</span>
  ${score.standard_diff != null && html`<span><b>${ctx.t('standardDiff')}</b><span class="${signedClass(score.standard_diff)}">${formatSigned(score.standard_diff)}</span></span>`}
  ${image.concept && html`<span><b>${conceptMenu.text[ctx.language]}</b>${image.concept.level} / 5</span>`}
</div>
${top.length > 0 && html`<table class="data compact" style="margin:0;">
<thead><tr><th>${ctx.t('topImageWords', { count: summaryReportTopImageWords })}</th><th class="num">${ctx.t('probability')}</th><th style="width:45%;"></th></tr></thead>
<tbody>${top.map(
    (word) => html`<tr><td>${cell(imageWordName(word.word_id, ctx.language))}</td><td class="num">${formatPercent(word.probability)}</td><td><div class="bar-track"><div class="bar-fill" style="width:${(Math.min(1, Math.max(0, word.probability)) * 100).toFixed(1)}%;background:${image.colour};"></div></div></td></tr>`,
  )}</tbody>
</table>`}
</div>`;
}
