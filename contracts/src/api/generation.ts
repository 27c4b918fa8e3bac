/**
 * The text services (issue 12): naming and catch-phrase chat (project type 5, routes /chat-gpt…) and concept
 * generation (type 8, routes /generate-concept…), and the AI providers the super admin configures. Every answer is
 * a generation job run by a worker, never inside the request: the API validates, records the request and answers
 * 202 with the job; the text arrives on the job's event stream (server-sent events) and in the project.
 *
 * | method | path | request | response | error codes |
 * |--------|------|---------|----------|-------------|
 * | GET    | /api/generation/models                          | -                      | TextModelAvailability[] | - |
 * | POST   | /api/text_projects/                             | TextProjectCreateRequest | TextProjectDetail (201) | PROJECT_NAME_REQUIRED, SERVICE_NOT_AVAILABLE, SERVICE_JAPANESE_ONLY, PAID_MEMBERS_ONLY |
 * | GET    | /api/text_projects/{id}                         | -                      | TextProjectDetail       | NOT_FOUND |
 * | PUT    | /api/text_projects/{id}/brief                   | TextBriefRequest       | TextProjectDetail       | VALIDATION_FAILED, CATCH_COPY_TOO_LONG, GENERATION_IN_PROGRESS, PROJECT_EXPIRED |
 * | POST   | /api/text_projects/{id}/turns                   | TextTurnRequest        | TextTurn (202)          | GENERATION_BRIEF_REQUIRED, GENERATION_IN_PROGRESS, REGENERATION_LIMIT_REACHED, PROJECT_EXPIRED |
 * | PUT    | /api/text_projects/{id}/favourites              | TextFavouritesRequest  | TextProjectDetail       | VALIDATION_FAILED (an item no answer holds) |
 * | POST   | /api/text_projects/{id}/panel                   | TextPanelRequest       | TextPanel (202)         | VALIDATION_FAILED, NO_RESULTS, GENERATION_IN_PROGRESS |
 * | GET    | /api/text_projects/{id}/export?format=csv|pdf   | -                      | text/csv, application/pdf | NO_RESULTS |
 * | POST   | /api/text_projects/{id}/concepts/{index}/evaluation | -                  | { project_id } (201)    | NOT_FOUND, NO_RESULTS |
 * | GET    | /api/generation/jobs/{id}/events                | -                      | text/event-stream       | NOT_FOUND |
 * | POST   | /api/generation/jobs/{id}/cancel                | -                      | TextTurn (202)          | NOT_FOUND, GENERATION_* (already finished) |
 * | GET    | /api/admin/providers[/{provider}]               | -                      | AdminProvider[] / one   | FORBIDDEN, NOT_FOUND |
 * | PUT    | /api/admin/providers/{provider}                 | AdminProviderUpdate    | AdminProvider           | FORBIDDEN, VALIDATION_FAILED |
 *
 * The service gates of section 6 (Japan, Japanese, a monthly, generate or naming/copy option plan) are checked by
 * the server on every call. Without a provider key the offline demo generator answers, marked `demo: true`.
 */
import { z } from 'zod';
import { categories } from '../catalogue/categories';
import { catchPhraseWithinBudget, chatLimits } from '../catalogue/limits';
import { countryCodes } from '../catalogue/countries';
import { segmentIds } from '../catalogue/segments';
import { requiredText, wholeNumber } from '../catalogue/input-rules';
import { ProjectStatusSchema } from './projects';

export const GenerationError = z.object({ code: z.string(), message: z.string() });
/** Who answered a generation job, how it ended and when: shared by answers and panels. */
const jobOutcome = {
  provider: z.string(),
  /** Model id the provider says answered (after completion). */
  model: z.string().nullable(),
  /** Answered by the offline demo generator, not a provider. */
  demo: z.boolean(),
  error: GenerationError.nullable(),
  requested_at: z.string().datetime(),
  completed_at: z.string().datetime().nullable(),
  /** The answer and how it was made (request, model, times), as JSON through a signed link. */
  provenance_url: z.string().nullable(),
};
const trimmed = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const required = (max: number) => requiredText(max);
/** A few words, each up to `max` characters (given as an array, or as one text split at commas and new lines). */
const words = (count: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[,、，\n]/) : value),
    z.array(z.string().trim().max(max, { error: 'TEXT_TOO_LONG' })).max(count, { error: 'VALIDATION_FAILED' }).transform((list) => list.filter(Boolean)),
  );

export const textModelCodes = ['gpt_4o', 'gemini_2_0_flash', 'claude_4_5_sonnet'] as const;
export const TextModelCodeSchema = z.enum(textModelCodes, { error: 'VALIDATION_FAILED' });
export const conceptTypeCodes = ['TRENDS', 'NEEDS', 'NEW_USAGE', 'TECHNOLOGY'] as const;
const categoryIds = new Set(categories.map((c) => c.id));

export const TextModelAvailability = z.object({
  code: z.enum(textModelCodes),
  name: z.string(),
  provider: z.enum(['openai', 'anthropic', 'google']),
  /** The provider is configured: the model answers; otherwise the demo generator does. */
  available: z.boolean(),
});

export const TextProjectCreateRequest = z.object({
  name: requiredText(100, 'PROJECT_NAME_REQUIRED'),
  /** 5: naming and catch-phrases; 8: concept generation. */
  type: z.union([z.literal(5), z.literal(8)], { error: 'VALIDATION_FAILED' }),
  department: trimmed(200).default(''),
});

/**
 * The information step (route /chat-gpt/information, /generate-concept/menu and /message). Names come 30, 50 or
 * 100 at a time and catch-phrases 10, 20 or 30 (section 9); count × the catch-phrase maximum stays within 3,000
 * characters (CATCH_COPY_TOO_LONG).
 */
export const TextBriefRequest = z
  .object({
    service: z.enum(['names', 'catch_phrases', 'concepts'], { error: 'FIELD_REQUIRED' }),
    model_code: TextModelCodeSchema.default('gpt_4o'),
    /** The language to write in; the caller's language when absent (names for another market may differ from the screen's). */
    language: z.enum(['ja', 'en', 'zh-CN'], { error: 'VALIDATION_FAILED' }).optional(),
    product: required(100),
    category_id: wholeNumber('FIELD_REQUIRED').refine((id) => categoryIds.has(id), { error: 'VALIDATION_FAILED' }),
    target: trimmed(100).default(''),
    features: words(5, 100).default([]),
    tone: trimmed(50).default(''),
    words_to_use: words(10, 30).default([]),
    words_to_avoid: words(10, 30).default([]),
    count: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' })),
    /** Catch-phrases: the most characters of one, as the user sees them. */
    max_chars: wholeNumber('INTEGER_REQUIRED', (n) => n.min(5, { error: 'VALUE_TOO_SMALL' }).max(200, { error: 'VALIDATION_FAILED' })).nullable().default(null),
    concept_type: z.enum(conceptTypeCodes, { error: 'FIELD_REQUIRED' }).nullable().default(null),
    message: trimmed(500).default(''),
  })
  .superRefine((brief, ctx) => {
    const allowed = brief.service === 'names' ? chatLimits.namingCounts : brief.service === 'catch_phrases' ? chatLimits.catchPhraseCounts : [1, 2, 3, 4, 5];
    if (!(allowed as readonly number[]).includes(brief.count)) ctx.addIssue({ code: 'custom', path: ['count'], message: 'VALIDATION_FAILED' });
    if (brief.service === 'catch_phrases') {
      if (brief.max_chars === null) ctx.addIssue({ code: 'custom', path: ['max_chars'], message: 'FIELD_REQUIRED' });
      else if (!catchPhraseWithinBudget(brief.count, brief.max_chars)) ctx.addIssue({ code: 'custom', path: ['max_chars'], message: 'CATCH_COPY_TOO_LONG', params: { max: chatLimits.catchPhraseCharacterBudget } });
    }
    if (brief.service === 'concepts' && brief.concept_type === null) ctx.addIssue({ code: 'custom', path: ['concept_type'], message: 'FIELD_REQUIRED' });
  });
export type TextBriefRequest = z.infer<typeof TextBriefRequest>;

export const TextTurnRequest = z.object({
  /** A refinement ("shorter", "more playful", "keep the third"); none for the first answer or a fresh one. */
  instruction: trimmed(500).default(''),
});

export const TextFavouritesRequest = z.object({ favourites: z.array(trimmed(500)).max(100) });

/**
 * A simulated consumer panel over names or catch-phrases (issue 12, item 7): the text model plays `samples`
 * respondents of each segment per item. Items: the ones given (each from an answer), else the favourites, else the
 * first ten of the answer `source_job_id` (the latest by default).
 */
export const TextPanelRequest = z.object({
  source_job_id: z.string().uuid({ error: 'NOT_FOUND' }).optional(),
  items: z.array(trimmed(500)).max(10, { error: 'VALIDATION_FAILED' }).optional(),
  segment_ids: z
    .array(wholeNumber('VALIDATION_FAILED'), { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(6, { error: 'SEGMENT_LIMIT_AT_ONCE' })
    .refine((ids) => ids.every((id) => segmentIds.includes(id as never)), { error: 'VALIDATION_FAILED' }),
  samples: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' }).max(5, { error: 'VALIDATION_FAILED' })).default(3),
});

export const TextPanel = z.object({
  job_id: z.string().uuid(),
  status: z.enum(['running', 'completed', 'failed']),
  segment_ids: z.array(z.number().int()),
  samples: z.number().int(),
  items: z.array(z.string()),
  /** Per item and segment: the mean and spread of the simulated respondents' ratings (1-5). */
  ratings: z.array(
    z.object({
      item: z.string(),
      segments: z.array(z.object({ segment_id: z.number().int(), mean: z.number(), sd: z.number(), distribution: z.array(z.number()) })),
    }),
  ),
  ...jobOutcome,
});
export type TextPanel = z.infer<typeof TextPanel>;

export const TextTurn = z.object({
  job_id: z.string().uuid(),
  turn: z.number().int(),
  instruction: z.string().nullable(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  items: z.array(z.string()),
  concepts: z.array(z.object({ title: z.string(), insight: z.string(), benefit: z.string(), reason_to_believe: z.string() })),
  model_code: z.string(),
  ...jobOutcome,
});
export type TextTurn = z.infer<typeof TextTurn>;

export const TextProjectDetail = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.union([z.literal(5), z.literal(8)]),
  country: z.enum(countryCodes),
  department: z.string(),
  status: ProjectStatusSchema,
  created_at: z.string().datetime(),
  expires_at: z.string().datetime(),
  days_left: z.number().int(),
  expired: z.boolean(),
  brief: TextBriefRequest.nullable(),
  turns: z.array(TextTurn),
  /** Simulated consumer panels over the answers (a simulation: the text model playing respondents). */
  panels: z.array(TextPanel),
  favourites: z.array(z.string()),
  /** Section 6's chat settings: requests per conversation and tokens per answer. */
  limits: z.object({ requests_used: z.number().int(), request_limit: z.number().int(), token_limit: z.number().int() }),
  /** Null when a provider answers; else what the super admin must configure for real output. */
  demo_notice: z.string().nullable(),
});
export type TextProjectDetail = z.infer<typeof TextProjectDetail>;

/** POST /api/text_projects/{id}/concepts/{index}/evaluation: the package evaluation that was started. */
export const ConceptEvaluationStarted = z.object({ project_id: z.string().uuid() });

// ---------- providers (super admin) ----------

export const providerCodes = ['openai', 'anthropic', 'google', 'replicate'] as const;
export const ProviderCodeSchema = z.enum(providerCodes, { error: 'NOT_FOUND' });

/** Replicate model versions the product names (`owner/name` or `owner/name:version`). */
export const replicateModelSlots = ['package_design_ja', 'beer', 'background_removal', 'brand_trainer'] as const;

export const AdminProvider = z.object({
  id: z.enum(providerCodes),
  name: z.string(),
  key_set: z.boolean(),
  key_last_four: z.string().nullable(),
  base_url: z.string().nullable(),
  models: z.record(z.string(), z.string()),
  /** The section 9 models this provider serves. */
  serves: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type AdminProvider = z.infer<typeof AdminProvider>;

const modelReference = z.string().trim().regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{8,64})?$/, { error: 'VALIDATION_FAILED' });
/** A provider's own model id: `claude-sonnet-4-5-20250929`, `gpt-4o-2024-11-20`, `gemini-2.0-flash-001`. */
const providerModelId = z.string().trim().regex(/^[A-Za-z0-9][\w.:-]{0,99}$/, { error: 'VALIDATION_FAILED' });

/** The text models whose id a provider's settings may override: the section 9 text models that provider serves. */
export const textModelSlotsOf: Record<(typeof providerCodes)[number], readonly (typeof textModelCodes)[number][]> = {
  openai: ['gpt_4o'],
  anthropic: ['claude_4_5_sonnet'],
  google: ['gemini_2_0_flash'],
  replicate: [],
};

export const AdminProviderUpdate = z.object({
  /** A new key; absent or empty keeps the current one. */
  api_key: z.string().trim().max(500, { error: 'TEXT_TOO_LONG' }).optional(),
  clear_api_key: z.boolean().default(false),
  /** http(s) URL of a proxy or a compatible server; empty for the provider's own API. */
  base_url: z
    .string()
    .trim()
    .max(500, { error: 'TEXT_TOO_LONG' })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), { error: 'VALIDATION_FAILED' })
    .optional(),
  /**
   * Replicate's model slots (`owner/name[:version]`), and for OpenAI, Anthropic and Google the provider's id of
   * each of its section 9 text models ({@link textModelSlotsOf}) when it differs from the catalogue's (a renamed
   * or retired id: Anthropic retires `claude-sonnet-4-5` on 2026-11-30). Empty clears a slot.
   */
  models: z
    .strictObject({
      ...(Object.fromEntries(replicateModelSlots.map((slot) => [slot, z.union([z.literal(''), modelReference]).optional()])) as Record<
        (typeof replicateModelSlots)[number],
        z.ZodOptional<z.ZodUnion<[z.ZodLiteral<''>, typeof modelReference]>>
      >),
      ...(Object.fromEntries(textModelCodes.map((code) => [code, z.union([z.literal(''), providerModelId]).optional()])) as Record<
        (typeof textModelCodes)[number],
        z.ZodOptional<z.ZodUnion<[z.ZodLiteral<''>, typeof providerModelId]>>
      >),
    }, { error: 'VALIDATION_FAILED' })
    .optional(),
});
export type AdminProviderUpdate = z.infer<typeof AdminProviderUpdate>;

