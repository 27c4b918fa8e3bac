import { createRoute } from '@hono/zod-openapi';
import { MailSentResponse, ObtainTokenRequest, RefreshTokenRequest, ResendMfaCodeRequest, TokenResponse } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';

export const jsonBody = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

export const obtainToken = createRoute({
  method: 'post',
  path: '/auth/obtain_token/',
  tags: ['Authentication'],
  summary: 'Log in with e-mail and password (and the mail code for MFA clients); starts a session and returns its first token',
  description:
    'For a client with MFA enabled, a request without `mfa_code` sends a 6-digit code by mail and answers 401 MFA_CODE_REQUIRED. ' +
    'Codes are valid 10 minutes; five wrong codes end the challenge (MFA_TOO_MANY_ATTEMPTS) until a new code is requested.',
  request: jsonBody(ObtainTokenRequest),
  responses: { 200: json(TokenResponse, 'Logged in'), ...problemResponses(400, 401, 403, 429) },
});

export const resendMfaCode = createRoute({
  method: 'post',
  path: '/auth/resend_mfa_code/',
  tags: ['Authentication'],
  summary: 'Send a new mail code for a login in progress; the answer is the same for every address',
  request: jsonBody(ResendMfaCodeRequest),
  responses: { 202: json(MailSentResponse, 'A code is on its way if a login is waiting for one'), ...problemResponses(400, 429) },
});

export const refreshToken = createRoute({
  method: 'post',
  path: '/auth/refresh_token/',
  tags: ['Authentication'],
  summary: 'A new token for a live session (clients refresh when fewer than 1800 s remain)',
  request: jsonBody(RefreshTokenRequest),
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
