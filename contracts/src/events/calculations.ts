import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const uuid = z.string().uuid();
const at = z.string().datetime();

/** A rectangle the user marked on a shelf image (a product's box), in pixels of the image. */
export const ShelfRegion = z.object({
  regionId: z.string().min(1).max(64),
  label: z.string().max(100).default(''),
  x: z.number().nonnegative(),
  y: z.number().nonnegative(),
  width: z.number().positive(),
  height: z.number().positive(),
});

/**
 * A project asks for its menus to be computed for its images and segments. The scoring worker reacts to it and
 * appends its results to the stream `calculation-<calculationId>`.
 */
export const CalculationRequested = defineEvent(
  'CalculationRequested',
  z.object({
    calculationId: uuid,
    projectId: uuid,
    clientId: uuid,
    images: z
      .array(
        z.object({
          imageId: uuid,
          blobKey: z.string().min(1),
          contentHash: sha256,
          kind: z.enum(['pack', 'shelf']),
          categoryId: z.number().int().positive().nullable(),
          regions: z.array(ShelfRegion).max(50).default([]),
        }),
      )
      .min(1)
      .max(10),
    segmentIds: z.array(z.number().int().positive()).min(1).max(6),
    /** Menu codes of the catalogue: heatmap, preference_score, image_word, preference_variance, concept_matching, ... */
    menus: z.array(z.string().min(1)).min(1),
    concept: z.object({ text: z.string().min(1).max(2000), language: z.enum(['ja', 'zh', 'en']) }).nullable().default(null),
    requestedAt: at,
  }),
);

/** The attention map of one image; the grayscale map and the coloured overlay are blobs. */
export const HeatmapCalculated = defineEvent(
  'HeatmapCalculated',
  z.object({
    calculationId: uuid,
    projectId: uuid,
    imageId: uuid,
    imageHash: sha256,
    modelVersion: z.string().min(1),
    mapBlobKey: z.string().min(1),
    overlayBlobKey: z.string().min(1),
    /** The attention distribution (float32 little-endian, row-major, sums to 1) on a grid over the image. */
    density: z.object({ blobKey: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive() }).nullable().default(null),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** Share of the attention inside each marked region (shelf images). */
    regions: z.array(z.object({ regionId: z.string(), share: z.number().min(0).max(1) })).default([]),
    calculatedAt: at,
  }),
);

/** How well one design matches the project's concept: 5 levels, the score, and the words that drove it. */
export const ConceptMatched = defineEvent(
  'ConceptMatched',
  z.object({
    calculationId: uuid,
    projectId: uuid,
    imageId: uuid,
    imageHash: sha256,
    modelVersion: z.string().min(1),
    demoModel: z.boolean(),
    level: z.number().int().min(1).max(5),
    score: z.number(),
    drivingWords: z.array(z.string()).max(20),
    calculatedAt: at,
  }),
);

/**
 * A multimodal model (GPT-4o, Claude, Gemini) looked at a calculated image and the project's concept and gave its own
 * level (1-5) with its reasons, shown beside the offline level (issue 18, item 2). On the job's stream
 * `concept-vision-<jobId>`, after its `GenerationCompleted`; the latest review of an image is the one shown.
 */
export const ConceptVisionReviewed = defineEvent(
  'ConceptVisionReviewed',
  z.object({
    jobId: uuid,
    projectId: uuid,
    clientId: uuid,
    imageId: uuid,
    provider: z.enum(['openai', 'anthropic', 'google']),
    model: z.string().min(1).max(100),
    level: z.number().int().min(1).max(5),
    reasons: z.array(z.string().max(500)).max(5),
    /** The language the reasons were asked in. */
    language: z.enum(['ja', 'en', 'zh-CN']),
    reviewedAt: at,
  }),
);

/** One more image of the calculation is finished (scored or failed): `done` of `total`. */
export const CalculationProgressed = defineEvent(
  'CalculationProgressed',
  z.object({
    calculationId: uuid,
    projectId: uuid,
    imageId: uuid,
    done: z.number().int().nonnegative(),
    total: z.number().int().positive(),
    at,
  }),
);

/** One image could not be computed (corrupt, too large, a decompression bomb...); the others go on. */
export const ImageCalculationFailed = defineEvent(
  'ImageCalculationFailed',
  z.object({ calculationId: uuid, projectId: uuid, imageId: uuid, code: z.string().min(1), at }),
);

export const CalculationCompleted = defineEvent(
  'CalculationCompleted',
  z.object({
    calculationId: uuid,
    projectId: uuid,
    succeededImages: z.number().int().nonnegative(),
    failedImages: z.number().int().nonnegative(),
    completedAt: at,
  }),
);

export type CalculationEvent =
  | EventOf<typeof CalculationRequested>
  | EventOf<typeof HeatmapCalculated>
  | EventOf<typeof ConceptMatched>
  | EventOf<typeof CalculationProgressed>
  | EventOf<typeof ImageCalculationFailed>
  | EventOf<typeof CalculationCompleted>
  | EventOf<typeof ConceptVisionReviewed>;
