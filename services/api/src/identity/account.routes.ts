import { createRoute } from '@hono/zod-openapi';
import { AuthenticatedUser } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';

export const userDetail = createRoute({
  method: 'get',
  path: '/user_detail/',
  tags: ['Accounts'],
  summary: 'The logged-in user: role, plan, limits and country (section 3)',
  security: bearer,
  responses: { 200: json(AuthenticatedUser, 'The caller'), ...problemResponses(401) },
});
