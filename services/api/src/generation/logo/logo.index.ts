import { bodyLimit } from 'hono/body-limit';
import { DomainError, logoLimits } from '@packlens/contracts';
import { createRouter } from '../../app/create-router';
import type { AppDeps } from '../../app/deps';
import { requireAuth } from '../../app/middleware/authentication';
import { settingsSecretFor } from '../../billing/settings-secret';
import type { IdentityService } from '../../identity/identity-service';
import { providerConnections } from '../provider-settings';
import { logoProjectsService } from './logo-projects-service';
import { logoHandlers } from './logo.handlers';
import * as routes from './logo.routes';

/** Logo creation (issue 13, item 6): logo projects, their references, generations as jobs, the gallery with SVGs. */
export function logoRouter(deps: AppDeps, identity: IdentityService, env: NodeJS.ProcessEnv = process.env) {
  const secret = settingsSecretFor(env, deps.config.jwtSecret);
  const h = logoHandlers(logoProjectsService(deps, identity, () => providerConnections(deps.pool, secret)), identity.context.options.trustProxy);
  const router = createRouter();
  for (const path of ['/logo_projects/', '/logo_projects/*']) router.use(path, requireAuth(identity));
  // References: two images of 4 MB at most in one upload (a larger file is refused by its own check, by name).
  router.post('/logo_projects/:id/references', bodyLimit({ maxSize: logoLimits.referenceImages * logoLimits.referenceBytes + 2 * 1024 * 1024, onError: () => { throw new DomainError('FILE_TOO_LARGE'); } }));
  return router
    .openapi(routes.createLogoProject, h.create)
    .openapi(routes.getLogoProject, h.get)
    .openapi(routes.enterLogoBrief, h.brief)
    .openapi(routes.uploadLogoReferences, h.upload)
    .openapi(routes.removeLogoReference, h.removeReference)
    .openapi(routes.requestLogoGeneration, h.generate)
    .openapi(routes.logoJobEvents, h.jobEvents)
    .openapi(routes.logoGallery, h.gallery)
    .openapi(routes.deleteLogoImage, h.deleteImage);
}
