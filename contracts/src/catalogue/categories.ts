import type { LocalizedText } from '../language';
import { countryCodes, type CountryCode } from './countries';
import { localized } from './localized';

/**
 * Product categories an image is evaluated in (section 3, issue 16 item 6).
 *
 * The description names nine categories (alcohol, beverage, desserts, room-temperature food, confectionery,
 * cosmetics/hair care, pharmaceuticals, hygiene products, pet), "default category 1" and "other category 27" (55 in
 * another list), and says the full Japanese list has 56 with subsets for China, Thailand and Indonesia — without
 * showing them. The catalogue below is designed from that (docs/STATUS.md, issue 16):
 * - ids 1-9 are the nine named categories (1 the default), 27 is "other" — as they have been since the start, so
 *   every stored project, survey data set and model keeps its meaning;
 * - ids 10-26 and 28-56 are the finer Japanese retail categories within those nine (`parentId` names the one), 46 of
 *   them, so the list has 56;
 * - countries: the finer categories are Japan's; China, Thailand, Indonesia and other countries are offered the nine
 *   and "other" (the subsets), until the real lists are known;
 * - food: whether food-only image words (e.g. "tasty") apply, inherited from the parent. Pet products count as
 *   non-food: "tasty" is a judgement about food for people.
 * The list is in display order: each named category followed by its finer ones, "other" last.
 */
export interface Category {
  id: number;
  name: LocalizedText;
  food: boolean;
  countries: readonly CountryCode[];
  /** The named category a finer one belongs to; absent on the nine and "other". */
  parentId?: number;
}

const everywhere = countryCodes;
const japan: readonly CountryCode[] = ['jp'];

type Finer = [id: number, ja: string, en: string, zh: string];

/** The nine named categories with their finer Japanese ones. */
const groups: [id: number, name: LocalizedText, food: boolean, finer: Finer[]][] = [
  [1, localized('酒類', 'Alcoholic beverages', '酒类'), true, [
    [10, 'ビール・発泡酒', 'Beer and happoshu', '啤酒・发泡酒'],
    [11, '日本酒', 'Sake', '日本清酒'],
    [12, '焼酎', 'Shochu', '烧酒'],
    [13, 'ワイン', 'Wine', '葡萄酒'],
    [14, 'ウイスキー・洋酒', 'Whisky and spirits', '威士忌・洋酒'],
    [15, 'チューハイ・サワー', 'Chu-hi and sours', '果味烧酒・沙瓦'],
  ]],
  [2, localized('飲料', 'Beverages', '饮料'), true, [
    [16, 'お茶飲料', 'Tea drinks', '茶饮料'],
    [17, 'コーヒー飲料', 'Coffee drinks', '咖啡饮料'],
    [18, '炭酸飲料', 'Carbonated drinks', '碳酸饮料'],
    [19, '果汁・野菜ジュース', 'Fruit and vegetable juices', '果汁・蔬菜汁'],
    [20, 'ミネラルウォーター', 'Mineral water', '矿泉水'],
    [21, '乳飲料・ヨーグルト飲料', 'Milk and yoghurt drinks', '乳饮料・酸奶饮料'],
    [22, 'スポーツ・栄養ドリンク', 'Sports and energy drinks', '运动・营养饮料'],
  ]],
  [3, localized('デザート', 'Desserts', '甜点'), true, [
    [23, 'アイスクリーム', 'Ice cream', '冰淇淋'],
    [24, 'ヨーグルト', 'Yoghurt', '酸奶'],
    [25, 'プリン・ゼリー', 'Puddings and jellies', '布丁・果冻'],
    [26, '和菓子', 'Japanese sweets', '日式点心'],
  ]],
  [4, localized('常温食品', 'Room-temperature foods', '常温食品'), true, [
    [28, '即席麺', 'Instant noodles', '方便面'],
    [29, 'レトルト食品', 'Retort pouch foods', '蒸煮袋食品'],
    [30, '缶詰', 'Canned foods', '罐头'],
    [31, '調味料', 'Seasonings', '调味料'],
    [32, 'シリアル', 'Cereals', '谷物早餐'],
    [33, 'パン', 'Bread', '面包'],
    [34, '米・パスタ・乾麺', 'Rice, pasta and dried noodles', '米・意面・干面'],
  ]],
  [5, localized('菓子', 'Confectionery', '糖果点心'), true, [
    [35, 'チョコレート', 'Chocolate', '巧克力'],
    [36, 'スナック菓子', 'Snacks', '膨化零食'],
    [37, 'ビスケット・クッキー', 'Biscuits and cookies', '饼干・曲奇'],
    [38, 'キャンディ・グミ', 'Candy and gummies', '糖果・软糖'],
    [39, '米菓', 'Rice crackers', '米果'],
    [40, 'ガム', 'Chewing gum', '口香糖'],
  ]],
  [6, localized('化粧品・ヘアケア', 'Cosmetics and hair care', '化妆品・护发'), false, [
    [41, 'スキンケア', 'Skin care', '护肤品'],
    [42, 'メイクアップ', 'Make-up', '彩妆'],
    [43, 'シャンプー・コンディショナー', 'Shampoo and conditioner', '洗发水・护发素'],
    [44, 'ボディケア', 'Body care', '身体护理'],
    [45, '男性化粧品', 'Men’s grooming', '男士护理'],
  ]],
  [7, localized('医薬品', 'Pharmaceuticals', '医药品'), false, [
    [46, 'かぜ薬・解熱鎮痛薬', 'Cold and pain remedies', '感冒药・解热镇痛药'],
    [47, '胃腸薬', 'Digestive remedies', '肠胃药'],
    [48, 'ビタミン剤・サプリメント', 'Vitamins and supplements', '维生素・保健品'],
    [49, '目薬', 'Eye drops', '眼药水'],
  ]],
  [8, localized('衛生用品', 'Hygiene products', '卫生用品'), false, [
    [50, 'オーラルケア', 'Oral care', '口腔护理'],
    [51, '衣料用洗剤', 'Laundry detergent', '洗衣剂'],
    [52, '台所・住居用洗剤', 'Kitchen and household cleaners', '厨房・家居清洁剂'],
    [53, '紙製品', 'Paper products', '纸制品'],
    [54, '生理用品・おむつ', 'Sanitary products and nappies', '卫生巾・纸尿裤'],
  ]],
  [9, localized('ペット', 'Pet products', '宠物用品'), false, [
    [55, 'ドッグフード', 'Dog food', '狗粮'],
    [56, 'キャットフード', 'Cat food', '猫粮'],
  ]],
];

export const categories: readonly Category[] = [
  ...groups.flatMap(([id, name, food, finer]) => [
    { id, name, food, countries: everywhere },
    ...finer.map(([fid, ja, en, zh]) => ({ id: fid, name: localized(ja, en, zh), food, countries: japan, parentId: id })),
  ]),
  { id: 27, name: localized('その他', 'Other', '其他'), food: false, countries: everywhere },
];

export const defaultCategoryId = 1;
export const otherCategoryId = 27;

const byId = new Map(categories.map((category) => [category.id, category]));

export function categoryById(id: number): Category | undefined {
  return byId.get(id);
}

/** Whether `id` is a food category. Unknown ids are treated as non-food so no food-only word is offered. */
export function isFoodCategory(id: number): boolean {
  return byId.get(id)?.food ?? false;
}

export function categoriesFor(country: CountryCode): readonly Category[] {
  return categories.filter((category) => category.countries.includes(country));
}
