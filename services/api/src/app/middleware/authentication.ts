import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { IdentityService } from '../../identity/identity-service';
import { DomainError } from '@packlens/contracts';

/** The bearer token's caller, or 401; with `roles`, a caller of another role gets 403. */
export function requireAuth(identity: IdentityService, roles?: readonly (0 | 1 | 2)[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new DomainError('UNAUTHENTICATED');
    const auth = await identity.authenticate(match[1]);
    if (roles && !roles.includes(auth.role)) throw new DomainError('FORBIDDEN');
    c.set('auth', auth);
    await next();
  };
}
