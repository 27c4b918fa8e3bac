import { defaultLanguage, parseLanguage, sharedStorageKeys, type Language } from '@packlens/contracts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { applyDocumentLocale } from './documentLocale';
import { en } from './en';
import { ja, type ConsoleMessages } from './ja';
import { consoleLocales } from './locales';
import { raChinese } from './raChinese';
import { raJapanese } from './raJapanese';
import { zhCN } from './zh-CN';

const consoleMessages: Record<Language, ConsoleMessages> = { ja, en, 'zh-CN': zhCN };
const reactAdminMessages: Record<Language, TranslationMessages> = { ja: raJapanese, en: englishMessages, 'zh-CN': raChinese };

export function messagesFor(language: Language): TranslationMessages {
  return mergeTranslations(reactAdminMessages[language], consoleMessages[language]);
}

/**
 * The customer app's language key: the console starts in the language the app is in, and a change in either is
 * the other's too. Kept apart from react-admin's store, which logout resets: the login page keeps the language.
 */
export const localeStorageKey = sharedStorageKeys.language;

const languageOf = (locale: string): Language => parseLanguage(locale) ?? defaultLanguage;

export function createI18nProvider(storage: Storage): I18nProvider {
  const initial = languageOf(storage.getItem(localeStorageKey) ?? defaultLanguage);
  const polyglot = polyglotI18nProvider((locale) => messagesFor(languageOf(locale)), initial, consoleLocales);
  const showLanguage = (language: Language) => applyDocumentLocale(language, consoleMessages[language].packlens.title);
  showLanguage(initial);

  return {
    ...polyglot,
    async changeLocale(locale: string) {
      const language = languageOf(locale);
      await polyglot.changeLocale(language);
      storage.setItem(localeStorageKey, language);
      showLanguage(language);
    },
  };
}

/** The language requests are made in, as the API's `X-Language` header names it. */
export const currentLanguage = (i18nProvider: I18nProvider): Language => languageOf(i18nProvider.getLocale());
