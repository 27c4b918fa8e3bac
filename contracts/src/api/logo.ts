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
  seed: wholeNumber().nullable().default(null).meta({ description: 'Within the model’s seed range; empty for a random one.', example: 42 }),
});
export type LogoGenerationRequest = z.infer<typeof LogoGenerationRequest>;

export const LogoBrief = z.object({
  brand_name: z.string().meta({ example: 'Morning Orange' }),
  style: z.enum(logoStyleCodes),
  colours: z.array(z.string()).meta({ example: ['#e67e22', '#2c3e50'] }),
  description: z.string(),
});
export type LogoBrief = z.infer<typeof LogoBrief>;

export const LogoReference = z.object({
  input_id: z.string().uuid(),
  file_name: z.string().meta({ example: 'old-logo.png' }),
  media_type: z.string().meta({ example: 'image/png' }),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The stored image through a signed link. */
  url: z.string(),
  uploaded_at: z.string().datetime(),
});

export const LogoJob = z.object({
  job_id: z.string().uuid(),
  model_code: z.string().meta({ example: 'gpt_image_1' }),
  /** Who draws the raster: the model's provider, or `offline` (the labelled demo; the SVG tracing always runs here). */
  provider: z.string().meta({ example: 'offline' }),
  status: z.enum(['running', 'completed', 'failed']),
  model: z.string().nullable(),
  /** Drawn by the labelled demo generator (no image model ran); null until the job ends. */
  demo: z.boolean().nullable(),
  configure_provider: z.string().nullable().meta({ example: 'openai' }),
  /** What the super admin must set for a real model, in the reader's language, when the job runs offline. */
  demo_notice: z.string().nullable(),
  error: GenerationError.nullable(),
  requested_at: z.string().datetime(),
  completed_at: z.string().datetime().nullable(),
  provenance_url: z.string().nullable(),
});
export type LogoJob = z.infer<typeof LogoJob>;

export const LogoImage = z.object({
  image_id: z.string().uuid(),
  job_id: z.string().uuid(),
  model_code: z.string(),
  model: z.string(),
  provider: z.string(),
  demo: z.boolean(),
  media_type: z.string().meta({ example: 'image/png' }),
  bytes: z.number().int(),
  width: z.number().int().meta({ example: 1024 }),
  height: z.number().int().meta({ example: 1024 }),
  seed: z.number().nullable(),
  /** The raster (PNG) at full size through a signed link (an hour). */
  url: z.string(),
  /** The vector traced from the raster (SVG: the logo's colours, no background) through a signed link; null if tracing failed. */
  svg_url: z.string().nullable(),
  created_at: z.string().datetime(),
});
export type LogoImage = z.infer<typeof LogoImage>;

/** What a logo project costs (section 9: logo creation 15,000 JPY), charged once, when its first logo is delivered. */
export const LogoCharge = z.object({
  amount: z.number().int().meta({ example: 15000 }),
  currency: z.enum(currencies),
  /** Whether the project has been charged (a logo was delivered); further generations cost nothing more. */
  charged: z.boolean(),
});

export const LogoProjectDetail = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.literal(3),
  country: z.enum(countryCodes),
  department: z.string(),
  status: ProjectStatusSchema,
  created_at: z.string().datetime(),
  expires_at: z.string().datetime(),
  brief: LogoBrief,
  references: z.array(LogoReference),
  jobs: z.array(LogoJob),
  gallery: z.array(LogoImage),
  charge: LogoCharge,
});
export type LogoProjectDetail = z.infer<typeof LogoProjectDetail>;
