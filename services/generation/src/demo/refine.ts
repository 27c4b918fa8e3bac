import { styleOf, type Style } from './language';

/**
 * What the demo understands of a refinement instruction (simple keyword matching, after NFKC so full-width
 * digits count):
 *
 * - shorter:  en "short", "shorter", "brief", "concise", "compact"; ja 短く/短い/短め/簡潔; zh 短/简短/简洁/精简
 *             → the new items are not longer than the longest item of the shorter half of the previous answer
 *             (where enough such items exist).
 * - playful:  en "playful", "fun", "funny", "pop", "cheerful", "whimsical", "humour"; ja 楽しく/ポップ/遊び心/
 *             おちゃめ/ユーモア/にぎやか; zh 有趣/俏皮/活泼/好玩/幽默/可爱 → the playful voice (exclamations,
 *             onomatopoeia in Japanese).
 * - premium:  en "premium", "luxury", "upscale", "elegant", "high-end", "sophisticated", "refined"; ja 高級/上質/
 *             プレミアム/ラグジュアリー/贅沢; zh 高端/高级/奢华/精致/尊贵 → the premium voice.
 * - keep N:   en "keep the third", "keep 3", "keep #3", "keep no. 3", "keep the 3rd and 5th"; ja "3番目を残して",
 *             "三番目はそのまま", "3つ目をキープ"; zh "保留第三个", "第3个不变", "留下第3条" → previous[N-1] is kept
 *             unchanged, after the favourites.
 *
 * Favourites are always kept first. Every instruction (understood or not) seeds a new variation from the
 * instruction and the turn, and the previous items are not repeated, so the answer visibly changes.
 */
export interface Intent {
  shorter: boolean;
  style: Style | null;
  /** 1-based positions in the previous answer to keep. */
  keep: number[];
}

const shorterWords = /short|brief|concise|compact|短|簡潔|简洁|精简/iu;

const englishOrdinals: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};

const position = String.raw`(?:the\s+|items?\s+|numbers?\s+|no\.?\s*|#\s*)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)?)\b`;
/** "keep the third", "keep 3 and 5", "keep #2, #4": a keep verb followed by a list of positions. */
const englishKeep = new RegExp(String.raw`\b(?:keep|retain|leave)\s+(?:only\s+)?${position}(?:\s*(?:,|and|&)\s*${position})*`, 'giu');
const englishPosition = /(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)|(\d+)/giu;

/** 一 … 九十九 in kanji (also 两 of Chinese). */
function kanjiNumber(text: string): number {
  const digits: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
  const ten = text.indexOf('十');
  if (ten < 0) return digits[text] ?? NaN;
  const tens = ten === 0 ? 1 : digits[text.slice(0, ten)] ?? NaN;
  const ones = ten === text.length - 1 ? 0 : digits[text.slice(ten + 1)] ?? NaN;
  return tens * 10 + ones;
}

const toNumber = (text: string) => (/^\d+$/u.test(text) ? Number(text) : kanjiNumber(text));

function keptPositions(instruction: string): number[] {
  const found: number[] = [];
  for (const match of instruction.matchAll(englishKeep)) {
    for (const [, word, digits] of match[0].matchAll(englishPosition)) found.push(word ? englishOrdinals[word.toLowerCase()] : Number(digits));
  }
  if (/残|キープ|そのまま|変えない|変えず|維持/u.test(instruction)) {
    for (const [, n] of instruction.matchAll(/(\d+|[一二三四五六七八九十]+)\s*(?:番目|つ目|個目|番)/gu)) found.push(toNumber(n));
  }
  if (/保留|留下|不变|不要改|保持/u.test(instruction)) {
    for (const [, n] of instruction.matchAll(/第\s*(\d+|[一二两三四五六七八九十]+)/gu)) found.push(toNumber(n));
  }
  return [...new Set(found.filter((n) => Number.isInteger(n) && n > 0))];
}

export function parseInstruction(instruction: string): Intent {
  const text = instruction.normalize('NFKC');
  return { shorter: shorterWords.test(text), style: styleOf(text), keep: keptPositions(text) };
}
