import { createRoute, z } from '@hono/zod-openapi';
import {
  ConceptAssistRequest,
  ConceptAssistResponse,
  ProjectCategoriesRequest,
  ProjectConceptRequest,
  ProjectCreateRequest,
  ProjectDetail,
  ProjectListPage,
  ProjectListQuery,
  ProjectMenusRequest,
  ProjectProductCopyRequest,
  ProjectResults,
  ProjectSegmentsRequest,
  ProjectStandardValueRequest,
  ReportRequest,
  ScatterQuery,
  ScatterResult,
  ShelfRegionsRequest,
  ConceptVisionRequest,
  ConceptVisionResponse,
} from '@packlens/contracts';
import { bearer, json, problemResponses, rawBody, uploadedFilesUpTo } from '../app/openapi-helpers';
import { jsonBody } from '../identity/auth.routes';

const tags = ['Projects'];
const uuid = z.string().uuid({ error: 'NOT_FOUND' });
const project = { params: z.object({ id: uuid }) };
const projectImage = { params: z.object({ id: uuid, imageId: uuid }) };
const detail = (description: string) => json(ProjectDetail, description);
const stepResponses = { 200: detail('The project after the step'), ...problemResponses(400, 401, 404, 409, 422) };

const stepRoute = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  createRoute({ method: 'put', path, tags, summary, security: bearer, request: { ...project, ...jsonBody(body) }, responses: stepResponses });

export const createProject = createRoute({
  method: 'post',
  path: '/projects/',
  tags,
  summary: 'Register a project (section 2, step 1): a package evaluation (type 1) or a shelf heat map (type 4)',
  description: 'Shelf projects are for clients in Japan on a paid plan (section 6).',
  security: bearer,
  request: jsonBody(ProjectCreateRequest),
  responses: { 201: detail('The new project'), ...problemResponses(400, 401, 422) },
});

export const listProjectsRoute = createRoute({
  method: 'get',
  path: '/projects/',
  tags,
  summary: 'The client’s projects, newest first, by tab of the past-project list (all, evaluation, shelf, generation, logo, naming/copy)',
  security: bearer,
  request: { query: ProjectListQuery },
  responses: { 200: json(ProjectListPage, 'One page'), ...problemResponses(400, 401) },
});

export const getProject = createRoute({
  method: 'get',
  path: '/projects/{id}',
  tags,
  summary: 'A project with its steps, images (signed preview links) and calculation progress',
  security: bearer,
  request: project,
  responses: { 200: detail('The project'), ...problemResponses(401, 404) },
});

export const selectMenus = stepRoute('/projects/{id}/menus', 'Choose the menus (the preference score is always included)', ProjectMenusRequest);
export const selectSegments = stepRoute('/projects/{id}/segments', 'Choose up to 6 consumer segments', ProjectSegmentsRequest);
export const selectCategories = stepRoute('/projects/{id}/categories', 'Choose each image’s product category', ProjectCategoriesRequest);
export const enterProductCopy = stepRoute('/projects/{id}/product_copy', 'Enter the product copy of each image (Japan only)', ProjectProductCopyRequest);
export const chooseStandardValue = stepRoute(
  '/projects/{id}/standard_value',
  'Choose what scores are compared with: 0 none, 1 PLUG data, 2 the company’s past scores, 3 its own values (0-5 per segment)',
  ProjectStandardValueRequest,
);
export const enterConcept = stepRoute('/projects/{id}/concept', 'Enter the concept for concept matching, or skip it ({"skip": true})', ProjectConceptRequest);

export const uploadImages = createRoute({
  method: 'post',
  path: '/projects/{id}/images',
  tags,
  summary: 'Upload up to 10 images (jpg, png, or the first page of a pdf; 4 MB each, 15 MB on shelf projects)',
  description:
    'multipart/form-data with one `files` part per image and one `names` part per image in the same order (the image name, 1-20 characters). ' +
    'Files are checked by their bytes; the whole upload is refused, and nothing stored, when one file is refused or the images would exceed the plan’s quota.',
  security: bearer,
  request: {
    ...project,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            // 10 files of at most 15 MB (shelf images; survey images 4 MB): more or larger are refused by the upload's checks.
            files: uploadedFilesUpTo(10, 15 * 1024 * 1024),
            // The names' own rule (1-20 characters, IMAGE_NAME_TOO_LONG) is the upload's; these bounds only keep the form small.
            names: z.union([z.string().max(100), z.array(z.string().max(100)).max(100)]).optional().openapi({ example: ['レモンサワー案A'] }),
          }),
        },
      },
    },
  },
  responses: { 201: detail('The project with its new images'), ...problemResponses(400, 401, 404, 409, 413, 415, 422) },
});

export const removeImage = createRoute({
  method: 'delete',
  path: '/projects/{id}/images/{imageId}',
  tags,
  summary: 'Remove an image before the calculation',
  security: bearer,
  request: projectImage,
  responses: stepResponses,
});

export const markRegions = createRoute({
  method: 'put',
  path: '/projects/{id}/images/{imageId}/regions',
  tags,
  summary: 'Mark product boxes on a shelf image (also after the calculation): results show each box’s share of attention',
  security: bearer,
  request: { ...projectImage, ...jsonBody(ShelfRegionsRequest) },
  responses: stepResponses,
});

export const conceptAssist = createRoute({
  method: 'post',
  path: '/projects/{id}/concept/assist',
  tags,
  summary: 'Suggest a concept text from a few keywords (offline assistant unless a text provider is configured)',
  security: bearer,
  request: { ...project, ...jsonBody(ConceptAssistRequest) },
  responses: { 200: json(ConceptAssistResponse, 'A suggestion'), ...problemResponses(400, 401, 404) },
});

export const conceptVision = createRoute({
  method: 'post',
  path: '/projects/{id}/concept_vision',
  tags,
  summary: 'Ask a multimodal model (the first configured of GPT-4o, Claude, Gemini) for its own concept level of each calculated image, with reasons, shown beside the offline level',
  security: bearer,
  request: { ...project, ...jsonBody(ConceptVisionRequest) },
  responses: { 200: json(ConceptVisionResponse, 'The model’s level and reasons per image'), ...problemResponses(400, 401, 403, 404, 409, 422) },
});

export const calculate = createRoute({
  method: 'post',
  path: '/projects/{id}/calculate',
  tags,
  summary: 'Start the calculation: the images are counted against the plan’s quota (and given back if they fail)',
  security: bearer,
  request: project,
  responses: { 202: detail('Calculating; poll the project for progress'), ...problemResponses(400, 401, 404, 409, 422) },
});

export const results = createRoute({
  method: 'get',
  path: '/projects/{id}/results',
  tags,
  summary: 'Results per segment (scores, rank, spread, image words, standard value), heat maps and concept matching',
  security: bearer,
  request: project,
  responses: { 200: json(ProjectResults, 'The results'), ...problemResponses(401, 404, 409) },
});

export const scatter = createRoute({
  method: 'get',
  path: '/projects/{id}/scatter',
  tags,
  summary: 'The image-word scatter: each image’s probability of two image words in a segment',
  security: bearer,
  request: { ...project, query: ScatterQuery },
  responses: { 200: json(ScatterResult, 'The points'), ...problemResponses(400, 401, 404, 409) },
});

export const report = createRoute({
  method: 'post',
  path: '/projects/{id}/reports',
  tags,
  summary: 'A PDF report of the results in the caller’s language (over_all, heatmap, image_word_line, image_word_scatter, variance, concept_matching, shelve; analysis with `analysis_id`: the AI analysis report, once completed)',
  security: bearer,
  request: { ...project, ...jsonBody(ReportRequest) },
  responses: {
    200: rawBody('application/pdf', 'The PDF'),
    ...problemResponses(400, 401, 404, 409, 422),
  },
});

export const file = createRoute({
  method: 'get',
  path: '/files/{token}',
  tags,
  summary: 'A stored image or heat map through a signed link from a project answer (no bearer token needed)',
  request: { params: z.object({ token: z.string().max(2000) }) },
  responses: { 200: { description: 'The file as stored: an image (PNG, or a JPEG as uploaded), or a generation’s provenance (JSON)', content: { 'image/png': { schema: { contentMediaType: 'image/png' } }, 'image/jpeg': { schema: { contentMediaType: 'image/jpeg' } } } }, ...problemResponses(404) },
});
