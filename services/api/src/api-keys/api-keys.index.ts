import { createRouter } from '../app/create-router';
import { requireAuth } from '../app/middleware/authentication';
import type { IdentityService } from '../identity/identity-service';
import type { ApiKeysService } from './api-keys-service';
import { apiKeysHandlers } from './api-keys.handlers';
import * as routes from './api-keys.routes';

/** Partner API keys (issue 15, item 1): the client's admin on My page, the super admin through the console. */
export function apiKeysRouter(keys: ApiKeysService, identity: IdentityService) {
  const h = apiKeysHandlers(keys, identity.context.options.trustProxy);
  const router = createRouter();
  for (const path of ['/api_keys/', '/api_keys/:id']) router.use(path, requireAuth(identity, [1]));
  for (const path of ['/admin/api_keys', '/admin/api_keys/:id']) router.use(path, requireAuth(identity, [2]));
  return router
    .openapi(routes.listKeys, h.list)
    .openapi(routes.createKey, h.create)
    .openapi(routes.revokeKey, h.revoke)
    .openapi(routes.adminListKeys, h.adminList)
    .openapi(routes.adminRevokeKey, h.adminRevoke)
    .openapi(routes.userToken, h.userToken);
}
