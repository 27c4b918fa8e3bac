import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DomainError, planById, type Language } from '@packlens/contracts';
import { clientSortColumns, listClients, temporaryRegistrations, type ClientListQuery as ClientQuery } from '@packlens/projections';
import type { z } from 'zod';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import { requestInfoOf } from '../identity/request-info';
import { clientsService, toAdminClient } from './clients-service';
import type * as routes from './clients.routes';
import { attachment, toCsv } from './csv';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
const maxPage = 100;
/** An export is one query: enough for every client this product will have, bounded all the same. */
const maxExportRows = 50_000;

type ListQuery = z.output<typeof routes.ClientListQuery>;

function clientQuery(query: Pick<ListQuery, 'sort' | 'filter'>, offset: number, limit: number): ClientQuery {
  const { sort, filter } = query;
  const column = sort && (clientSortColumns as readonly string[]).includes(sort[0]) ? (sort[0] as ClientQuery['sort']) : 'registered_at';
  const ids = filter?.id === undefined ? undefined : Array.isArray(filter.id) ? filter.id : [filter.id];
  return {
    q: filter?.q?.trim() || undefined,
    country: filter?.country,
    accountType: filter?.account_type,
    status: filter?.status,
    planId: filter?.plan_id,
    mfaEnabled: filter?.mfa_enabled,
    ids,
    sort: column,
    order: sort?.[1] === 'ASC' ? 'asc' : 'desc',
    offset,
    limit,
  };
}

const clientCsvHeader: Record<Language, string[]> = {
  ja: ['ID', 'グループID', '会社名', '部署', '本社', 'アカウント種別', '国', '郵便番号', '住所', '建物名', '電話番号', '代表者名', 'プラン', 'プラン期限', '画像上限', '多要素認証', '多要素認証の電話番号', '支払い請求', 'ステータス', 'ユーザー数', '登録日時', '解約日時'],
  en: ['ID', 'Group ID', 'Company', 'Department', 'Headquarters', 'Account type', 'Country', 'Zip code', 'Address', 'Building', 'Telephone', 'Owner', 'Plan', 'Plan expires', 'Image limit', 'MFA', 'MFA phone', 'Payment requested', 'Status', 'Users', 'Registered at', 'Cancelled at'],
  'zh-CN': ['ID', '组ID', '公司名称', '部门', '总部', '账户类型', '国家', '邮政编码', '地址', '建筑名称', '电话号码', '负责人', '方案', '方案期限', '图片上限', '多因素认证', '多因素认证电话', '请求付款', '状态', '用户数', '注册时间', '解约时间'],
};

const temporaryCsvHeader: Record<Language, string[]> = {
  ja: ['メールアドレス', '種別', '進捗', '会社名', '国', '言語', '申込日時', 'URL期限', '申込回数'],
  en: ['E-mail', 'Kind', 'Step', 'Company', 'Country', 'Language', 'Requested at', 'Link expires', 'Requests'],
  'zh-CN': ['邮箱地址', '类型', '进度', '公司名称', '国家', '语言', '申请时间', '链接期限', '申请次数'],
};

const csv = (c: Context<AppEnv>, body: string, fileName: string) =>
  c.body(body, 200, { 'Content-Type': 'text/csv; charset=UTF-8', 'Content-Disposition': attachment(fileName), 'Cache-Control': 'no-store' });
const stamp = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

export function clientsHandlers(deps: AppDeps, service: ReturnType<typeof clientsService>, trustProxy: boolean) {
  return {
    list: (async (c) => {
      const query = c.req.valid('query');
      const [first, last] = query.range ?? [0, 9];
      if (last < first || last - first + 1 > maxPage) throw new DomainError('VALIDATION_FAILED');
      const page = await listClients(deps.pool, clientQuery(query, first, last - first + 1));
      const end = page.rows.length ? first + page.rows.length - 1 : first;
      c.header('Content-Range', `clients ${first}-${end}/${page.total}`);
      return c.json(page.rows.map((row) => toAdminClient(row, c.get('language'))), 200);
    }) satisfies Handler<typeof routes.listClientsRoute>,

    exportCsv: (async (c) => {
      const language = c.get('language');
      const { rows } = await listClients(deps.pool, clientQuery(c.req.valid('query'), 0, maxExportRows));
      const body = toCsv(
        clientCsvHeader[language],
        rows.map((r) => [
          r.client_id, r.group_id, r.company, r.department, r.headquarters, r.account_type, r.country, r.zip_code, r.address, r.building,
          r.telephone, r.owner_name, planById(r.plan_id)?.name[language] ?? r.plan_id, r.plan_expires_at, r.max_images, r.mfa_enabled ? 1 : 0,
          r.mfa_phone, r.request_payment ? 1 : 0, r.status, r.user_count, r.registered_at, r.cancelled_at,
        ]),
      );
      return csv(c, body, `clients-${stamp(deps.clock())}.csv`) as never;
    }) satisfies Handler<typeof routes.exportClientsRoute>,

    get: (async (c) => c.json(toAdminClient(await service.row(c.req.valid('param').id), c.get('language')), 200)) satisfies Handler<typeof routes.getClientRoute>,

    create: (async (c) => {
      const row = await service.create(c.get('auth'), c.req.valid('json'), requestInfoOf(c, trustProxy));
      return c.json(toAdminClient(row, c.get('language')), 201);
    }) satisfies Handler<typeof routes.createClientRoute>,

    update: (async (c) => {
      const row = await service.update(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), requestInfoOf(c, trustProxy));
      return c.json(toAdminClient(row, c.get('language')), 200);
    }) satisfies Handler<typeof routes.updateClientRoute>,

    exportTemporaryRegistrations: (async (c) => {
      const rows = await temporaryRegistrations(deps.pool);
      const body = toCsv(
        temporaryCsvHeader[c.get('language')],
        rows.map((r) => [r.email, r.kind, r.status, r.organization, r.country, r.language, r.requested_at, r.expires_at, r.attempts]),
      );
      return csv(c, body, `temporary-registrations-${stamp(deps.clock())}.csv`) as never;
    }) satisfies Handler<typeof routes.exportTemporaryRegistrationsRoute>,
  };
}
