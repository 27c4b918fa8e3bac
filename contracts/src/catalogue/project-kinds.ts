import type { LocalizedText } from '../language';
import { localized } from './localized';

/** Calculation status of a project (section 3). Transitions are not shown in the description. */
export const projectStatuses = ['SUCCESS', 'PROGRESS', 'FAILURE'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Project types (section 3), with the tab of the past-project list each falls under (section 2). */
export const projectTypeCatalogue = [
  { id: 1, code: 'survey', name: localized('パッケージ評価', 'Package evaluation', '包装评估'), tab: 'evaluation' },
  { id: 2, code: 'create', name: localized('デザイン作成', 'Design creation', '设计创作'), tab: 'generation' },
  { id: 3, code: 'logo', name: localized('ロゴ作成', 'Logo creation', '标志创作'), tab: 'logo' },
  { id: 4, code: 'heatmap_shelve', name: localized('棚ヒートマップ評価', 'Shelf heat-map evaluation', '货架热图评估'), tab: 'shelf' },
  { id: 5, code: 'chatgpt', name: localized('ネーミング・コピー作成', 'Naming and copy', '命名与文案'), tab: 'naming_copy' },
  { id: 6, code: 'stable_diffusion', name: localized('デザイン生成', 'Design generation', '设计生成'), tab: 'generation' },
  { id: 7, code: 'generate_key_visual', name: localized('キービジュアル生成', 'Key-visual generation', '主视觉生成'), tab: 'generation' },
  { id: 8, code: 'generate_concept', name: localized('コンセプト生成', 'Concept generation', '概念生成'), tab: 'generation' },
] as const satisfies readonly { id: number; code: string; name: LocalizedText; tab: PastProjectTab }[];
export type ProjectTypeId = (typeof projectTypeCatalogue)[number]['id'];

/** Tabs of the past-project list (section 2): all, evaluation, shelf, generation, logo, naming/copy. */
export const pastProjectTabs = ['all', 'evaluation', 'shelf', 'generation', 'logo', 'naming_copy'] as const;
export type PastProjectTab = (typeof pastProjectTabs)[number];

/** Where a project's scores are compared against (section 3). */
export const standardValueModes = {
  none: 0,
  /** The platform's (PLUG) reference data. */
  plug: 1,
  companyPastScores: 2,
  companyStandardValues: 3,
} as const;
export type StandardValueMode = (typeof standardValueModes)[keyof typeof standardValueModes];

export const standardValueModeNames: Record<StandardValueMode, LocalizedText> = {
  0: localized('なし', 'None', '无'),
  1: localized('PLUGデータ', 'PLUG data', 'PLUG数据'),
  2: localized('自社の過去スコア', "Your company's past scores", '本公司的历史得分'),
  3: localized('自社基準値', "Your company's standard values", '本公司的基准值'),
};

/** Analysis types 1-7 and notice types 1-8 (section 3): their meanings are defined in ./analysis.ts. */

/** What a PDF export covers (section 3); one per result menu plus the analysis report and shelf result. */
export const pdfExportTypes = [
  'over_all',
  'heatmap',
  'image_word_line',
  'image_word_scatter',
  'variance',
  'concept_matching',
  'analysis',
  'shelve',
] as const;
export type PdfExportType = (typeof pdfExportTypes)[number];
