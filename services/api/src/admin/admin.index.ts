import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '@packlens/contracts';
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
import { learningDataHandlers } from './learning-data.handlers';
import { listLearningDataRoute, uploadLearningDataRoute } from './learning-data.routes';
import { modelVersionsHandlers } from './model-versions.handlers';
import { activateModelVersionRoute, compareModelVersionRoute, getModelComparisonRoute, getModelVersionRoute, listModelVersionsRoute } from './model-versions.routes';
import { trainingRunsHandlers } from './training-runs.handlers';
import { getTrainingRunRoute, listTrainingRunsRoute, requestTrainingRunRoute } from './training-runs.routes';

/** The super-admin console's resources; every route is for role 2 only. */
export function adminRouter(deps: AppDeps, identity: IdentityService) {
  const ctx = identity.context;
  const h = clientsHandlers(deps, clientsService(ctx, identity, passwordResetService(ctx)), ctx.options.trustProxy);
  const learning = learningDataHandlers(deps, ctx.options.trustProxy);
  const training = trainingRunsHandlers(deps, ctx.options.trustProxy);
  const models = modelVersionsHandlers(deps, ctx.options.trustProxy);
  const router = createRouter();
  router.use('/admin/*', requireAuth(identity, [2]));
  // Section 5: learning files under 50 MB, refused from their Content-Length before the body is read.
  router.post('/admin/learning_data', bodyLimit({ maxSize: 50 * 1024 * 1024, onError: () => { throw new DomainError('FILE_TOO_LARGE', { maxMb: 50 }); } }));
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
      .openapi(uploadLearningDataRoute, learning.upload)
      .openapi(listLearningDataRoute, learning.list)
      .openapi(requestTrainingRunRoute, training.request)
      .openapi(listTrainingRunsRoute, training.list)
      .openapi(getTrainingRunRoute, training.get)
      .openapi(listModelVersionsRoute, models.list)
      .openapi(getModelVersionRoute, models.get)
      .openapi(activateModelVersionRoute, models.activate)
      .openapi(compareModelVersionRoute, models.compare)
      .openapi(getModelComparisonRoute, models.comparison)
  );
}
