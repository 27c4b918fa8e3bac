import type { Language } from '@packlens/contracts';

/**
 * Font stacks per language. Chinese and Japanese share code points but not glyph shapes, and fontconfig may
 * prefer another CJK font: naming the right Noto Sans CJK first keeps Japanese Japanese and Chinese Chinese.
 */
export const fontStacks: Record<Language, readonly string[]> = {
  ja: ['Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', 'Yu Gothic UI', 'Meiryo', 'sans-serif'],
  'zh-CN': ['Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', 'sans-serif'],
  en: ['Roboto', 'Helvetica Neue', 'Arial', 'Noto Sans CJK JP', 'sans-serif'],
};

/** The CSS variable the MUI theme reads its font family from. */
export const fontFamilyVariable = '--packlens-font-family';

const genericFamilies = new Set(['serif', 'sans-serif', 'monospace', 'system-ui']);

export function cssFontFamily(stack: readonly string[]): string {
  return stack.map((name) => (genericFamilies.has(name) ? name : `"${name}"`)).join(', ');
}

/** Makes the page say which language it is in: `lang`, fonts and the tab's title. */
export function applyDocumentLocale(language: Language, title: string, root: HTMLElement = document.documentElement) {
  root.lang = language;
  root.style.setProperty(fontFamilyVariable, cssFontFamily(fontStacks[language]));
  root.ownerDocument.title = title;
}
