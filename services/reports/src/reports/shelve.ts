import { html } from '../format';
import { imageLabel } from '../layout';
import type { ReportBuilder } from './builder';
import { regionOverlay, regionTable } from './regions';

/** Each shelf image with its heat map and the marked products' boxes, and each box's share of attention. */
export const shelveReport: ReportBuilder = {
  pictures: (ctx) =>
    ctx.images
      .filter((image) => image.heatmap)
      .flatMap((image) => [
        { imageId: image.id, kind: 'overlay' as const },
        // Drawn instead when the overlay is missing from the blob store.
        { imageId: image.id, kind: 'preview' as const },
      ]),
  body: (ctx) =>
    html`${ctx.images
      .filter((image) => image.heatmap)
      .map(
        (image, index) => html`<section class="${index > 0 ? 'page-break' : ''}">
<h2>${imageLabel(image)}</h2>
<div style="display:grid;grid-template-columns:56% 1fr;gap:5mm;align-items:start;">
<div class="chart-box">${regionOverlay(ctx, image)}</div>
<div>${regionTable(ctx, image)}</div>
</div>
</section>`,
      )}`,
};
