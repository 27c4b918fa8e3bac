import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event';

/**
 * Additional learning (issue 16) on the stream `learning-data`: a survey data set the super admin uploaded, checked
 * and stored by its content hash. Counts say what a training run on it can learn.
 */
export const LearningDataUploaded = defineEvent(
  'LearningDataUploaded',
  z.object({
    dataSetId: z.string().uuid(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    blobKey: z.string(),
    fileName: z.string().max(255),
    bytes: z.number().int().nonnegative(),
    format: z.enum(['responses', 'segments']),
    images: z.number().int().nonnegative(),
    respondents: z.number().int().nonnegative(),
    segments: z.array(z.object({ segmentId: z.number().int(), images: z.number().int() })),
    categories: z.array(z.object({ categoryId: z.number().int(), images: z.number().int() })),
    uploadedBy: z.string(),
    at: z.string().datetime(),
  }),
);

export const learningEvents = { LearningDataUploaded };
export type LearningEvent = EventOf<typeof LearningDataUploaded>;
