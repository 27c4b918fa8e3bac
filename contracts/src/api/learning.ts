/**
 * Additional learning (issue 16; super admin console): survey data sets uploaded, checked before anything is stored.
 *
 * | method | path                          | body                              | answer                  | refusals |
 * |--------|-------------------------------|-----------------------------------|-------------------------|----------|
 * | POST   | /api/admin/learning_data      | multipart `file` (zip, < 50 MB)   | LearningDataSet (201; 200 when the same file was uploaded before) | FILE_REQUIRED, FILE_TOO_LARGE, LEARNING_DATA_INVALID (with `problems`: file, row, code, message) |
 * | GET    | /api/admin/learning_data      | -                                 | LearningDataSet[] (Content-Range) | - |
 */
import { z } from 'zod';

export const LearningDataSet = z.object({
  id: z.string().uuid(),
  sha256: z.string(),
  file_name: z.string(),
  bytes: z.number().int(),
  format: z.enum(['responses', 'segments']),
  images: z.number().int(),
  respondents: z.number().int(),
  segments: z.array(z.object({ segment_id: z.number().int(), images: z.number().int() })),
  categories: z.array(z.object({ category_id: z.number().int(), images: z.number().int() })),
  uploaded_by: z.string(),
  uploaded_at: z.string().datetime(),
});
export type LearningDataSet = z.infer<typeof LearningDataSet>;

export const LearningDataProblem = z.object({ file: z.string(), row: z.number().int().nullable(), code: z.string(), message: z.string() });

/** A training run (issue 16, item 2). */
export const TrainingRunRequest = z.object({
  data_set_ids: z.array(z.string().uuid({ error: 'NOT_FOUND' })).min(1, { error: 'FIELD_REQUIRED' }),
  /** Keep the simulated demo panel as a prior: the model then stays a demo model. */
  include_demo_panel: z.boolean({ error: 'VALIDATION_FAILED' }).default(false),
});

const figures = z.object({ mae: z.number(), pearson: z.number(), spearman: z.number() });

export const TrainingRun = z.object({
  id: z.string().uuid(),
  status: z.enum(['running', 'trained', 'failed']),
  data_set_ids: z.array(z.string().uuid()),
  include_demo_panel: z.boolean(),
  requested_by: z.string(),
  requested_at: z.string().datetime(),
  progress: z.object({ stage: z.string(), done: z.number().int(), total: z.number().int() }).nullable(),
  model: z
    .object({
      version: z.string(),
      demo: z.boolean(),
      train_images: z.number().int(),
      held_out_images: z.number().int(),
      summary: figures,
      segments: z.array(figures.extend({ segment_id: z.number().int(), spread_mae: z.number(), word_mae: z.number() })),
      promoted: z.boolean(),
      against: z.string().nullable(),
      candidate_mae: z.number(),
      active_mae: z.number().nullable(),
      reason: z.string(),
    })
    .nullable(),
  failure: z.string().nullable(),
  ended_at: z.string().datetime().nullable(),
});
export type TrainingRun = z.infer<typeof TrainingRun>;
