import { formatErrorMessage, standardValueModeNames, truncateTableText, type Language, type StandardValueMode } from '@packlens/contracts';
import type { ReportContext, ReportImage } from './context';
import { escapeHtml, formatDateTime, formatScore, html, raw, type Html } from './format';
import { languageNames } from './messages';
import type { ReportDocument, ReportImageKind } from './types';

/**
 * The page every report shares: fonts, styles, the running header (project, report, date, segment, language
 * and the demo-model label) and footer (page numbers), printed by Chromium on every page.
 */

/**
 * System fonts only (nothing is fetched). The language's Noto CJK face comes first: fontconfig would otherwise
 * pick one CJK face for all of Han and draw Chinese glyph shapes in Japanese text, or the reverse.
 */
export const fontStacks: Record<Language, string> = {
  ja: '"Noto Sans CJK JP", "Noto Sans JP", "DejaVu Sans", sans-serif',
  'zh-CN': '"Noto Sans CJK SC", "Noto Sans SC", "DejaVu Sans", sans-serif',
  en: '"Noto Sans CJK JP", "DejaVu Sans", sans-serif',
};

/** Nothing but inline styles and data: pictures may load, even if a report's markup were wrong. */
export const contentSecurityPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** Page margins in millimetres; the header and footer are printed inside the top and bottom ones. */
export const pageMargins = { top: 20, right: 12, bottom: 14, left: 12 };

const styles = (language: Language) => `
@page { size: A4 landscape; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${fontStacks[language]}; font-size: 9.5pt; color: #111827; line-height: 1.45; }
h1 { font-size: 17pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 5mm 0 2mm; padding-bottom: 1mm; border-bottom: 1.5px solid #1f2937; }
h3 { font-size: 10.5pt; margin: 0 0 1.5mm; }
/* A heading stays with what it introduces, never alone at the foot of a page. */
h2, h3 { break-after: avoid; }
.meta { display: flex; flex-wrap: wrap; gap: 1mm 8mm; margin: 0 0 3mm; color: #374151; }
.meta b { font-weight: 600; color: #111827; margin-right: 2mm; }
.demo-banner { border: 1.5px solid #b45309; background: #fef3c7; color: #78350f; padding: 2mm 3mm; margin: 0 0 4mm; border-radius: 1.5mm; }
.demo-banner b { margin-right: 2mm; }
.note { color: #4b5563; font-size: 8.5pt; margin: 1mm 0 3mm; }
svg.chart { width: 100%; height: auto; display: block; }
svg.chart text { font-family: ${fontStacks[language]}; }
.chart-box { break-inside: avoid; margin: 0 0 4mm; }
table.data { width: 100%; border-collapse: collapse; margin: 0 0 4mm; }
table.data th, table.data td { border: 0.6px solid #d1d5db; padding: 1.2mm 2mm; text-align: left; vertical-align: middle; }
table.data th { background: #f3f4f6; font-weight: 600; }
table.data td.num, table.data th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
table.data tr { break-inside: avoid; }
thead { display: table-header-group; }
.swatch { display: inline-block; width: 3mm; height: 3mm; border-radius: 50%; margin-right: 1.5mm; vertical-align: -0.3mm; }
.mark { display: inline-block; min-width: 5mm; height: 5mm; line-height: 5mm; border-radius: 2.5mm; color: #fff; font-weight: 700; text-align: center; font-size: 8pt; padding: 0 1mm; }
img.thumb { height: 12mm; max-width: 20mm; object-fit: contain; display: block; }
.picture { display: block; max-width: 100%; object-fit: contain; }
.caption { text-align: center; color: #4b5563; font-size: 8.5pt; margin-top: 0.5mm; }
table.compact td { padding-top: 0.6mm; padding-bottom: 0.6mm; }
.missing { display: flex; align-items: center; justify-content: center; border: 1px dashed #9ca3af; color: #6b7280; font-size: 8pt; background: #f9fafb; }
.page-break { break-before: page; }
.cards { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
.card { break-inside: avoid; border: 0.8px solid #d1d5db; border-radius: 2mm; padding: 3mm; }
.bar-track { background: #f3f4f6; height: 3mm; border-radius: 1mm; overflow: hidden; min-width: 20mm; }
.bar-fill { height: 100%; border-radius: 1mm; }
.level { display: inline-flex; gap: 1mm; vertical-align: middle; }
.level span { width: 7mm; height: 4mm; border-radius: 0.8mm; background: #e5e7eb; }
.level span.on { background: #2563eb; }
.positive { color: #15803d; }
.negative { color: #b91c1c; }
`;

/** The HTML document and Chromium's header and footer templates for a report body. */
export function reportDocument(ctx: ReportContext, body: Html): ReportDocument {
  const { language } = ctx;
  const page = html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">
<title>${ctx.results.project.name} — ${ctx.title}</title>
<style>${raw(styles(language))}</style>
</head>
<body>
${titleBlock(ctx)}
${body}
</body>
</html>`;
  return { html: page.value, headerTemplate: headerTemplate(ctx), footerTemplate: footerTemplate(ctx), landscape: true };
}

/** The first page's heading: title, what the report covers, and the demo-model note where it applies. */
function titleBlock(ctx: ReportContext): Html {
  const { results, language } = ctx;
  const standard = results.project.standard_value.mode as StandardValueMode;
  const segmentValue = ctx.segment?.standard_value;
  return html`<h1>${ctx.title}</h1>
<div class="meta">
  <span><b>${ctx.t('project')}</b>${results.project.name}</span>
  ${ctx.segmentName && html`<span><b>${ctx.t('segment')}</b>${ctx.segmentName}</span>`}
  <span><b>${ctx.t('createdAt')}</b>${formatDateTime(ctx.content.generatedAt, language, ctx.content.timeZone)}</span>
  <span><b>${ctx.t('imageCount')}</b>${ctx.images.length}</span>
  ${standard !== 0 && html`<span><b>${ctx.t('standardValueMode')}</b>${standardValueModeNames[standard]?.[language] ?? standard}</span>`}
  ${segmentValue != null && html`<span><b>${ctx.t('standardValue')}</b>${formatScore(segmentValue)}</span>`}
  ${results.model && html`<span><b>${ctx.t('modelVersion')}</b>${results.model.version}</span>`}
</div>
${results.standard_value_note && html`<div class="note">${formatErrorMessage(results.standard_value_note, language)}</div>`}
${ctx.demo && html`<div class="demo-banner"><b>${ctx.t('demoModel')}</b>${ctx.t('demoModelNote')}</div>`}`;
}

function headerTemplate(ctx: ReportContext): string {
  const font = fontStacks[ctx.language];
  const demo = ctx.demo
    ? html`<span style="border:1px solid #b45309;background:#fef3c7;color:#78350f;padding:0.3mm 1.5mm;border-radius:1mm;font-weight:600;">${ctx.t('demoModel')}</span>`
    : '';
  // Chromium fills elements of class date, title, url, pageNumber and totalPages: our own use none of them.
  return html`<div style="font-family:${font};font-size:7.5pt;color:#374151;width:100%;padding:0 ${pageMargins.left}mm;-webkit-print-color-adjust:exact;">
<div style="display:flex;justify-content:space-between;gap:4mm;border-bottom:0.5px solid #9ca3af;padding-bottom:1mm;">
<span style="font-weight:600;">${truncateTableText(ctx.results.project.name)}　|　${ctx.title}</span>
<span>${formatDateTime(ctx.content.generatedAt, ctx.language, ctx.content.timeZone)}</span>
</div>
<div style="display:flex;justify-content:space-between;gap:4mm;padding-top:1mm;">
<span>${ctx.segmentName && `${ctx.t('segment')}: ${ctx.segmentName}　|　`}${ctx.t('language')}: ${languageNames[ctx.language]}</span>
${demo}
</div>
</div>`.value;
}

function footerTemplate(ctx: ReportContext): string {
  const font = fontStacks[ctx.language];
  const pages = escapeHtml(ctx.t('page'))
    .replace('{page}', '<span class="pageNumber"></span>')
    .replace('{total}', '<span class="totalPages"></span>');
  return html`<div style="font-family:${font};font-size:7.5pt;color:#6b7280;width:100%;padding:0 ${pageMargins.left}mm;display:flex;justify-content:space-between;">
<span>Packlens${ctx.demo && ` — ${ctx.t('demoModel')}`}</span><span>${raw(pages)}</span></div>`.value;
}

/** An image's picture, or a placeholder of the same box when the blob store had none. */
export function picture(ctx: ReportContext, image: ReportImage, kind: ReportImageKind, style: string, className = 'picture'): Html {
  const uri = ctx.picture(image.id, kind);
  return uri
    ? html`<img class="${className}" style="${style}" src="${uri}" alt="${image.name}">`
    : html`<div class="missing ${className}" style="${style}">${ctx.t('imageMissing')}</div>`;
}

/** A picture with its caption below (original image, heat map). */
export function captioned(ctx: ReportContext, image: ReportImage, kind: ReportImageKind, style: string, caption: string): Html {
  return html`<div>${picture(ctx, image, kind, style)}<div class="caption">${caption}</div></div>`;
}

/** A table cell's text in the language's table length (section 9). */
export function cell(text: string): string {
  return truncateTableText(text);
}

/** The image's coloured number mark and name, as the charts' legends show them. */
export function imageLabel(image: ReportImage): Html {
  return html`<span class="mark" style="background:${image.colour}">${image.number}</span> ${cell(image.name)}`;
}

export function signedClass(value: number | null | undefined): string {
  return value == null || value === 0 ? '' : value > 0 ? 'positive' : 'negative';
}
