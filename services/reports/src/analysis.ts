import { modificationLabel, segmentById, type AnalysisReport, type Language } from '@packlens/contracts';
import { analysisWords } from './analysis-words';
import { formatDateTime, html, raw, type Html } from './format';
import { contentSecurityPolicy, fontStacks, pageMargins } from './layout';
import { defaultMaxPictureSide, pictureDataUri } from './pictures';
import type { ReportDocument } from './types';

type AnalysedImage = AnalysisReport['images'][number];

/** What the analysis PDF prints: the report as the API answers it, and its pictures as data: URIs by their URL. */
export interface AnalysisExportContent {
  projectName: string;
  report: AnalysisReport;
  /** The original of each analysed image (its preview), by image id, as a data: URI. */
  originals: ReadonlyMap<string, string>;
  /** Heat maps, attribution maps and modified designs, by the URL the report gives them, as data: URIs. */
  pictures: ReadonlyMap<string, string>;
  language: Language;
  generatedAt: Date;
  timeZone?: string;
}

/** Every picture URL of a report (heat maps, attribution maps per segment, modified designs and their heat maps). */
export function analysisPictureUrls(report: AnalysisReport): string[] {
  const urls = report.images.flatMap((image) => [
    ...(image.heatmap_url ? [image.heatmap_url] : []),
    ...(image.attribution?.segments.map((segment) => segment.url) ?? []),
    ...image.modified.flatMap((modification) => [modification.design_url, modification.heatmap_url]),
    ...(image.region_regeneration?.design_url ? [image.region_regeneration.design_url] : []),
    ...(image.region_regeneration?.heatmap_url ? [image.region_regeneration.heatmap_url] : []),
  ]);
  return [...new Set(urls)];
}

/** Reads pictures with `read` and turns them into data: URIs (scaled down); one that cannot be read is left out. */
export async function loadAnalysisPictures(keys: readonly string[], read: (key: string) => Promise<Uint8Array | undefined>, maxSide = defaultMaxPictureSide / 2): Promise<Map<string, string>> {
  const loaded = await Promise.all(
    keys.map(async (key) => {
      const bytes = await read(key);
      const uri = bytes ? await pictureDataUri(bytes, maxSide) : undefined;
      return uri ? ([key, uri] as const) : undefined;
    }),
  );
  return new Map(loaded.filter((entry) => entry !== undefined));
}

const styles = (language: Language) => `
@page { size: A4 portrait; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${fontStacks[language]}; font-size: 9pt; color: #111827; line-height: 1.45; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
h2 { font-size: 13pt; margin: 0 0 2mm; padding-bottom: 1mm; border-bottom: 1.5px solid #1f2937; }
h3 { font-size: 10.5pt; margin: 4mm 0 1.5mm; break-after: avoid; }
.meta { display: flex; flex-wrap: wrap; gap: 1mm 8mm; margin: 0 0 3mm; color: #374151; }
.meta b { font-weight: 600; color: #111827; margin-right: 2mm; }
.demo-banner { border: 1.5px solid #b45309; background: #fef3c7; color: #78350f; padding: 2mm 3mm; margin: 0 0 4mm; border-radius: 1.5mm; }
.image { break-before: page; }
.image:first-of-type { break-before: auto; }
.row { display: flex; gap: 4mm; align-items: flex-start; flex-wrap: wrap; }
.fig { break-inside: avoid; }
.fig img { display: block; max-height: 62mm; max-width: 86mm; object-fit: contain; border: 0.6px solid #d1d5db; }
.fig.small img { max-height: 40mm; max-width: 56mm; }
.caption { text-align: center; color: #4b5563; font-size: 8pt; margin-top: 0.5mm; }
.boxed { position: relative; display: inline-block; line-height: 0; }
.boxed .box { position: absolute; border: 1.6px solid #f59e0b; }
.boxed .box span { position: absolute; top: -0.3mm; left: -0.3mm; background: #f59e0b; color: #111; font-size: 7pt; line-height: 3.4mm; padding: 0 0.8mm; font-weight: 700; }
.legend { display: flex; align-items: center; gap: 2mm; color: #374151; margin: 1mm 0 2mm; }
.legend i { display: inline-block; width: 14mm; height: 2.5mm; background: linear-gradient(90deg, #2563eb, #ffffff, #dc2626); border: 0.6px solid #9ca3af; }
.summary p { margin: 0 0 1mm; }
table.data { width: 100%; border-collapse: collapse; margin: 1mm 0 3mm; font-size: 8.5pt; }
table.data th, table.data td { border: 0.6px solid #d1d5db; padding: 0.8mm 1.5mm; text-align: left; }
table.data th { background: #f3f4f6; font-weight: 600; }
table.data td.num, table.data th.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
table.data tr { break-inside: avoid; }
.notice { break-inside: avoid; border-left: 1mm solid #f59e0b; background: #fffbeb; padding: 1.2mm 2.5mm; margin: 0 0 1.5mm; }
.notice b { display: block; }
.notice .num { background: #f59e0b; color: #111; font-weight: 700; padding: 0 1mm; margin-right: 1.5mm; }
.muted { color: #4b5563; }
.modified { break-inside: avoid; border: 0.8px solid #d1d5db; border-radius: 1.5mm; padding: 2mm; margin: 0 0 3mm; }
.positive { color: #15803d; }
.negative { color: #b91c1c; }
.missing { display: inline-block; width: 40mm; height: 30mm; border: 1px dashed #9ca3af; color: #6b7280; }
`;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;
const signClass = (value: number) => (value >= 0 ? 'positive' : 'negative');

/** The summary of one image, from its measurements only (the same sentences as the screen's). */
export function analysisSummary(image: AnalysedImage, language: Language): string[] {
  const t = analysisWords[language];
  const segment = (id: number) => segmentById(id)?.texts[language] ?? String(id);
  const sentences: string[] = [];
  if (image.preference.length > 0) {
    const sorted = [...image.preference].sort((a, b) => b.value - a.value);
    const [best, worst] = [sorted[0], sorted[sorted.length - 1]];
    sentences.push(fill(t.best, { segment: segment(best.segment_id), value: best.value.toFixed(2), lowSegment: segment(worst.segment_id), lowValue: worst.value.toFixed(2) }));
  }
  const name = image.product_name;
  if (name) {
    sentences.push(fill(t.name, { ratio: name.contrast_ratio.toFixed(1), mm: name.letter_height_mm.toFixed(1), metres: name.legible_up_to_m.toFixed(1) }));
    sentences.push(fill(t.attention, { share: (name.attention_share * 100).toFixed(1), lift: name.attention_lift.toFixed(2) }));
  } else {
    sentences.push(t.noName);
  }
  sentences.push(
    image.notices.length > 0
      ? fill(t.noticeCount, { count: image.notices.length, labels: [...new Set(image.notices.map((notice) => notice.label))].join(language === 'en' ? '; ' : '、') })
      : t.noNoticeSentence,
  );
  const best = image.modified[0];
  sentences.push(best ? fill(t.modified, { label: modificationLabel(best.key, language), delta: signed(best.mean_delta) }) : t.noModified);
  return sentences;
}

function figure(uri: string | undefined, caption: string, t: Record<string, string>, className = 'fig'): Html {
  return html`<div class="${className}">${uri ? html`<img src="${uri}" alt="${caption}">` : html`<div class="missing">${t.missing}</div>`}<div class="caption">${caption}</div></div>`;
}

/** The original with the notices' regions drawn as numbered boxes (percent of the analysed image). */
function boxedOriginal(image: AnalysedImage, uri: string | undefined, numbered: Map<AnalysedImage['notices'][number], number>, t: Record<string, string>): Html {
  if (!uri) return figure(undefined, t.original, t);
  const w = image.width ?? 1;
  const h = image.height ?? 1;
  // Notices on the same region share one box, labelled with all their numbers.
  const regions = new Map<string, { region: NonNullable<AnalysedImage['notices'][number]['region']>; numbers: number[] }>();
  for (const [notice, n] of numbered) {
    const key = JSON.stringify(notice.region);
    const entry = regions.get(key) ?? { region: notice.region!, numbers: [] };
    entry.numbers.push(n);
    regions.set(key, entry);
  }
  const boxes = [...regions.values()].map(({ region: r, numbers }) => {
    const n = numbers.join(',');
    const style = `left:${((r.x / w) * 100).toFixed(2)}%;top:${((r.y / h) * 100).toFixed(2)}%;width:${((r.width / w) * 100).toFixed(2)}%;height:${((r.height / h) * 100).toFixed(2)}%`;
    return html`<div class="box" style="${style}"><span>${n}</span></div>`;
  });
  return html`<div class="fig"><div class="boxed"><img src="${uri}" alt="${image.name}">${boxes}</div><div class="caption">${t.original}</div></div>`;
}

function noticesOf(image: AnalysedImage, type: number, numbered: Map<AnalysedImage['notices'][number], number>, t: Record<string, string>, language: Language): Html {
  const segment = (id: number) => segmentById(id)?.texts[language] ?? String(id);
  return html`${image.notices
    .filter((notice) => notice.analysis_type === type)
    .map(
      (notice) =>
        html`<div class="notice"><b>${numbered.has(notice) && html`<span class="num">${numbered.get(notice)}</span>`}${notice.label}</b>${t.rule}: ${notice.rule}<br><span class="muted">${
          notice.segment_ids.length === 0 ? t.allSegments : notice.segment_ids.map(segment).join(' / ')
        }</span></div>`,
    )}`;
}

const featuresOf: Record<number, string[]> = { 4: ['colourfulness', 'hueEntropy', 'contrastRms'], 5: ['edgeDensity', 'textArea'], 6: ['whiteSpace', 'saliencyOnText'] };

/** Sections 4-6: each measurement against the best packs' quartiles, one column per segment. */
function normsTable(image: AnalysedImage, type: 4 | 5 | 6, t: Record<string, string>, language: Language): Html {
  if (image.norms.length === 0) return html``;
  const segment = (id: number) => segmentById(id)?.texts[language] ?? String(id);
  const rows = featuresOf[type].filter((name) => image.norms[0].features.some((feature) => feature.name === name));
  return html`<table class="data"><thead><tr><th>${t.measure}</th><th class="num">${t.value}</th>${image.norms.map(
    (norm) => html`<th>${segment(norm.segment_id)}<br><span class="muted">${t.range} (n=${norm.packs})</span></th>`,
  )}</tr></thead><tbody>${rows.map((name) => {
    const value = image.norms[0].features.find((feature) => feature.name === name)!.value;
    return html`<tr><td>${t[name] ?? name}</td><td class="num">${value.toFixed(3)}</td>${image.norms.map((norm) => {
      const feature = norm.features.find((candidate) => candidate.name === name);
      return feature ? html`<td>${feature.p25.toFixed(3)}–${feature.p75.toFixed(3)} <b class="${feature.position === 'within' ? 'positive' : 'negative'}">${t[feature.position]}</b></td>` : html`<td>—</td>`;
    })}</tr>`;
  })}</tbody></table>`;
}

function imageSection(content: AnalysisExportContent, image: AnalysedImage): Html {
  const { report, language, pictures } = content;
  const t = analysisWords[language];
  const segment = (id: number) => segmentById(id)?.texts[language] ?? String(id);
  const title = (type: number) => html`<h3>${type}. ${report.analysis_types.find((entry) => entry.id === type)?.label ?? String(type)}</h3>`;
  if (image.status !== 'analysed') {
    return html`<section class="image"><h2>${image.name}</h2><p>${t.failed}${image.error && html`: ${image.error.message}`}</p></section>`;
  }
  const numbered = new Map(image.notices.filter((notice) => notice.region !== null).map((notice, index) => [notice, index + 1]));
  const name = image.product_name;
  return html`<section class="image" data-image-id="${image.image_id}">
<h2>${image.name}</h2>
<div class="row">
${boxedOriginal(image, content.originals.get(image.image_id), numbered, t)}
<div style="flex:1;min-width:70mm">
<h3 style="margin-top:0">${t.summary}</h3>
<div class="summary">${analysisSummary(image, language).map((sentence) => html`<p>${sentence}</p>`)}</div>
<table class="data"><thead><tr><th>${t.segment}</th><th class="num">${t.preference}</th></tr></thead><tbody>${image.preference.map(
    (entry) => html`<tr><td>${segment(entry.segment_id)}</td><td class="num">${entry.value.toFixed(2)}</td></tr>`,
  )}</tbody></table>
</div>
</div>
${title(1)}
<div class="legend"><i></i>${t.legend}</div>
<div class="row">
${figure(image.heatmap_url ? pictures.get(image.heatmap_url) : undefined, t.heatmap, t, 'fig small')}
${image.attribution?.segments.map((map) => figure(pictures.get(map.url), `${t.attribution} — ${segment(map.segment_id)}`, t, 'fig small'))}
</div>
${noticesOf(image, 1, numbered, t, language)}
${title(2)}
${
  name
    ? html`<table class="data"><tbody><tr><td>${t.contrast}</td><td class="num">${name.contrast_ratio.toFixed(1)}:1</td><td>${t.letterHeight}</td><td class="num">${name.letter_height_mm.toFixed(1)} mm</td><td>${t.legibleUpTo}</td><td class="num">${name.legible_up_to_m.toFixed(1)} m</td></tr></tbody></table>`
    : html`<p>${t.noName}</p>`
}
${noticesOf(image, 2, numbered, t, language)}
${title(3)}
${name && html`<table class="data"><tbody><tr><td>${t.attentionShare}</td><td class="num">${(name.attention_share * 100).toFixed(1)}%</td><td>${t.attentionLift}</td><td class="num">×${name.attention_lift.toFixed(2)}</td></tr></tbody></table>`}
${noticesOf(image, 3, numbered, t, language)}
${([4, 5, 6] as const).map((type) => html`${title(type)}${normsTable(image, type, t, language)}${noticesOf(image, type, numbered, t, language)}`)}
${image.notices.length === 0 && html`<p>${t.noNotices}</p>`}
${title(7)}
${
  modifiedOf(image).length === 0
    ? html`<p>${t.noModified}</p>`
    : modifiedOf(image).map(
        (modification) => html`<div class="modified"><b>${modificationLabel(modification.key, language)}</b>　${t.mean} <b class="${signClass(modification.mean_delta)}">${signed(modification.mean_delta)}</b>
${modification.by && html`<p class="muted">${fill(t.regionBy, modification.by)}</p>`}
<div class="row" style="margin-top:1.5mm">
${figure(image.heatmap_url ? pictures.get(image.heatmap_url) : undefined, `${t.before} — ${t.heatmap}`, t, 'fig small')}
${figure(pictures.get(modification.design_url), t.after, t, 'fig small')}
${figure(pictures.get(modification.heatmap_url), `${t.after} — ${t.heatmap}`, t, 'fig small')}
<table class="data" style="width:auto;min-width:45mm"><thead><tr><th>${t.segment}</th><th class="num">${t.change}</th></tr></thead><tbody>${modification.deltas.map(
          (delta) => html`<tr><td>${segment(delta.segment_id)}</td><td class="num ${signClass(delta.value)}">${signed(delta.value)}</td></tr>`,
        )}</tbody></table>
</div></div>`,
      )
}
${regionStatus(image, t)}
</section>`;
}

/** The modified designs of section 7: the engine's own, then the region a provider redrew (with who drew it, from what). */
function modifiedOf(image: AnalysedImage) {
  const region = image.region_regeneration;
  const own = image.modified.map((modification) => ({ ...modification, by: null as Record<string, string> | null }));
  if (region?.status !== 'regenerated' || !region.design_url || !region.heatmap_url) return own;
  const by = { provider: region.provider ?? '', model: region.model ?? '', prompt: region.prompt ?? '' };
  return [...own, { key: 'region_regenerated', scope: 'region', deltas: region.deltas, mean_delta: region.mean_delta ?? 0, design_url: region.design_url, heatmap_url: region.heatmap_url, by }];
}

/** Why no region was redrawn, where the order asked for one. */
function regionStatus(image: AnalysedImage, t: Record<string, string>): Html | '' {
  const region = image.region_regeneration;
  if (region?.status === 'no_region') return html`<p>${t.regionNone}</p>`;
  if (region?.status === 'failed') return html`<p>${fill(t.regionFailed, { reason: region.error?.message ?? '' })}</p>`;
  return '';
}

/** The analysis report as a printable document (A4 portrait): a title block, then one section per image with types 1-7. */
export function buildAnalysisDocument(content: AnalysisExportContent): ReportDocument {
  const { report, language } = content;
  const t = analysisWords[language];
  const demo = report.demo_model === true;
  const page = html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">
<title>${content.projectName} — ${t.title}</title>
<style>${raw(styles(language))}</style>
</head>
<body>
<h1>${t.title}</h1>
<div class="meta">
  <span><b>${t.project}</b>${content.projectName}</span>
  <span><b>${t.requestedAt}</b>${formatDateTime(new Date(report.requested_at), language, content.timeZone)}</span>
  <span><b>${t.createdAt}</b>${formatDateTime(content.generatedAt, language, content.timeZone)}</span>
  <span><b>${t.images}</b>${report.images.length}</span>
  ${report.pack_height_cm !== null && html`<span><b>${t.packHeight}</b>${report.pack_height_cm} cm</span>`}
  ${report.model_version && html`<span><b>${t.model}</b>${report.model_version}</span>`}
</div>
${demo && html`<div class="demo-banner"><b>${t.demo}</b> ${t.demoNote}</div>`}
${report.images.map((image) => imageSection(content, image))}
</body>
</html>`;
  const font = fontStacks[language];
  const headerTemplate = html`<div style="font-family:${font};font-size:7.5pt;color:#374151;width:100%;padding:0 ${pageMargins.left}mm;">${content.projectName}　|　${t.title}${demo && html`　|　${t.demo}`}</div>`.value;
  const footerTemplate = `<div style="font-family:${font};font-size:7.5pt;color:#6b7280;width:100%;text-align:center;"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`;
  return { html: page.value, headerTemplate, footerTemplate, landscape: false };
}
