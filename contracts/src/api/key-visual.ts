/**
 * Key visuals (project type 7, issue 13 item 5; screens /generate-key-visual, /generate-key-visual/select-menu,
 * /generate-key-visual/message). A key visual is a generated scene with the product's own pack cut out of its upload
 * and placed in it; a conversation with the text model agrees on the scene first.
 *
 * | method | path                                                  | body                         | answer                        | refusals |
 * |--------|-------------------------------------------------------|------------------------------|-------------------------------|----------|
 * | POST   | /api/key_visual_projects/                             | KeyVisualProjectCreateRequest | KeyVisualProjectDetail (201) | PROJECT_NAME_REQUIRED, SERVICE_NOT_AVAILABLE, SERVICE_JAPANESE_ONLY (section 6) |
 * | GET    | /api/key_visual_projects/{id}                         | -                            | KeyVisualProjectDetail        | NOT_FOUND |
 * | PUT    | /api/key_visual_projects/{id}/menu                    | KeyVisualMenuRequest         | KeyVisualProjectDetail        | VALIDATION_FAILED, TEXT_TOO_LONG, PROJECT_EXPIRED |
 * | POST   | /api/key_visual_projects/{id}/pack                    | multipart `files` (one jpg/png) | KeyVisualProjectDetail (201) | IMAGE_REQUIRED, IMAGE_TYPE_NOT_ALLOWED, IMAGE_TOO_LARGE, TOO_MANY_IMAGES_PER_UPLOAD |
 * | POST   | /api/key_visual_projects/{id}/messages                | KeyVisualMessageRequest      | KeyVisualMessage (202)        | FIELD_REQUIRED, TEXT_TOO_LONG, GENERATION_IN_PROGRESS, REGENERATION_LIMIT_REACHED |
 * | POST   | /api/key_visual_projects/{id}/generations             | KeyVisualGenerationRequest   | KeyVisualJob (202)            | IMAGE_REQUIRED, KEY_VISUAL_SCENE_REQUIRED, KEY_VISUAL_IMAGE_LIMIT, GENERATION_SIZE_NOT_ALLOWED, BATCH_SIZE_OUT_OF_RANGE, SEED_OUT_OF_RANGE |
 * | GET    | /api/key_visual_projects/{id}/jobs/{jobId}/events     | -                            | text/event-stream             | NOT_FOUND |
 * | GET    | /api/key_visual_projects/{id}/gallery                 | -                            | KeyVisualImage[]              | NOT_FOUND |
 * | DELETE | /api/key_visual_projects/{id}/images/{imageId}        | -                            | 204                           | NOT_FOUND |
 */
import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';
import { generationModels, generationSizeProfiles, keyVisualTypes, type KeyVisualType } from '../catalogue/generation';
import { requiredText, wholeNumber } from '../catalogue/input-rules';
import { keyVisualLimits } from '../catalogue/key-visual';
import { ProjectStatusSchema } from './projects';
import { GenerationError } from './generation';
import { count, fileLink, isoTime, modelText, text, unpagedList } from './openapi-fields';

const pixels = (example: number) => z.number().int().min(1).max(64 * 1024 * 1024).meta({ example });

const typeCodes = keyVisualTypes.map((type) => type.code) as [KeyVisualType, ...KeyVisualType[]];
const imageModelCodes = generationModels.map((model) => model.code) as [string, ...string[]];
const textModelCodes = ['gpt_4o', 'gemini_2_0_flash', 'claude_4_5_sonnet'] as const;
const largest = generationSizeProfiles.large.maxWidthHeight;

export const KeyVisualProjectCreateRequest = z.object({
  name: requiredText(100, 'PROJECT_NAME_REQUIRED').meta({ description: 'The project’s name (1-100 characters).', example: '朝のオレンジ 春のキービジュアル' }),
  department: z.string().trim().max(200, { error: 'TEXT_TOO_LONG' }).default('').meta({ example: 'Brand marketing' }),
});
export type KeyVisualProjectCreateRequest = z.infer<typeof KeyVisualProjectCreateRequest>;

/** The menu step: which of the six types, and the product's name as the scene is written and drawn around it. */
export const KeyVisualMenuRequest = z.object({
  type: z.enum(typeCodes, { error: 'VALIDATION_FAILED' }).meta({ description: 'A key-visual type of section 1 (`keyVisualTypes`).', example: 'usage_scene' }),
  product: z
    .string()
    .trim()
    .max(keyVisualLimits.productMaxChars, { error: 'TEXT_TOO_LONG' })
    .default('')
    .meta({ description: 'The product’s name (optional).', example: 'Morning Orange 100% juice' }),
});
export type KeyVisualMenuRequest = z.infer<typeof KeyVisualMenuRequest>;

/** One message of the conversation: what the user wants the scene to be, or how to change the last description. */
export const KeyVisualMessageRequest = z.object({
  message: requiredText(keyVisualLimits.messageMaxChars).meta({
    description: `What the scene should show or how to change it (1-${keyVisualLimits.messageMaxChars} characters).`,
    example: '朝のキッチンで家族が朝食をとっている明るいシーンにしてください',
  }),
  model_code: z
    .enum(textModelCodes, { error: 'VALIDATION_FAILED' })
    .default(keyVisualLimits.defaultTextModelCode)
    .meta({ description: 'The text model (section 9); the offline demo writer answers when its provider is not configured.', example: 'gpt_4o' }),
  language: z
    .enum(['ja', 'en', 'zh-CN'], { error: 'VALIDATION_FAILED' })
    .optional()
    .meta({ description: 'The language the scene description is written in; the request’s language when omitted.', example: 'ja' }),
});
export type KeyVisualMessageRequest = z.infer<typeof KeyVisualMessageRequest>;

/** One generation of images: the scene of the latest description, the pack placed as the type says. */
export const KeyVisualGenerationRequest = z.object({
  model_code: z
    .enum(imageModelCodes, { error: 'VALIDATION_FAILED' })
    .default(keyVisualLimits.defaultModelCode)
    .meta({ description: 'The image model that draws the scene (section 9); without its provider the scene is a labelled demo.', example: 'gpt_image_1' }),
  // Wide bounds here; the model's own range is checked by the server with the catalogue's message.
  width: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(100000, { error: 'VALIDATION_FAILED' }))
    .default(keyVisualLimits.defaultWidth)
    .meta({ description: 'Pixels; 64 to the model’s largest size (512 or 1024).', example: 1024, minimum: 64, maximum: largest }),
  height: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(100000, { error: 'VALIDATION_FAILED' }))
    .default(keyVisualLimits.defaultHeight)
    .meta({ description: 'Pixels; 64 to the model’s largest size (512 or 1024).', example: 768, minimum: 64, maximum: largest }),
  batch_size: wholeNumber('INTEGER_REQUIRED', (n) => n.min(0, { error: 'VALIDATION_FAILED' }).max(1000, { error: 'VALIDATION_FAILED' }))
    .default(1)
    .meta({ description: 'Images to make: 1 to the model’s batch limit (16 or 4).', example: 2, minimum: 1, maximum: generationSizeProfiles.standard.maxBatchSize }),
  seed: wholeNumber('INTEGER_REQUIRED', (n) => n.min(-(2 ** 32), { error: 'VALIDATION_FAILED' }).max(2 ** 32, { error: 'VALIDATION_FAILED' })).nullable().default(null).meta({ description: 'Within the model’s seed range; empty for a random one.', example: 42 }),
});
export type KeyVisualGenerationRequest = z.infer<typeof KeyVisualGenerationRequest>;

const KeyVisualTypeSchema = z.enum(typeCodes).meta({ example: 'usage_scene' });

export const KeyVisualMenu = z.object({ type: KeyVisualTypeSchema, product: text(keyVisualLimits.productMaxChars, 'Morning Orange 100% juice') });

/** The product's pack as uploaded (the latest upload is the one placed). */
export const KeyVisualPack = z.object({
  input_id: z.string().uuid(),
  file_name: text(30, 'pack.png'),
  media_type: text(100, 'image/png'),
  bytes: count(182344),
  width: pixels(800),
  height: pixels(1200),
  /** The stored image through a signed link. */
  url: fileLink(),
  uploaded_at: isoTime(),
});

/** Who answered a job, how it ended and when. */
const outcome = {
  provider: z.string().max(40).meta({ description: 'The provider, `demo` (text) or `offline` (images) without one.', example: 'openai' }),
  model: text(200, 'gpt-4o-2024-08-06').nullable(),
  demo: z.boolean().nullable().meta({ description: 'Made by the labelled offline demo generator (no AI model ran); null while it runs.', example: false }),
  error: GenerationError.nullable().meta({ example: null }),
  requested_at: isoTime(),
  completed_at: isoTime().nullable(),
};

/** A message of the conversation: what the user wrote and the scene description the text model answered. */
export const KeyVisualMessage = z.object({
  job_id: z.string().uuid(),
  turn: z.number().int().min(0).max(10_000).meta({ description: '0 for the first message.', example: 0 }),
  message: z.string().max(keyVisualLimits.messageMaxChars).meta({ example: '朝のキッチンで家族が朝食をとっている明るいシーンにしてください' }),
  status: z.enum(['running', 'completed', 'failed']),
  /** The scene the image model will draw (after completion). */
  scene_description: modelText('朝の光が差し込むキッチンのテーブル。家族が朝食を囲み、右手前に商品が置かれています。').nullable(),
  model_code: text(40, 'gpt_4o'),
  ...outcome,
});
export type KeyVisualMessage = z.infer<typeof KeyVisualMessage>;

/** An image job: the scene drawn, the pack cut out and placed. */
export const KeyVisualJob = z.object({
  job_id: z.string().uuid(),
  type: KeyVisualTypeSchema,
  model_code: text(40, 'gpt_image_1'),
  batch_size: z.number().int().min(1).max(1000).meta({ example: 2 }),
  status: z.enum(['running', 'completed', 'failed']),
  /** The provider to configure for a real scene when the job runs on this machine (`openai`, `google`, `replicate`). */
  configure_provider: text(40, 'openai').nullable(),
  /** What is real and what is demo, and what the super admin must set, in the reader’s language (offline jobs). */
  demo_notice: text(1000, 'The scene is a labelled demo image: the super admin sets an OpenAI API key under AI providers for GPT Image 1. The pack is your upload.').nullable(),
  provenance_url: fileLink().nullable(),
  ...outcome,
});
export type KeyVisualJob = z.infer<typeof KeyVisualJob>;

export const KeyVisualImage = z.object({
  image_id: z.string().uuid(),
  job_id: z.string().uuid(),
  type: KeyVisualTypeSchema,
  model_code: text(40, 'gpt_image_1'),
  model: text(200, 'gpt-image-1'),
  provider: text(40, 'openai'),
  /** The scene is a labelled demo image (the pack in it is always the real upload, cut out and placed). */
  demo: z.boolean(),
  media_type: text(100, 'image/png'),
  bytes: count(1204311),
  width: pixels(1024),
  height: pixels(768),
  seed: z.number().nullable().meta({ example: 42 }),
  /** The image at full size through a signed link (an hour). */
  url: fileLink(),
  created_at: isoTime(),
});
export type KeyVisualImage = z.infer<typeof KeyVisualImage>;

export const KeyVisualProjectDetail = z.object({
  id: z.string().uuid(),
  name: text(100, '朝のオレンジ 春のキービジュアル'),
  type: z.literal(7),
  country: z.enum(countryCodes),
  department: text(200, 'Brand marketing'),
  status: ProjectStatusSchema,
  created_at: isoTime(),
  expires_at: isoTime(),
  menu: KeyVisualMenu.nullable(),
  pack: KeyVisualPack.nullable(),
  messages: z.array(KeyVisualMessage).max(10_000),
  /** The latest scene description of the conversation: what "generate" draws. */
  scene_description: modelText('朝の光が差し込むキッチンのテーブル。家族が朝食を囲み、右手前に商品が置かれています。').nullable(),
  jobs: unpagedList(KeyVisualJob),
  gallery: z.array(KeyVisualImage).max(keyVisualLimits.maxTotalImages),
  limits: z.object({
    /** Images made in this project so far (deleted ones too) and the most it may make (section 9: 1000). */
    images_used: count(6),
    image_limit: count(keyVisualLimits.maxTotalImages),
    /** Messages sent and the most per conversation (the chat settings' requests per conversation). */
    messages_used: count(2),
    message_limit: count(20),
  }),
  /** Said when the conversation's text model is not configured: the demo writer answers. */
  text_demo_notice: text(1000, 'The scene descriptions come from the offline demo writer: the super admin sets an OpenAI, Anthropic or Google API key under AI providers.').nullable(),
});
export type KeyVisualProjectDetail = z.infer<typeof KeyVisualProjectDetail>;
