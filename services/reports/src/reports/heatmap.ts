import type { ReportContext, ReportImage } from '../context';
import { formatScore, html } from '../format';
import { captioned, imageLabel } from '../layout';
import type { ReportBuilder } from './builder';
import { regionTable } from './regions';

/** Each image beside its heat map (the attention overlay), two images to a page. */
export const heatmapReport: ReportBuilder = {
  pictures: (ctx) =>
    ctx.images.flatMap((image) => [
      { imageId: image.id, kind: 'preview' as const },
      ...(image.heatmap ? [{ imageId: image.id, kind: 'overlay' as const }] : []),
    ]),
  body: (ctx) => html`<div class="cards">${ctx.images.map((image) => heatmapCard(ctx, image))}</div>`,
};

function heatmapCard(ctx: ReportContext, image: ReportImage) {
  const style = 'height:68mm;width:100%;';
  return html`<div class="card">
<h3>${imageLabel(image)}</h3>
${image.score && html`<div class="meta" style="margin-bottom:1.5mm;"><span><b>${ctx.t('preferenceScore')}</b>${formatScore(image.score.final_score)}</span><span><b>${ctx.t('rank')}</b>${image.score.rank}</span></div>`}
<div style="display:grid;grid-template-columns:1fr 1fr;gap:2mm;">
  ${captioned(ctx, image, 'preview', style, ctx.t('original'))}
  ${image.heatmap ? captioned(ctx, image, 'overlay', style, ctx.t('heatmap')) : html`<div><div class="missing" style="${style}">${ctx.t('noHeatmap')}</div><div class="caption">${ctx.t('heatmap')}</div></div>`}
</div>
${image.heatmap && image.heatmap.regions.length > 0 && regionTable(ctx, image)}
</div>`;
}
