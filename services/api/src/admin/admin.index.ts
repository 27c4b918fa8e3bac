import { createRouter } from '../app/create-router';
import type { AppDeps } from '../app/deps';
import { requireAuth } from '../app/middleware/authentication';
import type { IdentityService } from '../identity/identity-service';
import { getClientHandler, listClientsHandler } from './clients.handlers';
import { getClientRoute, listClientsRoute } from './clients.routes';

/** The super-admin console's resources; every route is for role 2 only. */
export function adminRouter(deps: AppDeps, identity: IdentityService) {
  const router = createRouter();
  router.use('/admin/*', requireAuth(identity, [2]));
  return router.openapi(listClientsRoute, listClientsHandler(deps)).openapi(getClientRoute, getClientHandler(deps));
}
