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
