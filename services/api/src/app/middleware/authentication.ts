import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { IdentityService } from '../../identity/identity-service';
import type { ApiKeysService } from '../../api-keys/api-keys-service';
import { looksLikeApiKey } from '../../api-keys/key-secrets';
import { scopeFor } from '../../api-keys/scope-table';
import { DomainError } from '@packlens/contracts';

const bearerOf = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/**
 * A partner's API key, on any path: 401 when unknown, revoked or expired; 403 when the operation is not in the
 * scope table (API_KEY_NOT_ALLOWED) or needs a scope the key lacks (API_KEY_SCOPE_MISSING naming it). A login token
 * or no credential passes on to `requireAuth`.
 */
export function apiKeyAuthentication(keys: ApiKeysService): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credential = bearerOf(c.req.header('Authorization'));
    if (!credential || !looksLikeApiKey(credential)) return next();
    const auth = await keys.authenticate(credential);
    const scope = scopeFor(c.req.method, c.req.path.replace(/^\/api(?=\/)/, ''));
    if (!scope) throw new DomainError('API_KEY_NOT_ALLOWED');
    if (scope !== 'any' && !auth.apiKey?.scopes.includes(scope)) throw new DomainError('API_KEY_SCOPE_MISSING', { scope });
    c.set('auth', auth);
    await next();
  };
}

/** The bearer token's caller (or the API key already let in), or 401; with `roles`, a caller of another role gets 403. */
export function requireAuth(identity: IdentityService, roles?: readonly (0 | 1 | 2)[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const admitted = c.get('auth');
    const token = admitted?.apiKey ? undefined : bearerOf(c.req.header('Authorization'));
    if (!admitted?.apiKey && !token) throw new DomainError('UNAUTHENTICATED');
    const auth = admitted?.apiKey ? admitted : await identity.authenticate(token as string);
    if (roles && !roles.includes(auth.role)) throw new DomainError('FORBIDDEN');
    c.set('auth', auth);
    await next();
  };
}
