import { createRoute } from '@hono/zod-openapi';
import { PlatformFigures } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';

export const platformFiguresRoute = createRoute({
  method: 'get',
  path: '/admin/platform_figures',
  tags: ['Admin console'],
  summary: 'The platform at a glance (super admins): clients by plan and country, active users, this month’s calculations, images and sales, subscription lag',
  description: 'Read from the read models. "This month" is the calendar month in Japan time, as sales are cut; active users logged in within the last 30 days.',
  security: bearer,
  responses: { 200: json(PlatformFigures, 'The figures'), ...problemResponses(401, 403) },
});
