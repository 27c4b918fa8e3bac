import type { Language } from '@packlens/contracts';

/** The locale switcher's entries, each named in its own language. */
export const consoleLocales: { locale: Language; name: string }[] = [
  { locale: 'ja', name: '日本語' },
  { locale: 'en', name: 'English' },
  { locale: 'zh-CN', name: '简体中文' },
];
