import type { RouteHandler } from '@hono/zod-openapi';
import { subscriptionBacklogs } from '@packlens/kernel';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import type { health } from './health.routes';

export const healthHandler =
  (deps: AppDeps): RouteHandler<typeof health, AppEnv> =>
  async (c) => {
    try {
      const subscriptions = (await subscriptionBacklogs(deps.pool)).map((s) => ({ name: s.name, behind: s.behind, heartbeatAt: s.heartbeatAt?.toISOString() ?? null }));
      return c.json({ status: 'ok' as const, database: 'ok' as const, subscriptions }, 200);
    } catch {
      return c.json({ status: 'degraded' as const, database: 'unreachable' as const, subscriptions: [] }, 503);
    }
  };
