import { bodyLimit } from 'hono/body-limit';
import { DomainError, uploadLimits } from '@packlens/contracts';
import { createRouter } from '../../app/create-router';
import type { AppDeps } from '../../app/deps';
import { requireAuth } from '../../app/middleware/authentication';
import { settingsSecretFor } from '../../billing/settings-secret';
import type { IdentityService } from '../../identity/identity-service';
import { providerConnections } from '../provider-settings';
import { brandModelsService } from './brand-models-service';
import { brandHandlers } from './brand.handlers';
import * as routes from './brand.routes';

/** Brand models (issue 13, item 3): registration, the client's images or a LoRA, trainings as jobs. */
export function brandRouter(deps: AppDeps, identity: IdentityService, env: NodeJS.ProcessEnv = process.env) {
  const secret = settingsSecretFor(env, deps.config.jwtSecret);
  const h = brandHandlers(brandModelsService(deps, identity, () => providerConnections(deps.pool, secret)), identity.context.options.trustProxy);
  const router = createRouter();
  for (const path of ['/brand_models/', '/brand_models/*']) router.use(path, requireAuth(identity));
  const tooLarge = () => {
    throw new DomainError('FILE_TOO_LARGE', { maxMb: uploadLimits.loraBytes / 1024 / 1024 });
  };
  router.post('/brand_models/:id/images', bodyLimit({ maxSize: uploadLimits.imagesPerUpload * uploadLimits.imageBytes + uploadLimits.maxPsdFiles * uploadLimits.psdBytes + 1024 * 1024, onError: tooLarge }));
  router.post('/brand_models/:id/lora', bodyLimit({ maxSize: uploadLimits.loraBytes + 1024 * 1024, onError: tooLarge }));
  return router
    .openapi(routes.createBrandModel, h.create)
    .openapi(routes.listBrandModels, h.list)
    .openapi(routes.getBrandModel, h.get)
    .openapi(routes.uploadBrandImages, h.uploadImages)
    .openapi(routes.removeBrandImage, h.removeImage)
    .openapi(routes.uploadBrandLora, h.uploadLora)
    .openapi(routes.trainBrandModel, h.train);
}
