import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import { requestInfoOf } from '../identity/request-info';
import { trainingRunsService } from './training-runs-service';
import type { getTrainingRunRoute, listTrainingRunsRoute, requestTrainingRunRoute } from './training-runs.routes';
import { wholeList } from '../app/whole-list';

export function trainingRunsHandlers(deps: AppDeps, trustProxy: boolean) {
  const runs = trainingRunsService(deps);
  return {
    request: (async (c) => c.json(await runs.request(c.get('auth'), c.req.valid('json'), requestInfoOf(c, trustProxy)), 202)) satisfies RouteHandler<typeof requestTrainingRunRoute, AppEnv>,
    list: (async (c) => {
      const rows = await runs.list();
      return c.json(wholeList(c, 'training_runs', rows), 200);
    }) satisfies RouteHandler<typeof listTrainingRunsRoute, AppEnv>,
    get: (async (c) => c.json(await runs.run(c.req.valid('param').id), 200)) satisfies RouteHandler<typeof getTrainingRunRoute, AppEnv>,
  };
}
