import type { TextLanguage } from '../ports';

/**
 * Word banks per category theme. The demo cannot understand a brief, so it recognises a theme from the product,
 * category and features (keywords in the three languages) and takes its naming words and phrase nouns from there.
 * `names` are nouns that read well inside a product name; `essence` are mass nouns that fit phrases such as
 * "Real {essence}, every day." / "{essence}のおいしさ" / "满满{essence}". Every word here was chosen to stay
 * grammatical in all the demo's templates.
 */
export type Kind = 'drink' | 'food' | 'care' | 'other';

export interface ThemeWords {
  names: string[];
  essence: string[];
}

export interface Theme {
  id: string;
  kind: Kind;
  /** Japanese onomatopoeia that suit the theme (the playful voice uses them: "シュワッと", "サクッと"). */
  onomatopoeia: string[];
  words: Record<TextLanguage, ThemeWords>;
}

const w = (names: string[], essence: string[]): ThemeWords => ({ names, essence });

const drinkOno = ['ごくっと', 'ごくごく', 'すっきり', 'ぷはっと'];
const foodOno = ['サクッと', 'もぐもぐ', 'ふわっと', 'ぱくっと'];
const careOno = ['しっとり', 'ぷるっと', 'つるん', 'さらっと'];

const themes: (Theme & { match: RegExp })[] = [
  { id: 'sweets', kind: 'food', match: /chocolate|choco|candy|gumm|ice ?cream|dessert|sweets|チョコ|グミ|アイス|スイーツ|キャンディ|巧克力|糖果|甜品|冰淇淋|软糖/iu,
    onomatopoeia: ['とろっと', 'ふわっと', 'ぷるっと', 'とろ〜り'],
    words: { en: w(['Cocoa', 'Treat', 'Candy', 'Sweet'], ['sweetness', 'cocoa', 'indulgence']), ja: w(['カカオ', 'スイーツ', 'ショコラ', 'おやつ'], ['甘さ', 'カカオ', 'ショコラ']), 'zh-CN': w(['甜', '可可', '甜心', '蜜'], ['甜蜜', '可可香', '幸福感']) } },
  { id: 'skincare', kind: 'care', match: /skin|lotion|serum|cosmetic|moistur|face|cream|化粧|美容|肌|スキンケア|乳液|护肤|面霜|精华|面膜|化妆/iu,
    onomatopoeia: careOno,
    words: { en: w(['Glow', 'Dew', 'Petal', 'Bloom'], ['glow', 'moisture', 'radiance']), ja: w(['素肌', 'うるおい', 'つや', '肌'], ['うるおい', 'つや', '透明感']), 'zh-CN': w(['肌', '颜', '润', '水光'], ['水润', '光彩', '好气色']) } },
  { id: 'haircare', kind: 'care', match: /shampoo|hair|conditioner|soap|body ?wash|シャンプー|ヘア|髪|石鹸|ボディ|洗发|护发|沐浴/iu,
    onomatopoeia: ['さらっと', 'ふわっと', 'しっとり', 'つるん'],
    words: { en: w(['Silk', 'Shine', 'Lather', 'Breeze'], ['shine', 'softness', 'freshness']), ja: w(['髪', 'つや', '泡', 'シルク'], ['つや', 'やわらかさ', '香り']), 'zh-CN': w(['丝', '秀', '柔', '润'], ['柔顺', '光泽', '清香']) } },
  { id: 'beer', kind: 'drink', match: /beer|lager|\bale\b|\bipa\b|wine|sake|cider|ビール|酒|チューハイ|啤酒/iu,
    onomatopoeia: ['シュワッと', 'ぷはっと', 'ごくっと', 'キリッと'],
    words: { en: w(['Hop', 'Brew', 'Malt', 'Tap'], ['hops', 'malt', 'refreshment']), ja: w(['麦', 'ホップ', '泡', '麦芽'], ['麦', 'ホップ', 'のどごし']), 'zh-CN': w(['麦芽', '啤', '酒花', '麦'], ['麦香', '酒花香', '畅快']) } },
  { id: 'coffee', kind: 'drink', match: /coffee|espresso|latte|コーヒー|珈琲|咖啡/iu,
    onomatopoeia: ['ほっと', 'ふわっと', 'キリッと', 'ごくっと'],
    words: { en: w(['Roast', 'Bean', 'Brew', 'Crema'], ['coffee', 'roast', 'aroma']), ja: w(['珈琲', '焙煎', 'コーヒー', '豆'], ['香り', 'コク', '珈琲']), 'zh-CN': w(['咖啡', '啡', '豆香', '醇'], ['咖啡香', '醇香', '好心情']) } },
  { id: 'tea', kind: 'drink', match: /\btea\b|matcha|茶/iu,
    onomatopoeia: ['ほっと', 'すっきり', 'ふわっと', 'ごくっと'],
    words: { en: w(['Leaf', 'Tea', 'Brew', 'Steep'], ['tea', 'calm', 'aroma']), ja: w(['茶葉', 'お茶', '緑茶', '茶'], ['茶葉', 'うまみ', '香り']), 'zh-CN': w(['茶', '茶语', '茗', '茶香'], ['茶香', '好茶', '清香']) } },
  { id: 'grain', kind: 'drink', match: /\boats?\b|oat |grain|cereal|granola|\brice\b|\bsoy|barley|wheat|オーツ|オートミール|麦|穀|豆乳|グラノーラ|燕麦|谷|麦片|豆奶/iu,
    onomatopoeia: ['ごくっと', 'ほっと', 'まろっと', 'ふわっと'],
    words: { en: w(['Oat', 'Grain', 'Harvest', 'Meadow'], ['grain', 'goodness', 'oats']), ja: w(['オーツ', '麦', '穀物', '大地'], ['麦', '穀物', 'オーツ']), 'zh-CN': w(['燕麦', '麦', '谷', '麦香'], ['麦香', '谷物香', '好营养']) } },
  { id: 'fruit', kind: 'drink', match: /fruit|orange|apple|citrus|lemon|lime|berr|grape|peach|mango|juice|みかん|オレンジ|りんご|リンゴ|果|ジュース|レモン|ぶどう|もも|桃|橙|苹果|柠檬|葡萄|芒果|莓/iu,
    onomatopoeia: ['シャキッと', 'じゅわっと', 'ごくっと', 'すっきり'],
    words: { en: w(['Citrus', 'Fruit', 'Zest', 'Berry'], ['fruit', 'sunshine', 'zest']), ja: w(['果実', 'みかん', 'フルーツ', '果汁'], ['果実', 'フルーツ', '果汁']), 'zh-CN': w(['果', '鲜果', '果香', '橙'], ['果香', '鲜果', '果味']) } },
  { id: 'sparkling', kind: 'drink', match: /soda|sparkling|fizz|carbonat|water|tonic|炭酸|サイダー|ソーダ|水|汽水|气泡|苏打/iu,
    onomatopoeia: ['シュワッと', 'すっきり', 'ぱちぱち', 'ごくっと'],
    words: { en: w(['Fizz', 'Spring', 'Bubble', 'Splash'], ['sparkle', 'refreshment', 'bubbles']), ja: w(['炭酸', '泡', '清水', 'ソーダ'], ['爽快感', '泡', '清涼感']), 'zh-CN': w(['气泡', '泡', '清泉', '汽水'], ['清爽', '气泡', '畅快']) } },
  { id: 'dairy', kind: 'drink', match: /milk|yogh?urt|cheese|dairy|butter|ミルク|牛乳|乳|ヨーグルト|チーズ|奶|乳/iu,
    onomatopoeia: ['まろっと', 'ごくっと', 'とろっと', 'ほっと'],
    words: { en: w(['Milk', 'Cream', 'Dairy', 'Meadow'], ['milk', 'creaminess', 'goodness']), ja: w(['ミルク', '牛乳', '牧場', 'ミルキー'], ['ミルク', 'まろやかさ', 'コク']), 'zh-CN': w(['奶', '乳', '奶香', '牧场'], ['奶香', '好奶', '醇厚']) } },
  { id: 'snack', kind: 'food', match: /snack|chip|crisp|cracker|cookie|biscuit|\bnuts?\b|popcorn|スナック|せんべい|クッキー|ポテト|おかき|薯片|饼干|零食|坚果/iu,
    onomatopoeia: ['サクッと', 'パリッと', 'カリッと', 'ぱくっと'],
    words: { en: w(['Crunch', 'Bite', 'Crisp', 'Nibble'], ['crunch', 'flavour', 'goodness']), ja: w(['おやつ', 'スナック', 'ひと口', 'おつまみ'], ['おやつ', '香ばしさ', '食感']), 'zh-CN': w(['脆', '香脆', '零食', '小食'], ['香脆', '好味道', '脆爽']) } },
  { id: 'drink', kind: 'drink', match: /drink|beverage|飲料|飲み物|ドリンク|饮料|饮品/iu,
    onomatopoeia: drinkOno,
    words: { en: w(['Sip', 'Drop', 'Spring', 'Splash'], ['refreshment', 'goodness', 'flavour']), ja: w(['しずく', 'ドリンク', '一杯', '清水'], ['おいしさ', 'うるおい', 'やすらぎ']), 'zh-CN': w(['饮', '露', '泉', '甘露'], ['好滋味', '清爽', '活力']) } },
  { id: 'food', kind: 'food', match: /food|meal|noodle|bread|soup|sauce|食品|麺|パン|スープ|ソース|食品|面|面包|汤|酱/iu,
    onomatopoeia: foodOno,
    words: { en: w(['Table', 'Pantry', 'Kitchen', 'Bite'], ['flavour', 'goodness', 'comfort']), ja: w(['食卓', 'ごはん', '台所', 'おいしさ'], ['おいしさ', 'うまみ', 'ぬくもり']), 'zh-CN': w(['味', '食', '厨', '香'], ['好味道', '美味', '温暖']) } },
];

const generic: Theme = {
  id: 'generic',
  kind: 'other',
  onomatopoeia: ['わくわく', 'にこっと', 'ぱっと', 'るんるん'],
  words: { en: w(['Joy', 'Bloom', 'Spark', 'Nest'], ['goodness', 'joy', 'quality']), ja: w(['毎日', 'しあわせ', 'えがお', 'ひかり'], ['しあわせ', '心地よさ', 'よろこび']), 'zh-CN': w(['悦', '好物', '日常', '光'], ['美好', '好心情', '品质']) },
};

/** The first theme whose keywords appear in the product, category or features; a generic one otherwise. */
export function themeOf(...texts: string[]): Theme {
  const all = texts.join(' ');
  return themes.find((theme) => theme.match.test(all)) ?? generic;
}

/** Words that depend only on the kind: a unit of use and moments of the day. */
export const kindWords: Record<Kind, Record<TextLanguage, { unit: string | null; moments: string[] }>> = {
  drink: {
    en: { unit: 'sip', moments: ['breakfast', 'busy mornings', 'your afternoon break', 'lazy weekends', 'long workdays', 'the school run'] },
    ja: { unit: 'ひと口', moments: ['朝', '午後', '週末', 'いそがしい朝', 'ひと休み', '毎日'] },
    'zh-CN': { unit: '一口', moments: ['早晨', '午后', '周末', '忙碌早晨', '每一天', '休闲时光'] },
  },
  food: {
    en: { unit: 'bite', moments: ['breakfast', 'snack time', 'your afternoon break', 'lazy weekends', 'long workdays', 'movie night'] },
    ja: { unit: 'ひと口', moments: ['朝', 'おやつどき', '週末', 'ひと休み', '毎日', '夜'] },
    'zh-CN': { unit: '一口', moments: ['早晨', '下午茶时光', '周末', '休闲时光', '每一天', '夜晚'] },
  },
  care: {
    en: { unit: 'drop', moments: ['your morning routine', 'busy mornings', 'quiet evenings', 'every season', 'self-care time', 'lazy weekends'] },
    ja: { unit: 'ひと塗り', moments: ['朝', '夜', '毎日', '季節の変わり目', '週末', 'おふろあがり'] },
    'zh-CN': { unit: '一抹', moments: ['清晨', '夜晚', '每一天', '换季时节', '周末', '睡前时光'] },
  },
  other: {
    en: { unit: null, moments: ['busy mornings', 'everyday life', 'lazy weekends', 'long workdays', 'quiet evenings', 'every season'] },
    ja: { unit: null, moments: ['朝', '毎日', '週末', '夜', 'いそがしい日', 'ひと休み'] },
    'zh-CN': { unit: null, moments: ['早晨', '每一天', '周末', '夜晚', '工作日', '休闲时光'] },
  },
};
