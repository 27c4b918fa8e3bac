import { imageWords, SegmentId } from '@packlens/contracts';
import { z } from 'zod';

/**
 * The survey data-set format for training ("additional learning"), documented in the package README.
 * A zip (or a directory) holding the images and, as CSV or JSON, either per-respondent answers or per-segment
 * results:
 *   images/...            the pack images (jpg, png, pdf)
 *   images.csv|json       image, category_id
 *   responses.csv|json    per respondent: respondent_id, gender, age, category_user, image, rating, words
 *   segments.csv|json     per segment:    image, segment_id, n, mean, sd, word_<id>...
 *   dataset.json          optional: { name, demo, description }
 */
export const DATASET_FILES = {
  images: ['images.csv', 'images.json'],
  responses: ['responses.csv', 'responses.json'],
  segments: ['segments.csv', 'segments.json'],
  meta: 'dataset.json',
} as const;

const wordIds = imageWords.map((w) => w.id);

export const ImageRow = z.object({
  image: z.string().min(1),
  categoryId: z.coerce.number().int().positive(),
});
export type ImageRow = z.infer<typeof ImageRow>;

const wordList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[;|]/).map((s) => s.trim()).filter(Boolean).map(Number) : v),
  z.array(z.number().int().refine((id) => wordIds.includes(id), { message: 'unknown image word id' })),
);

export const ResponseRow = z.object({
  respondentId: z.coerce.string().min(1),
  gender: z.enum(['male', 'female']),
  age: z.coerce.number().int().min(0).max(120),
  categoryUser: z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
  image: z.string().min(1),
  rating: z.coerce.number().int().min(1).max(5),
  words: wordList,
});
export type ResponseRow = z.infer<typeof ResponseRow>;

export const SegmentRow = z.object({
  image: z.string().min(1),
  segmentId: z.coerce.number().pipe(SegmentId),
  n: z.coerce.number().int().min(2),
  mean: z.coerce.number().min(1).max(5),
  sd: z.coerce.number().min(0).max(4),
  /** word id -> share of the segment choosing it; words that do not apply are left out. */
  wordRates: z.record(z.string(), z.number().min(0).max(1)),
});
export type SegmentRow = z.infer<typeof SegmentRow>;

export const DatasetMeta = z.object({
  name: z.string().optional(),
  /** Simulated data: every model trained on it is a demo model. */
  demo: z.boolean().default(false),
  description: z.string().optional(),
});
export type DatasetMeta = z.infer<typeof DatasetMeta>;

/** CSV headers are snake_case; JSON keys are camelCase. */
export function camelCaseKeys(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), v]));
}

/** A segments.csv row keeps word rates in `word_<id>` columns; blanks mean the word was not asked. */
export function segmentCsvRow(row: Record<string, string>): Record<string, unknown> {
  const wordRates: Record<string, number> = {};
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(row)) {
    const match = /^word_(\d+)$/.exec(key);
    if (match) {
      if (value.trim() !== '') wordRates[match[1]] = Number(value);
    } else rest[key] = value;
  }
  return { ...camelCaseKeys(rest), wordRates };
}
