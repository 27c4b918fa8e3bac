import type { Language } from '@packlens/contracts';

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

export function formatDateTime(date: Date, language: Language, timeZone = 'Asia/Tokyo'): string {
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
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

/** Rough printed width of a text, for laying out chart labels: CJK and other wide characters count 1 em. */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const c of text) em += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(c) ? 1 : 0.58;
  return em * fontSize;
}

/** Cuts a text to fit `width` at `fontSize`, ending with an ellipsis when cut. */
export function fitText(text: string, width: number, fontSize: number): string {
  if (textWidth(text, fontSize) <= width) return text;
  const characters = Array.from(text);
  while (characters.length > 1 && textWidth(`${characters.join('')}…`, fontSize) > width) characters.pop();
  return `${characters.join('')}…`;
}
