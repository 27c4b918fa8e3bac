/**
 * Logo creation (project type 3, issue 13 item 6; screens /generate-logo, /generate-logo/create).
 *
 * | method | path                                               | body                        | answer                    | refusals |
 * |--------|----------------------------------------------------|-----------------------------|---------------------------|----------|
 * | POST   | /api/logo_projects/                                | LogoProjectCreateRequest    | LogoProjectDetail (201)   | BRAND_NAME_REQUIRED, LOGO_COLOURS_RULE, PAID_MEMBERS_ONLY |
 * | GET    | /api/logo_projects/{id}                            | -                           | LogoProjectDetail         | NOT_FOUND |
 * | PUT    | /api/logo_projects/{id}/brief                      | LogoBriefRequest            | LogoProjectDetail         | BRAND_NAME_REQUIRED, LOGO_COLOURS_RULE, PROJECT_EXPIRED |
 * | POST   | /api/logo_projects/{id}/references                 | multipart `files` (jpg/png) | LogoProjectDetail (201)   | LOGO_REFERENCE_LIMIT, IMAGE_TYPE_NOT_ALLOWED, IMAGE_TOO_LARGE, IMAGE_CORRUPT |
 * | DELETE | /api/logo_projects/{id}/references/{inputId}       | -                           | 204                       | NOT_FOUND |
 * | POST   | /api/logo_projects/{id}/generations                | LogoGenerationRequest       | LogoJob (202)             | GENERATION_IN_PROGRESS, SEED_OUT_OF_RANGE, PROJECT_EXPIRED |
 * | GET    | /api/logo_projects/{id}/jobs/{jobId}/events        | -                           | text/event-stream (job, done) | NOT_FOUND |
 * | GET    | /api/logo_projects/{id}/gallery                    | -                           | LogoImage[]               | NOT_FOUND |
 * | DELETE | /api/logo_projects/{id}/images/{imageId}           | -                           | 204                       | NOT_FOUND |
 */
import { z } from 'zod';
import { countryCodes, currencies } from '../catalogue/countries';
import { hasVisibleCharacter, wholeNumber } from '../catalogue/input-rules';
import { hexColourPattern, logoLimits, logoModelCodes, logoStyleCodes } from '../catalogue/logo';
import { ProjectStatusSchema } from './projects';
import { GenerationError } from './generation';

const visibleLength = (text: string) => [...text].length;

/** Bounds and examples of what the server writes (OWASP: every string limited, every integer in range). */
const written = (max: number, example: string) => z.string().max(max).meta({ example });
const whole = (example: number, max = Number.MAX_SAFE_INTEGER) => z.number().int().min(0).max(max).meta({ example });
const time = () => z.string().datetime().max(30);
const fileLink = () => z.string().max(2048).meta({ example: '/api/files/eyJrIjoiY2xpZW50cy8wMTkzYTFmMi9kZXNpZ25zL2xvZ28tMS5wbmciLCJ0IjoiaW1hZ2UvcG5nIiwiZSI6MTc2NDA2MzAwMH0.iEkB5Wr3rXuRhrlkKFMWyCclm6fWP9YGDy77n3voBMo' });

/** 1-40 visible characters (code points, so an emoji or a kanji counts once). */
const BrandName = z
  .string({ error: 'BRAND_NAME_REQUIRED' })
  .trim()
  .refine((text) => hasVisibleCharacter(text) && visibleLength(text) <= logoLimits.brandNameMaxLength, { error: 'BRAND_NAME_REQUIRED' })
  .meta({ description: 'The brand name as the logo shows it: 1-40 visible characters.', example: 'Morning Orange', maxLength: logoLimits.brandNameMaxLength * 2 });

const colourRule = { error: 'LOGO_COLOURS_RULE' } as const;
const Colours = z
  .array(z.string().trim().regex(hexColourPattern, colourRule).max(7), colourRule)
  .min(logoLimits.coloursMin, colourRule)
  .max(logoLimits.coloursMax, colourRule)
  .transform((colours) => colours.map((colour) => colour.toLowerCase()))
  .meta({ description: 'One to three colours, `#RRGGBB`: the logo is drawn in them on a plain background.', example: ['#e67e22', '#2c3e50'] });

/** The brief of a logo: what it says, in which style, in which colours, and anything else to tell the designer. */
export const LogoBriefRequest = z.object({
  brand_name: BrandName,
  style: z.enum(logoStyleCodes, { error: 'VALIDATION_FAILED' }).meta({ description: 'A style of the catalogue (`logoStyles`).', example: 'symbol_text' }),
  colours: Colours,
  description: z
    .string()
    .trim()
    .max(logoLimits.descriptionMaxLength, { error: 'TEXT_TOO_LONG' })
    .default('')
    .meta({ description: 'What else the logo should convey (optional).', example: 'Fresh orange juice for breakfast; friendly, modern' }),
});
export type LogoBriefRequest = z.infer<typeof LogoBriefRequest>;

export const LogoProjectCreateRequest = LogoBriefRequest.extend({
  department: z.string().trim().max(200, { error: 'TEXT_TOO_LONG' }).default('').meta({ example: 'Brand design' }),
});
export type LogoProjectCreateRequest = z.infer<typeof LogoProjectCreateRequest>;

/** One generation: the model (the provider's when configured, else the labelled demo), how many logos, a seed. */
export const LogoGenerationRequest = z.object({
  model_code: z.enum(logoModelCodes, { error: 'VALIDATION_FAILED' }).default(logoLimits.defaultModel).meta({ example: 'gpt_image_1' }),
  count: wholeNumber('VALIDATION_FAILED', (n) => n.min(1).max(logoLimits.maxCount))
    .default(logoLimits.defaultCount)
    .meta({ description: `Logos to make, 1-${logoLimits.maxCount}.`, example: 2, minimum: 1, maximum: logoLimits.maxCount }),
  seed: wholeNumber('INTEGER_REQUIRED', (n) => n.min(-(2 ** 32), { error: 'VALIDATION_FAILED' }).max(2 ** 32, { error: 'VALIDATION_FAILED' }))
    .nullable()
    .default(null)
    .meta({ description: 'Within the model’s seed range (SEED_OUT_OF_RANGE otherwise); empty for a random one, recorded with the job.', example: 42 }),
});
export type LogoGenerationRequest = z.infer<typeof LogoGenerationRequest>;

export const LogoBrief = z.object({
  brand_name: written(logoLimits.brandNameMaxLength * 2, 'Morning Orange'),
  style: z.enum(logoStyleCodes),
  colours: z.array(z.string().max(7)).max(logoLimits.coloursMax).meta({ example: ['#e67e22', '#2c3e50'] }),
  description: written(logoLimits.descriptionMaxLength, 'Fresh orange juice for breakfast; friendly, modern'),
});
export type LogoBrief = z.infer<typeof LogoBrief>;

export const LogoReference = z.object({
  input_id: z.string().uuid(),
  file_name: written(255, 'old-logo.png'),
  media_type: written(64, 'image/png'),
  bytes: whole(48213, 64 * 1024 * 1024),
  width: whole(600, 100_000),
  height: whole(600, 100_000),
  /** The stored image through a signed link. */
  url: fileLink(),
  uploaded_at: time(),
});

export const LogoJob = z.object({
  job_id: z.string().uuid(),
  model_code: written(64, 'gpt_image_1'),
  /** Who draws the raster: the model's provider, or `offline` (the labelled demo; the SVG tracing always runs here). */
  provider: written(32, 'offline'),
  status: z.enum(['running', 'completed', 'failed']),
  model: written(200, 'packlens-demo-logo-1').nullable(),
  /** Drawn by the labelled demo generator (no image model ran); null until the job ends. */
  demo: z.boolean().nullable(),
  configure_provider: written(32, 'openai').nullable(),
  /** What the super admin must set for a real model, in the reader's language, when the job runs offline. */
  demo_notice: written(1000, 'No provider is configured, so the logo images are labelled demos; the SVG tracing is real.').nullable(),
  error: GenerationError.nullable(),
  requested_at: time(),
  completed_at: time().nullable(),
  provenance_url: fileLink().nullable(),
});
export type LogoJob = z.infer<typeof LogoJob>;

export const LogoImage = z.object({
  image_id: z.string().uuid(),
  job_id: z.string().uuid(),
  model_code: written(64, 'gpt_image_1'),
  model: written(200, 'packlens-demo-logo-1'),
  provider: written(32, 'offline'),
  demo: z.boolean(),
  media_type: written(64, 'image/png'),
  bytes: whole(61234, 64 * 1024 * 1024),
  width: whole(1024, 100_000),
  height: whole(1024, 100_000),
  seed: z.number().int().min(-(2 ** 32)).max(2 ** 32).nullable().meta({ example: 42 }),
  /** The raster (PNG) at full size through a signed link (an hour). */
  url: fileLink(),
  /** The vector traced from the raster (SVG: the logo's colours, no background) through a signed link; null for an image without one. */
  svg_url: fileLink().nullable(),
  created_at: time(),
});
export type LogoImage = z.infer<typeof LogoImage>;

/** What a logo project costs (section 9: logo creation 15,000 JPY), charged once, when its first logo is delivered. */
export const LogoCharge = z.object({
  amount: whole(15000),
  currency: z.enum(currencies),
  /** Whether the project has been charged (a logo was delivered); further generations cost nothing more. */
  charged: z.boolean(),
});

/** Why the jobs and the gallery have no fixed bound (services/api/.spectral.yaml accepts this reason). */
const everyOne = { 'x-unbounded': 'not paged: one entry per item the client made' };

export const LogoProjectDetail = z.object({
  id: z.string().uuid(),
  name: written(200, 'Morning Orange'),
  type: z.literal(3),
  country: z.enum(countryCodes),
  department: written(200, 'Brand design'),
  status: ProjectStatusSchema,
  created_at: time(),
  expires_at: time(),
  brief: LogoBrief,
  references: z.array(LogoReference).max(logoLimits.referenceImages),
  jobs: z.array(LogoJob).meta(everyOne),
  gallery: z.array(LogoImage).meta(everyOne),
  charge: LogoCharge,
});
export type LogoProjectDetail = z.infer<typeof LogoProjectDetail>;
