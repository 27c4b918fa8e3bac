import { createRouter } from '../app/create-router';
import type { AppDeps } from '../app/deps';
import { requireAuth } from '../app/middleware/authentication';
import type { IdentityService } from '../identity/identity-service';
import { passwordResetService } from '../identity/password-reset-service';
import { clientsHandlers } from './clients.handlers';
import * as routes from './clients.routes';
import { clientsService } from './clients-service';
import { platformFiguresHandler } from './platform-figures.handlers';
import { platformFiguresRoute } from './platform-figures.routes';

/** The super-admin console's resources; every route is for role 2 only. */
export function adminRouter(deps: AppDeps, identity: IdentityService) {
  const ctx = identity.context;
  const h = clientsHandlers(deps, clientsService(ctx, identity, passwordResetService(ctx)), ctx.options.trustProxy);
  const router = createRouter();
  router.use('/admin/*', requireAuth(identity, [2]));
  router.use('/export_temporary_register_email/', requireAuth(identity, [2]));
  return (
    router
      .openapi(routes.listClientsRoute, h.list)
      // Before /admin/clients/{id}, which would take "export" for an id.
      .openapi(routes.exportClientsRoute, h.exportCsv)
      .openapi(routes.getClientRoute, h.get)
      .openapi(routes.createClientRoute, h.create)
      .openapi(routes.updateClientRoute, h.update)
      .openapi(routes.exportTemporaryRegistrationsRoute, h.exportTemporaryRegistrations)
      .openapi(platformFiguresRoute, platformFiguresHandler(deps))
  );
}
