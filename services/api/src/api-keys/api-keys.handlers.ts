import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DomainError } from '@packlens/contracts';
import type { AppEnv } from '../app/context';
import { requestInfoOf } from '../identity/request-info';
import type { ApiKeysService } from './api-keys-service';
import type * as routes from './api-keys.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export function apiKeysHandlers(keys: ApiKeysService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  return {
    list: (async (c) => c.json(await keys.list(c.get('auth').clientId), 200)) satisfies Handler<typeof routes.listKeys>,
    create: (async (c) => c.json(await keys.issue(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createKey>,
    revoke: (async (c) => {
      const auth = c.get('auth');
      return c.json(await keys.revoke(auth, c.req.valid('param').id, auth.clientId, info(c)), 200);
    }) satisfies Handler<typeof routes.revokeKey>,
    adminList: (async (c) => c.json(await keys.list(c.req.valid('query').client_id ?? null), 200)) satisfies Handler<typeof routes.adminListKeys>,
    adminRevoke: (async (c) => c.json(await keys.revoke(c.get('auth'), c.req.valid('param').id, null, info(c)), 200)) satisfies Handler<typeof routes.adminRevokeKey>,
    userToken: (async (c) => {
      const auth = c.get('auth');
      if (!auth?.apiKey) throw new DomainError('API_KEY_INVALID');
      return c.json(keys.introspect(auth), 200);
    }) satisfies Handler<typeof routes.userToken>,
  };
}
