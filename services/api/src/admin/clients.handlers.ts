import type { RouteHandler } from '@hono/zod-openapi';
import { DomainError, planById, type Language } from '@packlens/contracts';
import { clientSortColumns, getClient, listClients, type ClientListQuery, type ClientRow } from '@packlens/projections';
import type { z } from 'zod';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import type { AdminClient, getClientRoute, listClientsRoute } from './clients.routes';

const maxPage = 100;

function toAdminClient(row: ClientRow, language: Language): z.infer<typeof AdminClient> {
  return {
    id: row.client_id,
    group_id: row.group_id,
    company: row.company,
    department: row.department,
    account_type: row.account_type,
    country: row.country as z.infer<typeof AdminClient>['country'],
    address: row.address,
    telephone: row.telephone,
    owner_name: row.owner_name,
    plan_id: row.plan_id,
    plan_name: planById(row.plan_id)?.name[language] ?? String(row.plan_id),
    max_images: row.max_images,
    mfa_enabled: row.mfa_enabled,
    status: row.status,
    user_count: row.user_count,
    registered_at: row.registered_at.toISOString(),
  };
}

export const listClientsHandler =
  (deps: AppDeps): RouteHandler<typeof listClientsRoute, AppEnv> =>
  async (c) => {
    const { sort, range, filter } = c.req.valid('query');
    const [first, last] = range ?? [0, 9];
    if (last < first || last - first + 1 > maxPage) throw new DomainError('VALIDATION_FAILED');
    const column = sort && (clientSortColumns as readonly string[]).includes(sort[0]) ? (sort[0] as ClientListQuery['sort']) : 'registered_at';
    const ids = filter?.id === undefined ? undefined : Array.isArray(filter.id) ? filter.id : [filter.id];
    const page = await listClients(deps.pool, {
      q: filter?.q?.trim() || undefined,
      country: filter?.country,
      accountType: filter?.account_type,
      ids,
      sort: column,
      order: sort?.[1] === 'ASC' ? 'asc' : sort ? 'desc' : 'desc',
      offset: first,
      limit: last - first + 1,
    });
    const end = page.rows.length ? first + page.rows.length - 1 : first;
    c.header('Content-Range', `clients ${first}-${end}/${page.total}`);
    return c.json(page.rows.map((row) => toAdminClient(row, c.get('language'))), 200);
  };

export const getClientHandler =
  (deps: AppDeps): RouteHandler<typeof getClientRoute, AppEnv> =>
  async (c) => {
    const row = await getClient(deps.pool, c.req.valid('param').id);
    if (!row) throw new DomainError('NOT_FOUND');
    return c.json(toAdminClient(row, c.get('language')), 200);
  };
