import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../app/openapi-helpers';

export const HealthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  /** How far each subscription is behind the head of the log, in events. */
  subscriptions: z
    .array(
      z.object({
        name: z.string().max(100).openapi({ example: 'read-model:projects' }),
        behind: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).openapi({ example: 0 }),
        heartbeatAt: z.string().max(30).nullable().openapi({ example: '2026-11-25T09:30:00.000Z' }),
      }),
    )
    .max(100),
});

export const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Service health: database reachable, subscriptions keeping up',
  responses: { 200: json(HealthStatus, 'Healthy'), 503: json(HealthStatus, 'Database unreachable') },
});

export const ReadinessStatus = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'unreachable']),
  /** Running subscriptions (a heartbeat within the last minute) further behind the log than the limit. */
  lagging: z
    .array(z.object({ name: z.string().max(100).openapi({ example: 'read-model:projects' }), behind: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).openapi({ example: 6200 }) }))
    .max(100)
    .openapi({ example: [] }),
  maxBehind: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).openapi({ example: 5000 }),
});

export const readiness = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['Operations'],
  summary: 'Readiness for a load balancer: the database answers and no running subscription is more than READINESS_MAX_BEHIND events behind (default 5000)',
  description:
    'A replica whose read models lag far behind would answer with stale data: it is taken out of rotation (503) until it catches up. ' +
    'Subscriptions without a heartbeat in the last minute run nowhere and are not counted. `/api/health` stays the liveness answer.',
  responses: { 200: json(ReadinessStatus, 'Ready'), 503: json(ReadinessStatus, 'Not ready') },
});
