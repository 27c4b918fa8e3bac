import type { Language, LocalizedText } from '../language';
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

/**
 * Names of the modifications a report tries (services/scoring/src/analysis/candidates.ts), and of the region an image
 * provider redraws (`region_regenerated`), as the app and the PDF show them.
 */
export const modificationLabels: Readonly<Record<string, LocalizedText>> = {
  contrast_up: localized('コントラストを上げる', 'More contrast', '提高对比度'),
  contrast_down: localized('コントラストを下げる', 'Less contrast', '降低对比度'),
  saturation_up: localized('彩度を上げる', 'More saturation', '提高饱和度'),
  saturation_down: localized('彩度を下げる', 'Less saturation', '降低饱和度'),
  brightness_up: localized('明るくする', 'Brighter', '调亮'),
  brightness_down: localized('暗くする', 'Darker', '调暗'),
  warmer: localized('暖色寄りにする', 'Warmer colours', '偏暖色'),
  cooler: localized('寒色寄りにする', 'Cooler colours', '偏冷色'),
  name_enlarge_125: localized('商品名を1.25倍に拡大', 'Product name 1.25× larger', '商品名放大1.25倍'),
  name_enlarge_150: localized('商品名を1.5倍に拡大', 'Product name 1.5× larger', '商品名放大1.5倍'),
  name_max_contrast: localized('商品名のコントラストを最大に', 'Product name at full contrast', '商品名对比度最大化'),
  name_local_contrast: localized('商品名の周りのコントラストを上げる', 'More contrast around the name', '提高商品名周围的对比度'),
  name_clear_background: localized('商品名の背景を整理する', 'Clear the background of the name', '整理商品名背景'),
  name_plate: localized('商品名に下地を敷く', 'A plate behind the name', '为商品名加底板'),
  focus_on_name: localized('商品名を強調する', 'Emphasis on the name', '突出商品名'),
  calm_periphery: localized('周辺を落ち着かせる', 'Calmer periphery', '让周边更安静'),
  simplify_background: localized('背景を単純にする', 'Simpler background', '简化背景'),
  contrast_saturation_up: localized('コントラストと彩度を上げる', 'More contrast and saturation', '提高对比度和饱和度'),
  name_max_contrast_enlarge: localized('商品名を拡大しコントラストを最大に', 'Larger name at full contrast', '放大商品名并最大化对比度'),
  name_clear_saturation_up: localized('商品名の背景を整理し彩度を上げる', 'Clear name background, more saturation', '整理商品名背景并提高饱和度'),
  contrast_strong: localized('コントラストを大きく上げる', 'Much more contrast', '大幅提高对比度'),
  saturation_strong: localized('彩度を大きく上げる', 'Much more saturation', '大幅提高饱和度'),
  brightness_strong_up: localized('大きく明るくする', 'Much brighter', '大幅调亮'),
  brightness_strong_down: localized('大きく暗くする', 'Much darker', '大幅调暗'),
  denoise: localized('ノイズを除く', 'Less noise', '去除噪点'),
  desaturate_strong: localized('彩度を大きく下げる', 'Much less saturation', '大幅降低饱和度'),
  contrast_very_strong: localized('コントラストを非常に大きく上げる', 'Very much more contrast', '极大幅提高对比度'),
  soften: localized('柔らかくする', 'Softer', '柔化'),
  simplify: localized('細部を単純にする', 'Simpler details', '简化细节'),
  contrast_brightness_up: localized('コントラストと明るさを上げる', 'More contrast and brightness', '提高对比度和亮度'),
  denoise_saturation_up: localized('ノイズを除き彩度を上げる', 'Less noise, more saturation', '去除噪点并提高饱和度'),
  region_regenerated: localized('好意度を下げる領域をAIで描き直す', 'Region that lowers preference, redrawn by AI', '由AI重绘降低好感度的区域'),
};

/** A modification's name in the language (its key where the catalogue lacks it). */
export const modificationLabel = (key: string, language: Language): string => modificationLabels[key]?.[language] ?? key;
