import type { TextBrief } from '../ports';
import { lengthAsSeen } from '../text/list-answer';
import { clean, cleanList, stripArticle, titleCase, type Style } from './language';
import { expand, interleave } from './list';
import type { Random } from './random';
import type { Theme } from './themes';

/**
 * Product-name candidates per language, from word-formation patterns typical of naming in that language:
 * en: adjective + noun ("Sunny Orchard"), compounds ("Sunbloom"), coinages from a stem ("Citrella"), "No. 7"
 * editions; ja: katakana coinages ("サニーブルーム"), "AのB" ("果実の朝"), onomatopoeia + noun ("シャキッと果実"),
 * "〜日和"; zh: two-character names ("晨果"), four-character names ("鲜果时光", "元气燕麦").
 * A user word (product, word to use) only goes where any noun or adjective reads well: juxtaposed in a compound
 * name, never before a particle that needs a noun ("まろやかの朝" would be wrong).
 */
export interface NamePool {
  pool: string[];
  forWord: (word: string) => string[];
}

interface NameInput {
  brief: TextBrief;
  style: Style;
  theme: Theme;
  random: Random;
}

type Banks = Record<Style, Record<string, string[]>>;

const en: Banks = {
  neutral: {
    adj: ['Sunny', 'Golden', 'Bright', 'Morning', 'Wild', 'Pure', 'Happy', 'Little', 'Clear', 'Fresh', 'Daily', 'Gentle', 'Honest', 'Simple', 'True', 'Green', 'Early', 'Good'],
    noun: ['Orchard', 'Grove', 'Field', 'Meadow', 'Harbor', 'Garden', 'Valley', 'Sprout', 'Ritual', 'Spark', 'Nest', 'Table', 'Pantry', 'Harvest', 'Path', 'Hour', 'Trail', 'Story'],
    pre: ['Sun', 'Dew', 'Day', 'Star', 'Moon', 'Honey', 'Sky', 'Cloud', 'Hill', 'Bright'],
    suf: ['bloom', 'drop', 'light', 'field', 'rise', 'glow', 'leaf', 'wood', 'nest', 'brook', 'song'],
    coin: ['ora', 'ella', 'ino', 'ia', 'eo'],
  },
  playful: {
    adj: ['Zippy', 'Bubbly', 'Jolly', 'Funky', 'Peppy', 'Cheeky', 'Yummy', 'Perky', 'Snappy', 'Sparky', 'Bouncy', 'Happy'],
    noun: ['Pop', 'Buddy', 'Party', 'Jam', 'Bounce', 'Fizz', 'Giggle', 'Splash', 'Zing', 'Club', 'Gang', 'Rocket'],
    pre: ['Sun', 'Fizz', 'Pop', 'Zip', 'Giggle', 'Yum', 'Joy'],
    suf: ['pop', 'zip', 'fizz', 'bop', 'bounce', 'beam'],
    coin: ['oo', 'ie', 'zy', 'ito', 'kins'],
    dup: ['Yum', 'Zing', 'Pop', 'Fizz', 'Bop', 'Boom'],
  },
  premium: {
    adj: ['Noble', 'Royal', 'Velvet', 'Grand', 'Silver', 'Ivory', 'Heritage', 'Signature', 'Artisan', 'Gilded', 'Midnight', 'Imperial'],
    noun: ['Reserve', 'Atelier', 'Maison', 'Estate', 'Collection', 'Cellar', 'Select', 'Craft', 'Salon', 'Edition', 'House', 'Cuvée'],
    pre: ['Maison', 'Atelier', 'Domaine'],
    suf: [],
    coin: ['elle', 'ique', 'ora', 'aire', 'ia'],
  },
};

/** A short stem of a word for coinages: "citrus" → "Citr", "oat" → "Oat", "orange" → "Oran". */
function stem(word: string): string | null {
  const letters = word.toLowerCase().replace(/[^a-z]/gu, '');
  if (letters.length < 3) return null;
  let cut = letters.length <= 4 ? letters : letters.slice(0, 4);
  if (cut.length === 4 && /[aeiouy]$/u.test(cut)) cut = cut.slice(0, 3);
  return cut[0].toUpperCase() + cut.slice(1);
}

/** "Citr" + "ella" → "Citrella"; a stem ending in a vowel drops the suffix's first vowel ("Fru" + "ella" → "Frulla"). */
const coin = (stemText: string, suffix: string) =>
  /[aeiouy]$/u.test(stemText) && /^[aeiouy]/u.test(suffix) ? stemText + suffix.slice(1) : stemText + suffix;

/** Single words of the brief (features, product) that may go into names: short, and nothing that needs grammar. */
function briefWords(brief: TextBrief, maxProduct: number, maxFeature: number): string[] {
  const product = stripArticle(clean(brief.product));
  if (brief.language === 'en') {
    const words = cleanList([product, ...brief.features.filter((f) => !/\s/u.test(clean(f)))]);
    return words.filter((w) => /^[A-Za-z]{3,12}(?: [A-Za-z]{2,12})?$/u.test(w)).map(titleCase);
  }
  const short = (max: number) => (w: string) => !/\s/u.test(w) && lengthAsSeen(w) <= max;
  return cleanList([...[product].filter(short(maxProduct)), ...cleanList(brief.features).filter(short(maxFeature))]);
}

/** No doubled part ("Poppop"), no triple letter ("Hilllight"), no coinage ending in two vowels ("Fruo"). */
const wellFormed = (name: string) => !/^(\w+) ?\1$/iu.test(name) && !/(\w)\1\1|[aeiou]{2}$/iu.test(name);

function english({ brief, style, theme, random }: NameInput): NamePool {
  const bank = en[style];
  const themeNames = [...theme.words.en.names, ...briefWords(brief, 0, 0)];
  const stems = [...new Set(themeNames.map((w) => stem(w.split(' ')[0])).filter((s): s is string => s !== null))];
  const slots = { adj: bank.adj, noun: bank.noun, pre: bank.pre, suf: bank.suf, theme: themeNames, dup: bank.dup ?? [], n: ['1', '3', '5', '7', '9', '12'] };
  const coinages = stems.flatMap((s) => bank.coin.map((c) => coin(s, c)));
  const groups = [...['{adj} {noun}', '{adj} {theme}', '{theme} {noun}', '{pre}{suf}'].map((t) => expand(t, slots)), coinages].map((group) => group.filter(wellFormed));
  if (style === 'playful') groups.push(expand('{adj} {theme}!', slots), expand('{dup} {dup} {theme}', slots));
  if (style === 'premium') groups.push(expand('{theme} No. {n}', slots), expand('{pre} {theme}', slots), expand('The {adj} {theme}', slots));
  return {
    pool: interleave(groups, random),
    forWord: (word) => {
      const w = titleCase(word);
      return [...random.shuffle(bank.noun.map((n) => `${w} ${n}`)), ...random.shuffle(bank.adj.map((a) => `${a} ${w}`)), w];
    },
  };
}

const ja: Banks = {
  neutral: {
    kataA: ['サニー', 'モーニング', 'フレッシュ', 'ピュア', 'グリーン', 'クリア', 'ナチュラル', 'メロウ', 'ブライト', 'リトル', 'デイリー', 'ソフト'],
    kataB: ['ブルーム', 'リーフ', 'デイ', 'ファーム', 'ガーデン', 'タイム', 'ドロップ', 'ハーベスト', 'フィールド', 'ストーリー', 'リズム', 'テラス'],
    first: ['森', '陽だまり', '空', '季節', '畑', '光', '風', '里'],
    second: ['朝', 'しずく', '恵み', '時間', '物語', '贈りもの', 'ひととき', '便り', '約束', '実り', '休日'],
    adj: ['やさしい', 'うれしい', 'あたらしい', 'まあるい', 'あかるい', 'すこやかな', 'まっすぐな', 'ここちよい'],
    around: ['{w}日和', 'まいにち{w}', '{w}工房', 'おうち{w}', '{w}のじかん'],
  },
  playful: {
    kataA: ['ポップ', 'プチ', 'ハッピー', 'ニコニコ', 'ルンルン', 'キラキラ', 'ポコポコ', 'ワクワク', 'ピカピカ'],
    kataB: ['パーティー', 'ポップ', 'パレード', 'ランド', 'フレンズ', 'ジャンプ', 'タイム', 'マーチ'],
    first: ['おひさま', 'にこにこ', 'ごきげん', 'わくわく'],
    second: ['おまつり', 'パーティー', '大冒険', 'ごちそう', 'なかま'],
    adj: ['たのしい', 'うれしい', 'ごきげんな', 'ちいさな', 'まんまる'],
    around: ['{w}ちゃん', '{w}パーティー', 'ごきげん{w}', '{w}らんど'],
  },
  premium: {
    kataA: ['ノーブル', 'ロイヤル', 'グラン', 'プレミアム', 'リュクス', 'シルク', 'ゴールド', 'エクラ', 'ベルベット'],
    kataB: ['メゾン', 'アトリエ', 'リザーブ', 'セレクト', 'コレクション', 'エステート', 'サロン', 'クラフト'],
    first: ['匠', '至福', '極上', '森'],
    second: ['極み', '至福', '逸品', '贅沢', '雫', '誉れ'],
    adj: ['上質な', '贅沢な', '気高い', '麗しい', '格別な'],
    around: ['匠の{w}', '贅沢{w}', '至福の{w}', '極上{w}', '{w}の極み'],
  },
};

function japanese({ brief, style, theme, random }: NameInput): NamePool {
  const bank = ja[style];
  // The theme's nouns take particles and modifiers; the brief's own words (of unknown part of speech) are only
  // juxtaposed ("オーツミルク日和", "まいにちまろやか").
  const nouns = theme.words.ja.names;
  const own = briefWords(brief, 6, 5);
  const slots = { ...bank, theme: nouns, own, ono: theme.onomatopoeia };
  const groups = ['{kataA}{kataB}', '{theme}の{second}', '{first}の{second}', '{ono}{theme}', '{adj}{theme}', '{adj}{second}', '{own}日和', 'まいにち{own}', '{own}{kataB}'].map((t) =>
    expand(t, slots).filter((name) => !/^(.+)の?\1$/u.test(name)), // no "至福の至福", "ポップポップ"
  );
  groups.push(bank.around.flatMap((t) => nouns.map((w) => t.replace('{w}', w))));
  if (style === 'playful') groups.push(expand('{ono}{theme}！', slots));
  return {
    pool: interleave(groups, random),
    // Juxtaposition works for a noun and an adjective alike ("まろやかタイム", "オーツ日和").
    forWord: (word) => [...random.shuffle(bank.kataB.map((b) => `${word}${b}`)), `${word}日和`, `${word}タイム`, word],
  };
}

const zh: Banks = {
  neutral: {
    mod1: ['晨', '鲜', '悦', '轻', '纯', '暖', '初', '小', '悠', '清', '沁', '朗', '元', '优'],
    noun1: ['果', '露', '语', '光', '禾', '森', '田', '味', '作', '源', '享', '然', '野', '集'],
    mod2: ['元气', '清新', '自然', '阳光', '每日', '轻盈', '纯粹', '温暖', '悠然', '晨光'],
    suf2: ['时光', '物语', '日记', '工坊', '小馆', '主义', '之约', '花园', '时刻', '小站', '良品', '生活'],
  },
  playful: {
    mod1: ['萌', '趣', '嗨', '乐', '酷', '甜', '哈', '啵'],
    noun1: ['果', '泡', '豆', '星', '糖', '球', '宝', '乐'],
    mod2: ['快乐', '开心', '元气', '超萌', '嗨皮', '趣味', '蹦蹦'],
    suf2: ['派对', '乐园', '星球', '冒险', '小队', '泡泡', '宝贝'],
  },
  premium: {
    mod1: ['臻', '御', '尊', '雅', '醇', '珍', '鉴', '璀'],
    noun1: ['品', '藏', '选', '境', '韵', '礼', '坊', '阁'],
    mod2: ['臻选', '典藏', '匠心', '至臻', '尊享', '雅致', '御选'],
    suf2: ['臻品', '典藏', '雅集', '私藏', '珍选', '御品', '之境'],
  },
};

function chinese({ brief, style, theme, random }: NameInput): NamePool {
  const bank = zh[style];
  const themeNames = [...theme.words['zh-CN'].names, ...briefWords(brief, 4, 2)];
  const one = themeNames.filter((w) => lengthAsSeen(w) === 1);
  const slots = { ...bank, theme: themeNames, theme1: one, noun1: [...bank.noun1, ...one] };
  const groups = ['{mod1}{noun1}', '{theme}{suf2}', '{mod2}{theme}', '{mod1}{theme}'].map((t) => expand(t, slots));
  return {
    // No doubled character where two parts meet ("阳光光"); "泡泡" and "蹦蹦" are words of their own.
    pool: interleave(groups, random).filter((name) => lengthAsSeen(name) <= 5 && !/(.)\1/u.test(name.replace(/泡泡|蹦蹦/gu, ''))),
    forWord: (word) => [...random.shuffle(bank.suf2.map((s) => `${word}${s}`)), ...random.shuffle(bank.mod1.map((m) => `${m}${word}`)), word],
  };
}

export function namePool(input: NameInput): NamePool {
  const language = input.brief.language;
  return language === 'ja' ? japanese(input) : language === 'zh-CN' ? chinese(input) : english(input);
}
