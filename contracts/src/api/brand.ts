/**
 * Brand models (issue 13, item 3; design generation's brand generation mode). A client's brand model is registered
 * with its brand name, prompt, category and pack shape, given 10 to 30 of the client's own images (then trained) or
 * an existing LoRA file, and used as a model of `mode: brand_generation` by its client only.
 *
 * | method | path                                   | body                      | answer              |
 * |--------|----------------------------------------|---------------------------|---------------------|
 * | POST   | /api/brand_models/                     | BrandModelCreateRequest   | BrandModel (201)    |
 * | GET    | /api/brand_models/                     | -                         | BrandModel[]        |
 * | GET    | /api/brand_models/{id}                 | -                         | BrandModel          |
 * | POST   | /api/brand_models/{id}/images          | multipart `files`         | BrandModel (201)    |
 * | DELETE | /api/brand_models/{id}/images/{imageId}| -                         | BrandModel          |
 * | POST   | /api/brand_models/{id}/lora            | multipart `file`          | BrandModel (201)    |
 * | POST   | /api/brand_models/{id}/trainings       | -                         | BrandModel (202)    |
 */
import { z } from 'zod';
import { packShapes } from '../catalogue/generation';
import { requiredText, wholeNumber } from '../catalogue/input-rules';
import { GenerationError } from './generation';
import { count, fileLink, isoTime, text, unpagedList } from './openapi-fields';

const shapeCodes = packShapes.map((shape) => shape.code) as [string, ...string[]];

export const BrandModelCreateRequest = z.object({
  brand_name: requiredText(40, 'BRAND_NAME_REQUIRED', 'BRAND_NAME_REQUIRED').meta({ example: 'Morning Orchard' }),
  brand_prompt: z.string().trim().max(1000, { error: 'TEXT_TOO_LONG' }).default('').meta({ example: 'hand-drawn fruit, cream paper texture, deep green serif lettering' }),
  category_id: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALIDATION_FAILED' }).max(9999, { error: 'VALIDATION_FAILED' })).meta({ example: 2 }),
  shape: z.enum(shapeCodes, { error: 'VALIDATION_FAILED' }).meta({ example: 'carton' }),
});
export type BrandModelCreateRequest = z.infer<typeof BrandModelCreateRequest>;

export const brandModelStatuses = ['collecting', 'training', 'ready', 'failed'] as const;

export const BrandModel = z.object({
  id: z.string().uuid(),
  brand_name: text(40, 'Morning Orchard'),
  brand_prompt: text(1000, 'hand-drawn fruit, cream paper texture, deep green serif lettering'),
  category_id: z.number().int().min(1).max(9999).meta({ example: 2 }),
  shape: text(20, 'carton'),
  trigger_word: text(40, 'PKLB7F3A2'),
  /** collecting: images wanted; training: a training runs; ready: usable in brand generation; failed: the last training failed. */
  status: z.enum(brandModelStatuses),
  images: z
    .array(z.object({ image_id: z.string().uuid(), file_name: text(255, 'label-01.jpg'), width: z.number().int().min(1).max(100000).meta({ example: 1200 }), height: z.number().int().min(1).max(100000).meta({ example: 1600 }), url: fileLink() }))
    .max(30),
  /** A LoRA brought by the client (instead of a training). */
  lora: z.object({ file_name: text(255, 'morning-orchard.safetensors'), bytes: count(18874368) }).nullable(),
  /** Who trained it: Replicate, or this machine's labelled demo brand model. */
  provider: z.enum(['replicate', 'offline', 'lora']).nullable(),
  /** Replicate's trained version, or the demo model's id. */
  version: text(200, 'packlens/brand-7f3a2c:5c7d5dc6dd8bf75c1acaa8565735e7986bc5b66206b55cca93cb72c9bf15ccaa').nullable(),
  demo: z.boolean(),
  /** The brand's colours read from its images (hex, most frequent first). */
  palette: z.array(text(7, '#1f5c3a')).max(8),
  /** What the super admin must configure for a real training, in the reader's language, when the training ran offline. */
  demo_notice: text(1000, 'Replicate is not configured…').nullable(),
  error: GenerationError.nullable(),
  created_at: isoTime(),
  trained_at: isoTime().nullable(),
});
export type BrandModel = z.infer<typeof BrandModel>;

export const BrandModelList = unpagedList(BrandModel);
