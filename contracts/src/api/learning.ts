/**
 * Additional learning (issue 16; super admin console): survey data sets uploaded, checked before anything is stored.
 *
 * | method | path                          | body                              | answer                  | refusals |
 * |--------|-------------------------------|-----------------------------------|-------------------------|----------|
 * | POST   | /api/admin/learning_data      | multipart `file` (zip, < 50 MB)   | LearningDataSet (201; 200 when the same file was uploaded before) | FILE_REQUIRED, FILE_TOO_LARGE, LEARNING_DATA_INVALID (with `problems`: file, row, code, message) |
 * | GET    | /api/admin/learning_data      | -                                 | LearningDataSet[] (Content-Range) | - |
 */
import { z } from 'zod';
import { promotionCodes, trainingFailureCodes } from '../catalogue/learning-data';
import { count, isoTime, text, unpagedList } from './openapi-fields';

const segmentNumber = () => z.number().int().min(1).max(99).meta({ example: 1 });

export const LearningDataSet = z.object({
  id: z.string().uuid(),
  sha256: text(64, '9f2c4e1a7b3d5f6e8a0c2b4d6f8e1a3c5b7d9f0e2a4c6b8d0f1e3a5c7b9d2e4f'),
  file_name: text(255, 'survey-2026-autumn.zip'),
  bytes: z.number().int().min(0).max(50 * 1024 * 1024).meta({ example: 18452211 }),
  format: z.enum(['responses', 'segments']),
  images: count(120),
  respondents: count(2400),
  segments: z.array(z.object({ segment_id: segmentNumber(), images: count(120) })).max(100),
  categories: z.array(z.object({ category_id: z.number().int().min(1).max(9999).meta({ example: 2 }), images: count(60) })).max(10_000),
  uploaded_by: text(254, 'superadmin@packlens.local'),
  uploaded_at: isoTime(),
});
export type LearningDataSet = z.infer<typeof LearningDataSet>;

export const LearningDataProblem = z.object({
  file: text(255, 'responses.csv'),
  row: count(12).nullable(),
  code: text(64, 'LEARNING_DATA_INVALID'),
  message: text(1000, 'rating must be a whole number from 1 to 5'),
});

/** A training run (issue 16, item 2). */
export const TrainingRunRequest = z.object({
  data_set_ids: z.array(z.string().uuid({ error: 'NOT_FOUND' })).min(1, { error: 'FIELD_REQUIRED' }).max(100, { error: 'VALIDATION_FAILED' }),
  /** Keep the simulated demo panel as a prior: the model then stays a demo model. */
  include_demo_panel: z.boolean({ error: 'VALIDATION_FAILED' }).default(false),
});

/** Pearson and Spearman are null when they cannot be measured (a model that predicts one value for every image). */
const figures = z.object({
  mae: z.number().meta({ example: 0.061 }),
  pearson: z.number().min(-1).max(1).nullable().meta({ example: 0.82 }),
  spearman: z.number().min(-1).max(1).nullable().meta({ example: 0.79 }),
});

/** A share 0-1, or null when it could not be measured (runs before 2026-11-29, no image-word data). */
const share = (example: number) => z.number().min(0).max(1).nullable().meta({ example });

/**
 * A segment's held-out figures: preference mean (MAE, Pearson, Spearman), spread (MAE of the SD), image words (MAE of
 * the choice rates; top-3: the panel's most chosen word among the model's three most probable), and coverage: the
 * share of surveyed means inside the predicted 95 % interval for a panel of their size (mean ± 1.96 · SD / √n).
 */
const segmentFigures = figures.extend({
  segment_id: segmentNumber(),
  spread_mae: z.number().meta({ example: 0.05 }),
  word_mae: z.number().nullable().meta({ example: 0.08 }),
  coverage: share(0.9),
  word_top3: share(0.85),
});

/** Why the version was or was not made active (docs: services/scoring/README.md, "Promotion rule"). */
export const PromotionCode = z.enum(promotionCodes);
export type PromotionCode = z.infer<typeof PromotionCode>;

/** Predicted against surveyed means of one segment's held-out images; `active_predicted` is the active version's. */
const scatter = z.object({
  segment_id: segmentNumber(),
  images: z.array(text(300, '0/images/pack-0007.png')).max(100_000),
  observed: z.array(z.number().meta({ example: 3.12 })).max(100_000),
  predicted: z.array(z.number().meta({ example: 3.05 })).max(100_000),
  active_predicted: z.array(z.number().meta({ example: 2.71 })).max(100_000).nullable(),
});

export const TrainingRun = z.object({
  id: z.string().uuid(),
  status: z.enum(['running', 'trained', 'failed']),
  data_set_ids: z.array(z.string().uuid()).max(100),
  include_demo_panel: z.boolean(),
  requested_by: text(254, 'superadmin@packlens.local'),
  requested_at: isoTime(),
  progress: z.object({ stage: text(64, 'features'), done: count(80), total: count(120) }).nullable(),
  model: z
    .object({
      version: text(100, 'survey-2026-11-25'),
      demo: z.boolean(),
      train_images: count(96),
      held_out_images: count(24),
      summary: figures,
      segments: z.array(segmentFigures).max(100),
      /** The version that was active, measured on the same held-out images (null when none was compared). */
      active_segments: z.array(segmentFigures).max(100).nullable(),
      scatter: z.array(scatter).max(100),
      promoted: z.boolean(),
      code: PromotionCode.nullable(),
      pearson_lower_bound: z.number().min(-1).max(1).nullable().meta({ example: 0.41 }),
      against: text(100, 'demo-panel-2026.11').nullable(),
      candidate_mae: z.number().meta({ example: 0.061 }),
      active_mae: z.number().nullable().meta({ example: 0.074 }),
      reason: text(1000, 'Held-out MAE 0.061 is below the active model’s 0.074: promoted.'),
    })
    .nullable(),
  failure: text(2000, 'the data set splits into 9 training and 2 held-out images; it needs about 50 images or more').nullable(),
  /** The failure as a code (the console's text in the admin's language) and its figures; `failure` is the engine's English. */
  failure_code: z.enum(trainingFailureCodes).nullable(),
  failure_params: z
    .record(z.string().max(64), z.union([z.number(), text(200, '9')]))
    .nullable()
    .meta({ example: { train: 9, heldOut: 2 } }),
  ended_at: isoTime().nullable(),
});
export type TrainingRun = z.infer<typeof TrainingRun>;

/**
 * A model version of the segment heads (issue 16, item 3): what it learnt from, its held-out figures, whether it is
 * the active one, and every time it was made active (automatically or by hand, with the reason).
 *
 * | method | path                                   | body                 | answer            | refusals |
 * |--------|----------------------------------------|----------------------|-------------------|----------|
 * | GET    | /api/admin/model_versions              | -                    | ModelVersion[]    | - |
 * | GET    | /api/admin/model_versions/{id}         | -                    | ModelVersion      | NOT_FOUND |
 * | POST   | /api/admin/model_versions/{id}/activate | { reason }          | ModelVersion      | NOT_FOUND, FIELD_REQUIRED, MODEL_VERSION_ACTIVE, MODEL_VERSION_INCOMPATIBLE |
 */
export const ModelActivation = z.object({
  how: z.enum(['automatic', 'manual']),
  reason: text(1000, 'The new survey panel of autumn 2026 ranks this season’s packs better.'),
  previous_version: text(100, 'heads-20261121T000000Z-3f1c9a7e5b').nullable(),
  /** The super admin's e-mail, or `training-worker` for an automatic activation. */
  activated_by: text(254, 'superadmin@packlens.local'),
  at: isoTime(),
});

export const ModelVersionRow = z.object({
  id: text(100, 'heads-20261129T071500Z-9a1b2c3d4e'),
  created_at: isoTime(),
  demo: z.boolean(),
  active: z.boolean(),
  /** False when this engine no longer produces the inputs the version reads: it cannot be activated. */
  compatible: z.boolean(),
  train_images: count(96),
  held_out_images: count(24),
  summary: figures.extend({ coverage: share(0.9), word_top3: share(0.85) }),
  segments: z.array(segmentFigures).max(100),
  promotion: z
    .object({ promoted: z.boolean(), code: PromotionCode.nullable(), reason: text(1000, 'lower held-out MAE than the active version'), against: text(100, 'heads-20261121T000000Z-3f1c9a7e5b').nullable() })
    .nullable(),
  activations: z.array(ModelActivation).max(10_000),
});
export type ModelVersionRow = z.infer<typeof ModelVersionRow>;

export const ModelActivationRequest = z.object({
  reason: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(1000, { error: 'VALIDATION_FAILED' })
    .meta({ example: 'Roll back: the autumn panel had a coding error in segment 5.' }),
});

/**
 * A calculated project scored again with another model version (issue 16, item 3): the project's own scores (the
 * version that produced them) beside the other version's, per image and segment. Nothing of the project changes.
 *
 * | method | path                                                  | body           | answer                 | refusals |
 * |--------|-------------------------------------------------------|----------------|------------------------|----------|
 * | POST   | /api/admin/model_versions/{id}/comparisons            | { project_id } | ModelComparison (202)  | NOT_FOUND, PROJECT_NOT_CALCULATED, MODEL_VERSION_INCOMPATIBLE |
 * | GET    | /api/admin/model_versions/{id}/comparisons/{cid}      | -              | ModelComparison        | NOT_FOUND |
 */
export const ModelComparisonRequest = z.object({
  project_id: z.string({ error: 'FIELD_REQUIRED' }).uuid({ error: 'NOT_FOUND' }).meta({ example: '0193a1f2-6c4e-7b3a-9d2f-4e8b1c7a5d90' }),
});

const scoreOf = z.object({ mean: z.number().min(1).max(5).meta({ example: 3.42 }), sd: z.number().min(0).max(4).meta({ example: 0.91 }) });

export const ModelComparison = z.object({
  id: z.string().uuid(),
  status: z.enum(['running', 'done']),
  project_id: z.string().uuid(),
  project_name: text(200, 'Spring snacks'),
  /** The version that produced the project's results, and the one it is compared with. */
  original_version: text(100, 'heads-20261121T000000Z-3f1c9a7e5b').nullable(),
  compared_version: text(100, 'heads-20261129T071500Z-9a1b2c3d4e'),
  compared_demo: z.boolean().nullable(),
  rows: z
    .array(
      z.object({
        image_id: z.string().uuid(),
        image_name: text(200, 'Red pack'),
        segment_id: segmentNumber(),
        original: scoreOf,
        compared: scoreOf.nullable(),
      }),
    )
    .max(100_000),
  failures: z.array(z.object({ image_id: z.string().uuid(), code: text(64, 'IMAGE_CORRUPT') })).max(100_000),
  requested_at: isoTime(),
});
export type ModelComparison = z.infer<typeof ModelComparison>;
