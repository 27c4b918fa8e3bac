import englishMessages from 'ra-language-english';
import { beforeEach, describe, expect, it } from 'vitest';
import { fontFamilyVariable } from '../src/i18n/documentLocale';
import { createI18nProvider, localeStorageKey, messagesFor } from '../src/i18n/i18nProvider';

const messageEntries = (messages: object, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    value && typeof value === 'object' ? messageEntries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );
const messageKeys = (messages: object) => messageEntries(messages).map(([key]) => key);
const placeholders = (message: string) => [...message.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]);

const fontFamily = () => document.documentElement.style.getPropertyValue(fontFamilyVariable);

beforeEach(() => localStorage.clear());

describe('console languages', () => {
  it.each(['ja', 'zh-CN'] as const)('%s translates every react-admin message', (language) => {
    const translated = new Set(messageKeys(messagesFor(language)));

    expect(messageKeys(englishMessages).filter((key) => !translated.has(key))).toEqual([]);
  });

  it.each(['ja', 'zh-CN'] as const)('%s uses only placeholders react-admin fills in', (language) => {
    // The console's English (react-admin's and its own), whose placeholders the screens fill in.
    const english = new Map(messageEntries(messagesFor('en')));
    // Besides the English message's own placeholders, react-admin passes `field` to sort labels.
    const unfilled = messageEntries(messagesFor(language)).flatMap(([key, message]) => {
      const known = new Set([...placeholders(english.get(key) ?? ''), 'smart_count', 'field']);
      return placeholders(message).filter((name) => !known.has(name)).map((name) => `${key}: %{${name}}`);
    });

    expect(unfilled).toEqual([]);
  });

  it('starts in Japanese: title, lang and Noto Sans CJK JP first', () => {
    const i18n = createI18nProvider(localStorage);

    expect(i18n.getLocale()).toBe('ja');
    expect(i18n.translate('packlens.title')).toBe('Packlens 管理コンソール');
    expect(document.title).toBe('Packlens 管理コンソール');
    expect(document.documentElement.lang).toBe('ja');
    expect(fontFamily()).toMatch(/^"Noto Sans CJK JP",/);
  });

  it('switching to Chinese names Noto Sans CJK SC first, retitles the page and is remembered', async () => {
    const i18n = createI18nProvider(localStorage);

    await i18n.changeLocale('zh-CN');

    expect(i18n.translate('resources.clients.list_title')).toBe('客户列表');
    expect(document.title).toBe('Packlens 管理控制台');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(fontFamily()).toMatch(/^"Noto Sans CJK SC",/);
    expect(localStorage.getItem(localeStorageKey)).toBe('zh-CN');
    expect(createI18nProvider(localStorage).getLocale()).toBe('zh-CN');
  });

  it('names countries from the shared catalogue and pluralizes English resource names', async () => {
    const i18n = createI18nProvider(localStorage);
    expect(i18n.translate('packlens.countries.th')).toBe('タイ');

    await i18n.changeLocale('en');

    expect(i18n.translate('packlens.countries.id')).toBe('Indonesia');
    expect(i18n.translate('resources.clients.name', { smart_count: 2 })).toBe('Clients');
    expect(i18n.translate('ra.auth.username')).toBe('Email');
  });

  it('offers the three interface languages, each named in itself', () => {
    expect(createI18nProvider(localStorage).getLocales!()).toEqual([
      { locale: 'ja', name: '日本語' },
      { locale: 'en', name: 'English' },
      { locale: 'zh-CN', name: '简体中文' },
    ]);
  });
});
