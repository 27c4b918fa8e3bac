import { createRoute, z } from '@hono/zod-openapi';
import { KeyVisualGenerationRequest, KeyVisualImage, KeyVisualJob, KeyVisualMenuRequest, KeyVisualMessage, KeyVisualMessageRequest, KeyVisualProjectCreateRequest, KeyVisualProjectDetail, keyVisualLimits } from '@packlens/contracts';
import { bearer, json, problemResponses, uploadedFiles } from '../../app/openapi-helpers';
import { jsonBody } from '../../identity/auth.routes';

const tags = ['Key visuals'];
const uuid = z.string().uuid({ error: 'NOT_FOUND' }).openapi({ example: '0192f7c4-4b1e-7a3c-9d2e-5f6a7b8c9d0e' });
const project = { params: z.object({ id: uuid }) };
const detail = (description: string) => json(KeyVisualProjectDetail, description);
const refusals = problemResponses(400, 401, 403, 404, 409, 422, 429);
const gateNote =
  'Section 6: Japan, the Japanese interface (the request’s language) and the monthly, generate or key-visual plan; others are refused with ' +
  'SERVICE_NOT_AVAILABLE or SERVICE_JAPANESE_ONLY on every call.';

export const createKeyVisualProject = createRoute({
  method: 'post',
  path: '/key_visual_projects/',
  tags,
  summary: 'Register a key-visual project (type 7): name and department',
  description: gateNote,
  security: bearer,
  request: jsonBody(KeyVisualProjectCreateRequest),
  responses: { 201: detail('The new project'), ...refusals },
});

export const getKeyVisualProject = createRoute({
  method: 'get',
  path: '/key_visual_projects/{id}',
  tags,
  summary: 'A key-visual project: its type and product, pack, conversation, jobs, gallery and limits',
  security: bearer,
  request: project,
  responses: { 200: detail('The project'), ...refusals },
});

export const selectKeyVisualMenu = createRoute({
  method: 'put',
  path: '/key_visual_projects/{id}/menu',
  tags,
  summary: 'Choose one of the six types (usage scene, product up close, before and after use, difficult scene, brand world view, make it yourself) and name the product',
  description: 'The next message and generation read it; the pack’s placement follows the type.',
  security: bearer,
  request: { ...project, ...jsonBody(KeyVisualMenuRequest) },
  responses: { 200: detail('The project with its menu'), ...refusals },
});

export const uploadKeyVisualPack = createRoute({
  method: 'post',
  path: '/key_visual_projects/{id}/pack',
  tags,
  summary: 'Upload the product’s pack image (one jpg or png of 4 MB at most): it is cut out and placed in every key visual',
  description:
    'multipart/form-data with one `files` part. The file is checked by its bytes (IMAGE_TYPE_NOT_ALLOWED for anything but jpg/png, IMAGE_TOO_LARGE over 4 MB) ' +
    'and re-encoded; nothing is stored when it is refused. A later upload replaces the pack for the next generation.',
  security: bearer,
  request: { ...project, body: { required: true, content: { 'multipart/form-data': { schema: z.object({ files: uploadedFiles }) } } } },
  responses: { 201: detail('The project with its pack'), ...problemResponses(400, 401, 403, 404, 409, 413, 415, 422, 429) },
});

export const sendKeyVisualMessage = createRoute({
  method: 'post',
  path: '/key_visual_projects/{id}/messages',
  tags,
  summary: 'Say what the scene should show (or how to change it): the text model answers with the scene it will draw; runs as a job',
  description:
    `Answers 202 with the message; its description streams on the job's events (\`text\`) and is in the project once done. ${keyVisualLimits.messageMaxChars} characters at most; ` +
    'one job at a time (GENERATION_IN_PROGRESS); at most the chat settings’ requests per conversation (REGENERATION_LIMIT_REACHED). Without the model’s provider the offline ' +
    'demo writer answers (`provider: demo`, `demo: true`).',
  security: bearer,
  request: { ...project, ...jsonBody(KeyVisualMessageRequest) },
  responses: { 202: json(KeyVisualMessage, 'The message, queued'), ...refusals },
});

export const requestKeyVisualImages = createRoute({
  method: 'post',
  path: '/key_visual_projects/{id}/generations',
  tags,
  summary: 'Make key visuals of the agreed scene with the product’s pack placed in it; runs as a job (up to 10 minutes)',
  description:
    'Needs the type, the pack and an answered message (IMAGE_REQUIRED, KEY_VISUAL_SCENE_REQUIRED). The image model’s limits apply (size, batch, seed); ' +
    `at most ${keyVisualLimits.maxTotalImages} images per project in total, deleted ones included (KEY_VISUAL_IMAGE_LIMIT says how many are left). A refused request stores and charges nothing. ` +
    'The pack is cut out of its upload (GrabCut) and placed (sharp) on this machine, always for real; without the model’s provider the scene is a labelled demo (`demo: true`, `configure_provider`).',
  security: bearer,
  request: { ...project, ...jsonBody(KeyVisualGenerationRequest) },
  responses: { 202: json(KeyVisualJob, 'The job, queued'), ...refusals },
});

export const keyVisualJobEvents = createRoute({
  method: 'get',
  path: '/key_visual_projects/{id}/jobs/{jobId}/events',
  tags,
  summary: 'A job as server-sent events: `job`, then `text` (a message) or `progress` (images: cutout, scene, compose), then `done`',
  security: bearer,
  request: { params: z.object({ id: uuid, jobId: uuid }) },
  responses: {
    // A raw body (OpenAPI 3.1: a media type, no JSON schema of a string whose length would be the stream's).
    200: {
      description: 'text/event-stream: the job’s events until it ends',
      content: {
        'text/event-stream': {
          schema: { contentMediaType: 'text/event-stream' },
          example:
            'event: job\ndata: {"kind":"images","job_id":"0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90","status":"running"}\n\n' +
            'event: progress\ndata: {"stage":"scene","done":1,"total":2}\n\nevent: done\ndata: {"kind":"images","job_id":"0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90","status":"completed"}\n\n',
        },
      },
    },
    ...refusals,
  },
});

export const keyVisualGallery = createRoute({
  method: 'get',
  path: '/key_visual_projects/{id}/gallery',
  tags,
  summary: 'The key visuals made, newest first (type, model, demo flag, size, a signed link to the full-size image)',
  security: bearer,
  request: project,
  responses: { 200: json(z.array(KeyVisualImage).max(keyVisualLimits.maxTotalImages), 'The gallery'), ...refusals },
});

export const deleteKeyVisualImage = createRoute({
  method: 'delete',
  path: '/key_visual_projects/{id}/images/{imageId}',
  tags,
  summary: 'Delete a key visual (and its stored file); it still counts towards the project’s total',
  security: bearer,
  request: { params: z.object({ id: uuid, imageId: uuid }) },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});
