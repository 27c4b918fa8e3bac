import type { TextLanguage } from '../ports';

/**
 * Language helpers of the demo generator. User words (product, keywords, wordsToUse…) are of unknown part of
 * speech, so the generator only puts them where any noun phrase or adjective stays grammatical: in lists of ideas,
 * as quoted mentions, as the object of a preposition, or as a stand-alone fragment ("Vitamin C. Every day.").
 */

/** The voice of an answer: from the brief's tone, or a refinement ("more playful", "more premium"). */
export type Style = 'neutral' | 'playful' | 'premium';

const playfulWords = /playful|\bfun\b|funny|\bpop(?:py)?\b|cheerful|whimsical|humou?r|楽し|たのし|ポップ|遊び心|あそびごころ|おちゃめ|ユーモア|にぎやか|有趣|俏皮|活泼|好玩|幽默|可爱/iu;
const premiumWords = /premium|luxur|upscale|elegant|high[- ]end|sophisticat|refined|高級|上質|プレミアム|ラグジュアリー|贅沢|高端|高级|奢华|精致|尊贵/iu;

/** The style a tone or an instruction asks for; null when it asks for none. */
export function styleOf(text: string): Style | null {
  if (premiumWords.test(text)) return 'premium';
  if (playfulWords.test(text)) return 'playful';
  return null;
}

/** Collapses white space (a keyword with a line break would break the one-item-per-line format). */
export function clean(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/** Cleaned, non-empty, each once (case-insensitive), in order. */
export function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const item = clean(value).replace(/^[\s,.;:、。，；：!！?？]+|[\s,.;:、。，；：!！?？]+$/gu, '');
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** True when `text` contains one of `avoid` (case-insensitive substring). */
export function containsAny(text: string, avoid: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return avoid.some((word) => word.length > 0 && lower.includes(word.toLowerCase()));
}

/** "A, B and C" / "A、B、C" / "A、B和C": a list of ideas joined as each language joins one. */
export function joinList(language: TextLanguage, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (language === 'ja') return items.join('、');
  const head = items.slice(0, -1);
  const last = items[items.length - 1];
  return language === 'en' ? `${head.join(', ')} and ${last}` : `${head.join('、')}和${last}`;
}

/** A mention in quotation marks: any word is grammatical as a quoted focus. */
export function quote(language: TextLanguage, text: string): string {
  return language === 'ja' ? `「${text}」` : `“${text}”`;
}

export function capitalize(text: string): string {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word) => (/^[a-z]/u.test(word) ? capitalize(word) : word))
    .join(' ');
}

/** Without a leading article or possessive ("an oat drink" → "oat drink"), so "our …" or a title can precede it. */
export function stripArticle(text: string): string {
  return text.replace(/^(?:a|an|the|our|my|your)\s+/iu, '');
}

/**
 * An English phrase as it reads mid-sentence: "Orange juice" → "orange juice", but a name that looks proper
 * ("Sunny Oats", "UHT milk", "iPhone case") stays as typed.
 */
export function midSentence(text: string): string {
  const words = text.split(' ');
  const looksProper = words.length > 1 && words.every((word) => /^[A-Z0-9]/u.test(word));
  if (looksProper || /^[A-Z]{2}/u.test(text) || !/^[A-Z][a-z]/u.test(text)) return text;
  return text[0].toLowerCase() + text.slice(1);
}

/** Hiragana, katakana, CJK ideographs, full-width forms and CJK punctuation. */
const cjk = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * The demo's token estimate: one token per CJK character, one per four other characters (rounded up). Close
 * enough to what the providers' tokenizers count for the product's usage report, and deterministic.
 */
export function estimateTokens(text: string): number {
  let cjkCount = 0;
  let other = 0;
  for (const char of text) {
    if (cjk.test(char)) cjkCount++;
    else other++;
  }
  return cjkCount + Math.ceil(other / 4);
}

/** A number as a word for small counts ("three ideas", "三つ", "三个"). */
export function countWord(language: TextLanguage, n: number): string {
  const en = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const kanji = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
  if (language === 'en') return en[n] ?? String(n);
  if (language === 'ja') return n <= 9 ? `${kanji[n]}つ` : `${n}個`;
  return n === 2 ? '两个' : n <= 10 ? `${kanji[n]}个` : `${n}个`;
}
