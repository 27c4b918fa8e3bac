import { segmentById, type Language } from '@packlens/contracts';
import { formatDateTime, html, raw, type Html } from './format';
import { contentSecurityPolicy, fontStacks, pageMargins } from './layout';
import type { ReportDocument } from './types';

/** One answer of a naming/catch-phrase or concept conversation, as the export prints it. */
export interface TextExportTurn {
  turn: number;
  instruction: string | null;
  items: string[];
  concepts: { title: string; insight: string; benefit: string; reason_to_believe: string }[];
  model: string;
  demo: boolean;
  completedAt: Date | null;
}

/** A simulated consumer panel's ratings (1-5) per item and segment, as the export prints them. */
export interface TextExportPanel {
  samples: number;
  segmentIds: number[];
  ratings: { item: string; segments: { segment_id: number; mean: number; sd: number }[] }[];
  model: string;
  demo: boolean;
}

export interface TextExportContent {
  projectName: string;
  /** 'names', 'catch_phrases' or 'concepts'. */
  service: 'names' | 'catch_phrases' | 'concepts';
  product: string;
  favourites: string[];
  turns: TextExportTurn[];
  /** The latest completed simulated panel, if any. */
  panel?: TextExportPanel | null;
  language: Language;
  generatedAt: Date;
  timeZone?: string;
}

const words: Record<Language, Record<string, string>> = {
  ja: {
    names: 'ネーミング案', catch_phrases: 'キャッチコピー案', concepts: 'コンセプト案', project: 'プロジェクト', product: '商品', createdAt: '作成日時',
    favourites: 'お気に入り', turn: '回答', first: '最初の回答', instruction: '依頼', model: 'モデル', insight: 'インサイト', benefit: 'ベネフィット',
    reason: '根拠（RTB）', demo: 'デモ', demoNote: 'デモ生成器（オフライン・固定の文例）の回答を含みます。AIプロバイダーの回答ではありません。',
    panel: '模擬消費者パネル（シミュレーション）', panelNote: 'テキストモデルが各セグメントの回答者を演じ、その意見を5段階の基準文との類似で評価した平均 ± 標準偏差です（1セグメント・1案あたり{{samples}}人）。実際の調査ではありません。', item: '案',
  },
  en: {
    names: 'Name ideas', catch_phrases: 'Catch-phrase ideas', concepts: 'Concept ideas', project: 'Project', product: 'Product', createdAt: 'Created',
    favourites: 'Favourites', turn: 'Answer', first: 'First answer', instruction: 'Request', model: 'Model', insight: 'Insight', benefit: 'Benefit',
    reason: 'Reason to believe', demo: 'Demo', demoNote: 'Contains answers of the demo generator (offline, fixed patterns), not of an AI provider.',
    panel: 'Simulated consumer panel (a simulation)', panelNote: 'The text model played respondents of each segment; each opinion was rated by its similarity to five levels’ anchor statements: mean ± SD ({{samples}} respondents per segment and idea). Not a survey.', item: 'Idea',
  },
  'zh-CN': {
    names: '命名方案', catch_phrases: '广告语方案', concepts: '概念方案', project: '项目', product: '商品', createdAt: '创建时间',
    favourites: '收藏', turn: '回答', first: '首次回答', instruction: '要求', model: '模型', insight: '洞察', benefit: '利益点',
    reason: '支持理由', demo: '演示', demoNote: '包含演示生成器（离线、固定句式）的回答，并非AI提供商的回答。',
    panel: '模拟消费者小组（模拟）', panelNote: '由文本模型扮演各细分人群的受访者，按其意见与五个等级基准语句的相似度评分：平均值 ± 标准差（每个细分人群、每个方案{{samples}}人）。并非真实调查。', item: '方案',
  },
};

const styles = (language: Language) => `
@page { size: A4 portrait; }
body { margin: 0; font-family: ${fontStacks[language]}; font-size: 10pt; color: #111827; line-height: 1.5; }
h1 { font-size: 16pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 6mm 0 2mm; padding-bottom: 1mm; border-bottom: 1.5px solid #1f2937; break-after: avoid; }
.meta { display: flex; flex-wrap: wrap; gap: 1mm 8mm; margin: 0 0 3mm; color: #374151; }
.meta b { font-weight: 600; color: #111827; margin-right: 2mm; }
.demo-banner { border: 1.5px solid #b45309; background: #fef3c7; color: #78350f; padding: 2mm 3mm; margin: 0 0 4mm; border-radius: 1.5mm; }
ol.items { columns: 2; column-gap: 8mm; margin: 0; padding-left: 8mm; }
ol.items li { break-inside: avoid; padding: 0.5mm 0; }
.fav { color: #b45309; font-weight: 700; margin-left: 1.5mm; }
.note { color: #4b5563; font-size: 8.5pt; margin: 0 0 2mm; }
.concept { break-inside: avoid; border: 0.8px solid #d1d5db; border-radius: 2mm; padding: 3mm; margin: 0 0 3mm; }
.concept h3 { margin: 0 0 1.5mm; font-size: 11pt; }
.concept dt { font-weight: 600; color: #374151; }
.concept dd { margin: 0 0 1.5mm; }
table.panel { border-collapse: collapse; width: 100%; font-size: 9pt; }
table.panel th, table.panel td { border-bottom: 0.6px solid #d1d5db; padding: 1mm 1.5mm; text-align: left; }
table.panel td.num, table.panel th.num { text-align: right; white-space: nowrap; }
`;

function turnBlock(turn: TextExportTurn, t: Record<string, string>, favourites: Set<string>, language: Language, timeZone?: string): Html {
  const heading = turn.turn === 0 ? t.first : `${t.turn} ${turn.turn + 1}`;
  const body = turn.concepts.length
    ? html`${turn.concepts.map(
        (c) => html`<div class="concept"><h3>${c.title}</h3><dl><dt>${t.insight}</dt><dd>${c.insight}</dd><dt>${t.benefit}</dt><dd>${c.benefit}</dd><dt>${t.reason}</dt><dd>${c.reason_to_believe}</dd></dl></div>`,
      )}`
    : html`<ol class="items">${turn.items.map((item) => html`<li>${item}${favourites.has(item) && html`<span class="fav">★</span>`}</li>`)}</ol>`;
  return html`<h2>${heading}</h2>
<div class="note">${turn.instruction && html`${t.instruction}: ${turn.instruction}　|　`}${t.model}: ${turn.model}${turn.demo && html`（${t.demo}）`}${turn.completedAt && html`　|　${formatDateTime(turn.completedAt, language, timeZone)}`}</div>
${body}`;
}

/** The panel's table: one row per idea, one column per segment, mean ± SD of the simulated ratings. */
function panelBlock(panel: TextExportPanel, t: Record<string, string>, language: Language): Html {
  const segmentName = (id: number) => segmentById(id)?.texts[language] ?? String(id);
  return html`<h2>${t.panel}</h2>
<div class="note">${t.panelNote.replace('{{samples}}', String(panel.samples))}　|　${t.model}: ${panel.model}${panel.demo && html`（${t.demo}）`}</div>
<table class="panel"><thead><tr><th>${t.item}</th>${panel.segmentIds.map((id) => html`<th class="num">${segmentName(id)}</th>`)}</tr></thead>
<tbody>${panel.ratings.map(
    (rating) =>
      html`<tr><td>${rating.item}</td>${panel.segmentIds.map((id) => {
        const cell = rating.segments.find((segment) => segment.segment_id === id);
        return html`<td class="num">${cell ? `${cell.mean.toFixed(2)} ± ${cell.sd.toFixed(2)}` : '—'}</td>`;
      })}</tr>`,
  )}</tbody></table>`;
}

/** The export of a text project as a printable document: favourites first, the latest simulated panel, then every answer in order. */
export function buildTextProjectDocument(content: TextExportContent): ReportDocument {
  const { language } = content;
  const t = words[language];
  const favourites = new Set(content.favourites);
  const demo = content.turns.some((turn) => turn.demo) || Boolean(content.panel?.demo);
  const title = t[content.service];
  const page = html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy}">
<title>${content.projectName} — ${title}</title>
<style>${raw(styles(language))}</style>
</head>
<body>
<h1>${title}</h1>
<div class="meta">
  <span><b>${t.project}</b>${content.projectName}</span>
  <span><b>${t.product}</b>${content.product}</span>
  <span><b>${t.createdAt}</b>${formatDateTime(content.generatedAt, language, content.timeZone)}</span>
</div>
${demo && html`<div class="demo-banner"><b>${t.demo}</b> ${t.demoNote}</div>`}
${content.favourites.length > 0 && html`<h2>${t.favourites}</h2><ol class="items">${content.favourites.map((item) => html`<li>${item}</li>`)}</ol>`}
${content.panel && panelBlock(content.panel, t, language)}
${content.turns.map((turn) => turnBlock(turn, t, favourites, language, content.timeZone))}
</body>
</html>`;
  const font = fontStacks[language];
  const headerTemplate = html`<div style="font-family:${font};font-size:7.5pt;color:#374151;width:100%;padding:0 ${pageMargins.left}mm;">${content.projectName}　|　${title}${demo && html`　|　${t.demo}`}</div>`.value;
  const footerTemplate = `<div style="font-family:${font};font-size:7.5pt;color:#6b7280;width:100%;text-align:center;"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`;
  return { html: page.value, headerTemplate, footerTemplate, landscape: false };
}
