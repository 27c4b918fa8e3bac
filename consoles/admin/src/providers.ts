import { localStorageStore } from 'react-admin';
import { createAdminSession } from './auth/adminSession';
import { createAuthProvider } from './auth/authProvider';
import { createDataProvider } from './http/adminDataProvider';
import { createI18nProvider, currentLanguage } from './i18n/i18nProvider';
import { withSharedLocale } from './i18n/sharedLocaleStore';

// One session and one language shared by login, data requests and the locale switcher (and with the customer app).
export const i18nProvider = createI18nProvider(window.localStorage);
export const store = withSharedLocale(localStorageStore(undefined, 'packlens.admin'), window.localStorage);
const language = () => currentLanguage(i18nProvider);
const session = createAdminSession({ storage: window.localStorage, language });
export const authProvider = createAuthProvider(session);
export const dataProvider = createDataProvider(session, language);
