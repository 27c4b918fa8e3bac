import { createRoute, z } from '@hono/zod-openapi';
import { ModelActivationRequest, ModelComparison, ModelComparisonRequest, ModelVersionRow, unpagedList } from '@packlens/contracts';
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

export const compareModelVersionRoute = createRoute({
  method: 'post',
  path: '/admin/model_versions/{id}/comparisons',
  tags,
  summary: 'Score a calculated project again with this version, beside the scores it has (super admins); the project is not changed',
  description: 'Runs on the scoring threads; poll the comparison until `status` is `done`. Nothing is charged and the project’s results keep their version.',
  security: bearer,
  request: { params, ...jsonBody(ModelComparisonRequest) },
  responses: { 202: json(ModelComparison, 'The comparison, running'), ...problemResponses(400, 401, 403, 404, 409) },
});

export const getModelComparisonRoute = createRoute({
  method: 'get',
  path: '/admin/model_versions/{id}/comparisons/{comparisonId}',
  tags,
  summary: 'A model comparison: per image and segment, the project’s score and this version’s',
  security: bearer,
  request: { params: params.extend({ comparisonId: z.string().uuid({ error: 'NOT_FOUND' }) }) },
  responses: { 200: json(ModelComparison, 'The comparison'), ...problemResponses(401, 403, 404) },
});
