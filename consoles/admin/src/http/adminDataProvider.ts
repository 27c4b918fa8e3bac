import type { Language } from '@packlens/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils, SortPayload } from 'react-admin';
import type { AdminSession } from '../auth/adminSession';
import { apiDownload, type DownloadedFile } from './apiDownload';
import { apiRequest } from './apiRequest';

/** The super-admin API, which follows ra-data-simple-rest's contract (sort/range/filter, Content-Range). */
export const adminApiUrl = '/api/admin';

/** Every data request carries a fresh token and the console's language. */
export function createHttpClient(session: AdminSession, language: () => Language) {
  return async (url: string, options: fetchUtils.Options = {}) =>
    apiRequest(url, options, { language: language(), token: await session.validToken() });
}

/** react-admin's data provider plus the console's file exports (contracts/src/api/admin.ts). */
export interface PacklensDataProvider extends DataProvider {
  /** GET /api/admin/clients/export: the clients as the list shows them (filter and sort), as CSV. */
  exportClients(params: { filter: object; sort: SortPayload }): Promise<DownloadedFile>;
  /** GET /api/export_temporary_register_email/: pre-registered addresses that never completed. */
  exportTemporaryRegistrationEmails(): Promise<DownloadedFile>;
  /** GET /api/admin/sales/export: sales management's rows (filter and sort), as CSV. */
  exportSales(params: { filter: object; sort: SortPayload }): Promise<DownloadedFile>;
}

export function createDataProvider(session: AdminSession, language: () => Language): PacklensDataProvider {
  const download = async (url: string, fallbackName: string) =>
    apiDownload(url, { language: language(), token: await session.validToken() }, fallbackName);
  return {
    ...simpleRestProvider(adminApiUrl, createHttpClient(session, language)),
    exportClients: ({ filter, sort }) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) });
      return download(`${adminApiUrl}/clients/export?${query}`, 'clients.csv');
    },
    exportTemporaryRegistrationEmails: () => download('/api/export_temporary_register_email/', 'temporary-registration-emails.csv'),
    exportSales: ({ filter, sort }) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) });
      return download(`${adminApiUrl}/sales/export?${query}`, 'sales.csv');
    },
  };
}
