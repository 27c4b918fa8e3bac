import type { TextLanguage } from '../ports';
import { lengthAsSeen } from '../text/list-answer';
import { cleanList, clean, countWord, joinList, midSentence, stripArticle } from './language';
import type { Random } from './random';

/**
 * The survey's concept "assist": what the product is (category, pack shape), for whom, and why it is worth
 * choosing, in two or three sentences of at most 500 characters. Keywords are arbitrary words or phrases ("long",
 * "shelf", "calcium"), so they are only named as a list of ideas ("built around three key ideas: oat, calcium and
 * vitamins" / "オーツ、カルシウム、ビタミンという三つのキーワード" / "以燕麦、钙和维生素这三个关键词为核心"),
 * never used as an adjective or a verb.
 */
export const assistMaxChars = 500;

interface AssistInput {
  language: TextLanguage;
  category: string;
  shape: string;
  keywords: string[];
}

/** "a carton", "an aluminium can", "cans" (plural: no article). */
function withArticle(shape: string): string {
  const text = midSentence(stripArticle(shape));
  if (/[^s]s$/iu.test(text)) return text;
  return `${/^[aeiou]/iu.test(text) ? 'an' : 'a'} ${text}`;
}

function english(category: string, shape: string, keywords: string[], v: number[]): string[] {
  const what = category ? `a new product in the ${midSentence(category)} category` : 'a new everyday product';
  const first = [`This is ${what}${shape ? `, packed in ${withArticle(shape)}` : ''}.`, `Meet ${what}${shape ? `, presented in ${withArticle(shape)}` : ''}.`][v[0] % 2];
  const ideas = keywords.length === 1 ? `one key idea: ${keywords[0]}` : `${countWord('en', keywords.length)} key ideas: ${joinList('en', keywords)}`;
  const who = [
    keywords.length ? `It is made for people who want a simple, dependable choice every day, and it is built around ${ideas}.` : 'It is made for people who want a simple, dependable choice every day.',
    keywords.length ? `It is meant for people who care about everyday quality, and it brings together ${ideas}.` : 'It is meant for people who care about everyday quality.',
  ][v[1] % 2];
  const why = [
    'What makes it worth choosing is a clear promise that is easy to see on the shelf and a pack that is easy to carry, store and use.',
    'It is worth choosing for its honest, easy-to-read pack and for a quality that stays the same every time.',
    'It stands out on the shelf with a clear, friendly design, and it is easy to carry, store and use.',
  ][v[2] % 3];
  return [first, who, why];
}

function japanese(category: string, shape: string, keywords: string[], v: number[]): string[] {
  const what = category ? `${category}の新しい商品` : '毎日使いたくなる新しい商品';
  const first = [shape ? `${what}で、パッケージは${shape}です。` : `${what}です。`, shape ? `${shape}に入った、${what}です。` : `${what}です。`][v[0] % 2];
  const ideas = `${joinList('ja', keywords)}という${countWord('ja', keywords.length)}のキーワード`;
  const who = [
    keywords.length ? `${ideas}を軸に、毎日を気持ちよく過ごしたい人のために考えました。` : '毎日を気持ちよく過ごしたい人のために考えました。',
    keywords.length ? `毎日の品質にこだわる人に向けて、${ideas}をひとつにまとめました。` : '毎日の品質にこだわる人に向けてつくりました。',
  ][v[1] % 2];
  const why = [
    '棚でもひと目で魅力が伝わり、持ち運びや保存もしやすいことが、選ばれる理由です。',
    '分かりやすいデザインと、いつでも変わらない品質が、この商品を選ぶ理由です。',
    '手に取りやすく使いやすいパッケージで、毎日の定番になることを目指しています。',
  ][v[2] % 3];
  return [first, who, why];
}

function chinese(category: string, shape: string, keywords: string[], v: number[]): string[] {
  const what = category ? `${category}类新品` : '日常新品';
  const first = [`这是一款${what}${shape ? `，采用${shape}包装` : ''}。`, `这款${what}${shape ? `采用${shape}包装` : '简单实用'}。`][v[0] % 2];
  const ideas = `以${joinList('zh-CN', keywords)}这${countWord('zh-CN', keywords.length)}关键词为核心`;
  const who = [
    keywords.length ? `它专为追求简单可靠日常之选的人打造，${ideas}。` : '它专为追求简单可靠日常之选的人打造。',
    keywords.length ? `它面向注重日常品质的人群，${ideas}。` : '它面向注重日常品质的人群。',
  ][v[1] % 2];
  const why = [
    '货架上一眼就能看到它的魅力，携带和保存也很方便，这正是它值得选择的理由。',
    '清晰易懂的设计和始终如一的品质，让它值得一选。',
    '易拿易用的包装，让它有望成为日常必备之选。',
  ][v[2] % 3];
  return [first, who, why];
}

const writers = { en: english, ja: japanese, 'zh-CN': chinese };

export function demoConceptAssist(input: AssistInput, random: Random): string {
  const variant = [random.int(6), random.int(6), random.int(6)];
  const separator = input.language === 'en' ? ' ' : '';
  // Over-long inputs are dropped rather than cut, so no sentence ends mid-word.
  const category = lengthAsSeen(clean(input.category)) <= 60 ? clean(input.category) : '';
  const shape = lengthAsSeen(clean(input.shape)) <= 30 ? clean(input.shape) : '';
  let keywords = cleanList(input.keywords).filter((keyword) => lengthAsSeen(keyword) <= 40).slice(0, 8);
  for (;;) {
    const text = writers[input.language](category, shape, keywords, variant).join(separator);
    if (lengthAsSeen(text) <= assistMaxChars || keywords.length === 0) return text;
    keywords = keywords.slice(0, -1);
  }
}
