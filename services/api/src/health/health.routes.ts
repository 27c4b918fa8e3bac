import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../app/openapi-helpers';

export const HealthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  /** How far each subscription is behind the head of the log, in events. */
  subscriptions: z.array(z.object({ name: z.string(), behind: z.number().int(), heartbeatAt: z.string().nullable() })),
});

export const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Service health: database reachable, subscriptions keeping up',
  responses: { 200: json(HealthStatus, 'Healthy'), 503: json(HealthStatus, 'Database unreachable') },
});
