import { createRoute, z } from '@hono/zod-openapi';
import { logoLimits, LogoBriefRequest, LogoGenerationRequest, LogoImage, LogoJob, LogoProjectCreateRequest, LogoProjectDetail } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../../app/openapi-helpers';
import { jsonBody } from '../../identity/auth.routes';

const tags = ['Logos'];
const uuid = z.string().uuid({ error: 'NOT_FOUND' });
const project = { params: z.object({ id: uuid }) };
const detail = (description: string) => json(LogoProjectDetail, description);
const refusals = problemResponses(400, 401, 403, 404, 409, 422, 429);
/** The references' `files` parts: at most two of 4 MB (more or larger are refused with the catalogue's code). */
const referenceFiles = z
  .union([z.any(), z.array(z.any())])
  .openapi({ type: 'array', maxItems: logoLimits.referenceImages, items: { type: 'string', format: 'binary', maxLength: logoLimits.referenceBytes, description: 'One jpg or png of at most 4 MB' } });
const gateNote = 'For paying members (a paid base plan or the generate plan); free and trial plans are refused with PAID_MEMBERS_ONLY.';

export const createLogoProject = createRoute({
  method: 'post',
  path: '/logo_projects/',
  tags,
  summary: 'Register a logo project (type 3) with its brief: brand name, style, one to three colours, a description',
  description:
    `${gateNote} Refusals: BRAND_NAME_REQUIRED (1-40 visible characters), LOGO_COLOURS_RULE (1-3 colours as #RRGGBB), ` +
    'VALIDATION_FAILED (a style not in the catalogue). The project costs 15,000 JPY (section 9), charged once, when its first logo is delivered.',
  security: bearer,
  request: jsonBody(LogoProjectCreateRequest),
  responses: { 201: detail('The new project'), ...refusals },
});

export const getLogoProject = createRoute({
  method: 'get',
  path: '/logo_projects/{id}',
  tags,
  summary: 'A logo project: its brief, references, jobs, gallery (PNG and SVG links) and charge',
  security: bearer,
  request: project,
  responses: { 200: detail('The project'), ...refusals },
});

export const enterLogoBrief = createRoute({
  method: 'put',
  path: '/logo_projects/{id}/brief',
  tags,
  summary: 'Change the brief; the next generation reads it',
  security: bearer,
  request: { ...project, ...jsonBody(LogoBriefRequest) },
  responses: { 200: detail('The project with its brief'), ...refusals },
});

export const uploadLogoReferences = createRoute({
  method: 'post',
  path: '/logo_projects/{id}/references',
  tags,
  summary: 'Upload reference images (jpg or png, 4 MB each, at most 2 per project): an earlier logo, a mood',
  description:
    'multipart/form-data with one `files` part per image. Files are checked by their bytes and re-encoded; nothing is stored when one is refused ' +
    '(LOGO_REFERENCE_LIMIT beyond two, IMAGE_TOO_LARGE over 4 MB, IMAGE_TYPE_NOT_ALLOWED for anything but jpg/png). GPT Image 1 and Gemini 2.5 Flash Image ' +
    'receive them with the prompt; the other models take the prompt alone.',
  security: bearer,
  request: { ...project, body: { required: true, content: { 'multipart/form-data': { schema: z.object({ files: referenceFiles }) } } } },
  responses: { 201: detail('The project with its references'), ...problemResponses(400, 401, 403, 404, 409, 413, 415, 422, 429) },
});

export const removeLogoReference = createRoute({
  method: 'delete',
  path: '/logo_projects/{id}/references/{inputId}',
  tags,
  summary: 'Take a reference image off the project',
  security: bearer,
  request: { params: z.object({ id: uuid, inputId: uuid }) },
  responses: { 204: { description: 'Removed' }, ...refusals },
});

export const requestLogoGeneration = createRoute({
  method: 'post',
  path: '/logo_projects/{id}/generations',
  tags,
  summary: 'Make 1-4 logos from the brief, each with a vector (SVG) version traced from it; runs as a job',
  description:
    'Answers 202 with the job; follow its events or read the project until it is completed. With the model’s provider configured, the provider draws a ' +
    'flat logo from a prompt built from the brief; without one the job runs on this machine (`provider: offline`) and the rasters are labelled demo ' +
    'logos (`demo: true`, `configure_provider` says what to set). Either way every logo is reduced to the brief’s colours and traced into an SVG here ' +
    '(imagetracerjs), stored beside the PNG. The first logo delivered charges the project 15,000 JPY, once. Refusals: GENERATION_IN_PROGRESS, SEED_OUT_OF_RANGE, PROJECT_EXPIRED.',
  security: bearer,
  request: { ...project, ...jsonBody(LogoGenerationRequest) },
  responses: { 202: json(LogoJob, 'The job, queued'), ...refusals },
});

export const logoJobEvents = createRoute({
  method: 'get',
  path: '/logo_projects/{id}/jobs/{jobId}/events',
  tags,
  summary: 'A logo job as server-sent events: `job` when the stream opens, `done` with the finished job',
  security: bearer,
  request: { params: z.object({ id: uuid, jobId: uuid }) },
  // A raw body (no JSON schema of a string, whose length would be the stream's), with an example of its start.
  responses: {
    200: {
      description: 'text/event-stream: the job’s events until it ends',
      content: { 'text/event-stream': { schema: { contentMediaType: 'text/event-stream' }, example: 'event: job\ndata: {"job_id":"0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90","status":"running"}\n\n' } },
    },
    ...refusals,
  },
});

export const logoGallery = createRoute({
  method: 'get',
  path: '/logo_projects/{id}/gallery',
  tags,
  summary: 'The logos, newest first: signed links to the PNG and to its SVG, the demo flag, who made them',
  security: bearer,
  request: project,
  responses: { 200: json(z.array(LogoImage).meta({ 'x-unbounded': 'not paged: one entry per item the client made' }), 'The gallery'), ...refusals },
});

export const deleteLogoImage = createRoute({
  method: 'delete',
  path: '/logo_projects/{id}/images/{imageId}',
  tags,
  summary: 'Delete a logo (its PNG and its SVG)',
  security: bearer,
  request: { params: z.object({ id: uuid, imageId: uuid }) },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});
