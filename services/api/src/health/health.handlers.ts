import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import type { health } from './health.routes';

export const healthHandler =
  (deps: AppDeps): RouteHandler<typeof health, AppEnv> =>
  async (c) => {
    try {
      const { rows } = await deps.pool.query<{ name: string; behind: number; heartbeat_at: Date | null }>(
        `select c.subscription_id as name, c.heartbeat_at,
                (select count(*)::int from events e where (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)) as behind
         from checkpoints c order by c.subscription_id`,
      );
      const subscriptions = rows.map((r) => ({ name: r.name, behind: r.behind, heartbeatAt: r.heartbeat_at?.toISOString() ?? null }));
      return c.json({ status: 'ok' as const, database: 'ok' as const, subscriptions }, 200);
    } catch {
      return c.json({ status: 'degraded' as const, database: 'unreachable' as const, subscriptions: [] }, 503);
    }
  };
