import type { Language, ModelComparison } from '@packlens/contracts';
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
  /** POST /api/admin/learning_data: a learning file, checked whole by the server (422 lists its problems). */
  uploadLearningData(file: File): Promise<{ created: boolean; dataSet: unknown }>;
  /** POST /api/admin/model_versions/{id}/activate: a promotion or a roll-back by hand, with the reason. */
  activateModelVersion(id: string, reason: string): Promise<unknown>;
  /** POST /api/admin/model_versions/{id}/comparisons: a calculated project scored again with this version. */
  compareModelVersion(id: string, projectId: string): Promise<ModelComparison>;
  /** GET /api/admin/model_versions/{id}/comparisons/{comparisonId} */
  modelComparison(id: string, comparisonId: string): Promise<ModelComparison>;
}

/**
 * The development mailbox (GET /api/dev/mail?to=) answers the newest 200 mails as one array, not in
 * ra-data-simple-rest's paged contract: the console pages it here.
 */
function devMailProvider(httpClient: ReturnType<typeof createHttpClient>): Pick<DataProvider, 'getList' | 'getOne'> {
  const mails = async (to?: string) => {
    const query = to ? `?${new URLSearchParams({ to })}` : '';
    return (await httpClient(`/api/dev/mail${query}`)).json as { id: string }[];
  };
  return {
    getList: async (_resource, { filter, pagination }) => {
      const all = await mails(typeof filter?.to === 'string' && filter.to.trim() ? filter.to.trim() : undefined);
      const { page = 1, perPage = 25 } = pagination ?? {};
      return { data: all.slice((page - 1) * perPage, page * perPage) as never[], total: all.length };
    },
    getOne: async (_resource, { id }) => {
      const mail = (await mails()).find((candidate) => candidate.id === id);
      if (!mail) throw new Error('ra.notification.item_doesnt_exist');
      return { data: mail as never };
    },
  };
}

export function createDataProvider(session: AdminSession, language: () => Language): PacklensDataProvider {
  const download = async (url: string, fallbackName: string) =>
    apiDownload(url, { language: language(), token: await session.validToken() }, fallbackName);
  const httpClient = createHttpClient(session, language);
  const rest = simpleRestProvider(adminApiUrl, httpClient);
  const devMail = devMailProvider(httpClient);
  return {
    ...rest,
    getList: (resource, params) => (resource === 'dev_mail' ? devMail.getList(resource, params) : rest.getList(resource, params)),
    getOne: (resource, params) => (resource === 'dev_mail' ? devMail.getOne(resource, params) : rest.getOne(resource, params)),
    exportClients: ({ filter, sort }) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) });
      return download(`${adminApiUrl}/clients/export?${query}`, 'clients.csv');
    },
    exportTemporaryRegistrationEmails: () => download('/api/export_temporary_register_email/', 'temporary-registration-emails.csv'),
    uploadLearningData: async (file) => {
      const body = new FormData();
      body.append('file', file, file.name);
      const { status, json } = await httpClient(`${adminApiUrl}/learning_data`, { method: 'POST', body });
      return { created: status === 201, dataSet: json };
    },
    activateModelVersion: async (id, reason) =>
      (await httpClient(`${adminApiUrl}/model_versions/${encodeURIComponent(id)}/activate`, { method: 'POST', body: JSON.stringify({ reason }) })).json,
    compareModelVersion: async (id, projectId) =>
      (await httpClient(`${adminApiUrl}/model_versions/${encodeURIComponent(id)}/comparisons`, { method: 'POST', body: JSON.stringify({ project_id: projectId }) })).json as ModelComparison,
    modelComparison: async (id, comparisonId) =>
      (await httpClient(`${adminApiUrl}/model_versions/${encodeURIComponent(id)}/comparisons/${encodeURIComponent(comparisonId)}`)).json as ModelComparison,
    exportSales: ({ filter, sort }) => {
      const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) });
      return download(`${adminApiUrl}/sales/export?${query}`, 'sales.csv');
    },
  };
}
