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
import { fileLink, isoTime, modelList, modelText, text, unpagedList } from './openapi-fields';
import { ProjectStatusSchema } from './projects';

const segmentNumber = () => z.number().int().min(1).max(99).meta({ example: 1 });

export const GenerationError = z.object({ code: text(64, 'GENERATION_TIMEOUT'), message: text(1000, 'The generation did not finish within 10 minutes and was stopped. Please try again.') });
/** Who answered a generation job, how it ended and when: shared by answers and panels. */
const jobOutcome = {
  provider: text(40, 'openai'),
  /** Model id the provider says answered (after completion). */
  model: text(200, 'gpt-4o-2024-11-20').nullable(),
  /** Answered by the offline demo generator, not a provider. */
  demo: z.boolean(),
  error: GenerationError.nullable().meta({ example: null }),
  requested_at: isoTime(),
  completed_at: isoTime().nullable(),
  /** The answer and how it was made (request, model, times), as JSON through a signed link. */
  provenance_url: fileLink().nullable(),
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
  name: text(100, 'GPT-4o'),
  provider: z.enum(['openai', 'anthropic', 'google']),
  /** The provider is configured: the model answers; otherwise the demo generator does. */
  available: z.boolean(),
});

export const TextProjectCreateRequest = z.object({
  name: requiredText(100, 'PROJECT_NAME_REQUIRED').meta({ example: 'レモンサワー ネーミング案' }),
  /** 5: naming and catch-phrases; 8: concept generation. */
  type: z.union([z.literal(5), z.literal(8)], { error: 'VALIDATION_FAILED' }),
  department: trimmed(200).default('').meta({ example: 'マーケティング部' }),
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
    product: required(100).meta({ example: '国産レモンのレモンサワー' }),
    category_id: wholeNumber('FIELD_REQUIRED', (n) => n.min(1, { error: 'VALIDATION_FAILED' }).max(9999, { error: 'VALIDATION_FAILED' })).meta({ example: 1 }).refine((id) => categoryIds.has(id), { error: 'VALIDATION_FAILED' }),
    target: trimmed(100).default('').meta({ example: '20代から30代の女性' }),
    features: words(5, 100).default([]).meta({ example: ['国産レモン使用', '甘さ控えめ'] }),
    tone: trimmed(50).default('').meta({ example: '爽やか' }),
    words_to_use: words(10, 30).default([]).meta({ example: ['レモン'] }),
    words_to_avoid: words(10, 30).default([]).meta({ example: ['激'] }),
    count: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' }).max(100, { error: 'VALIDATION_FAILED' })).meta({ example: 30 }),
    /** Catch-phrases: the most characters of one, as the user sees them. */
    max_chars: wholeNumber('INTEGER_REQUIRED', (n) => n.min(5, { error: 'VALUE_TOO_SMALL' }).max(200, { error: 'VALIDATION_FAILED' })).nullable().default(null).meta({ example: 20 }),
    concept_type: z.enum(conceptTypeCodes, { error: 'FIELD_REQUIRED' }).nullable().default(null),
    message: trimmed(500).default('').meta({ example: '春らしさと爽快感が伝わる名前にしてください' }),
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
  instruction: trimmed(500).default('').meta({ example: 'もっと短く、親しみやすく' }),
});

export const TextFavouritesRequest = z.object({ favourites: z.array(trimmed(500).meta({ example: 'レモンの朝' })).max(100) });

/**
 * A simulated consumer panel over names or catch-phrases (issue 12, item 7): the text model plays `samples`
 * respondents of each segment per item. Items: the ones given (each from an answer), else the favourites, else the
 * first ten of the answer `source_job_id` (the latest by default).
 */
export const TextPanelRequest = z.object({
  source_job_id: z.string().uuid({ error: 'NOT_FOUND' }).optional(),
  items: z.array(trimmed(500).meta({ example: 'レモンの朝' })).max(10, { error: 'VALIDATION_FAILED' }).optional(),
  segment_ids: z
    .array(wholeNumber('VALIDATION_FAILED', (n) => n.min(1).max(99)).meta({ example: 1 }), { error: 'FIELD_REQUIRED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(6, { error: 'SEGMENT_LIMIT_AT_ONCE' })
    .refine((ids) => ids.every((id) => segmentIds.includes(id as never)), { error: 'VALIDATION_FAILED' }),
  samples: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' }).max(5, { error: 'VALIDATION_FAILED' })).default(3),
});

export const TextPanel = z.object({
  job_id: z.string().uuid(),
  status: z.enum(['running', 'completed', 'failed']),
  segment_ids: z.array(segmentNumber()).max(6),
  samples: z.number().int().min(1).max(5).meta({ example: 3 }),
  /** The items given (up to 10), else the favourites (up to 100), else the first ten of an answer. */
  items: z.array(modelText('レモンの朝')).max(100),
  /** Per item and segment: the mean and spread of the simulated respondents' ratings (1-5). */
  ratings: z
    .array(
      z.object({
        item: modelText('レモンの朝'),
        segments: z
          .array(
            z.object({
              segment_id: segmentNumber(),
              mean: z.number().meta({ example: 3.8 }),
              sd: z.number().meta({ example: 0.7 }),
              distribution: z.array(z.number()).max(5).meta({ example: [0, 0.07, 0.2, 0.6, 0.13] }),
            }),
          )
          .max(6),
      }),
    )
    .max(100),
  ...jobOutcome,
});
export type TextPanel = z.infer<typeof TextPanel>;

export const TextTurn = z.object({
  job_id: z.string().uuid(),
  turn: z.number().int().min(0).max(10_000).meta({ example: 0 }),
  instruction: text(500, 'もっと短く、親しみやすく').nullable(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  items: modelList(modelText('レモンの朝')),
  concepts: modelList(
    z.object({
      title: modelText('朝のレモン習慣'),
      insight: modelText('朝は甘い飲み物を避けたいが、気分は切り替えたい。'),
      benefit: modelText('甘さ控えめのレモンで、すっきり一日を始められる。'),
      reason_to_believe: modelText('国産レモンを皮ごと搾り、果汁10%。'),
    }),
  ),
  model_code: text(40, 'gpt_4o'),
  ...jobOutcome,
});
export type TextTurn = z.infer<typeof TextTurn>;

export const TextProjectDetail = z.object({
  id: z.string().uuid(),
  name: text(100, 'レモンサワー ネーミング案'),
  type: z.union([z.literal(5), z.literal(8)]),
  country: z.enum(countryCodes),
  department: text(200, 'マーケティング部'),
  status: ProjectStatusSchema,
  created_at: isoTime(),
  expires_at: isoTime(),
  days_left: z.number().int().min(0).max(366).meta({ example: 27 }),
  expired: z.boolean(),
  brief: TextBriefRequest.nullable(),
  /** One per answer, at most the chat settings' requests per conversation (up to 10,000). */
  turns: z.array(TextTurn).max(10_000),
  /** Simulated consumer panels over the answers (a simulation: the text model playing respondents). */
  panels: unpagedList(TextPanel),
  favourites: z.array(text(500, 'レモンの朝')).max(100),
  /** Section 6's chat settings: requests per conversation and tokens per answer. */
  limits: z.object({
    requests_used: z.number().int().min(0).max(10_000).meta({ example: 1 }),
    request_limit: z.number().int().min(1).max(10_000).meta({ example: 30 }),
    token_limit: z.number().int().min(1).max(1_000_000).meta({ example: 4000 }),
  }),
  /** Null when a provider answers; else what the super admin must configure for real output. */
  demo_notice: text(1000, 'Answers come from the offline demo generator: the super admin sets an OpenAI, Anthropic or Google API key under AI providers for real answers.').nullable(),
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
  name: text(100, 'OpenAI'),
  key_set: z.boolean(),
  key_last_four: text(4, 'x7Qa').nullable(),
  base_url: text(500, 'https://llm-proxy.example.co.jp/v1').nullable(),
  models: z.record(z.string().max(40), z.string().max(200)).meta({ example: { gpt_4o: 'gpt-4o-2024-11-20' } }),
  /** The section 9 models this provider serves. */
  serves: z.array(text(100, 'GPT-4o')).max(50),
  updated_at: isoTime().nullable(),
});
export type AdminProvider = z.infer<typeof AdminProvider>;

const modelReference = z.string().trim().max(200, { error: 'VALIDATION_FAILED', abort: true }).regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{8,64})?$/, { error: 'VALIDATION_FAILED' });
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
  api_key: z.string().trim().max(500, { error: 'TEXT_TOO_LONG' }).meta({ example: 'sk-proj-4f8Kd2mQ9xW7vB3nL6sH1gJ5cY0aE2uR8tP4iO7kZx7Qa' }).optional(),
  clear_api_key: z.boolean().default(false),
  /** http(s) URL of a proxy or a compatible server; empty for the provider's own API. */
  base_url: z
    .string()
    .trim()
    .max(500, { error: 'TEXT_TOO_LONG' })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), { error: 'VALIDATION_FAILED' })
    .meta({ example: 'https://llm-proxy.example.co.jp/v1' })
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

