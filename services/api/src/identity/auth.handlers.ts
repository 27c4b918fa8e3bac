import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app/context';
import type { IdentityService } from './identity-service';
import { requestInfoOf } from './request-info';
import type { logout, obtainToken, refreshToken, resendMfaCode } from './auth.routes';

export function authHandlers(identity: IdentityService, trustProxy: boolean) {
  const obtain: RouteHandler<typeof obtainToken, AppEnv> = async (c) => {
    const { email, password, mfa_code } = c.req.valid('json');
    return c.json(await identity.login(email, password, requestInfoOf(c, trustProxy), mfa_code), 200);
  };
  const resend: RouteHandler<typeof resendMfaCode, AppEnv> = async (c) => {
    await identity.resendMfaCode(c.req.valid('json').email, requestInfoOf(c, trustProxy));
    return c.json({ status: 'mail_sent' as const }, 202);
  };
  const refresh: RouteHandler<typeof refreshToken, AppEnv> = async (c) =>
    c.json(await identity.refresh(c.req.valid('json').token, requestInfoOf(c, trustProxy)), 200);
  const end: RouteHandler<typeof logout, AppEnv> = async (c) => {
    await identity.logout(c.get('auth'), requestInfoOf(c, trustProxy));
    return c.body(null, 204);
  };
  return { obtain, resend, refresh, end };
}
