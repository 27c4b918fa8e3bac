/**
 * Design generation (project type 6, issue 13; screens /creative-package, /creative-package/create), the API's
 * first slice: text to image, background removal, image composition and partial change.
 *
 * | method | path                                              | body                     | answer                     | refusals |
 * |--------|---------------------------------------------------|--------------------------|----------------------------|----------|
 * | POST   | /api/design_projects/                             | DesignProjectCreateRequest | DesignProjectDetail (201) | PROJECT_NAME_REQUIRED, PAID_MEMBERS_ONLY, SERVICE_NOT_AVAILABLE (section 6: the generate plan) |
 * | GET    | /api/design_projects/{id}                         | -                        | DesignProjectDetail        | NOT_FOUND |
 * | POST   | /api/design_projects/{id}/inputs                  | multipart `files` (jpg/png) | DesignProjectDetail (201) | IMAGE_REQUIRED, IMAGE_TYPE_NOT_ALLOWED, IMAGE_TOO_LARGE, IMAGE_CORRUPT, TOO_MANY_IMAGES_PER_UPLOAD |
 * | POST   | /api/design_projects/{id}/generations             | DesignGenerationRequest  | DesignJob (202)            | GENERATION_SIZE_NOT_ALLOWED, BATCH_SIZE_OUT_OF_RANGE, STEPS_OUT_OF_RANGE, SEED_OUT_OF_RANGE, TOO_MANY_INPUT_IMAGES, DESIGN_INPUT_COUNT, MASK_REQUIRED, GENERATION_IN_PROGRESS, PROJECT_EXPIRED |
 * | GET    | /api/design_projects/{id}/jobs/{jobId}/events     | -                        | text/event-stream (job, done) | NOT_FOUND |
 * | GET    | /api/design_projects/{id}/gallery                 | -                        | DesignImage[]              | NOT_FOUND |
 * | DELETE | /api/design_projects/{id}/images/{imageId}        | -                        | 204                        | NOT_FOUND |
 */
import { z } from 'zod';
import { generationModels } from '../catalogue/generation';
import { countryCodes } from '../catalogue/countries';
import { requiredText, wholeNumber } from '../catalogue/input-rules';
import { designModes, designProjectModes } from '../events/design';
import { ProjectStatusSchema } from './projects';
import { GenerationError } from './generation';
import { count, fileLink, isoTime, text, unpagedList } from './openapi-fields';

const pixels = (example: number) => z.number().int().min(1).max(64 * 1024 * 1024).meta({ example });

const trimmed = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
export const designModelCodes = generationModels.map((model) => model.code) as [string, ...string[]];

export const DesignProjectCreateRequest = z.object({
  name: requiredText(100, 'PROJECT_NAME_REQUIRED').meta({ example: 'レモンサワー 缶デザイン案' }),
  department: trimmed(200).default('').meta({ example: 'デザイン部' }),
});

/**
 * One generation. Limits are the chosen model's (section 9) and are checked by the server with the catalogue's
 * messages: width and height 64 to 512 or 1024, batch size up to 16 or 4, steps 1 to 50 (20 recommended), the seed
 * in the model's range; the inputs the mode needs (background removal 1, composition 2: the scene, then the product;
 * partial change 1 and a mask, an uploaded PNG whose transparent part is what changes).
 */
export const DesignGenerationRequest = z.object({
  mode: z.enum(designProjectModes, { error: 'VALIDATION_FAILED' }),
  model_code: z.enum(designModelCodes, { error: 'VALIDATION_FAILED' }).default('sdxl'),
  prompt: trimmed(1000).default('').meta({ example: 'A 350 ml can of lemon sour, fresh lemons and ice, bright yellow, Japanese lettering, studio light' }),
  negative_prompt: trimmed(1000).default('').meta({ example: 'blurry, distorted text' }),
  // Wide bounds: each model's own range is checked by the server with the catalogue's message (GENERATION_SIZE_NOT_ALLOWED …).
  width: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(100000, { error: 'VALIDATION_FAILED' })).default(512),
  height: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(100000, { error: 'VALIDATION_FAILED' })).default(512),
  batch_size: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(1000, { error: 'VALIDATION_FAILED' })).default(1),
  steps: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(1000, { error: 'VALIDATION_FAILED' })).nullable().default(null).meta({ example: 20 }),
  seed: wholeNumber('INTEGER_REQUIRED', (n) => n.min(-(2 ** 32), { error: 'VALIDATION_FAILED' }).max(2 ** 32, { error: 'VALIDATION_FAILED' })).nullable().default(null).meta({ example: 42 }),
  input_ids: z.array(z.string().uuid({ error: 'NOT_FOUND' })).max(10, { error: 'TOO_MANY_INPUT_IMAGES' }).default([]),
  mask_id: z.string().uuid({ error: 'NOT_FOUND' }).nullable().default(null),
  /** A gallery image to work on (image fix, partial change, background removal, upscale), read before `input_ids`. */
  source_image_id: z.string().uuid({ error: 'NOT_FOUND' }).nullable().default(null),
  /** Brand generation: the client's ready brand model (GET /api/brand_models/). */
  brand_model_id: z.string().uuid({ error: 'NOT_FOUND' }).nullable().default(null),
  /** Upscale: the factor, 2, 3 or 4 (this machine's super-resolution model; the result's long side at most 6,000 px). */
  scale: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(100, { error: 'VALIDATION_FAILED' })).nullable().default(null).meta({ example: 2 }),
  /**
   * Scored generation: the engine scores every image for this segment (predicted preference, attention on the product
   * name) and the gallery sorts by it. With `keep`, only the best `keep` of the `batch_size` candidates are kept.
   */
  score_segment_id: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(99, { error: 'VALIDATION_FAILED' })).nullable().default(null).meta({ example: 1 }),
  /** The category the designs are scored in (the segment heads read it); the first category when omitted. */
  score_category_id: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(9999, { error: 'VALIDATION_FAILED' })).nullable().default(null).meta({ example: 2 }),
  keep: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(1000, { error: 'VALIDATION_FAILED' })).nullable().default(null).meta({ example: 2 }),
});
export type DesignGenerationRequest = z.infer<typeof DesignGenerationRequest>;

export const DesignInput = z.object({
  input_id: z.string().uuid(),
  file_name: text(30, 'lemon-can-scene.png'),
  media_type: text(100, 'image/png'),
  bytes: z.number().int().min(0).max(50 * 1024 * 1024).meta({ example: 845213 }),
  width: pixels(1024),
  height: pixels(1024),
  /** The stored image through a signed link. */
  url: fileLink(),
  uploaded_at: isoTime(),
});

export const DesignJob = z.object({
  job_id: z.string().uuid(),
  mode: z.enum(designModes),
  model_code: text(40, 'sdxl'),
  /** Who makes the images: the model's provider, or `offline` (this machine: real where it can be, else the demo). */
  provider: text(40, 'replicate'),
  status: z.enum(['running', 'completed', 'failed']),
  /** The model id that made the images (after completion). */
  model: text(200, 'stability-ai/sdxl:7762fd07cf82c948538e41f63f77d685e02b063e37e496e96eefd46c929f9bdc').nullable(),
  /** Made by the labelled demo generator (no generative model ran); null until the job ends. */
  demo: z.boolean().nullable(),
  /** The provider to configure for the real model when this job runs offline (`replicate`, `openai`, `google`). */
  configure_provider: text(40, 'replicate').nullable(),
  /** What the super admin must set for a real model, in the reader's language, when the job runs offline. */
  demo_notice: text(1000, 'Made by the offline demo generator: the super admin sets a Replicate API key under AI providers for SDXL.').nullable(),
  error: GenerationError.nullable().meta({ example: null }),
  requested_at: isoTime(),
  completed_at: isoTime().nullable(),
  provenance_url: fileLink().nullable(),
});
export type DesignJob = z.infer<typeof DesignJob>;

/** A generated design as the evaluation engine scores it, for one segment. */
export const DesignImageScore = z.object({
  segment_id: z.number().int().min(1).max(99).meta({ example: 1 }),
  category_id: z.number().int().min(1).max(9999).meta({ example: 2 }),
  /** Predicted preference, 1-5, and its spread. */
  mean: z.number().meta({ example: 3.71 }),
  sd: z.number().meta({ example: 0.88 }),
  /** 1 = the best candidate of its job. */
  rank: z.number().int().min(1).max(1000).meta({ example: 1 }),
  /** Share (0-1) of the heat map on the product name, and that share over the name's share of the area; null without lettering. */
  name_attention_share: z.number().nullable().meta({ example: 0.21 }),
  name_attention_lift: z.number().nullable().meta({ example: 1.7 }),
  name_box: z
    .object({ x: z.number().meta({ example: 96 }), y: z.number().meta({ example: 140 }), width: z.number().meta({ example: 320 }), height: z.number().meta({ example: 90 }) })
    .nullable(),
  /** The heat map over the design, through a signed link. */
  heatmap_url: fileLink(),
  model_version: text(100, 'demo-panel-2026.11'),
  /** Scored by the demo model (trained on the simulated panel). */
  demo_model: z.boolean(),
});
export type DesignImageScore = z.infer<typeof DesignImageScore>;

export const DesignImage = z.object({
  image_id: z.string().uuid(),
  job_id: z.string().uuid(),
  mode: z.enum(designModes),
  model_code: text(40, 'sdxl'),
  model: text(200, 'stability-ai/sdxl:7762fd07cf82c948538e41f63f77d685e02b063e37e496e96eefd46c929f9bdc'),
  provider: text(40, 'replicate'),
  demo: z.boolean(),
  media_type: text(100, 'image/png'),
  bytes: count(1204311),
  width: pixels(1024),
  height: pixels(1024),
  seed: z.number().nullable().meta({ example: 42 }),
  /** The image at full size through a signed link (an hour). */
  url: fileLink(),
  created_at: isoTime(),
  /** The engine's score when the job asked for one (scored generation). */
  score: DesignImageScore.nullable(),
});
export type DesignImage = z.infer<typeof DesignImage>;

/** A design sent to evaluation: the new package-evaluation project, to confirm and calculate. */
export const DesignEvaluationStarted = z.object({ project_id: z.string().uuid(), image_id: z.string().uuid() });
export type DesignEvaluationStarted = z.infer<typeof DesignEvaluationStarted>;

export const DesignProjectDetail = z.object({
  id: z.string().uuid(),
  name: text(100, 'レモンサワー 缶デザイン案'),
  type: z.literal(6),
  country: z.enum(countryCodes),
  department: text(200, 'デザイン部'),
  status: ProjectStatusSchema,
  created_at: isoTime(),
  expires_at: isoTime(),
  inputs: unpagedList(DesignInput),
  jobs: unpagedList(DesignJob),
  gallery: unpagedList(DesignImage),
});
export type DesignProjectDetail = z.infer<typeof DesignProjectDetail>;

/** Print-readiness of a design (an image of the gallery or an uploaded input) at a print size, at 300 dpi. */
export const PrintReadinessQuery = z.object({
  width_mm: z.coerce.number({ error: 'VALIDATION_FAILED' }).positive({ error: 'VALIDATION_FAILED' }).max(2000, { error: 'VALIDATION_FAILED' }).meta({ example: 80 }),
  height_mm: z.coerce.number({ error: 'VALIDATION_FAILED' }).positive({ error: 'VALIDATION_FAILED' }).max(2000, { error: 'VALIDATION_FAILED' }).meta({ example: 120 }),
});

export const PrintReadinessReport = z.object({
  width_px: pixels(1024),
  height_px: pixels(1536),
  width_mm: z.number().meta({ example: 80 }),
  height_mm: z.number().meta({ example: 120 }),
  /** The pixels a 300 dpi print of this size needs. */
  required_width_px: count(945),
  required_height_px: count(1417),
  /** The resolution the design prints at (the lower of its two directions). */
  effective_dpi: count(325),
  ready: z.boolean(),
  /** The smallest upscale factor (2-4) that reaches 300 dpi within the 6,000 px limit; null when ready or out of reach. */
  suggested_scale: z.number().int().min(2).max(4).nullable().meta({ example: null }),
  dpi_after_upscale: count(650).nullable(),
});
export type PrintReadinessReport = z.infer<typeof PrintReadinessReport>;
