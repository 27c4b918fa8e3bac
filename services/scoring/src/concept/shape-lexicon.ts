import type { ShapeName } from './pack-shape';
import type { ConceptLanguage } from './tokenize';

/**
 * The shapes a concept names or implies (issue 18, item 1), in Japanese, Chinese and English: shape words, and
 * foods by the outline they usually show whole (a cucumber is long, an orange round). Only the clear cases: an
 * oval or irregular food (lemon, potato, ginger, pear) implies neither. General knowledge, not tuned to any data set.
 */
export interface ShapeTerm {
  shapes: readonly ShapeName[];
  terms: Record<ConceptLanguage, readonly string[]>;
}

const term = (shape: ShapeName, en: string[], ja: string[], zh: string[]): ShapeTerm => ({ shapes: [shape], terms: { en, ja, zh } });

export const shapeWords: readonly ShapeTerm[] = [
  term('long', ['long', 'elongated', 'oblong', 'slender', 'stick', 'sticks', 'rod', 'tall'], ['細長い', '長い', 'スティック', '棒状'], ['细长', '长条', '长形', '棒状']),
  term('round', ['round', 'rounded', 'spherical', 'globe', 'ball', 'circular'], ['丸い', '丸型', '球形', 'まんまる'], ['圆', '圆形', '圆润', '球形']),
];

export const foodShapes: readonly ShapeTerm[] = [
  term(
    'long',
    ['banana', 'cucumber', 'zucchini', 'courgette', 'leek', 'carrot', 'carrots', 'asparagus', 'aubergine', 'eggplant', 'celery', 'baguette', 'burdock', 'spring onion', 'churro'],
    ['バナナ', 'きゅうり', 'キュウリ', 'ズッキーニ', 'ねぎ', 'ネギ', 'にんじん', '人参', 'アスパラガス', 'なす', 'ナス', 'セロリ', 'バゲット', 'ごぼう', 'ポッキー'],
    ['香蕉', '黄瓜', '西葫芦', '大葱', '胡萝卜', '芦笋', '茄子', '芹菜', '法棍', '牛蒡'],
  ),
  term(
    'round',
    ['orange', 'oranges', 'mandarin', 'tangerine', 'satsuma', 'clementine', 'apple', 'apples', 'melon', 'cantaloupe', 'watermelon', 'tomato', 'tomatoes', 'grapefruit', 'onion', 'plum', 'peach', 'nectarine', 'cherry', 'grape', 'grapes', 'pomegranate', 'cabbage', 'lime'],
    ['オレンジ', 'みかん', 'ミカン', '蜜柑', 'りんご', 'リンゴ', '林檎', 'メロン', 'スイカ', 'トマト', 'グレープフルーツ', '玉ねぎ', 'たまねぎ', 'プラム', '桃', 'もも', 'さくらんぼ', 'ぶどう', 'ざくろ', 'キャベツ', 'ライム'],
    ['橙子', '橘子', '苹果', '甜瓜', '西瓜', '番茄', '西红柿', '西柚', '洋葱', '李子', '桃子', '樱桃', '葡萄', '石榴', '卷心菜', '青柠'],
  ),
];
