import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { problem } from '../problem';

export const csrfCookie = 'csrftoken';
export const csrfHeader = 'X-CSRFToken';
const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit cookie: a browser holding our csrftoken cookie must echo it in X-CSRFToken on state-changing
 * requests (another site can make the browser send the cookie, but cannot read it). Clients without the
 * cookie (partners with API keys, scripts) authenticate by header only and are not exposed to CSRF.
 */
export function csrfProtection(options: { secure: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, csrfCookie);
    if (cookie && unsafe.has(c.req.method) && c.req.header(csrfHeader) !== cookie) {
      return problem(c, 'FORBIDDEN');
    }
    await next();
    // A partner's API key call is never a browser session: no cookie to hand it (and none to make per request).
    if (!cookie && !c.req.header('Authorization')?.startsWith('Bearer pk_')) {
      setCookie(c, csrfCookie, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'Lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
  };
}
