import type { ConceptLanguage } from './tokenize';

/**
 * The words that tell how a product description speaks of what it names (issue 18, item 1), in Japanese, Chinese
 * and English: read by `concept-colours.ts` to weigh the colours and outlines a concept implies.
 */

/** The words of a product's parts: the inside (not seen on the whole product or pack) and the outside. */
export const insideWords: Record<ConceptLanguage, readonly string[]> = {
  en: ['pulp', 'flesh', 'inside', 'interior', 'kernel', 'kernels', 'seed', 'seeds', 'core', 'stone', 'pit', 'filling', 'centre', 'center'],
  ja: ['果肉', '中身', '種', '中', '芯', 'フィリング'],
  zh: ['果肉', '果核', '籽', '内部', '馅', '核'],
};
export const outsideWords: Record<ConceptLanguage, readonly string[]> = {
  en: ['peel', 'skin', 'shell', 'rind', 'surface', 'outside', 'package', 'packaging', 'pack', 'carton', 'bottle', 'tin', 'label', 'box', 'bag', 'wrapper'],
  ja: ['皮', '外皮', 'パッケージ', '包装', 'パック', 'ボトル', '缶', 'ラベル', '箱', '袋'],
  zh: ['皮', '外皮', '果皮', '包装', '瓶', '罐', '标签', '盒', '袋'],
};
/**
 * Words that make a food before them an ingredient or a flavour ("orange juice", オレンジ味): the food's colour
 * is still what a pack shows, its outline is not the product's.
 */
export const madeOfWords: Record<ConceptLanguage, readonly string[]> = {
  en: ['juice', 'jam', 'marmalade', 'jelly', 'yoghurt', 'yogurt', 'flavour', 'flavor', 'flavoured', 'flavored', 'taste', 'drink', 'smoothie', 'soda', 'tea', 'milk', 'sauce', 'chips', 'crisps', 'ice', 'cake', 'pie', 'candy', 'sweets', 'soup', 'puree', 'syrup', 'water', 'wine', 'cider', 'latte', 'powder', 'extract', 'oil', 'vinegar', 'bar', 'cookies', 'biscuits', 'cereal', 'cream', 'sorbet', 'shake', 'nectar'],
  ja: ['ジュース', 'ゼリー', 'ジャム', '味', '風味', 'ヨーグルト', 'ティー', '茶', 'ソース', 'ミルク', 'ドリンク', 'スムージー', 'ケーキ', 'アイス', 'チップス', 'サワー', '酒', 'オイル', '酢', 'パウダー', '果汁', 'エキス'],
  zh: ['汁', '果汁', '酱', '味', '口味', '酸奶', '茶', '奶', '饮料', '蛋糕', '冰淇淋', '片', '酒', '油', '醋', '粉', '果冻'],
};
/** Containers and processed products: a concept whose first words name one describes a pack, not loose produce. */
export const containerWords: Record<ConceptLanguage, readonly string[]> = {
  en: ['carton', 'bottle', 'tin', 'jar', 'box', 'package', 'packaging', 'pack', 'cup', 'tub', 'pouch', 'sachet'],
  ja: ['パック', 'ボトル', '缶', '瓶', '箱', 'パッケージ', 'カップ', 'パウチ', '袋入り'],
  zh: ['盒', '瓶', '罐', '包装', '杯', '袋装'],
};
export const productWords: Record<ConceptLanguage, readonly string[]> = {
  en: ['juice', 'drink', 'smoothie', 'yoghurt', 'yogurt', 'milk', 'soda', 'nectar', 'jam', 'marmalade', 'sauce', 'soup', 'chips', 'crisps', 'snack bar', 'cereal', 'tea', 'coffee', 'beer', 'wine', 'cider'],
  ja: ['ジュース', 'ドリンク', 'スムージー', 'ヨーグルト', '牛乳', 'ミルク', 'ジャム', 'ソース', 'スープ', 'チップス', '茶', 'コーヒー', 'ビール', 'ワイン', '飲料'],
  zh: ['果汁', '饮料', '酸奶', '牛奶', '果酱', '酱', '汤', '薯片', '茶', '咖啡', '啤酒', '葡萄酒'],
};
/** Words that make what follows them another product than the one described. */
export const comparisonWords: Record<ConceptLanguage, readonly string[]> = { en: ['than'], ja: ['より'], zh: ['比'] };
