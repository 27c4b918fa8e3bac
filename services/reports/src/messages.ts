import { localized, type Language, type LocalizedText } from '@packlens/contracts';

/**
 * Labels the reports print besides the catalogue's own names (segments, image words, menu result texts),
 * which come from @packlens/contracts. `{name}` placeholders are filled by {@link message}.
 */
export const reportMessages = {
  summaryTitle: localized('総合レポート', 'Summary report', '综合报告'),
  project: localized('プロジェクト', 'Project', '项目'),
  segment: localized('セグメント', 'Segment', '细分群体'),
  createdAt: localized('作成日時', 'Created', '生成时间'),
  language: localized('言語', 'Language', '语言'),
  page: localized('{page} / {total} ページ', 'Page {page} of {total}', '第 {page} / {total} 页'),
  demoModel: localized('デモモデル（シミュレーション調査パネル）', 'Demo model (simulated survey panel)', '演示模型（模拟调查样本）'),
  demoModelNote: localized(
    'この結果は、実際の消費者調査ではなく、シミュレーションによる調査パネルで学習したデモモデルで計算されています。',
    'These results were computed by a demo model trained on a simulated survey panel, not on a real consumer survey.',
    '本结果由基于模拟调查样本（而非真实消费者调查）训练的演示模型计算得出。',
  ),
  modelVersion: localized('モデル', 'Model', '模型'),
  imageCount: localized('画像数', 'Images', '图片数'),
  no: localized('No.', 'No.', '编号'),
  image: localized('画像', 'Image', '图片'),
  imageName: localized('画像名', 'Image name', '图片名称'),
  rank: localized('順位', 'Rank', '排名'),
  preferenceScore: localized('好意度スコア', 'Preference score', '好感度得分'),
  standardDeviation: localized('標準偏差', 'Standard deviation', '标准差'),
  standardValue: localized('基準値', 'Standard value', '基准值'),
  standardDiff: localized('基準値との差', 'Difference from standard', '与基准值之差'),
  standardValueMode: localized('基準値の種類', 'Standard value source', '基准值类型'),
  scoreScale: localized('1〜5の5段階', 'scale 1 to 5', '1至5分'),
  topImageWords: localized('イメージワード上位{count}', 'Top {count} image words', '前{count}个印象词'),
  imageWord: localized('イメージワード', 'Image word', '印象词'),
  probability: localized('当てはまり度', 'Fit', '契合度'),
  heatmap: localized('ヒートマップ', 'Heat map', '热图'),
  original: localized('元画像', 'Original image', '原图'),
  concept: localized('コンセプト', 'Concept', '概念'),
  conceptLevel: localized('合致度（5段階）', 'Match level (1 to 5)', '契合等级（1至5）'),
  conceptScore: localized('スコア', 'Score', '得分'),
  drivingWords: localized('影響したイメージワード', 'Driving image words', '主要影响印象词'),
  visionLevel: localized('AIモデル（{model}）の合致度', 'AI model ({model}): match level', 'AI模型（{model}）的契合等级'),
  visionNote: localized(
    '合致度はオフラインのエンジンによるものです。AIモデルの評価は参考として併記しています。',
    'The match level is the offline engine’s; the AI model’s level is printed beside it for reference.',
    '契合等级来自离线引擎；AI模型的评估并列供参考。',
  ),
  region: localized('領域', 'Region', '区域'),
  attentionShare: localized('視線の割合', 'Share of attention', '视线占比'),
  noRegions: localized('領域が指定されていません。', 'No regions are marked.', '未标记任何区域。'),
  noHeatmap: localized('ヒートマップは計算されていません。', 'No heat map was calculated.', '未计算热图。'),
  imageMissing: localized('画像を表示できません', 'Image not available', '无法显示图片'),
  none: localized('—', '—', '—'),
  scatterAxes: localized('横軸: {x}　縦軸: {y}', 'Horizontal: {x}   Vertical: {y}', '横轴：{x}　纵轴：{y}'),
  rankingChart: localized('画像別の好意度スコア', 'Preference score per image', '各图片的好感度得分'),
  varianceChart: localized('好意度スコアと標準偏差（±1SD）', 'Preference score with its spread (±1 SD)', '好感度得分及其标准差（±1SD）'),
  lineChart: localized('画像別のイメージワード当てはまり度', 'Image-word fit per image', '各图片的印象词契合度'),
} satisfies Record<string, LocalizedText>;

export type ReportMessage = keyof typeof reportMessages;

/** Names of the interface languages in themselves, for the report header. */
export const languageNames: LocalizedText = localized('日本語', 'English', '简体中文');

export function message(key: ReportMessage, language: Language, params: Record<string, string | number> = {}): string {
  const template: string = reportMessages[key][language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
