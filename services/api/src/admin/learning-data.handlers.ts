import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import { problemBody } from '../app/problem';
import { requestInfoOf } from '../identity/request-info';
import { LearningDataRefused, learningDataService } from './learning-data-service';
import type { listLearningDataRoute, uploadLearningDataRoute } from './learning-data.routes';
import { wholeList } from '../app/whole-list';

export function learningDataHandlers(deps: AppDeps, trustProxy: boolean) {
  const service = learningDataService(deps);
  return {
    upload: (async (c) => {
      const body = await c.req.parseBody();
      const file = body.file;
      const incoming = typeof file === 'object' && file !== null && 'arrayBuffer' in file ? { name: file.name || 'learning.zip', bytes: new Uint8Array(await file.arrayBuffer()) } : null;
      try {
        const { created, dataSet } = await service.upload(c.get('auth'), incoming, requestInfoOf(c, trustProxy), c.get('language'));
        return c.json(dataSet, created ? 201 : 200);
      } catch (error) {
        if (!(error instanceof LearningDataRefused)) throw error;
        const problem = { ...problemBody(c, 'LEARNING_DATA_INVALID', { count: error.problems.length }), problems: error.problems };
        return c.body(JSON.stringify(problem), 422, { 'Content-Type': 'application/problem+json; charset=UTF-8' }) as never;
      }
    }) satisfies RouteHandler<typeof uploadLearningDataRoute, AppEnv>,
    list: (async (c) => {
      const rows = await service.list();
      return c.json(wholeList(c, 'learning_data', rows), 200);
    }) satisfies RouteHandler<typeof listLearningDataRoute, AppEnv>,
  };
}
