import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../app/context';
import type { IdentityService, RequestInfo } from './identity-service';
import type { logout, obtainToken, refreshToken } from './auth.routes';

export function requestInfo(c: Context<AppEnv>): RequestInfo {
  let ip: string | undefined;
  try {
    ip = getConnInfo(c).remote.address;
  } catch {
    ip = undefined; // not behind the Node server (tests call app.request directly)
  }
  return { requestId: c.get('requestId'), ip, userAgent: c.req.header('User-Agent') };
}

export const obtainTokenHandler =
  (identity: IdentityService): RouteHandler<typeof obtainToken, AppEnv> =>
  async (c) => {
    const { email, password } = c.req.valid('json');
    return c.json(await identity.login(email, password, requestInfo(c)), 200);
  };

export const refreshTokenHandler =
  (identity: IdentityService): RouteHandler<typeof refreshToken, AppEnv> =>
  async (c) => c.json(await identity.refresh(c.req.valid('json').token, requestInfo(c)), 200);

export const logoutHandler =
  (identity: IdentityService): RouteHandler<typeof logout, AppEnv> =>
  async (c) => {
    await identity.logout(c.get('auth'), requestInfo(c));
    return c.body(null, 204);
  };
