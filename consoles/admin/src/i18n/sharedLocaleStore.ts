import { parseLanguage, sharedStorageKeys } from '@packlens/contracts';
import type { Store } from 'react-admin';

/** The react-admin store key its locale state (useLocaleState, the language menu) lives under. */
const localeKey = 'locale';

/**
 * react-admin keeps the locale in its own store, which would restore the console's last language over the one the
 * customer app is in. Here the store's `locale` is the language shared with the app: read from and written to the
 * app's key, and a change made in an app tab reaches the open console (a storage event), which then re-renders in it.
 */
export function withSharedLocale(inner: Store, storage: Storage): Store {
  const listeners = new Set<(value: unknown) => void>();
  const publish = (value: unknown) => listeners.forEach((listener) => listener(value));
  const onStorage = (event: StorageEvent) => {
    if (event.key === sharedStorageKeys.language) publish(parseLanguage(event.newValue));
  };

  return {
    ...inner,
    setup() {
      inner.setup();
      window.addEventListener('storage', onStorage);
    },
    teardown() {
      window.removeEventListener('storage', onStorage);
      inner.teardown();
    },
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key !== localeKey) return inner.getItem(key, defaultValue);
      return (parseLanguage(storage.getItem(sharedStorageKeys.language)) as T | undefined) ?? defaultValue;
    },
    setItem<T>(key: string, value: T): void {
      if (key !== localeKey) return inner.setItem(key, value);
      const language = parseLanguage(typeof value === 'string' ? value : undefined);
      if (!language) return;
      storage.setItem(sharedStorageKeys.language, language);
      publish(language);
    },
    // The language outlives a logout (react-admin resets its store then): the login page stays in it.
    removeItem(key: string): void {
      if (key !== localeKey) inner.removeItem(key);
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      if (key !== localeKey) return inner.subscribe(key, callback);
      listeners.add(callback);
      return () => {
        listeners.delete(callback);
      };
    },
  };
}
