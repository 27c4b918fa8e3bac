import { html } from '../format';
import { imageLabel } from '../layout';
import type { ReportBuilder } from './builder';
import { regionOverlay, regionTable } from './regions';

/**
 * A shelf photo is at most this high, so the first one fits on page 1 with its heading and table under the
 * title block. An A4 landscape page leaves 176 mm inside the margins; a title block whose project name wraps
 * (100 characters) and the photo's heading take up to 45 mm. A taller photo (an upright one at 150 mm did)
 * moved to page 2 with its table and left its heading alone on page 1. Every photo gets the same limit, so
 * shelves print at one scale.
 */
const photoMaxHeight = '120mm';

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
<div class="chart-box">${regionOverlay(ctx, image, photoMaxHeight)}</div>
<div>${regionTable(ctx, image)}</div>
</div>
</section>`,
      )}`,
};
