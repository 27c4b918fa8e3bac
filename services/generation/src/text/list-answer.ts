/**
 * Names and catch-phrases come back as a numbered list, one item per line ("1. Name"), so they can be shown as
 * they stream in: every complete line is an item.
 */
const numbering = /^\s*(?:\d+\s*[.)．、:：]|[-*•・])\s*/u;

/** The item a line holds, without its number, bullet or quotes; null for an empty or chatty line. */
export function itemOfLine(line: string): string | null {
  const trimmed = line.trim();
  if (!numbering.test(trimmed)) return null;
  const item = trimmed
    .replace(numbering, '')
    .replace(/^["'“”「『](.*)["'“”」』]$/u, '$1')
    .trim();
  return item ? item : null;
}

/** Every item of a whole answer, in order, each once. */
export function itemsOf(text: string): string[] {
  const items = text.split(/\r?\n/).map(itemOfLine).filter((item): item is string => item !== null);
  return [...new Set(items)];
}

/**
 * Splits a stream into complete lines: feed it deltas, it calls `onItem` for each finished item line. `flush`
 * hands over the last line when the stream ends without a newline.
 */
export function lineItems(onItem: (item: string, index: number) => void) {
  let buffer = '';
  let count = 0;
  const seen = new Set<string>();
  const emit = (line: string) => {
    const item = itemOfLine(line);
    if (item === null || seen.has(item)) return;
    seen.add(item);
    onItem(item, count++);
  };
  return {
    push(delta: string) {
      buffer += delta;
      let newline = buffer.search(/\r?\n/);
      while (newline >= 0) {
        emit(buffer.slice(0, newline));
        buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
        newline = buffer.search(/\r?\n/);
      }
    },
    flush() {
      if (buffer.trim()) emit(buffer);
      buffer = '';
    },
  };
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A text's length as the user sees it: one per character on screen (a full-width kana or kanji is one, an emoji
 * with modifiers is one), not UTF-16 units or bytes. Catch-phrase maximums are counted this way.
 */
export function lengthAsSeen(text: string): number {
  let length = 0;
  for (const _ of graphemes.segment(text)) length++;
  return length;
}
