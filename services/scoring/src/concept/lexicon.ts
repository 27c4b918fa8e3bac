import type { ConceptLanguage } from './tokenize';

/**
 * The image words and their near synonyms in Japanese, Chinese and English: how a concept's words are mapped
 * into image-word space. `core` terms name the word itself (weight 1); `near` terms are close in meaning
 * (weight NEAR_WEIGHT). Keyed by the catalogue's image-word id (contracts/src/catalogue/image-words.ts).
 */
export interface LexiconEntry {
  core: Record<ConceptLanguage, string[]>;
  near: Record<ConceptLanguage, string[]>;
}

export const NEAR_WEIGHT = 0.6;

export const imageWordLexicon: Record<number, LexiconEntry> = {
  1: {
    core: { ja: ['美味しそう', 'おいしそう', '美味しい', 'おいしい'], zh: ['看起来好吃', '好吃', '美味'], en: ['tasty', 'delicious'] },
    near: { ja: ['うまい', '旨い', '味わい', '濃厚', '食欲', 'ジューシー'], zh: ['可口', '香浓', '浓郁', '美食', '味道', '多汁'], en: ['yummy', 'appetizing', 'flavorful', 'flavourful', 'savory', 'mouthwatering', 'juicy', 'rich taste'] },
  },
  2: {
    core: { ja: ['かわいい', '可愛い', 'カワイイ'], zh: ['可爱'], en: ['cute'] },
    near: { ja: ['愛らしい', 'キュート', 'ゆるかわ', 'ほのぼの'], zh: ['萌', '俏皮', '讨喜', '卡哇伊'], en: ['adorable', 'lovely', 'charming', 'kawaii', 'sweet looking'] },
  },
  3: {
    core: { ja: ['シンプル'], zh: ['简约'], en: ['simple'] },
    near: { ja: ['簡素', 'ミニマル', '無駄のない', '簡潔'], zh: ['简单', '简洁', '极简', '素净'], en: ['minimal', 'minimalist', 'uncluttered', 'plain', 'clean design'] },
  },
  4: {
    core: { ja: ['高級感', '高級'], zh: ['高级感', '高级'], en: ['luxurious', 'luxury'] },
    near: { ja: ['贅沢', 'プレミアム', 'ラグジュアリー', 'リッチ', 'ご褒美'], zh: ['奢华', '高端', '豪华', '尊贵', '奢侈'], en: ['premium', 'upscale', 'deluxe', 'indulgent', 'lavish', 'indulgence'] },
  },
  5: {
    core: { ja: ['新しさ', '新しい'], zh: ['新颖'], en: ['new'] },
    near: { ja: ['新発売', '革新', '斬新', '新感覚', 'モダン', '最新'], zh: ['创新', '新品', '现代', '新潮', '新鲜感', '最新'], en: ['novel', 'innovative', 'innovation', 'modern', 'latest', 'newness'] },
  },
  6: {
    core: { ja: ['健康的', '健康'], zh: ['健康'], en: ['healthy', 'health'] },
    near: { ja: ['ヘルシー', '栄養', '低カロリー', '体にいい', '糖質オフ'], zh: ['营养', '低卡', '养生', '低脂', '低糖'], en: ['wholesome', 'nutritious', 'nutrition', 'low calorie', 'wellness', 'sugar free'] },
  },
  7: {
    core: { ja: ['楽しい', '楽しさ'], zh: ['有趣'], en: ['fun'] },
    near: { ja: ['ワクワク', 'わくわく', '遊び心', '陽気', 'にぎやか', 'ポップ'], zh: ['好玩', '欢乐', '快乐', '活泼', '趣味'], en: ['playful', 'cheerful', 'joyful', 'exciting', 'lively', 'pop'] },
  },
  8: {
    core: { ja: ['信頼できる', '信頼'], zh: ['值得信赖', '信赖'], en: ['trustworthy', 'trust'] },
    near: { ja: ['信用', '確か', '実績', '老舗', '誠実'], zh: ['可靠', '信任', '老字号', '靠谱', '放心品牌'], en: ['reliable', 'dependable', 'credible', 'established', 'authentic', 'honest'] },
  },
  9: {
    core: { ja: ['目立つ'], zh: ['醒目'], en: ['eye catching', 'eye-catching'] },
    near: { ja: ['目を引く', 'インパクト', '鮮やか', '印象的', '存在感'], zh: ['吸睛', '抢眼', '夺目', '显眼', '冲击力'], en: ['striking', 'standout', 'stand out', 'noticeable', 'attention grabbing', 'vivid', 'impactful'] },
  },
  10: {
    core: { ja: ['自然な', '自然'], zh: ['自然'], en: ['natural', 'nature'] },
    near: { ja: ['天然', 'ナチュラル', 'オーガニック', '素材', '無添加', '植物'], zh: ['天然', '有机', '纯天然', '植物', '无添加'], en: ['organic', 'botanical', 'pure', 'earthy', 'plant based', 'additive free'] },
  },
  11: {
    core: { ja: ['おしゃれ', 'お洒落', 'オシャレ'], zh: ['时尚'], en: ['stylish'] },
    near: { ja: ['スタイリッシュ', '洗練', 'トレンド', 'かっこいい', 'クール'], zh: ['潮流', '时髦', '有格调', '洋气', '酷'], en: ['fashionable', 'chic', 'trendy', 'sophisticated', 'cool', 'sleek'] },
  },
  12: {
    core: { ja: ['親しみやすい', '親しみ'], zh: ['亲切'], en: ['friendly'] },
    near: { ja: ['身近', '気軽', '温かい', 'ほっこり', '家庭的'], zh: ['亲民', '温暖', '平易近人', '友好', '温馨'], en: ['approachable', 'familiar', 'warm', 'welcoming', 'casual', 'homely'] },
  },
  13: {
    core: { ja: ['爽やか', 'さわやか'], zh: ['清爽'], en: ['refreshing'] },
    near: { ja: ['爽快', 'すっきり', '清涼', 'フレッシュ', '冷たい', 'みずみずしい'], zh: ['清新', '清凉', '爽口', '新鲜', '冰爽'], en: ['fresh', 'crisp', 'cool', 'light', 'thirst quenching', 'icy'] },
  },
  14: {
    core: { ja: ['上品'], zh: ['优雅'], en: ['elegant'] },
    near: { ja: ['エレガント', '優雅', '気品', '品のある', '繊細'], zh: ['高雅', '典雅', '精致', '雅致', '端庄'], en: ['graceful', 'refined', 'classy', 'delicate', 'sophistication'] },
  },
  15: {
    core: { ja: ['安心感', '安心'], zh: ['安心'], en: ['reassuring'] },
    near: { ja: ['安全', 'やさしい', '優しい', '安定', '穏やか'], zh: ['放心', '安全', '温和', '安稳', '可放心'], en: ['safe', 'safety', 'secure', 'gentle', 'peace of mind', 'comforting'] },
  },
  16: {
    core: { ja: ['個性的', '個性'], zh: ['有个性', '个性'], en: ['distinctive'] },
    near: { ja: ['ユニーク', '独特', 'オリジナル', '唯一', '型破り'], zh: ['独特', '独一无二', '与众不同', '特别', '另类'], en: ['unique', 'original', 'different', 'individual', 'quirky', 'one of a kind'] },
  },
  17: {
    core: { ja: ['高品質', '品質'], zh: ['高品质', '品质'], en: ['high quality', 'quality'] },
    near: { ja: ['こだわり', 'こだわる', '厳選', '職人', '上質', '本格'], zh: ['优质', '匠心', '精选', '上乘', '正宗'], en: ['craftsmanship', 'carefully made', 'superior', 'finest', 'crafted', 'authentic recipe'] },
  },
  18: {
    core: { ja: ['懐かしい', '懐かしさ'], zh: ['怀旧'], en: ['nostalgic', 'nostalgia'] },
    near: { ja: ['レトロ', '昔ながら', '伝統', '郷愁', 'ノスタルジー', '素朴'], zh: ['复古', '传统', '经典', '老式', '童年'], en: ['retro', 'vintage', 'traditional', 'classic', 'heritage', 'old fashioned'] },
  },
  19: {
    core: { ja: ['わかりやすい', '分かりやすい'], zh: ['易懂'], en: ['easy to understand', 'understandable'] },
    near: { ja: ['明快', '一目で', '明確', '見やすい', '伝わる'], zh: ['清晰', '一目了然', '明了', '直观', '清楚'], en: ['clear', 'informative', 'obvious', 'at a glance', 'legible'] },
  },
  20: {
    core: { ja: ['力強い'], zh: ['有力量感', '力量感'], en: ['bold'] },
    near: { ja: ['パワフル', '強い', '大胆', 'ダイナミック', 'エネルギッシュ', '元気'], zh: ['有力', '力量', '强劲', '大胆', '动感', '活力'], en: ['powerful', 'strong', 'energetic', 'dynamic', 'intense', 'vigorous', 'energy'] },
  },
};
