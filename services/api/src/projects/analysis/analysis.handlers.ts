import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../app/context';
import { requestInfoOf } from '../../identity/request-info';
import type { AnalysisService } from './analysis-service';
import type * as routes from './analysis.routes';

export function analysisHandlers(analysis: AnalysisService, trustProxy: boolean) {
  return {
    request: (async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await analysis.request(c.get('auth'), id, c.req.valid('json'), requestInfoOf(c, trustProxy)), 202);
    }) satisfies RouteHandler<typeof routes.requestAnalysisReport, AppEnv>,
    get: (async (c) => {
      const { id, analysisId } = c.req.valid('param');
      return c.json(await analysis.report(c.get('auth'), id, analysisId, c.get('language')), 200);
    }) satisfies RouteHandler<typeof routes.getAnalysisReport, AppEnv>,
    evaluateModified: (async (c) => {
      const { id, analysisId } = c.req.valid('param');
      return c.json(await analysis.evaluateModified(c.get('auth'), id, analysisId, c.req.valid('json'), requestInfoOf(c, trustProxy)), 201);
    }) satisfies RouteHandler<typeof routes.evaluateModifiedDesign, AppEnv>,
  };
}
