import { z } from 'zod';
import { countryCodes } from '../catalogue/countries';
import { defineEvent, type EventOf } from './define-event';

/** Project types (section 3): 1 survey, 2 create, 3 logo, 4 shelf heat map, 5 chat, 6 stable diffusion, 7 key visual, 8 concept. */
export const projectTypes = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ProjectCreated = defineEvent(
  'ProjectCreated',
  z.object({
    projectId: z.string().uuid(),
    clientId: z.string().uuid(),
    createdBy: z.string().uuid(),
    name: z.string().min(1).max(200),
    type: z.number().int().min(1).max(8),
    country: z.enum(countryCodes),
    department: z.string().max(200).default(''),
    createdAt: z.string().datetime(),
  }),
);

export const ImagesUploaded = defineEvent(
  'ImagesUploaded',
  z.object({
    projectId: z.string().uuid(),
    images: z
      .array(
        z.object({
          imageId: z.string().uuid(),
          /** Display name, up to 20 characters (section 5). */
          name: z.string().min(1).max(20),
          fileName: z.string().max(30),
          blobKey: z.string().min(1),
          contentHash: sha256,
          mediaType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
          bytes: z.number().int().positive(),
          categoryId: z.number().int().positive().nullable().default(null),
        }),
      )
      .min(1)
      .max(10),
    uploadedAt: z.string().datetime(),
  }),
);

/** A preference score for one image and one segment, as the named model computed it. */
export const ScoreCalculated = defineEvent(
  'ScoreCalculated',
  z.object({
    calculationId: z.string().uuid(),
    projectId: z.string().uuid(),
    imageId: z.string().uuid(),
    imageHash: sha256,
    segmentId: z.number().int().positive(),
    modelVersion: z.string().min(1),
    /** True when the model was trained on the simulated demo panel; the app labels such results. */
    demoModel: z.boolean(),
    preference: z.object({ mean: z.number().min(1).max(5), sd: z.number().nonnegative() }),
    imageWords: z.array(z.object({ wordId: z.number().int().positive(), probability: z.number().min(0).max(1) })),
    calculatedAt: z.string().datetime(),
  }),
);

export type ProjectEvent = EventOf<typeof ProjectCreated> | EventOf<typeof ImagesUploaded> | EventOf<typeof ScoreCalculated>;
