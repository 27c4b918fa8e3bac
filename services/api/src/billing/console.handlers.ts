import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DomainError, type Language } from '@packlens/contracts';
import { salesSortColumns, type SalesQuery } from '@packlens/projections';
import type { z } from 'zod';
import { attachment, toCsv } from '../admin/csv';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import { requestInfoOf } from '../identity/request-info';
import type * as routes from './console.routes';
import type { ConsoleService } from './console-service';
import type { SettingsService } from './settings-service';
import { wholeList } from '../app/whole-list';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
const maxPage = 100;
const maxExportRows = 50_000;


type SalesListQuery = z.output<typeof routes.SalesListQuery>;
function salesQuery(query: Pick<SalesListQuery, 'sort' | 'filter'>, offset: number, limit: number): SalesQuery {
  const { sort, filter } = query;
  const column = sort && (salesSortColumns as readonly string[]).includes(sort[0]) ? (sort[0] as SalesQuery['sort']) : 'month';
  return {
    clientId: filter?.client_id,
    q: filter?.q?.trim() || undefined,
    from: filter?.from,
    to: filter?.to,
    sort: column,
    order: sort?.[1] === 'ASC' ? 'asc' : 'desc',
    offset,
    limit,
  };
}

const salesCsvHeader: Record<Language, string[]> = {
  ja: ['クライアントID', '会社名', 'プラン', '年月', '通貨', 'プラン料金', '利用料金', '合計', '計算画像数', '返却画像数', '使用トークン数', '使用チケット数'],
  en: ['Client ID', 'Company', 'Plan', 'Month', 'Currency', 'Plan fees', 'Usage fees', 'Total', 'Images calculated', 'Images refunded', 'Tokens used', 'Tickets used'],
  'zh-CN': ['客户ID', '公司名称', '方案', '年月', '货币', '方案费用', '使用费用', '合计', '计算图片数', '退还图片数', '使用令牌数', '使用票数'],
};

export function consoleHandlers(deps: AppDeps, consoleService: ConsoleService, settings: SettingsService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  return {
    listPlans: (async (c) => c.json(wholeList(c, 'plans', await consoleService.plans()), 200)) satisfies Handler<typeof routes.listPlans>,
    getPlan: (async (c) => c.json(await consoleService.plan(c.req.valid('param').id), 200)) satisfies Handler<typeof routes.getPlan>,
    updatePlan: (async (c) =>
      c.json(await consoleService.editPlan(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.updatePlan>,

    listSystemSettings: (async (c) => c.json(wholeList(c, 'system_settings', [await settings.adminSettings()]), 200)) satisfies Handler<typeof routes.listSystemSettings>,
    getSystemSettings: (async (c) => c.json(await settings.adminSettings(), 200)) satisfies Handler<typeof routes.getSystemSettings>,
    updateSystemSettings: (async (c) =>
      c.json(await settings.updateAdminSettings(c.get('auth'), c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.updateSystemSettings>,

    listCountrySettings: (async (c) => c.json(wholeList(c, 'country_settings', await settings.adminCountrySettings()), 200)) satisfies Handler<typeof routes.listCountrySettings>,
    getCountrySetting: (async (c) => c.json(await settings.adminCountrySetting(c.req.valid('param').id), 200)) satisfies Handler<typeof routes.getCountrySetting>,
    updateCountrySetting: (async (c) =>
      c.json(await settings.updateCountrySetting(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.updateCountrySetting>,

    listSales: (async (c) => {
      const query = c.req.valid('query');
      const [first, last] = query.range ?? [0, 24];
      if (last < first || last - first + 1 > maxPage) throw new DomainError('VALIDATION_FAILED');
      const page = await consoleService.sales(salesQuery(query, first, last - first + 1), c.get('language'));
      const end = page.rows.length ? first + page.rows.length - 1 : first;
      c.header('Content-Range', `sales ${first}-${end}/${page.total}`);
      return c.json(page.rows, 200);
    }) satisfies Handler<typeof routes.listSales>,

    exportSales: (async (c) => {
      const language = c.get('language');
      const { rows } = await consoleService.sales(salesQuery(c.req.valid('query'), 0, maxExportRows), language);
      const body = toCsv(
        salesCsvHeader[language],
        rows.map((r) => [r.client_id, r.company, r.plan_name, r.month, r.currency, r.plan_fees, r.usage_fees, r.total, r.images_calculated, r.images_refunded, r.tokens_used, r.tickets_used]),
      );
      const stamp = deps.clock().toISOString().slice(0, 10).replaceAll('-', '');
      return c.body(body, 200, { 'Content-Type': 'text/csv; charset=UTF-8', 'Content-Disposition': attachment(`sales-${stamp}.csv`), 'Cache-Control': 'no-store' }) as never;
    }) satisfies Handler<typeof routes.exportSales>,
  };
}
