import type { LocalizedText } from '../language';
import { localized } from './localized';
import type { PdfExportType } from './project-kinds';
import type { PlanTypeId } from './plans';

/**
 * The evaluation menus a project can order (sections 1 and 3). The description names the menus and their
 * fields but not their ids; the ids below follow the order it lists them in.
 */
export interface MenuItem {
  id: number;
  code: string;
  text: LocalizedText;
  /** Heading of the menu's part of the result page. */
  resultText: LocalizedText;
  /** Always part of a project: every other result is read against the preference score. */
  required: boolean;
  helpTexts: readonly LocalizedText[];
  /** Shows a notice on the menu step (an extra input or a longer calculation follows). */
  notice: boolean;
  /** The PDF export that prints this menu's result. */
  pdfExportType: PdfExportType;
  /** Plan types that may order this menu; absent means every plan type. */
  planTypes?: readonly PlanTypeId[];
}

export const menuItems = [
  {
    id: 1,
    code: 'preference_score',
    text: localized('好意度スコア', 'Preference score', '好感度得分'),
    resultText: localized('好意度スコア結果', 'Preference score results', '好感度得分结果'),
    required: true,
    helpTexts: [
      localized(
        '消費者がそのパッケージを好ましいと感じる度合いを、1〜5のスコアでAIが予測します。',
        'AI predicts how much consumers would like the package, as a score from 1 to 5.',
        'AI以1至5分预测消费者对该包装的喜爱程度。',
      ),
    ],
    notice: false,
    pdfExportType: 'over_all',
  },
  {
    id: 2,
    code: 'heatmap',
    text: localized('ヒートマップ', 'Heat map', '热图'),
    resultText: localized('ヒートマップ結果', 'Heat map results', '热图结果'),
    required: false,
    helpTexts: [
      localized(
        'パッケージのどこに視線が集まるかを色で示します。',
        'Shows in colour where attention gathers on the package.',
        '用颜色显示视线集中在包装的哪些部位。',
      ),
      localized('計算には時間がかかります。', 'The calculation takes some time.', '计算需要一些时间。'),
    ],
    notice: true,
    pdfExportType: 'heatmap',
  },
  {
    id: 3,
    code: 'image_word',
    text: localized('イメージワード', 'Image word', '印象词'),
    resultText: localized('イメージワード結果', 'Image word results', '印象词结果'),
    required: false,
    helpTexts: [
      localized(
        'パッケージから受ける印象を、イメージワードごとの当てはまり度で示します。',
        'Shows the impression the package gives, as how well each image word fits.',
        '以各印象词的契合度显示包装给人的印象。',
      ),
    ],
    notice: false,
    pdfExportType: 'image_word_line',
  },
  {
    id: 4,
    code: 'image_word_scatter',
    text: localized('イメージワード散布図', 'Image word scatter', '印象词散点图'),
    resultText: localized('イメージワード散布図結果', 'Image word scatter results', '印象词散点图结果'),
    required: false,
    helpTexts: [
      localized(
        '2つのイメージワードを軸に、画像の位置関係を散布図で示します。',
        'Plots the images on two image words chosen as axes.',
        '以两个印象词为坐标轴，用散点图显示各图像的位置关系。',
      ),
      localized('イメージワードを2つ選択してください。', 'Select two image words.', '请选择两个印象词。'),
    ],
    notice: true,
    pdfExportType: 'image_word_scatter',
  },
  {
    id: 5,
    code: 'preference_variance',
    text: localized('好意度の標準偏差', 'Preference standard deviation', '好感度标准差'),
    resultText: localized('好意度の標準偏差結果', 'Preference standard deviation results', '好感度标准差结果'),
    required: false,
    helpTexts: [
      localized(
        '好き嫌いがどれだけ分かれるか（好意度のばらつき）を示します。',
        'Shows how divided opinions are (the variation in favourability).',
        '显示喜好的分歧程度（好感度的离散程度）。',
      ),
    ],
    notice: false,
    pdfExportType: 'variance',
  },
  {
    id: 6,
    code: 'concept_matching',
    text: localized('コンセプト合致度', 'Concept matching', '概念契合度'),
    resultText: localized('コンセプト合致度結果', 'Concept matching results', '概念契合度结果'),
    required: false,
    helpTexts: [
      localized(
        '入力したコンセプトにパッケージがどれだけ合っているかを5段階で示します。',
        'Shows on five levels how well the package matches the concept you enter.',
        '以5个等级显示包装与所输入概念的契合程度。',
      ),
      localized('コンセプトの入力が必要です。', 'A concept must be entered.', '需要输入概念。'),
    ],
    notice: true,
    pdfExportType: 'concept_matching',
    // Concept matching is displayed for monthly and ad hoc plans only (section 6).
    planTypes: [1, 2],
  },
  {
    id: 7,
    code: 'shelf_heatmap',
    text: localized('棚ヒートマップ評価', 'Shelf heat-map evaluation', '货架热图评估'),
    resultText: localized('棚ヒートマップ評価結果', 'Shelf heat-map results', '货架热图评估结果'),
    required: false,
    helpTexts: [
      localized(
        '店頭の棚に並んだ状態で、どの商品に視線が集まるかを示します。',
        'Shows which products draw attention when placed on a store shelf.',
        '显示商品陈列在货架上时视线集中在哪些商品上。',
      ),
    ],
    notice: true,
    pdfExportType: 'shelve',
    // Shelf evaluation is its own service (section 2) for paid plans (section 6): by month and, in one of the
    // description's two readings, ad hoc. We take the wider reading; free and trial are excluded in both.
    planTypes: [1, 2],
  },
] as const satisfies readonly MenuItem[];

export type MenuCode = (typeof menuItems)[number]['code'];
export type MenuId = (typeof menuItems)[number]['id'];

/** The menus of a package-evaluation (survey) project; the shelf heat map belongs to the shelf service. */
export const surveyMenuIds = [1, 2, 3, 4, 5, 6] as const satisfies readonly MenuId[];

export function menuById(id: number): MenuItem | undefined {
  return menuItems.find((menu) => menu.id === id);
}

/** Whether a client on `planType` may order `menu`. */
export function menuAvailableFor(menu: MenuItem, planType: PlanTypeId): boolean {
  return !menu.planTypes || menu.planTypes.includes(planType);
}
