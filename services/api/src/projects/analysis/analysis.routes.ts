import { createRoute, z } from '@hono/zod-openapi';
import { AnalysisReport, AnalysisReportRequest, ModifiedDesignEvaluationRequest, ProjectDetail } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../../app/openapi-helpers';
import { jsonBody } from '../../identity/auth.routes';

const tags = ['AI analysis report'];
const uuid = z.string().uuid({ error: 'NOT_FOUND' });

export const requestAnalysisReport = createRoute({
  method: 'post',
  path: '/projects/{id}/analysis_reports',
  tags,
  summary: 'Ask for the AI analysis report of calculated images (section 1; Japan, Japanese, paid plans: section 6; 12,000 JPY)',
  description:
    'Runs in the background on the scoring threads (about 5-10 s per image with six segments); poll the report until `status` is `completed`. ' +
    'At most 10 images (section 9). Charged once, when at least one image was analysed. Every number is measured by the product\'s own models; ' +
    '`demo_model` says when they were trained on the simulated demo panel.',
  security: bearer,
  request: { params: z.object({ id: uuid }), ...jsonBody(AnalysisReportRequest) },
  responses: { 202: json(AnalysisReport, 'The report, running'), ...problemResponses(400, 401, 403, 404, 409, 422) },
});

export const getAnalysisReport = createRoute({
  method: 'get',
  path: '/projects/{id}/analysis_reports/{analysisId}',
  tags,
  summary: 'An AI analysis report: per image the attribution per segment, diagnostics against the best packs, notices, and the re-scored modified designs',
  security: bearer,
  request: { params: z.object({ id: uuid, analysisId: uuid }) },
  responses: { 200: json(AnalysisReport, 'The report as far as it has run'), ...problemResponses(401, 404) },
});

export const evaluateModifiedDesign = createRoute({
  method: 'post',
  path: '/projects/{id}/analysis_reports/{analysisId}/modified_designs',
  tags,
  summary: 'Evaluate a modified design: a new package evaluation with it as its image, calculated at once (the loop closes)',
  description:
    'The new project copies the original\'s menus, segments, category, product copy, standard value and concept, and is asked to calculate ' +
    '(its image counts against the quota like any upload). Poll it like any project; its results are the modified design\'s.',
  security: bearer,
  request: { params: z.object({ id: uuid, analysisId: uuid }), ...jsonBody(ModifiedDesignEvaluationRequest) },
  responses: { 201: json(ProjectDetail, 'The new project, calculating'), ...problemResponses(400, 401, 404, 409, 422) },
});
