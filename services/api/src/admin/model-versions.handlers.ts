import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import { requestInfoOf } from '../identity/request-info';
import { modelVersionsService } from './model-versions-service';
import type { activateModelVersionRoute, compareModelVersionRoute, getModelComparisonRoute, getModelVersionRoute, listModelVersionsRoute } from './model-versions.routes';
import { wholeList } from '../app/whole-list';

export function modelVersionsHandlers(deps: AppDeps, trustProxy: boolean) {
  const versions = modelVersionsService(deps);
  return {
    list: (async (c) => {
      const rows = await versions.list();
      return c.json(wholeList(c, 'model_versions', rows), 200);
    }) satisfies RouteHandler<typeof listModelVersionsRoute, AppEnv>,
    get: (async (c) => c.json(await versions.get(c.req.valid('param').id), 200)) satisfies RouteHandler<typeof getModelVersionRoute, AppEnv>,
    activate: (async (c) =>
      c.json(await versions.activate(c.get('auth'), c.req.valid('param').id, c.req.valid('json').reason, requestInfoOf(c, trustProxy)), 200)) satisfies RouteHandler<
      typeof activateModelVersionRoute,
      AppEnv
    >,
    compare: (async (c) =>
      c.json(await versions.compare(c.get('auth'), c.req.valid('param').id, c.req.valid('json').project_id, requestInfoOf(c, trustProxy)), 202)) satisfies RouteHandler<
      typeof compareModelVersionRoute,
      AppEnv
    >,
    comparison: (async (c) => {
      const { id, comparisonId } = c.req.valid('param');
      return c.json(await versions.comparison(id, comparisonId), 200);
    }) satisfies RouteHandler<typeof getModelComparisonRoute, AppEnv>,
  };
}
