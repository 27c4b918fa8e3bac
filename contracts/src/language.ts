/** Interface languages. The product description calls Chinese `cn`; we use the BCP 47 tag `zh-CN`. */
export const languages = ['ja', 'en', 'zh-CN'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'ja';

/** A text in every interface language. */
export type LocalizedText = Record<Language, string>;

/** The header every client sends with its interface language (section 7). */
export const languageHeader = 'X-Language';

/** Reads a language tag as sent by a client (`ja`, `en`, `cn`, `zh`, `zh-CN`, `zh-Hans`...). */
export function parseLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const t = tag.trim().toLowerCase();
  if (t === 'ja' || t.startsWith('ja-')) return 'ja';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  if (t === 'cn' || t === 'zh' || t.startsWith('zh-') || t.startsWith('zh_')) return 'zh-CN';
  return undefined;
}

/** Picks the first supported language of an Accept-Language header, by quality. */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = parseLanguage(entry.tag);
    if (language) return language;
  }
  return undefined;
}
