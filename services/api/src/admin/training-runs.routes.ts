import { createRoute, z } from '@hono/zod-openapi';
import { TrainingRun, TrainingRunRequest } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';
import { unpagedList } from '@packlens/contracts';
import { jsonBody } from '../identity/auth.routes';

const tags = ['Admin console'];

export const requestTrainingRunRoute = createRoute({
  method: 'post',
  path: '/admin/training_runs',
  tags,
  summary: 'Train a model on uploaded learning data (super admins); it becomes active only if it beats the active model on its held-out images',
  description: 'Runs in the training worker on a thread of its own; poll the run for progress and, at the end, the held-out figures and the promotion decision.',
  security: bearer,
  request: jsonBody(TrainingRunRequest),
  responses: { 202: json(TrainingRun, 'The run, running'), ...problemResponses(400, 401, 403, 404) },
});

export const listTrainingRunsRoute = createRoute({
  method: 'get',
  path: '/admin/training_runs',
  tags,
  summary: 'Training runs, newest first (super admins)',
  security: bearer,
  responses: { 200: json(unpagedList(TrainingRun), 'The runs; the total is in the Content-Range header'), ...problemResponses(401, 403) },
});

export const getTrainingRunRoute = createRoute({
  method: 'get',
  path: '/admin/training_runs/{id}',
  tags,
  summary: 'A training run: progress, then the model’s held-out figures per segment and whether it became active',
  security: bearer,
  request: { params: z.object({ id: z.string().uuid({ error: 'NOT_FOUND' }) }) },
  responses: { 200: json(TrainingRun, 'The run'), ...problemResponses(401, 403, 404) },
});
