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

/** A training run asked for (stream `training-<runId>`), on uploaded data sets, with or without the demo panel. */
export const TrainingRequested = defineEvent(
  'TrainingRequested',
  z.object({
    runId: z.string().uuid(),
    dataSets: z.array(z.object({ dataSetId: z.string().uuid(), blobKey: z.string(), sha256: z.string() })).min(1),
    includeDemoPanel: z.boolean(),
    requestedBy: z.string(),
    at: z.string().datetime(),
  }),
);

export const TrainingProgressed = defineEvent(
  'TrainingProgressed',
  z.object({ runId: z.string().uuid(), stage: z.enum(['reading', 'features', 'fitting', 'promotion']), done: z.number().int(), total: z.number().int(), at: z.string().datetime() }),
);

const segmentFigures = z.object({
  segmentId: z.number().int(),
  mae: z.number(),
  pearson: z.number(),
  spearman: z.number(),
  spreadMae: z.number(),
  wordMae: z.number(),
});

/** A run's model: its version, what it learnt from, its held-out figures and whether it became active (and why). */
export const ModelTrained = defineEvent(
  'ModelTrained',
  z.object({
    runId: z.string().uuid(),
    versionId: z.string(),
    dataHash: z.string(),
    demo: z.boolean(),
    trainImages: z.number().int(),
    heldOutImages: z.number().int(),
    summary: z.object({ mae: z.number(), pearson: z.number(), spearman: z.number() }),
    segments: z.array(segmentFigures),
    promoted: z.boolean(),
    against: z.string().nullable(),
    candidateMae: z.number(),
    activeMae: z.number().nullable(),
    reason: z.string(),
    at: z.string().datetime(),
  }),
);

export const ModelTrainingFailed = defineEvent('ModelTrainingFailed', z.object({ runId: z.string().uuid(), reason: z.string().max(2000), at: z.string().datetime() }));

export const learningEvents = { LearningDataUploaded, TrainingRequested, TrainingProgressed, ModelTrained, ModelTrainingFailed };
export type LearningEvent =
  | EventOf<typeof LearningDataUploaded>
  | EventOf<typeof TrainingRequested>
  | EventOf<typeof TrainingProgressed>
  | EventOf<typeof ModelTrained>
  | EventOf<typeof ModelTrainingFailed>;
