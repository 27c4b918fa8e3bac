import { defaultLanguage, languages, parseLanguage, sharedStorageKeys, type Language } from '@packlens/contracts';

/** Shared with the admin console: it starts in the app's language, and a change in either is the other's. */
export const languageStorageKey = sharedStorageKeys.language;

/** Each language names itself in the switch, so a reader finds their own language whatever is shown. */
export const languageEndonyms: Record<Language, string> = {
  ja: '日本語',
  en: 'English',
  'zh-CN': '简体中文',
};

export { languages, type Language };

/** The remembered interface language, else Japanese (section 1). */
export function storedLanguage(): Language {
  try {
    return parseLanguage(localStorage.getItem(languageStorageKey)) ?? defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage can be disabled (private mode); the switch still works for this visit.
  }
}

export function asLanguage(tag: string | undefined): Language {
  return parseLanguage(tag) ?? defaultLanguage;
}

/** Whether the visitor chose a language before (else the app may suggest one, e.g. from the country). */
export function hasRememberedLanguage(): boolean {
  try {
    return parseLanguage(localStorage.getItem(languageStorageKey)) !== undefined;
  } catch {
    return false;
  }
}
