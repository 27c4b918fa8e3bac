import { createRoute, z } from '@hono/zod-openapi';
import { LearningDataSet, unpagedList } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../app/openapi-helpers';

const tags = ['Admin console'];

export const uploadLearningDataRoute = createRoute({
  method: 'post',
  path: '/admin/learning_data',
  tags,
  summary: 'Upload an additional-learning file (super admins): a survey data set as a zip under 50 MB, checked before anything is stored',
  description:
    'The format is the scoring engine\'s data-set format (services/scoring/README.md): images, images.csv|json, and responses.csv|json or segments.csv|json. ' +
    'A refused file answers 422 LEARNING_DATA_INVALID with `problems` (file, row, code, message in the request language); nothing is stored. ' +
    'The same file again answers 200 with the data set it already is.',
  security: bearer,
  request: {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary', maxLength: 50 * 1024 * 1024, description: 'A zip of under 50 MB' }) }) } },
      required: true,
    },
  },
  responses: {
    201: json(LearningDataSet, 'The data set, stored'),
    200: json(LearningDataSet, 'The same file was uploaded before'),
    ...problemResponses(400, 401, 403, 413, 422),
  },
});

export const listLearningDataRoute = createRoute({
  method: 'get',
  path: '/admin/learning_data',
  tags,
  summary: 'The uploaded learning data sets, newest first (super admins)',
  security: bearer,
  responses: { 200: json(unpagedList(LearningDataSet), 'Every data set; the total is in the Content-Range header'), ...problemResponses(401, 403) },
});
