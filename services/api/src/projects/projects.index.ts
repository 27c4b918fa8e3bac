import { bodyLimit } from 'hono/body-limit';
import { DomainError, uploadLimits } from '@packlens/contracts';
import { createRouter } from '../app/create-router';
import type { AppDeps } from '../app/deps';
import { requireAuth } from '../app/middleware/authentication';
import type { IdentityService } from '../identity/identity-service';
import { findProject } from '@packlens/projections';
import { isShelf } from './deciders';
import { settingsSecretFor } from '../billing/settings-secret';
import { conceptAssistant } from '../generation/concept-assist';
import { providerConnections } from '../generation/provider-settings';
import { projectsHandlers } from './projects.handlers';
import * as routes from './projects.routes';
import { projectsService } from './projects-service';
import { resultsService } from './results-service';
import { conceptVisionReviewer } from './concept-vision';
import type { ResultsCache } from './results-cache';
import { analysisService } from './analysis/analysis-service';
import { analysisHandlers } from './analysis/analysis.handlers';
import * as analysisRoutes from './analysis/analysis.routes';

/**
 * The largest upload body a project takes: ten images of its kind (4 MB for a survey, 15 MB for a shelf) and the
 * form around them. Known before the body is read, so a larger one is refused from its Content-Length (413).
 */
const maxUploadBody = (shelf: boolean) => uploadLimits.imagesPerUpload * (shelf ? uploadLimits.shelfImageBytes : uploadLimits.imageBytes) + 1024 * 1024;
const tooLarge = () => {
  throw new DomainError('FILE_TOO_LARGE');
};

/** Evaluation projects (issue 6): survey and shelf steps, calculation, results and signed file links. */
export function projectsRouter(deps: AppDeps, identity: IdentityService, keptResults?: ResultsCache) {
  const projects = projectsService(deps, identity);
  const secret = settingsSecretFor(process.env, deps.config.jwtSecret);
  const connections = () => providerConnections(deps.pool, secret);
  const assist = conceptAssistant(deps, connections);
  const analysisOf = analysisService(deps, identity, projects, connections);
  const h = projectsHandlers(deps, projects, resultsService(deps, projects, analysisOf, keptResults), assist, conceptVisionReviewer(deps, identity, connections), identity.context.options.trustProxy);
  const analysis = analysisHandlers(analysisOf, identity.context.options.trustProxy);
  const router = createRouter();
  router.use('/projects/*', requireAuth(identity));
  router.use('/projects/', requireAuth(identity));
  router.post('/projects/:id/images', async (c, next) => {
    const project = await findProject(deps.pool, c.req.param('id'), c.get('auth').clientId);
    // Another client's or no project: nothing worth reading; the handler answers 404.
    const maxSize = project ? maxUploadBody(isShelf(project)) : 64 * 1024;
    return bodyLimit({ maxSize, onError: tooLarge })(c, next);
  });
  return router
    .openapi(routes.createProject, h.create)
    .openapi(routes.listProjectsRoute, h.list)
    .openapi(routes.getProject, h.get)
    .openapi(routes.selectMenus, h.menus)
    .openapi(routes.selectSegments, h.segments)
    .openapi(routes.selectCategories, h.categories)
    .openapi(routes.enterProductCopy, h.productCopy)
    .openapi(routes.chooseStandardValue, h.standardValue)
    .openapi(routes.enterConcept, h.concept)
    .openapi(routes.conceptAssist, h.conceptAssist)
    .openapi(routes.conceptVision, h.conceptVision)
    .openapi(routes.uploadImages, h.upload)
    .openapi(routes.removeImage, h.removeImage)
    .openapi(routes.markRegions, h.regions)
    .openapi(routes.calculate, h.calculate)
    .openapi(routes.results, h.results)
    .openapi(routes.scatter, h.scatter)
    .openapi(routes.report, h.report)
    .openapi(routes.file, h.file)
    .openapi(analysisRoutes.requestAnalysisReport, analysis.request)
    .openapi(analysisRoutes.getAnalysisReport, analysis.get)
    .openapi(analysisRoutes.evaluateModifiedDesign, analysis.evaluateModified);
}
