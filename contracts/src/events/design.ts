import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event';
import { KeyVisualRequestSchema } from './key-visual';
import { LogoJobSchema } from './logo';

/**
 * Design generation projects (project type 6, issue 13) on `design-project-<projectId>`: `ProjectCreated` (type 6),
 * the uploaded inputs, and generation jobs. A request (`DesignGenerationRequested`) is queued on the same job queue
 * as the text services; the generation worker answers with `DesignImagesGenerated` or `GenerationFailed` on the same
 * stream (ids derived from the job, so a job done twice records once).
 */
const uuid = z.string().uuid();
const isoTime = z.string().datetime();

/** The modes that can run here (section 1): the others arrive with later slices. */
export const designModes = ['text_to_image', 'background_removal', 'merge', 'inpaint', 'logo', 'key_visual', 'image_fix', 'upscale', 'brand_generation'] as const;
export type DesignMode = (typeof designModes)[number];
/**
 * The modes a design generation project (type 6) runs: section 1's six and the print-readiness upscale. Logos and key visuals are jobs of their own projects (types 3 and 7).
 */
export const designProjectModes = ['text_to_image', 'image_fix', 'inpaint', 'background_removal', 'brand_generation', 'merge', 'upscale'] as const satisfies readonly DesignMode[];
export type DesignProjectMode = (typeof designProjectModes)[number];
/** The super-resolution factors the upscale offers (ESRGAN-slim ships weights for 2, 3 and 4). */
export const upscaleFactors = [2, 3, 4] as const;
/** Who makes the images: a provider of section 9's model, or this machine's offline operations (demo where generative). */
export const designProviders = ['openai', 'google', 'replicate', 'offline'] as const;

export const DesignInputUploaded = defineEvent(
  'DesignInputUploaded',
  z.object({
    projectId: uuid,
    inputId: uuid,
    fileName: z.string().max(255),
    blobKey: z.string(),
    mediaType: z.enum(['image/jpeg', 'image/png']),
    bytes: z.number().int().nonnegative(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    at: isoTime,
  }),
);

/** The request as the image model gets it (provenance), with the inputs by id and blob. */
export const DesignRequestSchema = z.object({
  model: z.string(),
  prompt: z.string().default(''),
  negativePrompt: z.string().default(''),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  batchSize: z.number().int().positive(),
  steps: z.number().int().positive().nullable().default(null),
  seed: z.number().int().nullable().default(null),
  inputIds: z.array(uuid).default([]),
  inputBlobKeys: z.array(z.string()).default([]),
  maskBlobKey: z.string().nullable().default(null),
  /** A key visual (mode `key_visual`, project type 7): the scene to ask for and where the product's pack goes. */
  keyVisual: KeyVisualRequestSchema.optional(),
  /** Mode `logo` (logo projects, type 3): the brief the logo is made from and the project's charge. */
  logo: LogoJobSchema.optional(),
  /** A gallery image the mode works on (read before the uploaded inputs), instead of uploading it again. */
  sourceImageId: uuid.nullable().default(null),
  /** Mode `brand_generation`: the client's brand model, and its colours (the demo generator draws with them). */
  brandModelId: uuid.nullable().default(null),
  palette: z.array(z.string()).nullable().default(null),
  /** A LoRA brought as a file, by a signed link the provider fetches (the server's PUBLIC_URL; it expires within hours). */
  loraWeights: z.string().nullable().default(null),
  /** Mode `upscale`: the factor. */
  scale: z.number().int().min(2).max(4).nullable().default(null),
  /**
   * Scored generation ("generate N and keep the best"): the engine scores every candidate for the segment in the
   * category, and only the `keep` best are kept (all when null). Null: not scored.
   */
  scoring: z
    .object({ segmentId: z.number().int().positive(), categoryId: z.number().int().positive(), keep: z.number().int().positive().nullable().default(null) })
    .nullable()
    .default(null),
});
export type DesignRequest = z.infer<typeof DesignRequestSchema>;

export const DesignGenerationRequested = defineEvent(
  'DesignGenerationRequested',
  z.object({
    jobId: uuid,
    projectId: uuid,
    clientId: uuid,
    requestedBy: uuid,
    mode: z.enum(designModes),
    /** A model of section 9 (generationModels). */
    modelCode: z.string(),
    provider: z.enum(designProviders),
    request: DesignRequestSchema,
    timeoutMs: z.number().int().positive(),
    /** A regeneration: the job whose request this one repeats with new seeds (the first of the chain). */
    regeneratedFrom: uuid.nullable().default(null),
    requestedAt: isoTime,
  }),
);

export const DesignImageSchema = z.object({
  imageId: uuid,
  blobKey: z.string(),
  mediaType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  bytes: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  seed: z.number().int().nullable().default(null),
  /** Mode `logo`: the SVG traced from the raster (`image/svg+xml`), stored beside it. */
  vectorBlobKey: z.string().optional(),
  /** The engine's score of the design when the job asked for scoring (`DesignRequest.scoring`). */
  score: z
    .object({
      segmentId: z.number().int().positive(),
      categoryId: z.number().int().positive(),
      /** Predicted preference (1-5) of the segment and its spread. */
      mean: z.number(),
      sd: z.number(),
      /** 1 = the best of the job's candidates. */
      rank: z.number().int().positive(),
      /** Share of the heat map on the product name (the largest lettering), and that share over its share of the area; null without lettering. */
      nameAttentionShare: z.number().nullable(),
      nameAttentionLift: z.number().nullable(),
      nameBox: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
      /** The heat map over the design (PNG). */
      heatmapBlobKey: z.string(),
      modelVersion: z.string(),
      heatmapVersion: z.string(),
      demoModel: z.boolean(),
    })
    .nullable()
    .default(null),
});

export const DesignImagesGenerated = defineEvent(
  'DesignImagesGenerated',
  z.object({
    jobId: uuid,
    projectId: uuid,
    clientId: uuid,
    mode: z.enum(designModes),
    images: z.array(DesignImageSchema).min(1),
    provider: z.enum(designProviders),
    /** The model id that made them (`packlens-demo-image-1` for the demo generator). */
    model: z.string(),
    demo: z.boolean(),
    tickets: z.number().int().nonnegative(),
    /** Scored candidates that were not kept (the job asked to keep only the best). */
    discarded: z.number().int().nonnegative().default(0),
    /** The request, the result and its times as JSON in the blob store. */
    provenanceBlobKey: z.string(),
    attempts: z.number().int().positive(),
    startedAt: isoTime,
    completedAt: isoTime,
  }),
);

export const DesignImageDeleted = defineEvent('DesignImageDeleted', z.object({ projectId: uuid, imageId: uuid, by: uuid, at: isoTime }));

export const designEvents = { DesignInputUploaded, DesignGenerationRequested, DesignImagesGenerated, DesignImageDeleted } as const;

export type DesignEvent =
  | EventOf<typeof DesignInputUploaded>
  | EventOf<typeof DesignGenerationRequested>
  | EventOf<typeof DesignImagesGenerated>
  | EventOf<typeof DesignImageDeleted>;
