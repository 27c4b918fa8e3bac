import type { Language } from '@packlens/contracts';

/**
 * Font stacks per interface language. Fonts come only from the user's system (no network fonts).
 * Chinese names a Chinese sans-serif first for every font variable: where a Japanese CJK font is also
 * installed, fontconfig would otherwise draw Chinese text with Japanese glyph shapes (and vice versa),
 * so each CJK language names its own Noto face first.
 */
export const fontStacks: Record<Language, string> = {
  ja: '"Noto Sans CJK JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", Meiryo, sans-serif',
  'zh-CN': '"Noto Sans CJK SC", sans-serif',
  // Customer data (company names) is often Japanese even when the interface is English.
  en: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans CJK JP", sans-serif',
};

export function fontStackFor(language: Language): string {
  return fontStacks[language];
}
