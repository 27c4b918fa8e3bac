import { bodyLimit } from 'hono/body-limit';
import { DomainError, uploadLimits } from '@packlens/contracts';
import { createRouter } from '../../app/create-router';
import type { AppDeps } from '../../app/deps';
import { requireAuth } from '../../app/middleware/authentication';
import { settingsSecretFor } from '../../billing/settings-secret';
import type { IdentityService } from '../../identity/identity-service';
import { ChunkFeed } from '../chunk-feed';
import { providerConnections } from '../provider-settings';
import { keyVisualProjectsService } from './key-visual-projects-service';
import { keyVisualHandlers } from './key-visual.handlers';
import * as routes from './key-visual.routes';

/** Key visuals (issue 13, item 5): projects, the menu and the pack, the conversation and the images as jobs, the gallery. */
export function keyVisualRouter(deps: AppDeps, identity: IdentityService, env: NodeJS.ProcessEnv = process.env) {
  const secret = settingsSecretFor(env, deps.config.jwtSecret);
  const service = keyVisualProjectsService(deps, identity, () => providerConnections(deps.pool, secret));
  const h = keyVisualHandlers(service, { pool: deps.pool, feed: new ChunkFeed(deps.pool) }, identity.context.options.trustProxy);
  const router = createRouter();
  for (const path of ['/key_visual_projects/', '/key_visual_projects/*']) router.use(path, requireAuth(identity));
  // The pack: one image of the product's image size (a second file is refused by the service, by count).
  router.post('/key_visual_projects/:id/pack', bodyLimit({ maxSize: 2 * uploadLimits.imageBytes + 1024 * 1024, onError: () => { throw new DomainError('FILE_TOO_LARGE'); } }));
  return router
    .openapi(routes.createKeyVisualProject, h.create)
    .openapi(routes.getKeyVisualProject, h.get)
    .openapi(routes.selectKeyVisualMenu, h.menu)
    .openapi(routes.uploadKeyVisualPack, h.pack)
    .openapi(routes.sendKeyVisualMessage, h.message)
    .openapi(routes.requestKeyVisualImages, h.generate)
    .openapi(routes.keyVisualJobEvents, h.jobEvents)
    .openapi(routes.keyVisualGallery, h.gallery)
    .openapi(routes.deleteKeyVisualImage, h.deleteImage);
}
