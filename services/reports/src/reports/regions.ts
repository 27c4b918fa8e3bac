import { escapeHtml, formatPercent, html, raw, type Html } from '../format';
import type { ReportContext, ReportImage } from '../context';
import { cell } from '../layout';

const regionColour = '#facc15';

export interface MarkedRegion {
  number: number;
  label: string;
  share: number;
  box?: { x: number; y: number; width: number; height: number };
}

/** The image's marked regions in marking order, numbered, with their share of attention and their box. */
export function markedRegions(image: ReportImage): MarkedRegion[] {
  const boxes = new Map(image.regions.map((r) => [r.region_id, r]));
  return (image.heatmap?.regions ?? []).map((region, index) => {
    const box = boxes.get(region.region_id);
    const label = region.label || box?.label || '';
    return { number: index + 1, label: label || `#${index + 1}`, share: region.share, box };
  });
}

/** Regions by share of attention, largest first (section 1's shelf heat-map evaluation). */
export function regionTable(ctx: ReportContext, image: ReportImage): Html {
  const regions = markedRegions(image).sort((a, b) => b.share - a.share || a.number - b.number);
  if (!regions.length) return html`<p class="note">${ctx.t('noRegions')}</p>`;
  return html`<table class="data">
<thead><tr><th class="num">${ctx.t('no')}</th><th>${ctx.t('region')}</th><th class="num">${ctx.t('attentionShare')}</th><th style="width:22%;"></th></tr></thead>
<tbody>${regions.map(
    (r) => html`<tr><td class="num">${r.number}</td><td>${cell(r.label)}</td><td class="num">${formatPercent(r.share)}</td><td><div class="bar-track"><div class="bar-fill" style="width:${(Math.min(1, Math.max(0, r.share)) * 100).toFixed(1)}%;background:#ea580c;"></div></div></td></tr>`,
  )}</tbody>
</table>`;
}

/**
 * The heat-map overlay with each marked region's box and number drawn on it, in the image's own pixels, at
 * most `maxHeight` high (a CSS length).
 */
export function regionOverlay(ctx: ReportContext, image: ReportImage, maxHeight: string): Html {
  const width = image.heatmap?.width || image.width || 1600;
  const height = image.heatmap?.height || image.height || 900;
  const uri = ctx.picture(image.id, 'overlay') ?? ctx.picture(image.id, 'preview');
  const stroke = Math.max(2, Math.round(Math.max(width, height) / 300));
  const font = Math.max(12, Math.round(Math.max(width, height) / 40));
  const boxes = markedRegions(image)
    .filter((r) => r.box)
    .map((r) => {
      const b = r.box!;
      return `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" fill="none" stroke="${regionColour}" stroke-width="${stroke}"/>` +
        `<rect x="${b.x}" y="${b.y}" width="${font * 1.6}" height="${font * 1.3}" fill="${regionColour}"/>` +
        `<text x="${b.x + font * 0.8}" y="${b.y + font * 1.02}" font-size="${font}" font-weight="700" text-anchor="middle" fill="#111827">${r.number}</text>`;
    })
    .join('');
  const background = uri
    ? `<image href="${escapeHtml(uri)}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="none"/>`
    : `<rect width="${width}" height="${height}" fill="#f3f4f6"/><text x="${width / 2}" y="${height / 2}" font-size="${font}" text-anchor="middle" fill="#6b7280">${escapeHtml(ctx.t('imageMissing'))}</text>`;
  return raw(
    `<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" style="max-height:${maxHeight};" role="img" aria-label="${escapeHtml(image.name)}">${background}${boxes}</svg>`,
  );
}
