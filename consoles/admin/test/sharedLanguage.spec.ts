import { sharedStorageKeys } from '@packlens/contracts';
import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../src/i18n/i18nProvider';
import { withSharedLocale } from '../src/i18n/sharedLocaleStore';

beforeEach(() => localStorage.clear());

function consoleStore() {
  const store = withSharedLocale(localStorageStore(undefined, 'packlens.admin'), localStorage);
  store.setup();
  return store;
}

describe('the language shared with the customer app (issue 19 item 13)', () => {
  it('starts in the language the app is in', () => {
    localStorage.setItem(sharedStorageKeys.language, 'en');

    expect(createI18nProvider(localStorage).getLocale()).toBe('en');
    expect(consoleStore().getItem('locale')).toBe('en');
  });

  it('takes the app’s language over the locale react-admin remembered from an earlier visit', () => {
    localStorage.setItem('RaStorepacklens.admin.locale', JSON.stringify('ja'));
    localStorage.setItem(sharedStorageKeys.language, 'zh-CN');

    expect(consoleStore().getItem('locale', 'ja')).toBe('zh-CN');
  });

  it('a language chosen in the console is the app’s: written to the app’s key', () => {
    const store = consoleStore();
    const seen: unknown[] = [];
    store.subscribe('locale', (value) => seen.push(value));

    store.setItem('locale', 'zh-CN');

    expect(localStorage.getItem(sharedStorageKeys.language)).toBe('zh-CN');
    expect(seen).toEqual(['zh-CN']);
  });

  it('a language chosen in an app tab reaches the open console', () => {
    const store = consoleStore();
    const seen: unknown[] = [];
    store.subscribe('locale', (value) => seen.push(value));

    window.dispatchEvent(new StorageEvent('storage', { key: sharedStorageKeys.language, newValue: 'en' }));

    expect(seen).toEqual(['en']);
    store.teardown();
  });

  it('keeps the language when a logout resets react-admin’s store', () => {
    const store = consoleStore();
    store.setItem('locale', 'en');
    store.setItem('clients.listParams', { page: 2 });

    store.reset();
    store.removeItem('locale');

    expect(localStorage.getItem(sharedStorageKeys.language)).toBe('en');
    expect(store.getItem('clients.listParams')).toBeUndefined();
  });
});
