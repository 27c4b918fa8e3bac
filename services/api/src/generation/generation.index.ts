import { bodyLimit } from 'hono/body-limit';
import { DomainError, uploadLimits } from '@packlens/contracts';
import { ReportRenderer } from '@packlens/reports';
import { createRouter } from '../app/create-router';
import type { AppDeps } from '../app/deps';
import { requireAuth } from '../app/middleware/authentication';
import { settingsSecretFor } from '../billing/settings-secret';
import { billingHandlers } from '../billing/streams';
import type { IdentityService } from '../identity/identity-service';
import { projectsService } from '../projects/projects-service';
import { ChunkFeed } from './chunk-feed';
import { designProjectsService } from './design/design-projects-service';
import { designHandlers } from './design/design.handlers';
import * as designRoutes from './design/design.routes';
import { generationHandlers } from './generation.handlers';
import * as routes from './generation.routes';
import { providerConnections, providerSettingsService } from './provider-settings';
import { textProjectsService } from './text-projects-service';

/**
 * The text services (issue 12): naming and catch-phrases, concept generation, their jobs' event streams, and the
 * console's AI provider settings. The answers are written by the generation worker, not here.
 */
export function generationRouter(deps: AppDeps, identity: IdentityService, env: NodeJS.ProcessEnv = process.env) {
  const ctx = identity.context;
  const secret = settingsSecretFor(env, deps.config.jwtSecret);
  const connections = () => providerConnections(deps.pool, secret);
  const texts = textProjectsService(deps, identity, connections);
  let ownPrinter: ReportRenderer | undefined;
  const projects = projectsService(deps, identity);
  const h = generationHandlers({
    deps,
    identity,
    texts,
    projects,
    providers: providerSettingsService(ctx, billingHandlers(deps.store), secret),
    feed: new ChunkFeed(deps.pool),
    connections,
    printer: () => deps.reports ?? (ownPrinter ??= ReportRenderer.launch()),
    trustProxy: ctx.options.trustProxy,
  });
  const designs = designHandlers(designProjectsService(deps, identity, connections, projects, { publicUrl: env.PUBLIC_URL }), ctx.options.trustProxy);
  const router = createRouter();
  for (const path of ['/text_projects/', '/text_projects/*', '/design_projects/', '/design_projects/*', '/generation/*']) router.use(path, requireAuth(identity));
  // Design inputs: at most 10 images of the product's image size, and 5 PSD files of 25 MB, in one upload.
  router.post('/design_projects/:id/inputs', bodyLimit({ maxSize: uploadLimits.imagesPerUpload * uploadLimits.imageBytes + uploadLimits.maxPsdFiles * uploadLimits.psdBytes + 1024 * 1024, onError: () => { throw new DomainError('FILE_TOO_LARGE'); } }));
  for (const path of ['/admin/providers', '/admin/providers/*']) router.use(path, requireAuth(identity, [2]));
  return router
    .openapi(routes.textModels, h.textModels)
    .openapi(routes.createTextProject, h.create)
    .openapi(routes.getTextProject, h.get)
    .openapi(routes.enterBrief, h.brief)
    .openapi(routes.requestTurn, h.turn)
    .openapi(routes.changeFavourites, h.favourites)
    .openapi(routes.requestPanel, h.panel)
    .openapi(routes.exportTextProject, h.exportFile)
    .openapi(routes.conceptToEvaluation, h.conceptToEvaluation)
    .openapi(routes.jobEvents, h.jobEvents)
    .openapi(routes.cancelJob, h.cancel)
    .openapi(routes.listProviders, h.listProviders)
    .openapi(routes.getProvider, h.getProvider)
    .openapi(routes.updateProvider, h.updateProvider)
    .openapi(designRoutes.createDesignProject, designs.create)
    .openapi(designRoutes.getDesignProject, designs.get)
    .openapi(designRoutes.uploadDesignInputs, designs.upload)
    .openapi(designRoutes.requestDesignGeneration, designs.generate)
    .openapi(designRoutes.designJobEvents, designs.jobEvents)
    .openapi(designRoutes.designGallery, designs.gallery)
    .openapi(designRoutes.deleteDesignImage, designs.deleteImage)
    .openapi(designRoutes.evaluateDesignImage, designs.evaluate)
    .openapi(designRoutes.imagePrintReadiness, designs.imagePrintReadiness)
    .openapi(designRoutes.inputPrintReadiness, designs.inputPrintReadiness)
    .openapi(designRoutes.designPromptAssist, designs.promptAssist)
    .openapi(designRoutes.regenerateDesign, designs.regenerate);
}
