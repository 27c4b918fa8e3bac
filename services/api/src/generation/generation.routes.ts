import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminProvider,
  AdminProviderUpdate,
  ConceptEvaluationStarted,
  ProviderCodeSchema,
  TextBriefRequest,
  TextFavouritesRequest,
  TextModelAvailability,
  TextPanel,
  TextPanelRequest,
  TextProjectCreateRequest,
  TextProjectDetail,
  TextTurn,
  TextTurnRequest,
} from '@packlens/contracts';
import { bearer, eventStream, json, problemResponses } from '../app/openapi-helpers';
import { jsonBody } from '../identity/auth.routes';

const tags = ['Naming, catch-phrases and concepts'];
const uuid = z.string().uuid({ error: 'NOT_FOUND' });
const project = { params: z.object({ id: uuid }) };
const detail = (description: string) => json(TextProjectDetail, description);
const gated = problemResponses(400, 401, 403, 404, 409, 422);

export const textModels = createRoute({
  method: 'get',
  path: '/generation/models',
  tags,
  summary: 'The text models of section 9 and whether each answers (its provider is configured) or the demo generator does',
  security: bearer,
  responses: { 200: json(z.array(TextModelAvailability).max(20), 'Text models'), ...problemResponses(401) },
});

export const createTextProject = createRoute({
  method: 'post',
  path: '/text_projects/',
  tags,
  summary: 'Register a naming/catch-phrase project (type 5) or a concept project (type 8)',
  description: 'Section 6: Japan, the Japanese interface, and a monthly, generate or naming/copy option plan.',
  security: bearer,
  request: jsonBody(TextProjectCreateRequest),
  responses: { 201: detail('The new project'), ...gated },
});

export const getTextProject = createRoute({ method: 'get', path: '/text_projects/{id}', tags, summary: 'A text project: brief, answers, favourites, limits', security: bearer, request: project, responses: { 200: detail('The project'), ...gated } });

export const enterBrief = createRoute({
  method: 'put',
  path: '/text_projects/{id}/brief',
  tags,
  summary: 'The information step: what to write (names, catch-phrases or concepts), how many, on which model',
  security: bearer,
  request: { ...project, ...jsonBody(TextBriefRequest) },
  responses: { 200: detail('The project with its brief'), ...gated },
});

export const requestTurn = createRoute({
  method: 'post',
  path: '/text_projects/{id}/turns',
  tags,
  summary: 'Ask for the next answer (the first, or a refinement such as “shorter”); runs as a job',
  description: 'Answers 202 with the job. Follow it at `/api/generation/jobs/{job_id}/events` (server-sent events) or read the project again.',
  security: bearer,
  request: { ...project, ...jsonBody(TextTurnRequest) },
  responses: { 202: json(TextTurn, 'The answer, queued'), ...gated },
});

export const changeFavourites = createRoute({
  method: 'put',
  path: '/text_projects/{id}/favourites',
  tags,
  summary: 'Mark favourites among the answers (kept at the top of later refinements)',
  security: bearer,
  request: { ...project, ...jsonBody(TextFavouritesRequest) },
  responses: { 200: detail('The project'), ...gated },
});

export const requestPanel = createRoute({
  method: 'post',
  path: '/text_projects/{id}/panel',
  tags,
  summary: 'Simulate a consumer panel over names or catch-phrases: the text model plays respondents of each segment (a simulation)',
  description:
    'Each respondent answers in words; the words are rated 1-5 by their similarity to anchor statements of the scale, and each item gets the mean ' +
    'and spread per segment. Runs as a job (follow it at /api/generation/jobs/{job_id}/events: `text` events say "done/total").',
  security: bearer,
  request: { ...project, ...jsonBody(TextPanelRequest) },
  responses: { 202: json(TextPanel, 'The panel, running'), ...gated },
});

export const exportTextProject = createRoute({
  method: 'get',
  path: '/text_projects/{id}/export',
  tags,
  summary: 'Download the answers as CSV or PDF',
  security: bearer,
  request: { ...project, query: z.object({ format: z.enum(['csv', 'pdf'], { error: 'VALIDATION_FAILED' }).default('csv') }) },
  responses: {
    200: {
      description: 'The file (text/csv or application/pdf)',
      content: {
        'text/csv': { schema: { contentMediaType: 'text/csv' }, example: 'Answer,No.,Idea,Favourite,Model,Demo\r\n1,1,レモンの朝,★,gpt-4o-2024-11-20,\r\n' },
        'application/pdf': { schema: { contentMediaType: 'application/pdf' } },
      },
    },
    ...gated,
  },
});

export const conceptToEvaluation = createRoute({
  method: 'post',
  path: '/text_projects/{id}/concepts/{index}/evaluation',
  tags,
  summary: 'Start a package evaluation whose concept is this generated concept (concept matching reads it)',
  security: bearer,
  request: { params: z.object({ id: uuid, index: z.coerce.number().int().min(0).max(99) }), query: z.object({ job_id: uuid.optional() }) },
  responses: { 201: json(ConceptEvaluationStarted, 'The evaluation project'), ...gated },
});

export const jobEvents = createRoute({
  method: 'get',
  path: '/generation/jobs/{id}/events',
  tags,
  summary: 'A job’s answer as it streams in (server-sent events: `item`, `text`, `restart`, `done`)',
  description:
    '`text` carries each piece of streamed text; `item` each complete name or catch-phrase (`{index, text}`); `restart` says a retry began ' +
    'and earlier text is void; `done` ends the stream with the answer (TextTurn). Send the bearer token; a browser uses fetch, not EventSource.',
  security: bearer,
  request: { params: z.object({ id: uuid }) },
  responses: {
    200: eventStream(
      'event: item\ndata: {"index":0,"text":"レモンの朝"}\n\nevent: text\ndata: {"text":"1. レモンの朝\\n2. しぼりたて日和\\n"}\n\nevent: done\ndata: {"job_id":"0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90","status":"completed"}\n\n',
    ),
    ...gated,
  },
});

export const cancelJob = createRoute({
  method: 'post',
  path: '/generation/jobs/{id}/cancel',
  tags,
  summary: 'Stop a running answer',
  security: bearer,
  request: { params: z.object({ id: uuid }) },
  responses: { 202: json(TextTurn, 'The answer'), ...gated },
});

const adminTags = ['Console: AI providers'];
const providerParam = { params: z.object({ id: ProviderCodeSchema }) };
export const listProviders = createRoute({ method: 'get', path: '/admin/providers', tags: adminTags, summary: 'The AI providers and their connections (keys show their last four characters only)', security: bearer, responses: { 200: json(z.array(AdminProvider).max(20), 'Providers'), ...problemResponses(401, 403) } });
export const getProvider = createRoute({ method: 'get', path: '/admin/providers/{id}', tags: adminTags, summary: 'One AI provider', security: bearer, request: providerParam, responses: { 200: json(AdminProvider, 'Provider'), ...problemResponses(401, 403, 404) } });
export const updateProvider = createRoute({
  method: 'put',
  path: '/admin/providers/{id}',
  tags: adminTags,
  summary: 'Set a provider’s key (sealed), base URL and, for Replicate, the model versions the product names',
  security: bearer,
  request: { ...providerParam, ...jsonBody(AdminProviderUpdate) },
  responses: { 200: json(AdminProvider, 'Provider'), ...problemResponses(400, 401, 403, 404) },
});
