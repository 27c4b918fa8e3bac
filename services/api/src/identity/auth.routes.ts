import { createRoute } from '@hono/zod-openapi';
import { ObtainTokenRequest, RefreshTokenRequest, TokenResponse } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';

const body = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

export const obtainToken = createRoute({
  method: 'post',
  path: '/auth/obtain_token/',
  tags: ['Authentication'],
  summary: 'Log in with e-mail and password; starts a session and returns its first token',
  request: body(ObtainTokenRequest),
  responses: { 200: json(TokenResponse, 'Logged in'), ...problemResponses(400, 401, 403, 429) },
});

export const refreshToken = createRoute({
  method: 'post',
  path: '/auth/refresh_token/',
  tags: ['Authentication'],
  summary: 'A new token for a live session (clients refresh when fewer than 1800 s remain)',
  request: body(RefreshTokenRequest),
  responses: { 200: json(TokenResponse, 'Refreshed'), ...problemResponses(400, 401, 403) },
});

export const logout = createRoute({
  method: 'post',
  path: '/auth/logout/',
  tags: ['Authentication'],
  summary: 'End the session: every token it issued stops working',
  security: bearer,
  responses: { 204: { description: 'Logged out' }, ...problemResponses(401) },
});
