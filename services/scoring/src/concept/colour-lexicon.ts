import type { ColourName } from './pack-colours';
import type { ConceptLanguage } from './tokenize';

/**
 * The colours a concept names or implies (issue 18, item 1), in Japanese, Chinese and English: colour words
 * themselves, and foods, drinks and ingredients by the colours they usually show on a pack or in a photo
 * ("orange juice" → orange, "matcha" → green, "milk" → white and blue is not implied: only the food's own colour).
 * A food with several usual colours lists each (apples are red or green). General knowledge, not tuned to any
 * data set.
 */
export interface ColourTerm {
  colours: readonly ColourName[];
  terms: Record<ConceptLanguage, readonly string[]>;
}

const term = (colours: ColourName[], en: string[], ja: string[], zh: string[]): ColourTerm => ({ colours, terms: { en, ja, zh } });

/** Colour words: a concept that names a colour asks for it. */
export const colourWords: readonly ColourTerm[] = [
  term(['red'], ['red', 'reddish', 'crimson', 'scarlet'], ['赤', '赤い', 'レッド', '真紅'], ['红', '红色', '鲜红']),
  term(['orange'], ['orange coloured', 'orange colored', 'orangey'], ['オレンジ色', '橙色'], ['橙色', '橘色']),
  term(['yellow'], ['yellow', 'yellowish', 'golden', 'gold'], ['黄色', '黄色い', 'イエロー', '金色', 'ゴールド'], ['黄', '黄色', '金色', '金黄']),
  term(['green'], ['green', 'greenish'], ['緑', '緑色', 'グリーン', '緑の'], ['绿', '绿色']),
  term(['blue'], ['blue', 'bluish', 'navy'], ['青', '青い', 'ブルー', '紺', '水色'], ['蓝', '蓝色', '藏青', '天蓝']),
  term(['purple'], ['purple', 'violet', 'purplish', 'lilac'], ['紫', '紫色', 'パープル'], ['紫', '紫色']),
  term(['pink'], ['pink', 'pinkish', 'rosy'], ['ピンク', '桃色'], ['粉', '粉色', '粉红']),
  term(['brown'], ['brown', 'brownish', 'tan'], ['茶色', '茶色い', 'ブラウン'], ['棕色', '褐色', '咖啡色']),
  term(['white'], ['white', 'whitish', 'creamy white', 'ivory'], ['白', '白い', 'ホワイト', '乳白色'], ['白', '白色', '乳白']),
  term(['black'], ['black', 'blackish'], ['黒', '黒い', 'ブラック'], ['黑', '黑色']),
  term(['grey'], ['grey', 'gray', 'silver'], ['灰色', 'グレー', '銀色', 'シルバー'], ['灰色', '银色']),
];

/** Foods, drinks and ingredients by their usual colours. */
export const foodColours: readonly ColourTerm[] = [
  // Fruit
  term(['orange'], ['orange', 'oranges', 'mandarin', 'tangerine', 'satsuma', 'clementine'], ['オレンジ', 'みかん', '蜜柑', 'ミカン'], ['橙子', '橘子', '柑橘', '橙汁']),
  term(['yellow'], ['lemon', 'banana', 'pineapple'], ['レモン', 'バナナ', 'パイナップル'], ['柠檬', '香蕉', '菠萝']),
  term(['green'], ['lime', 'kiwi', 'avocado', 'green apple', 'melon', 'honeydew'], ['ライム', 'キウイ', 'アボカド', 'メロン', '青りんご'], ['青柠', '猕猴桃', '牛油果', '甜瓜', '青苹果']),
  term(['red', 'green'], ['apple', 'apples'], ['りんご', 'リンゴ', '林檎', 'アップル'], ['苹果']),
  term(['red'], ['strawberry', 'cherry', 'raspberry', 'tomato', 'tomatoes', 'pomegranate', 'cranberry', 'watermelon', 'red pepper', 'chili', 'chilli'], ['いちご', 'イチゴ', '苺', 'さくらんぼ', 'チェリー', 'トマト', 'ざくろ', 'スイカ', '唐辛子'], ['草莓', '樱桃', '番茄', '西红柿', '石榴', '西瓜', '辣椒']),
  term(['purple'], ['grape', 'grapes', 'blueberry', 'blackcurrant', 'plum', 'aubergine', 'eggplant', 'beetroot', 'beet'], ['ぶどう', 'ブドウ', '葡萄', 'ブルーベリー', 'カシス', 'プラム', 'なす', 'ナス', '茄子', 'ビーツ'], ['葡萄', '蓝莓', '黑加仑', '李子', '茄子', '甜菜']),
  term(['orange', 'yellow'], ['mango', 'peach', 'apricot', 'nectarine', 'papaya', 'cantaloupe', 'persimmon', 'passion fruit', 'grapefruit'], ['マンゴー', 'もも', '桃', 'ピーチ', 'あんず', 'パパイヤ', '柿', 'パッションフルーツ', 'グレープフルーツ'], ['芒果', '桃子', '杏', '木瓜', '柿子', '百香果', '西柚']),
  term(['yellow', 'green'], ['pear', 'pears', 'yuzu', 'quince'], ['なし', '梨', '洋梨', 'ゆず', '柚子'], ['梨', '柚子']),
  // Vegetables
  term(['orange'], ['carrot', 'carrots', 'pumpkin', 'sweet potato'], ['にんじん', '人参', 'ニンジン', 'かぼちゃ', 'カボチャ', 'さつまいも'], ['胡萝卜', '南瓜', '红薯']),
  term(['green'], ['cucumber', 'zucchini', 'courgette', 'broccoli', 'spinach', 'lettuce', 'cabbage', 'asparagus', 'leek', 'celery', 'pea', 'peas', 'kale', 'green pepper', 'herb', 'herbs', 'mint', 'basil', 'parsley', 'matcha', 'green tea', 'edamame', 'wasabi'], ['きゅうり', 'キュウリ', 'ズッキーニ', 'ブロッコリー', 'ほうれん草', 'レタス', 'キャベツ', 'アスパラガス', 'ねぎ', 'セロリ', 'ピーマン', 'ミント', 'バジル', '抹茶', '緑茶', '枝豆', 'わさび', '青汁'], ['黄瓜', '西葫芦', '西兰花', '菠菜', '生菜', '卷心菜', '芦笋', '大葱', '芹菜', '青椒', '薄荷', '罗勒', '抹茶', '绿茶', '毛豆', '芥末']),
  term(['brown', 'yellow'], ['potato', 'potatoes', 'onion', 'onions', 'ginger', 'mushroom', 'mushrooms', 'nut', 'nuts', 'almond', 'walnut', 'peanut', 'oat', 'oats', 'wheat', 'bread', 'cereal', 'granola', 'honey', 'caramel'], ['じゃがいも', 'ジャガイモ', '玉ねぎ', 'たまねぎ', '生姜', 'しょうが', 'きのこ', 'しいたけ', 'ナッツ', 'アーモンド', 'くるみ', 'ピーナッツ', 'オーツ', '麦', 'パン', 'シリアル', 'グラノーラ', 'はちみつ', '蜂蜜', 'キャラメル'], ['土豆', '马铃薯', '洋葱', '生姜', '姜', '蘑菇', '香菇', '坚果', '杏仁', '核桃', '花生', '燕麦', '小麦', '面包', '麦片', '蜂蜜', '焦糖']),
  term(['white'], ['garlic', 'cauliflower', 'radish', 'daikon', 'rice', 'milk', 'yoghurt', 'yogurt', 'cream', 'tofu', 'coconut', 'sugar', 'salt'], ['にんにく', 'ニンニク', 'カリフラワー', '大根', 'だいこん', '米', 'ご飯', '牛乳', 'ミルク', 'ヨーグルト', 'クリーム', '豆腐', 'ココナッツ', '砂糖', '塩'], ['大蒜', '蒜', '花菜', '萝卜', '米饭', '大米', '牛奶', '酸奶', '奶油', '豆腐', '椰子', '糖', '盐']),
  // Drinks and sweets
  term(['brown'], ['coffee', 'chocolate', 'cocoa', 'cola', 'black tea', 'roasted', 'soy sauce', 'miso'], ['コーヒー', 'チョコレート', 'チョコ', 'ココア', 'コーラ', '紅茶', 'ほうじ茶', '醤油', '味噌'], ['咖啡', '巧克力', '可可', '可乐', '红茶', '酱油', '味噌']),
  term(['yellow'], ['beer', 'lager', 'butter', 'cheese', 'egg', 'custard', 'vanilla', 'corn'], ['ビール', 'バター', 'チーズ', '卵', 'たまご', 'カスタード', 'バニラ', 'コーン', 'とうもろこし'], ['啤酒', '黄油', '奶酪', '鸡蛋', '蛋', '香草', '玉米']),
  term(['red', 'purple'], ['red wine', 'wine', 'berry', 'berries'], ['赤ワイン', 'ワイン', 'ベリー'], ['红酒', '葡萄酒', '浆果']),
];
