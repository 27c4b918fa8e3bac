import { DomainError, segmentById, type Language, type TextPanel, type TextProjectDetail } from '@packlens/contracts';
import { buildTextProjectDocument, contentDisposition } from '@packlens/reports';
import { toCsv } from '../admin/csv';

const headers: Record<Language, { list: string[]; concepts: string[] }> = {
  ja: { list: ['回答', '番号', '案', 'お気に入り', 'モデル', 'デモ'], concepts: ['回答', '番号', 'タイトル', 'インサイト', 'ベネフィット', '根拠（RTB）', 'モデル', 'デモ'] },
  en: { list: ['Answer', 'No.', 'Idea', 'Favourite', 'Model', 'Demo'], concepts: ['Answer', 'No.', 'Title', 'Insight', 'Benefit', 'Reason to believe', 'Model', 'Demo'] },
  'zh-CN': { list: ['回答', '编号', '方案', '收藏', '模型', '演示'], concepts: ['回答', '编号', '标题', '洞察', '利益点', '支持理由', '模型', '演示'] },
};

const finished = (project: TextProjectDetail) => {
  const turns = project.turns.filter((turn) => turn.status === 'completed');
  if (!turns.length) throw new DomainError('NO_RESULTS');
  return turns;
};

/** Column titles of a simulated panel's figures: mean and SD per segment, marked as a simulation. */
const panelHeaders: Record<Language, (segment: string) => [string, string]> = {
  ja: (segment) => [`模擬パネル平均（${segment}）`, `模擬パネル標準偏差（${segment}）`],
  en: (segment) => [`Simulated panel mean (${segment})`, `Simulated panel SD (${segment})`],
  'zh-CN': (segment) => [`模拟小组平均值（${segment}）`, `模拟小组标准差（${segment}）`],
};

/** The latest completed simulated panel: the exports show it beside the ideas it rated. */
const latestPanel = (project: TextProjectDetail): TextPanel | undefined => project.panels.filter((panel) => panel.status === 'completed').at(-1);

/** An idea's panel figures, mean and SD per segment, blank where the panel did not rate it. */
function panelCells(panel: TextPanel | undefined, item: string): (string | number)[] {
  if (!panel) return [];
  const rating = panel.ratings.find((entry) => entry.item === item);
  return panel.segment_ids.flatMap((id) => {
    const cell = rating?.segments.find((segment) => segment.segment_id === id);
    return cell ? [cell.mean.toFixed(2), cell.sd.toFixed(2)] : ['', ''];
  });
}

const panelForPrint = (panel: TextPanel | undefined) =>
  panel ? { samples: panel.samples, segmentIds: panel.segment_ids, ratings: panel.ratings, model: panel.model ?? panel.provider, demo: panel.demo } : null;

const fileBase = (project: TextProjectDetail) => `${project.name.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 30) || 'packlens'}_${project.brief?.service ?? 'text'}`;

/**
 * Every answer as CSV (Excel-ready), one row per name, catch-phrase or concept, favourites marked; names and
 * catch-phrases carry the latest simulated panel's mean and SD per segment.
 */
export function textProjectCsv(project: TextProjectDetail, language: Language) {
  const turns = finished(project);
  const concepts = project.brief?.service === 'concepts';
  const panel = concepts ? undefined : latestPanel(project);
  const favourites = new Set(project.favourites);
  const demo = (value: boolean) => (value ? '✓' : '');
  const rows = turns.flatMap((turn) =>
    concepts
      ? turn.concepts.map((c, i) => [turn.turn + 1, i + 1, c.title, c.insight, c.benefit, c.reason_to_believe, turn.model ?? '', demo(turn.demo)])
      : turn.items.map((item, i) => [turn.turn + 1, i + 1, item, favourites.has(item) ? '★' : '', turn.model ?? '', demo(turn.demo), ...panelCells(panel, item)]),
  );
  const panelColumns = panel ? panel.segment_ids.flatMap((id) => panelHeaders[language](segmentById(id)?.texts[language] ?? String(id))) : [];
  const body = toCsv(concepts ? headers[language].concepts : [...headers[language].list, ...panelColumns], rows);
  return { body, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': contentDisposition(`${fileBase(project)}.csv`), 'Cache-Control': 'no-store' } };
}

/** The printable export: favourites first, the latest simulated panel, then every answer. */
export async function textProjectPdf(project: TextProjectDetail, language: Language, printer: { print(document: ReturnType<typeof buildTextProjectDocument>): Promise<Buffer> }, now: Date, timeZone: string) {
  const turns = finished(project);
  const pdf = await printer.print(
    buildTextProjectDocument({
      projectName: project.name,
      service: project.brief?.service ?? 'names',
      product: project.brief?.product ?? '',
      favourites: project.favourites,
      turns: turns.map((turn) => ({
        turn: turn.turn,
        instruction: turn.instruction,
        items: turn.items,
        concepts: turn.concepts,
        model: turn.model ?? turn.model_code,
        demo: turn.demo,
        completedAt: turn.completed_at ? new Date(turn.completed_at) : null,
      })),
      panel: panelForPrint(latestPanel(project)),
      language,
      generatedAt: now,
      timeZone,
    }),
  );
  return { body: new Uint8Array(pdf), headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(`${fileBase(project)}.pdf`), 'Cache-Control': 'no-store' } };
}
