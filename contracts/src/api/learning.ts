/**
 * Additional learning (issue 16; super admin console): survey data sets uploaded, checked before anything is stored.
 *
 * | method | path                          | body                              | answer                  | refusals |
 * |--------|-------------------------------|-----------------------------------|-------------------------|----------|
 * | POST   | /api/admin/learning_data      | multipart `file` (zip, < 50 MB)   | LearningDataSet (201; 200 when the same file was uploaded before) | FILE_REQUIRED, FILE_TOO_LARGE, LEARNING_DATA_INVALID (with `problems`: file, row, code, message) |
 * | GET    | /api/admin/learning_data      | -                                 | LearningDataSet[] (Content-Range) | - |
 */
import { z } from 'zod';
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

const figures = z.object({ mae: z.number().meta({ example: 0.061 }), pearson: z.number().meta({ example: 0.82 }), spearman: z.number().meta({ example: 0.79 }) });

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
      segments: z.array(figures.extend({ segment_id: segmentNumber(), spread_mae: z.number().meta({ example: 0.05 }), word_mae: z.number().meta({ example: 0.08 }) })).max(100),
      promoted: z.boolean(),
      against: text(100, 'demo-panel-2026.11').nullable(),
      candidate_mae: z.number().meta({ example: 0.061 }),
      active_mae: z.number().nullable().meta({ example: 0.074 }),
      reason: text(1000, 'Held-out MAE 0.061 is below the active model’s 0.074: promoted.'),
    })
    .nullable(),
  failure: text(2000, 'The selected data sets hold 12 images; at least 30 are needed.').nullable(),
  ended_at: isoTime().nullable(),
});
export type TrainingRun = z.infer<typeof TrainingRun>;
