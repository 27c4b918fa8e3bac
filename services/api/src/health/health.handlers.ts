import type { RouteHandler } from '@hono/zod-openapi';
import { subscriptionBacklogs } from '@packlens/kernel';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import type { health, readiness } from './health.routes';

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

/** Running means a heartbeat within this long. */
const RUNNING_WITHIN_MS = 60_000;

export const readinessHandler =
  (deps: AppDeps, maxBehind = Number(process.env.READINESS_MAX_BEHIND ?? 5000)): RouteHandler<typeof readiness, AppEnv> =>
  async (c) => {
    try {
      // Heartbeats are written by the database's clock: compared with real time, not the app's clock.
      const now = Date.now();
      const lagging = (await subscriptionBacklogs(deps.pool))
        .filter((s) => s.heartbeatAt && now - s.heartbeatAt.getTime() <= RUNNING_WITHIN_MS && s.behind > maxBehind)
        .map((s) => ({ name: s.name, behind: s.behind }));
      const ready = lagging.length === 0;
      return c.json({ status: ready ? ('ready' as const) : ('not_ready' as const), database: 'ok' as const, lagging, maxBehind }, ready ? 200 : 503);
    } catch {
      return c.json({ status: 'not_ready' as const, database: 'unreachable' as const, lagging: [], maxBehind }, 503);
    }
  };
