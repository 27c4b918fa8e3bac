import type { LocalizedText } from '../language';
import { localized } from './localized';

/**
 * The AI analysis report's vocabulary (section 3: analysis types 1-7, notice types 1-8; their meanings are ours,
 * documented in docs/api/analysis.md). An analysis type is a section of the report; a notice is one finding, raised
 * by a rule over the engine's own measurements of the image (never written from a template without a measurement).
 */
export interface AnalysisType {
  id: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  key: string;
  label: LocalizedText;
}

export const analysisTypes: readonly AnalysisType[] = [
  { id: 1, key: 'preference_drivers', label: localized('好意度を上げる・下げる部分', 'What raises and lowers preference', '提升与降低好感度的部分') },
  { id: 2, key: 'name_legibility', label: localized('商品名の読みやすさ', 'Legibility of the product name', '商品名的易读性') },
  { id: 3, key: 'attention', label: localized('視線の集まり方', 'Where attention goes', '视线的分布') },
  { id: 4, key: 'colour', label: localized('色彩', 'Colour', '色彩') },
  { id: 5, key: 'complexity', label: localized('情報量・複雑さ', 'Amount of text and visual complexity', '信息量与视觉复杂度') },
  { id: 6, key: 'white_space', label: localized('余白とレイアウト', 'White space and layout', '留白与布局') },
  { id: 7, key: 'modified_design', label: localized('修正デザイン案', 'Modified designs', '修改设计方案') },
];

export interface NoticeType {
  id: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  key: string;
  /** The analysis type (report section) the notice belongs to. */
  analysisType: AnalysisType['id'];
  label: LocalizedText;
  /** The rule that raises it, in words (the numbers are in the engine: services/scoring/src/analysis/notices.ts). */
  rule: LocalizedText;
}

export const noticeTypes: readonly NoticeType[] = [
  {
    id: 1,
    key: 'name_not_legible_at_shelf',
    analysisType: 2,
    label: localized('商品名が棚の距離で読みにくい', 'Product name not legible at shelf distance', '在货架距离上商品名难以辨认'),
    rule: localized(
      '最も大きな文字の高さが、1.5 m の距離で一目で読める高さ（距離の1/200）に届かない、または文字が見つからない。',
      'The largest lettering is shorter than what reads at a glance from 1.5 m (1/200 of the distance), or no lettering was found.',
      '最大文字的高度低于1.5米距离一眼可读的高度（距离的1/200），或未检测到文字。',
    ),
  },
  {
    id: 2,
    key: 'name_low_contrast',
    analysisType: 2,
    label: localized('商品名と背景のコントラストが低い', 'Low contrast between product name and background', '商品名与背景的对比度低'),
    rule: localized('商品名の文字と背景のコントラスト比（WCAG）が 3:1 未満。', 'The WCAG contrast ratio of the name against its background is below 3:1.', '商品名文字与背景的对比度（WCAG）低于3:1。'),
  },
  {
    id: 3,
    key: 'attention_away_from_name',
    analysisType: 3,
    label: localized('視線が商品名から離れている', 'Attention drawn away from the product name', '视线偏离商品名'),
    rule: localized(
      'ヒートマップ上、商品名の領域に集まる視線が面積に比べて少ない（面積比の視線量が 1 未満）。',
      'On the heat map the name gets less attention than its share of the area (lift below 1).',
      '在热图上，商品名区域获得的视线少于其面积占比（提升度低于1）。',
    ),
  },
  {
    id: 4,
    key: 'cluttered',
    analysisType: 5,
    label: localized('視覚的に複雑すぎる', 'Visually cluttered', '视觉过于杂乱'),
    rule: localized(
      'エッジ密度が、同じカテゴリー・セグメントで好意度上位25%のパッケージの上位四分位を超える。',
      'Edge density is above the upper quartile of the best-scoring quarter of packs of the category and segment.',
      '边缘密度高于同类别、同细分中好感度前25%包装的上四分位数。',
    ),
  },
  {
    id: 5,
    key: 'too_much_text',
    analysisType: 5,
    label: localized('文字情報が多い', 'Too much text', '文字信息过多'),
    rule: localized(
      '文字の面積が、好意度上位25%のパッケージの上位四分位を超える。',
      'Text area is above the upper quartile of the best-scoring quarter of packs.',
      '文字面积高于好感度前25%包装的上四分位数。',
    ),
  },
  {
    id: 6,
    key: 'dull_colours',
    analysisType: 4,
    label: localized('色が地味', 'Dull colours', '色彩暗淡'),
    rule: localized(
      'カラフルさ（Hasler–Süsstrunk）が、好意度上位25%のパッケージの下位四分位を下回る。',
      'Colourfulness (Hasler–Süsstrunk) is below the lower quartile of the best-scoring quarter of packs.',
      '色彩丰富度（Hasler–Süsstrunk）低于好感度前25%包装的下四分位数。',
    ),
  },
  {
    id: 7,
    key: 'little_white_space',
    analysisType: 6,
    label: localized('余白が少ない', 'Little white space', '留白较少'),
    rule: localized(
      '余白の割合が、好意度上位25%のパッケージの下位四分位を下回る。',
      'The share of calm, empty area is below the lower quartile of the best-scoring quarter of packs.',
      '留白比例低于好感度前25%包装的下四分位数。',
    ),
  },
  {
    id: 8,
    key: 'region_lowers_preference',
    analysisType: 1,
    label: localized('好意度を下げている部分がある', 'A region lowers preference', '存在降低好感度的区域'),
    rule: localized(
      'その部分をぼかすと、予測好意度が 0.05 以上上がる（オクルージョンによる寄与）。',
      'Blurring the region raises the predicted preference by 0.05 or more (occlusion attribution).',
      '将该区域模糊后，预测好感度上升0.05以上（遮挡归因）。',
    ),
  },
];
