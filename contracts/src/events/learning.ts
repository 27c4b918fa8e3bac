import { z } from 'zod';
import { promotionCodes, trainingFailureCodes } from '../catalogue/learning-data';
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
    // Since 2026-11-29: the surveyed mean of each pack per category and segment (standard-value mode 1's norms), and
    // whether the data set says it is simulated. Absent from earlier uploads, which give no norms.
    norms: z.array(z.object({ categoryId: z.number().int(), segmentId: z.number().int(), means: z.array(z.number()) })).optional(),
    simulated: z.boolean().optional(),
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

/**
 * A figure that can be unmeasurable: a correlation of a constant prediction, an image-word error without word data.
 * NaN when the event is made; JSON stores it as null.
 */
const measured = () => z.union([z.number(), z.nan()]).nullable();

const segmentFigures = z.object({
  segmentId: z.number().int(),
  mae: z.number(),
  pearson: measured(),
  spearman: measured(),
  spreadMae: z.number(),
  wordMae: measured(),
  // Since 2026-11-29 (absent from earlier runs): interval coverage, image-word top-3 and the scatter's points.
  coverage: z.number().optional(),
  wordTop3: z.number().optional(),
  points: z.array(z.object({ image: z.string(), predicted: z.number(), observed: z.number() })).optional(),
});

/** The active version's figures on the same held-out images (no points: the candidate's points carry the images). */
const activeFigures = segmentFigures.omit({ points: true }).extend({ predicted: z.array(z.number()).optional() });

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
    summary: z.object({ mae: z.number(), pearson: measured(), spearman: measured() }),
    segments: z.array(segmentFigures),
    promoted: z.boolean(),
    against: z.string().nullable(),
    candidateMae: z.number(),
    activeMae: z.number().nullable(),
    reason: z.string(),
    // Since 2026-11-29: the decision's code (the console's text), the r's lower bound, the active version beside.
    code: z.enum(promotionCodes).optional(),
    pearsonLowerBound: z.number().optional(),
    activeSegments: z.array(activeFigures).nullable().optional(),
    at: z.string().datetime(),
  }),
);

/**
 * A model version became the one every new calculation uses (stream `model-versions`): automatically after a
 * training run that beat the active version, or by the super admin's hand (promotion or roll-back) with a reason.
 */
export const ModelActivated = defineEvent(
  'ModelActivated',
  z.object({
    versionId: z.string(),
    previousVersionId: z.string().nullable(),
    how: z.enum(['automatic', 'manual']),
    reason: z.string().max(1000),
    runId: z.string().uuid().nullable(),
    activatedBy: z.string(),
    at: z.string().datetime(),
  }),
);

export const ModelTrainingFailed = defineEvent(
  'ModelTrainingFailed',
  z.object({
    runId: z.string().uuid(),
    reason: z.string().max(2000),
    // Since 2026-11-29: the reason as a code the console says in the admin's language, with its figures.
    code: z.enum(trainingFailureCodes).optional(),
    params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
    at: z.string().datetime(),
  }),
);

/**
 * A calculated project scored again with another model version, to compare (stream `model-comparison-<id>`): asked for
 * by the super admin; the project's own results, charges and events are untouched.
 */
export const ModelComparisonRequested = defineEvent(
  'ModelComparisonRequested',
  z.object({
    comparisonId: z.string().uuid(),
    versionId: z.string(),
    projectId: z.string().uuid(),
    clientId: z.string().uuid(),
    segmentIds: z.array(z.number().int()),
    images: z.array(z.object({ imageId: z.string().uuid(), blobKey: z.string(), kind: z.enum(['pack', 'shelf']), categoryId: z.number().int().nullable() })),
    requestedBy: z.string(),
    at: z.string().datetime(),
  }),
);

export const ModelComparisonCompleted = defineEvent(
  'ModelComparisonCompleted',
  z.object({
    comparisonId: z.string().uuid(),
    versionId: z.string(),
    demo: z.boolean(),
    rows: z.array(z.object({ imageId: z.string().uuid(), segmentId: z.number().int(), mean: z.number(), sd: z.number() })),
    failures: z.array(z.object({ imageId: z.string().uuid(), code: z.string() })),
    at: z.string().datetime(),
  }),
);

export const learningEvents = {
  LearningDataUploaded,
  TrainingRequested,
  TrainingProgressed,
  ModelTrained,
  ModelTrainingFailed,
  ModelActivated,
  ModelComparisonRequested,
  ModelComparisonCompleted,
};
export type LearningEvent =
  | EventOf<typeof LearningDataUploaded>
  | EventOf<typeof TrainingRequested>
  | EventOf<typeof TrainingProgressed>
  | EventOf<typeof ModelTrained>
  | EventOf<typeof ModelTrainingFailed>
  | EventOf<typeof ModelActivated>
  | EventOf<typeof ModelComparisonRequested>
  | EventOf<typeof ModelComparisonCompleted>;
