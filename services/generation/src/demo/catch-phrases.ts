import type { TextBrief, TextLanguage } from '../ports';
import { capitalize, clean, cleanList, midSentence, type Style } from './language';
import { expand, interleave } from './list';
import type { Random } from './random';
import { kindWords, type Theme } from './themes';

/**
 * Catch-phrase candidates per language and voice. Slots: {P} the product at the start of a sentence, {p} the
 * product mid-sentence, {T} a noun of the theme's essence, {M} a moment of the day, {U} a unit of use ("sip",
 * "ひと口", "一口"), {O} a Japanese onomatopoeia. The product is a noun phrase, so it only fills noun slots.
 * Features and words to use are of unknown part of speech: they only appear as a stand-alone fragment at the
 * start ("Vitamin C. Every day." / "まろやか。それが、うれしい。" / "清爽，陪你每一天。"), which reads well for a
 * noun, an adjective or a short phrase.
 * `edible` templates only fit food and drink; `short` ones keep a tiny maxChars (e.g. 12) answerable.
 */
interface Templates {
  main: string[];
  edible: string[];
  short: string[];
  /** Fragments around {X}, a feature or a word to use. */
  frames: string[];
}

const english: Record<Style, Templates> = {
  neutral: {
    main: ['{P}, ready for {M}.', '{P}, made for {M}.', 'Brighten up {M}.', 'Real {T}, every day.', 'Real {T} in every {U}.', 'Say yes to {T}.', 'Good {T}, no fuss.', 'A little {T} for {M}.', 'Everyday {T}, done right.', 'Simple, honest {T}.', 'Make room for {T}.', 'More {T}, less fuss.', 'Your daily dose of {T}.', '{P}, simply done right.', 'Made with care, made for you.', 'Good things start here.', 'Feel good, every day.'],
    edible: ['Taste the difference in every {U}.', 'Good taste, every {U}.', 'Enjoy {p}, your way.'],
    short: ['Pure joy.', 'Feel good.', 'Fresh start.', 'So good.', 'Simply good.', 'Made right.', 'Every day.', 'Just right.', 'Bright days.', 'Good days.', 'Easy joy.', 'Hello, day.', 'Stay bright.', 'Made simple.', 'Simply yours.', 'Good, honestly.', 'Fresh days.', 'Bright start.', 'Calm days.', 'Pure and simple.'],
    frames: ['{X}. Every day.', '{X}. Naturally.', '{X}. Just for you.', '{X}, every time.', '{X}. Made to enjoy.', '{X}. Daily.'],
  },
  playful: {
    main: ['Hello, {T}!', 'Go on, treat yourself!', 'Happy {U}s ahead!', 'Pop it open and feel the {T}!', '{P}? Yes, please!', 'Turn {M} up a notch!', 'A party of {T} in every {U}!', 'Fun starts with {p}!', 'Bring on {M}!', 'Big smiles, tiny {U}s!', 'Let the good times pop!', 'Yay for {T}!', 'Three cheers for {T}!', 'Who says {M} can’t be fun?'],
    edible: ['{U}, smile, repeat!', 'Warning: seriously tasty!', 'Yum, {p}!'],
    short: ['Yum!', 'Oh, yes!', 'Hello, fun!', 'Wow!', 'Let’s go!', 'Pure fun!', 'Feel the pop!', 'Yes, please!', 'Happy you!', 'Big smiles!', 'Smile more!', 'Yay, you!', 'Fun, daily!', 'Joy, on tap!'],
    frames: ['{X}! Yes, please!', '{X}! Let’s go!', '{X}? Oh, yes!', '{X}, all day long!', '{X}? Yes!'],
  },
  premium: {
    main: ['The art of {T}.', 'Exceptional {T}, quietly crafted.', 'Quiet luxury in every {U}.', '{P}, elevated.', 'A moment of luxury for {M}.', 'Where {T} becomes an art.', 'Uncompromising {T}, every time.', 'Indulge in {p}.', 'Timeless {T}, made with care.', 'The finest {T}, nothing less.', 'Crafted for {M}.'],
    edible: ['A taste worth savouring.', 'Every {U}, a quiet indulgence.', 'Savour the exceptional.', 'Made slowly, savoured slowly.', 'Refined {T} for discerning tastes.'],
    short: ['Pure class.', 'Rare taste.', 'Quietly rich.', 'Simply fine.', 'Pure finesse.', 'Truly rare.', 'Made to last.', 'Savour it.', 'Quiet luxury.', 'Finely made.', 'The finest.', 'Pure grace.'],
    frames: ['{X}. Elevated.', '{X}. Refined.', '{X}. Quietly exceptional.', '{X}, masterfully crafted.', '{X}. Rare.'],
  },
};

const japanese: Record<Style, Templates> = {
  neutral: {
    main: ['{M}の{U}に、{T}の元気。', '{P}で、{M}がもっと楽しく。', '毎日の{P}を、もっと好きに。', '{T}のよろこび、まるごと。', '{U}で、{T}のしあわせ。', '{M}に、やさしい{T}を。', 'いつもの{M}に、{P}。', '{T}のめぐみを、あなたに。', 'がんばるあなたに、ちょうどいい{P}。', '{P}のある、{M}。', '{M}を、{T}でいっぱいに。', '自然の{T}を、そのまま。', '{T}で、ととのう{M}。', '{M}に、{T}を。', '{T}、まるごと。', '{T}のある{M}。'],
    edible: ['からだにうれしい、{T}のちから。', 'まっすぐ、おいしい。', 'ほっとする、おいしさ。'],
    short: ['毎日に、よろこびを。', 'ひと息、しあわせ。', '今日も、いい日。', 'ほっと、ひと息。', '自然体で、いこう。', 'やさしさ、まるごと。', 'わたしの、定番。', 'いつもそばに。', 'ちょうどいい、毎日。', '明日も、これ。', 'いい朝、はじまる。'],
    frames: ['{X}。それが、うれしい。', '{X}。いつもの毎日に。', '{X}。毎日のよろこびに。', '{X}。今日も、いい日。', '{X}。うれしい。'],
  },
  playful: {
    main: ['{O}、{T}でごきげん！', '{M}から、{O}元気チャージ！', '{T}で、わくわくが止まらない！', '{U}で、笑顔がはじける！', '今日も{O}、いってきます！', '{P}で、ハッピーチャージ！', '{O}！{T}のしあわせ。', '{M}だって、{T}でパーティー！', '{O}、元気！', '{P}、はじめよう！'],
    edible: ['{O}おいしい、{P}！', 'おいしい顔、いただきます！'],
    short: ['ごきげん、いこう！', 'わくわく、しよう！', '今日も、笑顔！', 'ハッピー、満タン！', 'よし、元気！', 'にっこり、いい日！', '笑顔、はじける！', 'いっしょに、楽しもう！'],
    frames: ['{X}！今日もごきげん。', '{X}！わくわく、はじまる。', '{X}って、楽しい！', '{X}！ごきげん！'],
  },
  premium: {
    main: ['上質な{T}を、{U}ずつ。', '{M}を、特別なひとときに。', '贅沢な{T}を、あなたに。', 'こだわりの{T}、極上の{P}。', '大人のための、上質な{P}。', '{T}の極みを、{M}に。', 'ていねいに仕上げた、{T}の逸品。', '本物の{T}を、知る人へ。', '静かな贅沢、{P}。', '{M}に、上質な{T}を。'],
    edible: ['ほんものの味わいを、ゆっくりと。'],
    short: ['至福の、ひととき。', '上質を、毎日に。', '本物だけを。', '贅沢な、ひと時。', '極上を、あなたに。', '静かな、贅沢。', 'ていねいな、毎日。', '格別な、ひととき。'],
    frames: ['{X}。上質な毎日へ。', '{X}。本物を知る人へ。', '{X}。静かな贅沢。', '{X}。格別。'],
  },
};

const chinese: Record<Style, Templates> = {
  neutral: {
    main: ['{U}{T}，元气一整天。', '{P}，让{M}更美好。', '天然{T}，安心之选。', '简单{U}，满满{T}。', '{M}的{T}时光。', '{M}，来点{T}吧。', '把{T}带回家。', '用{P}，开启美好的一天。', '每天{T}，自在生活。', '来自自然的{T}。', '{T}，刚刚好。', '{T}每一天。', '{U}{T}。', '{P}，陪你每一天。'],
    edible: ['好味道，看得见。', '每一口，都是用心。'],
    short: ['简单就是美好。', '每天都好心情。', '自然，刚刚好。', '元气满满。', '轻松一刻。', '就是这么好。', '安心之选。', '天天好心情。', '美好每一天。'],
    frames: ['{X}，陪你每一天。', '{X}，刚刚好。', '{X}，就在身边。', '{X}，每天都需要。', '{X}，真好。'],
  },
  playful: {
    main: ['嗨，来点{T}吧！', '{T}满满，快乐加倍！', '{U}就爱上，{T}超赞！', '{M}也要元气满满！', '{P}，开心到飞起！', '快乐{U}，{T}在线！', '冲呀，{T}来啦！', '今天也要{T}满满哦！', '{P}，快乐加倍！'],
    edible: ['好吃到停不下来！', '一口接一口，根本停不下来！'],
    short: ['开心就好！', '元气满满！', '快乐加倍！', '嗨起来！', '快乐出发！', '笑一个！', '冲呀！', '好心情在线！'],
    frames: ['{X}，快乐加倍！', '{X}，开心一整天！', '{X}，冲呀！', '{X}，好开心！'],
  },
  premium: {
    main: ['臻选{T}，匠心之作。', '品味{T}，尽享优雅。', '{M}的奢华时刻。', '甄选{T}，品质之选。', '{P}，品味非凡。', '匠心{T}，只为懂你的人。', '{U}{T}，尽显品味。', '低调奢华，{P}。', '为{M}，献上臻品。', '{T}之美，细细品味。'],
    edible: ['每一口，都是臻享。'],
    short: ['臻于至善。', '品味非凡。', '匠心之选。', '低调奢华。', '尊享时刻。', '优雅每一天。', '臻品之选。'],
    frames: ['{X}，尽显品味。', '{X}，匠心之选。', '{X}，臻享时刻。', '{X}，非凡。'],
  },
};

const templates: Record<TextLanguage, Record<Style, Templates>> = { en: english, ja: japanese, 'zh-CN': chinese };

/** {X} at the start of a fragment: an English word gets a capital, CJK text stays as typed. */
const fragmentWord = (language: TextLanguage, word: string) => (language === 'en' ? capitalize(word) : word);

const bare: Record<TextLanguage, (word: string) => string> = { en: (word) => `${word}.`, ja: (word) => `${word}。`, 'zh-CN': (word) => `${word}！` };

export interface PhrasePool {
  pool: string[];
  forWord: (word: string) => string[];
}

export function catchPhrasePool(input: { brief: TextBrief; style: Style; theme: Theme; random: Random }): PhrasePool {
  const { brief, style, theme, random } = input;
  const language = brief.language;
  const set = templates[language][style];
  const kind = kindWords[theme.kind][language];
  const product = clean(brief.product);
  const slots: Record<string, string[]> = {
    P: product ? [language === 'en' ? capitalize(product) : product] : [],
    p: product ? [language === 'en' ? midSentence(product) : product] : [],
    T: theme.words[language].essence,
    M: kind.moments,
    U: kind.unit ? [kind.unit] : [],
    O: theme.onomatopoeia,
  };
  const edible = theme.kind === 'drink' || theme.kind === 'food';
  const main = [...set.main, ...(edible ? set.edible : [])];
  const groups = main.map((template) => expand(template, slots).map((text) => (language === 'en' ? capitalize(text) : text)));
  groups.push(set.short);
  const features = cleanList(brief.features).map((feature) => fragmentWord(language, feature));
  groups.push(set.frames.flatMap((frame) => features.map((feature) => frame.replace('{X}', feature))));
  return {
    pool: interleave(groups, random),
    // The word alone ("Sunshine." / "まろやか。" / "阳光！") is the last resort, for a maxChars too small for a frame.
    forWord: (word) => [...random.shuffle(set.frames.map((frame) => frame.replace('{X}', fragmentWord(language, word)))), bare[language](fragmentWord(language, word))],
  };
}
