import type { LocalizedText } from '../language';

/** A text in ja, en and zh-CN, in that order: keeps the catalogue tables one row per entry. */
export function localized(ja: string, en: string, zhCN: string): LocalizedText {
  return { ja, en, 'zh-CN': zhCN };
}
