import type { Language } from '@packlens/contracts';

/** "30, 50 or 100" in the interface language (the counts a service offers). */
export function alternatives(values: readonly (number | string)[], language: Language): string {
  return new Intl.ListFormat(language, { type: 'disjunction', style: 'short' }).format(values.map(String));
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A text's length as the reader sees it: one per character on screen (a kana, a kanji, an emoji with modifiers),
 * not UTF-16 units. Catch-phrase maximums are counted this way by the server too.
 */
export function lengthAsSeen(text: string): number {
  let length = 0;
  for (const _ of graphemes.segment(text)) length++;
  return length;
}
