import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminCountrySetting,
  AdminCountrySettingUpdate,
  AdminPlan,
  AdminPlanUpdate,
  AdminSalesRow,
  AdminSystemSettings,
  AdminSystemSettingsUpdate,
  MonthParam,
} from '@packlens/contracts';
import { salesSortColumns } from '@packlens/projections';
import { ClientListQuery, consolePageSize } from '../admin/clients.routes';
import { bearer, json, problemResponses, rawBody } from '../app/openapi-helpers';
import { jsonBody } from '../identity/auth.routes';

const tags = ['Admin console'];
const list = <T extends z.ZodType>(schema: T, max: number) => json(z.array(schema).max(max), 'All of them; the count is in Content-Range');
const csv = rawBody(
  'text/csv',
  'CSV (UTF-8 with BOM, CRLF), in the request language; up to 50,000 rows',
  'Client ID,Company,Plan,Month,Currency,Plan fees,Usage fees,Total,Images calculated,Images refunded,Tokens used,Tickets used\r\n0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90,Sample Beverages Co.,Monthly plan,2026-11,JPY,400000,60000,460000,24,1,18250,3\r\n',
);
/** A plan's number in the path (PostgreSQL int). */
const planParam = z.object({ id: z.coerce.number().int().min(1).max(2147483647).openapi({ example: 1 }) });

export const listPlans = createRoute({ method: 'get', path: '/admin/plans', tags, summary: 'Plan settings: every plan and add-on in force', security: bearer, responses: { 200: list(AdminPlan, 1000), ...problemResponses(401, 403) } });
export const getPlan = createRoute({
  method: 'get',
  path: '/admin/plans/{id}',
  tags,
  summary: 'One plan',
  security: bearer,
  request: { params: planParam },
  responses: { 200: json(AdminPlan, 'The plan'), ...problemResponses(401, 403, 404) },
});
export const updatePlan = createRoute({
  method: 'put',
  path: '/admin/plans/{id}',
  tags,
  summary: 'Edit a plan’s names, prices, image and account limits and validity period; clients see it at once',
  security: bearer,
  request: { params: planParam, ...jsonBody(AdminPlanUpdate) },
  responses: { 200: json(AdminPlan, 'The plan'), ...problemResponses(400, 401, 403, 404) },
});

export const listSystemSettings = createRoute({ method: 'get', path: '/admin/system_settings', tags, summary: 'System settings (one record, id "current")', security: bearer, responses: { 200: list(AdminSystemSettings, 1), ...problemResponses(401, 403) } });
export const getSystemSettings = createRoute({
  method: 'get',
  path: '/admin/system_settings/{id}',
  tags,
  summary: 'System settings; the API key shows only its last four characters',
  security: bearer,
  request: { params: z.object({ id: z.literal('current', { error: 'NOT_FOUND' }) }) },
  responses: { 200: json(AdminSystemSettings, 'Settings'), ...problemResponses(401, 403, 404) },
});
export const updateSystemSettings = createRoute({
  method: 'put',
  path: '/admin/system_settings/{id}',
  tags,
  summary: 'Change system settings: plan setting, display languages, initial language, cost display, chat limits, API key',
  security: bearer,
  request: { params: z.object({ id: z.literal('current', { error: 'NOT_FOUND' }) }), ...jsonBody(AdminSystemSettingsUpdate) },
  responses: { 200: json(AdminSystemSettings, 'Settings'), ...problemResponses(400, 401, 403, 404) },
});

/** Any text: an unknown country is NOT_FOUND, answered by the service. */
const countryParam = z.object({ id: z.string().max(8).openapi({ example: 'jp' }) });
export const listCountrySettings = createRoute({ method: 'get', path: '/admin/country_settings', tags, summary: 'Country settings of every country', security: bearer, responses: { 200: list(AdminCountrySetting, 100), ...problemResponses(401, 403) } });
export const getCountrySetting = createRoute({
  method: 'get',
  path: '/admin/country_settings/{id}',
  tags,
  summary: 'One country’s setting',
  security: bearer,
  request: { params: countryParam },
  responses: { 200: json(AdminCountrySetting, 'The setting'), ...problemResponses(401, 403, 404) },
});
export const updateCountrySetting = createRoute({
  method: 'put',
  path: '/admin/country_settings/{id}',
  tags,
  summary: 'Show or hide prices and image limits for a country’s clients, and set its image limit',
  security: bearer,
  request: { params: countryParam, ...jsonBody(AdminCountrySettingUpdate) },
  responses: { 200: json(AdminCountrySetting, 'The setting'), ...problemResponses(400, 401, 403, 404) },
});

const SalesFilter = z.object({
  client_id: z.string().uuid().optional(),
  q: z.string().max(200).optional(),
  from: MonthParam.optional(),
  to: MonthParam.optional(),
});
/** ra-data-simple-rest's list contract, with the sales filter. */
export const SalesListQuery = z.object({
  sort: ClientListQuery.shape.sort,
  range: ClientListQuery.shape.range,
  filter: z
    .string()
    .max(16384)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      try {
        const parsed = SalesFilter.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'VALIDATION_FAILED' });
      return z.NEVER;
    })
    .openapi({ example: '{"from":"2026-10","to":"2026-12"}' }),
});

export const listSales = createRoute({
  method: 'get',
  path: '/admin/sales',
  tags,
  summary: `Sales management: usage and amounts per client and month; sort by ${salesSortColumns.join(', ')}`,
  security: bearer,
  request: { query: SalesListQuery },
  responses: { 200: list(AdminSalesRow, consolePageSize), ...problemResponses(400, 401, 403) },
});

export const exportSales = createRoute({
  method: 'get',
  path: '/admin/sales/export',
  tags,
  summary: 'The sales rows the filter selects, as CSV (UTF-8 with BOM, so Excel reads Japanese)',
  security: bearer,
  request: { query: SalesListQuery.pick({ sort: true, filter: true }) },
  responses: { 200: csv, ...problemResponses(400, 401, 403) },
});
