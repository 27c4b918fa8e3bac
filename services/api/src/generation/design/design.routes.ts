import { createRoute, z } from '@hono/zod-openapi';
import { ConceptAssistResponse, PromptAssistRequest, DesignEvaluationStarted, DesignGenerationRequest, DesignImage, DesignJob, DesignProjectCreateRequest, DesignProjectDetail, PrintReadinessQuery, PrintReadinessReport } from '@packlens/contracts';
import { bearer, eventStream, json, problemResponses, uploadedFilesUpTo } from '../../app/openapi-helpers';
import { unpagedList } from '@packlens/contracts';
import { jsonBody } from '../../identity/auth.routes';

const tags = ['Design generation'];
const uuid = z.string().uuid({ error: 'NOT_FOUND' });
const project = { params: z.object({ id: uuid }) };
const detail = (description: string) => json(DesignProjectDetail, description);
const gated = problemResponses(400, 401, 403, 404, 409, 422);

export const createDesignProject = createRoute({
  method: 'post',
  path: '/design_projects/',
  tags,
  summary: 'Register a design generation project (type 6)',
  description: 'Section 6: the generate plan (ad hoc users are sent to project registration first).',
  security: bearer,
  request: jsonBody(DesignProjectCreateRequest),
  responses: { 201: detail('The new project'), ...gated },
});

export const getDesignProject = createRoute({
  method: 'get',
  path: '/design_projects/{id}',
  tags,
  summary: 'A design project: its inputs, jobs and gallery',
  security: bearer,
  request: project,
  responses: { 200: detail('The project'), ...gated },
});

export const uploadDesignInputs = createRoute({
  method: 'post',
  path: '/design_projects/{id}/inputs',
  tags,
  summary: 'Upload input images (jpg or png, 4 MB each, up to 10 at once; PSD, 25 MB each, up to 5): the image to work on, the scene and the product to compose, a mask',
  description:
    'multipart/form-data with one `files` part per image. Files are checked by their bytes and re-encoded; nothing is stored when one is refused. ' +
    'A PSD file is read flattened (its composite), or one input per visible layer with `psd_layers=true`, and stored as PNG.',
  security: bearer,
  request: {
    ...project,
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({
            // Up to 10 files (5 of them PSD), images of 4 MB and PSD files of 25 MB at most.
            files: uploadedFilesUpTo(10, 25 * 1024 * 1024),
            psd_layers: z.enum(['true', 'false']).optional().openapi({ description: 'PSD files: `true` makes one input per visible layer; otherwise each is flattened to one input.' }),
          }),
        },
      },
    },
  },
  responses: { 201: detail('The project with its new inputs'), ...problemResponses(400, 401, 403, 404, 409, 413, 415, 422) },
});

export const requestDesignGeneration = createRoute({
  method: 'post',
  path: '/design_projects/{id}/generations',
  tags,
  summary: 'Ask for a generation in one mode (text to image, background removal, composition, partial change); runs as a job',
  description:
    'Answers 202 with the job; read the project (or its gallery) until the job is completed. Every limit of the chosen model is checked first: ' +
    'a refused request stores and charges nothing. Without the model’s provider the job runs on this machine (`provider: offline`): background removal, ' +
    'composition and small repairs are real; text to image and large changes are labelled demo images (`demo: true`), and `configure_provider` says which provider to set.',
  security: bearer,
  request: { ...project, ...jsonBody(DesignGenerationRequest) },
  responses: { 202: json(DesignJob, 'The job, queued'), ...gated },
});

export const designJobEvents = createRoute({
  method: 'get',
  path: '/design_projects/{id}/jobs/{jobId}/events',
  tags,
  summary: 'A design job as server-sent events: `job` when the stream opens, `done` with the finished job',
  security: bearer,
  request: { params: z.object({ id: uuid, jobId: uuid }) },
  responses: {
    200: eventStream('event: job\ndata: {"job_id":"0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90","status":"running"}\n\nevent: done\ndata: {"job_id":"0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90","status":"completed"}\n\n'),
    ...gated,
  },
});

export const designGallery = createRoute({
  method: 'get',
  path: '/design_projects/{id}/gallery',
  tags,
  summary: 'The generated images, newest first or best scored first (mode, model, demo flag, size, the engine’s score, a signed link to the full-size image)',
  description: '`order=score`: scored designs by the predicted preference of their segment, best first, then the unscored ones newest first.',
  security: bearer,
  request: { ...project, query: z.object({ order: z.enum(['newest', 'score'], { error: 'VALIDATION_FAILED' }).default('newest') }) },
  responses: { 200: json(unpagedList(DesignImage), 'The gallery'), ...gated },
});

export const deleteDesignImage = createRoute({
  method: 'delete',
  path: '/design_projects/{id}/images/{imageId}',
  tags,
  summary: 'Delete a generated image (and its stored file)',
  security: bearer,
  request: { params: z.object({ id: uuid, imageId: uuid }) },
  responses: { 204: { description: 'Deleted' }, ...gated },
});

export const evaluateDesignImage = createRoute({
  method: 'post',
  path: '/design_projects/{id}/images/{imageId}/evaluations',
  tags,
  summary: 'Send a generated design to a new evaluation project (a package survey with the design as its image)',
  description:
    'Creates a package evaluation (type 1) named after the design project, with the preference score, heat map and image words ordered, the scored ' +
    'segment (or the overall segment) and category chosen and the design uploaded as its image; the caller confirms and calculates it like any other ' +
    'project (the image quota is counted then). Needs the survey service of the caller’s plan.',
  security: bearer,
  request: { params: z.object({ id: uuid, imageId: uuid }) },
  responses: { 201: json(DesignEvaluationStarted, 'The new evaluation project'), ...gated },
});

const printReadiness = (what: 'images' | 'inputs', idName: 'imageId' | 'inputId', summary: string) =>
  createRoute({
    method: 'get',
    path: `/design_projects/{id}/${what}/{${idName}}/print_readiness`,
    tags,
    summary,
    description:
      'Compares the design’s pixels with what a print of `width_mm` × `height_mm` needs at 300 dpi, and names the smallest upscale factor (2-4) that ' +
      'reaches it within the upscale’s 6,000 px limit (`mode: upscale`, `scale`, with the design as `source_image_id` or `input_ids`).',
    security: bearer,
    request: { params: z.object({ id: uuid, [idName]: uuid }), query: PrintReadinessQuery },
    responses: { 200: json(PrintReadinessReport, 'The design against the print size'), ...gated },
  });

export const imagePrintReadiness = printReadiness('images', 'imageId', 'Print-readiness of a generated design at a print size (300 dpi), and the upscale that would reach it');
export const inputPrintReadiness = printReadiness('inputs', 'inputId', 'Print-readiness of an uploaded design at a print size (300 dpi), and the upscale that would reach it');

export const designPromptAssist = createRoute({
  method: 'post',
  path: '/design_projects/{id}/prompt_assist',
  tags,
  summary: 'Suggest an image prompt (in English) from the category, the pack’s shape and a few keywords (offline demo assistant unless a text provider is configured)',
  description: 'Section 5: prompt assist needs a category and a shape (PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE). Runs as a text job, answered within a minute.',
  security: bearer,
  request: { ...project, ...jsonBody(PromptAssistRequest) },
  responses: { 200: json(ConceptAssistResponse, 'A suggested prompt'), ...gated },
});

export const regenerateDesign = createRoute({
  method: 'post',
  path: '/design_projects/{id}/jobs/{jobId}/regenerations',
  tags,
  summary: 'Regenerate: the job’s request once more with the next seeds (a new job), within the super admin’s requests per conversation',
  description: 'REGENERATION_LIMIT_REACHED once a job has been regenerated that many times; GENERATION_IN_PROGRESS while a job runs.',
  security: bearer,
  request: { params: z.object({ id: uuid, jobId: uuid }) },
  responses: { 202: json(DesignJob, 'The new job, queued'), ...gated },
});
