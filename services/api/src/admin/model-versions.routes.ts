import { createRoute, z } from '@hono/zod-openapi';
import { ModelActivationRequest, ModelVersionRow, unpagedList } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';
import { jsonBody } from '../identity/auth.routes';

const tags = ['Admin console'];
const params = z.object({ id: z.string().regex(/^[\w.-]{1,100}$/, { error: 'NOT_FOUND' }).meta({ example: 'heads-20261129T071500Z-9a1b2c3d4e' }) });

export const listModelVersionsRoute = createRoute({
  method: 'get',
  path: '/admin/model_versions',
  tags,
  summary: 'Model versions, newest first, with their held-out figures and which one is active (super admins)',
  security: bearer,
  responses: { 200: json(unpagedList(ModelVersionRow), 'The versions; the total is in the Content-Range header'), ...problemResponses(401, 403) },
});

export const getModelVersionRoute = createRoute({
  method: 'get',
  path: '/admin/model_versions/{id}',
  tags,
  summary: 'A model version: held-out figures per segment, its promotion decision and its activations',
  security: bearer,
  request: { params },
  responses: { 200: json(ModelVersionRow, 'The version'), ...problemResponses(401, 403, 404) },
});

export const activateModelVersionRoute = createRoute({
  method: 'post',
  path: '/admin/model_versions/{id}/activate',
  tags,
  summary: 'Make a version the active one by hand — a promotion or a roll-back — with a reason (super admins)',
  description: 'Recorded as `ModelActivated` on the `model-versions` stream; calculations started from now on use the version. Results keep naming the version that produced them.',
  security: bearer,
  request: { params, ...jsonBody(ModelActivationRequest) },
  responses: { 200: json(ModelVersionRow, 'The version, now active'), ...problemResponses(400, 401, 403, 404, 409) },
});
