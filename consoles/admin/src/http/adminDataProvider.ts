import type { Language } from '@packlens/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import type { AdminSession } from '../auth/adminSession';
import { apiRequest } from './apiRequest';

/** The super-admin API, which follows ra-data-simple-rest's contract (sort/range/filter, Content-Range). */
export const adminApiUrl = '/api/admin';

/** Every data request carries a fresh token and the console's language. */
export function createHttpClient(session: AdminSession, language: () => Language) {
  return async (url: string, options: fetchUtils.Options = {}) =>
    apiRequest(url, options, { language: language(), token: await session.validToken() });
}

export function createDataProvider(session: AdminSession, language: () => Language): DataProvider {
  return simpleRestProvider(adminApiUrl, createHttpClient(session, language));
}
