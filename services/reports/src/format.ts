import { chartTextWidth, operatorTimeZone, utcOffsetLabel, type Language } from '@packlens/contracts';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML and SVG text and attribute values. Every user text passes through here. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]);
}

/** Template tag that escapes interpolated strings and numbers; arrays are joined, {@link Html} passes through. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Marks markup built elsewhere (a chart) as safe to embed. */
export function raw(markup: string): Html {
  return new Html(markup);
}

const locales: Record<Language, string> = { ja: 'ja-JP', en: 'en-GB', 'zh-CN': 'zh-CN' };

/** A moment to the minute in `timeZone`, with the zone printed after it ("… 07:30 UTC+9"), as the app shows it. */
export function formatDateTime(date: Date, language: Language, timeZone = operatorTimeZone): string {
  return `${new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date)} ${utcOffsetLabel(timeZone, date)}`;
}

/** Scores and SDs: two decimals, as the result page shows them. */
export function formatScore(value: number): string {
  return value.toFixed(2);
}

export function formatSigned(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(2)}`;
}

/** A probability or share (0-1) as a percentage with one decimal. */
export function formatPercent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

/** Cuts a text to fit `width` at `fontSize`, ending with an ellipsis when cut. */
export function fitText(text: string, width: number, fontSize: number): string {
  if (chartTextWidth(text, fontSize) <= width) return text;
  const characters = Array.from(text);
  while (characters.length > 1 && chartTextWidth(`${characters.join('')}…`, fontSize) > width) characters.pop();
  return `${characters.join('')}…`;
}

/**
 * Breaks a text into lines of at most `width` at `fontSize`, at spaces where it has them and between any two
 * characters where a word alone is too wide (Japanese and Chinese have no spaces). Nothing is dropped.
 */
export function wrapText(text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => chartTextWidth(candidate, fontSize) <= width;
  for (const word of text.trim().split(/\s+/)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const character of word) {
      if (line && !fits(line + character)) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}
