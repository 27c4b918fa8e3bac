import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import { platformFigures } from './platform-figures-service';
import type { platformFiguresRoute } from './platform-figures.routes';

export const platformFiguresHandler =
  (deps: AppDeps): RouteHandler<typeof platformFiguresRoute, AppEnv> =>
  async (c) =>
    c.json(await platformFigures(deps, c.get('language')), 200);
