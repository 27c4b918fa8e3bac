import { z, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DomainError } from '@packlens/contracts';
import type { AppEnv } from '../app/context';
import { requestInfoOf } from '../identity/request-info';
import type { ApiKeysService } from './api-keys-service';
import type * as routes from './api-keys.routes';
import { cursorPage } from '../app/cursor-page';
import { wholeList } from '../app/whole-list';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

const clientFilter = z.object({ client_id: z.string().uuid().optional() });

/** The console's `filter={"client_id":"…"}`; anything else (or nothing) lists every client's keys. */
function clientOfFilter(filter: string | undefined): string | null {
  if (!filter) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(filter);
  } catch {
    throw new DomainError('VALIDATION_FAILED', {}, { filter: 'VALIDATION_FAILED' });
  }
  const result = clientFilter.safeParse(parsed);
  if (!result.success) throw new DomainError('VALIDATION_FAILED', {}, { filter: 'VALIDATION_FAILED' });
  return result.data.client_id ?? null;
}

export function apiKeysHandlers(keys: ApiKeysService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  return {
    list: (async (c) => c.json(cursorPage(c, await keys.list(c.get('auth').clientId), (key) => key.id, c.req.valid('query')), 200)) satisfies Handler<typeof routes.listKeys>,
    create: (async (c) => c.json(await keys.issue(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createKey>,
    revoke: (async (c) => {
      const auth = c.get('auth');
      return c.json(await keys.revoke(auth, c.req.valid('param').id, auth.clientId, info(c)), 200);
    }) satisfies Handler<typeof routes.revokeKey>,
    adminList: (async (c) => {
      const query = c.req.valid('query');
      const rows = await keys.list(query.client_id ?? clientOfFilter(query.filter));
      return c.json(wholeList(c, 'api_keys', rows), 200);
    }) satisfies Handler<typeof routes.adminListKeys>,
    adminRevoke: (async (c) => c.json(await keys.revoke(c.get('auth'), c.req.valid('param').id, null, info(c)), 200)) satisfies Handler<typeof routes.adminRevokeKey>,
    userToken: (async (c) => {
      const auth = c.get('auth');
      if (!auth?.apiKey) throw new DomainError('API_KEY_INVALID');
      return c.json(keys.introspect(auth), 200);
    }) satisfies Handler<typeof routes.userToken>,
  };
}
