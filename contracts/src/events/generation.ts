import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event';

/**
 * Text projects (naming and catch-phrases, type 5; concept generation, type 8) and the generation jobs they
 * request. A text project lives on stream `text-project-<projectId>` and starts with `ProjectCreated` (type 5 or 8),
 * so it is listed with the other projects. Every answer is a job: `GenerationRequested` carries the exact request
 * sent to the model (provenance), a worker answers it with `GenerationCompleted` or `GenerationFailed` on the same
 * stream (ids derived from the job, so a job done twice records once).
 */
const uuid = z.string().uuid();
const isoTime = z.string().datetime();

export const textServices = ['names', 'catch_phrases', 'concepts'] as const;
export type TextService = (typeof textServices)[number];
export const textLanguages = ['ja', 'en', 'zh-CN'] as const;

export const TextBriefSchema = z.object({
  language: z.enum(textLanguages),
  product: z.string().min(1).max(200),
  /** The category's id in the catalogue and its name in the brief's language (what the model reads). */
  categoryId: z.number().int().positive(),
  category: z.string().max(200),
  target: z.string().max(200).default(''),
  features: z.array(z.string().max(100)).max(10).default([]),
  tone: z.string().max(100).default(''),
  wordsToUse: z.array(z.string().max(50)).max(10).default([]),
  wordsToAvoid: z.array(z.string().max(50)).max(10).default([]),
  /** Concept generation: the type and the message step. */
  conceptType: z.enum(['TRENDS', 'NEEDS', 'NEW_USAGE', 'TECHNOLOGY']).optional(),
  message: z.string().max(500).default(''),
});
export type TextBriefData = z.infer<typeof TextBriefSchema>;

/** The information step: what to write, how many, on which model. */
export const TextBriefEntered = defineEvent(
  'TextBriefEntered',
  z.object({
    projectId: uuid,
    service: z.enum(textServices),
    brief: TextBriefSchema,
    count: z.number().int().positive().max(100),
    /** Catch-phrases: the most characters of one, as the user sees them. */
    maxChars: z.number().int().positive().nullable().default(null),
    /** A text model of section 9 (gpt_4o, gemini_2_0_flash, claude_4_5_sonnet). */
    modelCode: z.string().min(1).max(50),
    at: isoTime,
  }),
);

/** The request as sent to the model: enough to send it again or to explain an answer. */
export const ModelRequestSchema = z.object({
  model: z.string(),
  system: z.string(),
  messages: z.array(
    z.object({
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      /** Pictures sent with the text, by their blob key (the worker reads the bytes when it calls the model). */
      images: z.array(z.object({ blobKey: z.string().min(1), mediaType: z.enum(['image/png', 'image/jpeg', 'image/webp']) })).max(4).optional(),
    }),
  ),
  maxOutputTokens: z.number().int().positive(),
  temperature: z.number().optional(),
  schema: z.object({ name: z.string(), jsonSchema: z.record(z.string(), z.unknown()) }).optional(),
  /** The product's task the prompt was built from (the demo generator answers from it). */
  task: z.record(z.string(), z.unknown()),
});

export const GenerationRequested = defineEvent(
  'GenerationRequested',
  z.object({
    jobId: uuid,
    projectId: uuid,
    clientId: uuid,
    requestedBy: uuid,
    /**
     * A text project's service, the simulated consumer panel over its items, the survey's concept assist (stream
     * `concept-assist-<jobId>`, projectId the survey project), a key visual's scene description (its conversation), or
     * a multimodal model's concept level of a calculated image (`concept-vision-<jobId>`, issue 18).
     */
    service: z.enum([...textServices, 'concept_assist', 'panel', 'key_visual_scene', 'prompt_assist', 'concept_vision']),
    /** 0 for the first answer, then 1, 2, ... for each refinement. */
    turn: z.number().int().nonnegative(),
    instruction: z.string().max(500).nullable().default(null),
    modelCode: z.string(),
    /** Who will answer: a provider, or the offline demo generator when none is configured. */
    provider: z.enum(['openai', 'anthropic', 'google', 'replicate', 'demo']),
    request: ModelRequestSchema,
    timeoutMs: z.number().int().positive(),
    requestedAt: isoTime,
  }),
);

export const GenerationCancelRequested = defineEvent('GenerationCancelRequested', z.object({ jobId: uuid, projectId: uuid, by: uuid, at: isoTime }));

export const GeneratedConceptSchema = z.object({
  title: z.string(),
  insight: z.string(),
  benefit: z.string(),
  reason_to_believe: z.string(),
});

/** A simulated panel's rating of one item: per segment, the mean and spread of the respondents' ratings (1-5). */
export const PanelItemRatingSchema = z.object({
  item: z.string(),
  segments: z.array(
    z.object({
      segmentId: z.number().int(),
      mean: z.number(),
      sd: z.number(),
      distribution: z.array(z.number()).length(5),
      samples: z.number().int(),
    }),
  ),
});

export const GenerationCompleted = defineEvent(
  'GenerationCompleted',
  z.object({
    jobId: uuid,
    projectId: uuid,
    clientId: uuid,
    /** Names or catch-phrases, in order. */
    items: z.array(z.string()).default([]),
    concepts: z.array(GeneratedConceptSchema).default([]),
    /** Prose answers (the concept assist). */
    text: z.string().default(''),
    /** A simulated panel's ratings. */
    panel: z.array(PanelItemRatingSchema).default([]),
    provider: z.enum(['openai', 'anthropic', 'google', 'replicate', 'demo']),
    /** The model id the provider says answered. */
    model: z.string(),
    demo: z.boolean(),
    inputTokens: z.number().int().nonnegative(),
    outputTokens: z.number().int().nonnegative(),
    /** The answer and its provenance (request, model, times, attempts) as JSON in the blob store. */
    outputBlobKey: z.string(),
    attempts: z.number().int().positive(),
    startedAt: isoTime,
    completedAt: isoTime,
  }),
);

export const GenerationFailed = defineEvent(
  'GenerationFailed',
  z.object({
    jobId: uuid,
    projectId: uuid,
    clientId: uuid,
    /** A catalogue code (GENERATION_TIMEOUT, GENERATION_CANCELLED, GENERATION_PROVIDER_*, ...). */
    code: z.string(),
    /** What the provider said, for the super admin (never shown to customers as is). */
    detail: z.string().max(1000).default(''),
    attempts: z.number().int().nonnegative(),
    failedAt: isoTime,
  }),
);

export const TextFavouritesChanged = defineEvent('TextFavouritesChanged', z.object({ projectId: uuid, favourites: z.array(z.string().max(500)).max(100), at: isoTime }));

export const generationEvents = {
  TextBriefEntered,
  GenerationRequested,
  GenerationCancelRequested,
  GenerationCompleted,
  GenerationFailed,
  TextFavouritesChanged,
} as const;

export type GenerationEvent =
  | EventOf<typeof TextBriefEntered>
  | EventOf<typeof GenerationRequested>
  | EventOf<typeof GenerationCancelRequested>
  | EventOf<typeof GenerationCompleted>
  | EventOf<typeof GenerationFailed>
  | EventOf<typeof TextFavouritesChanged>;
