import { createRoute, z } from '@hono/zod-openapi';
import { BrandModel, BrandModelCreateRequest, BrandModelList, generationLimits, uploadLimits } from '@packlens/contracts';
import { bearer, json, problemResponses } from '../../app/openapi-helpers';
import { jsonBody } from '../../identity/auth.routes';

const tags = ['Brand models'];
const uuid = z.string().uuid({ error: 'NOT_FOUND' });
const model = { params: z.object({ id: uuid }) };
const detail = (description: string) => json(BrandModel, description);
const refusals = problemResponses(400, 401, 403, 404, 409, 422, 429);
const gateNote = 'Brand generation is a mode of design generation: section 6’s generate plan.';
const multipart = (schema: z.ZodType) => ({ body: { required: true, content: { 'multipart/form-data': { schema } } } });

export const createBrandModel = createRoute({
  method: 'post',
  path: '/brand_models/',
  tags,
  summary: 'Register a brand model (brand learning: brand name, brand prompt, category, pack shape)',
  description: `${gateNote} Then give it 10 to 30 of your own images and train it, or upload a LoRA you have.`,
  security: bearer,
  request: jsonBody(BrandModelCreateRequest),
  responses: { 201: detail('The new brand model (collecting images)'), ...refusals },
});

export const listBrandModels = createRoute({
  method: 'get',
  path: '/brand_models/',
  tags,
  summary: 'The client’s brand models, newest first (never another client’s)',
  security: bearer,
  responses: { 200: json(BrandModelList, 'The brand models'), ...refusals },
});

export const getBrandModel = createRoute({
  method: 'get',
  path: '/brand_models/{id}',
  tags,
  summary: 'A brand model: its images, status, trained version, colours',
  security: bearer,
  request: model,
  responses: { 200: detail('The brand model'), ...refusals },
});

export const uploadBrandImages = createRoute({
  method: 'post',
  path: '/brand_models/{id}/images',
  tags,
  summary: `Add the client’s own images (jpg, png or PSD; ${generationLimits.brandImagesMin} to ${generationLimits.brandImagesMax} in all before a training)`,
  description: 'multipart/form-data, one `files` part per image (at most 10 in one upload). Checked by their bytes and re-encoded; BRAND_IMAGE_COUNT past 30.',
  security: bearer,
  request: {
    ...model,
    ...multipart(
      z.object({
        files: z.union([z.any(), z.array(z.any())]).openapi({ type: 'array', maxItems: uploadLimits.imagesPerUpload, items: { type: 'string', format: 'binary', maxLength: uploadLimits.psdBytes } }),
      }),
    ),
  },
  responses: { 201: detail('The brand model with its new images'), ...problemResponses(400, 401, 403, 404, 409, 413, 422, 429) },
});

export const removeBrandImage = createRoute({
  method: 'delete',
  path: '/brand_models/{id}/images/{imageId}',
  tags,
  summary: 'Take an image out of the brand model (not while it trains)',
  security: bearer,
  request: { params: z.object({ id: uuid, imageId: uuid }) },
  responses: { 200: detail('The brand model'), ...refusals },
});

export const uploadBrandLora = createRoute({
  method: 'post',
  path: '/brand_models/{id}/lora',
  tags,
  summary: 'Upload a LoRA the client already has (safetensors, 50 MB at most): the model is ready without a training',
  description: 'multipart/form-data with one `file` part. The safetensors header is read (a renamed file is refused with LORA_FILE_INVALID).',
  security: bearer,
  request: { ...model, ...multipart(z.object({ file: z.any().openapi({ type: 'string', format: 'binary', maxLength: uploadLimits.loraBytes }) })) },
  responses: { 201: detail('The brand model, ready'), ...problemResponses(400, 401, 403, 404, 409, 413, 422, 429) },
});

export const trainBrandModel = createRoute({
  method: 'post',
  path: '/brand_models/{id}/trainings',
  tags,
  summary: 'Train the brand model on its images (a job: Replicate’s training API where configured, else the labelled demo brand model)',
  description:
    'Answers 202 with the model in `training`; read it until `ready` or `failed`. BRAND_IMAGE_COUNT without 10-30 images; BRAND_TRAINING_IN_PROGRESS while one runs. ' +
    'A Replicate training is charged 30,000 JPY (section 9, LoRA) when it succeeds; the demo brand model is not charged.',
  security: bearer,
  request: model,
  responses: { 202: detail('The brand model, training'), ...refusals },
});
