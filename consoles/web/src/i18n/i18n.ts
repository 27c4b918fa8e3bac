import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './messages/en';
import { ja, type Messages } from './messages/ja';
import { zhCN } from './messages/zh-CN';
import { asLanguage, languageStorageKey, rememberLanguage, storedLanguage, type Language } from './language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    ja: { translation: ja },
    en: { translation: en },
    'zh-CN': { translation: zhCN },
  },
  lng: storedLanguage(),
  fallbackLng: 'ja',
  supportedLngs: ['ja', 'en', 'zh-CN'],
  // zh-CN must stay zh-CN, not be reduced to zh.
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  initAsync: false,
});

function reflectOnDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

reflectOnDocument(currentLanguage());
i18n.on('languageChanged', (tag) => reflectOnDocument(asLanguage(tag)));

/** A language chosen in another tab (the admin console, or the app) is this tab's too. */
export function followLanguageChosenElsewhere(event: StorageEvent): void {
  if (event.key !== languageStorageKey || !event.newValue) return;
  const language = asLanguage(event.newValue);
  if (language !== currentLanguage()) void i18n.changeLanguage(language);
}

if (typeof window !== 'undefined') window.addEventListener('storage', followLanguageChosenElsewhere);

export function currentLanguage(): Language {
  return asLanguage(i18n.language);
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
}
