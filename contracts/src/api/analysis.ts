/**
 * The AI analysis report (issue 14; screen /project-create/analysis-results): for chosen images of a calculated
 * package evaluation, the engine explains each segment's predicted preference, measures the design against the
 * best-scoring packs of its category and segment, raises notices (types 1-8, contracts/src/catalogue/analysis.ts), and
 * re-scores twenty modifications it applies itself, keeping the best with their images and heat maps.
 *
 * | method | path                                           | body                  | answer              | refusals |
 * |--------|------------------------------------------------|-----------------------|---------------------|----------|
 * | POST   | /api/projects/{id}/analysis_reports            | AnalysisReportRequest | AnalysisReport (202) | SERVICE_NOT_AVAILABLE, PAID_MEMBERS_ONLY (section 6), ANALYSIS_IMAGE_LIMIT, PROJECT_NOT_CALCULATED, PROJECT_EXPIRED, NOT_FOUND |
 * | GET    | /api/projects/{id}/analysis_reports/{analysisId} | -                   | AnalysisReport      | NOT_FOUND |
 * | POST   | /api/projects/{id}/analysis_reports/{analysisId}/modified_designs | ModifiedDesignEvaluationRequest | ProjectDetail (201) | NOT_FOUND, quota refusals |
 */
import { z } from 'zod';
import { GenerationError } from './generation';

const uuid = z.string().uuid({ error: 'NOT_FOUND' });

export const AnalysisReportRequest = z.object({
  /** The images to analyse, of this project (at most 10: section 9). */
  image_ids: z.array(uuid).min(1, { error: 'IMAGE_REQUIRED' }),
  /** The pack's real height, for legibility at shelf distance (default 20 cm). */
  pack_height_cm: z.number({ error: 'VALIDATION_FAILED' }).min(2, { error: 'VALIDATION_FAILED' }).max(300, { error: 'VALIDATION_FAILED' }).nullable().default(null),
});
export type AnalysisReportRequest = z.infer<typeof AnalysisReportRequest>;

const Box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const BySegment = z.array(z.object({ segment_id: z.number().int(), value: z.number() }));

export const AnalysisNotice = z.object({
  type: z.number().int(),
  key: z.string(),
  analysis_type: z.number().int(),
  label: z.string(),
  rule: z.string(),
  /** Empty when it concerns the design whatever the segment. */
  segment_ids: z.array(z.number().int()),
  /** Where on the image, in pixels of the analysed image (`width` x `height`). */
  region: Box.nullable(),
  /** The measurements behind the notice. */
  measured: z.record(z.string(), z.number()),
});

export const AnalysisModification = z.object({
  key: z.string(),
  scope: z.enum(['global', 'name', 'layout']),
  /** Predicted mean change per ordered segment (1-5 scale). */
  deltas: BySegment,
  mean_delta: z.number(),
});

export const AnalysisImage = z.object({
  image_id: z.string().uuid(),
  name: z.string(),
  status: z.enum(['waiting', 'analysed', 'failed']),
  error: GenerationError.nullable(),
  /** Size of the analysed image: boxes and regions are in its pixels. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  preference: BySegment,
  /** The original with its heat map over it. */
  heatmap_url: z.string().nullable(),
  /** Occlusion attribution per segment: a grid of cells, each the predicted-mean change its detail brings. */
  attribution: z
    .object({ columns: z.number().int(), rows: z.number().int(), segments: z.array(z.object({ segment_id: z.number().int(), cells: z.array(z.number()), url: z.string() })) })
    .nullable(),
  /** The largest lettering, taken as the product name; null when the text detector found none. */
  product_name: z
    .object({
      box: Box,
      contrast_ratio: z.number(),
      letter_height_mm: z.number(),
      legible_up_to_m: z.number(),
      attention_share: z.number(),
      attention_lift: z.number(),
      attribution: BySegment,
    })
    .nullable(),
  /** Design measurements, and per segment where each lies against the best-scoring packs' quartiles. */
  design: z.record(z.string(), z.number()),
  norms: z.array(
    z.object({
      segment_id: z.number().int(),
      category_id: z.number().int().nullable(),
      packs: z.number().int(),
      features: z.array(z.object({ name: z.string(), value: z.number(), p25: z.number(), median: z.number(), p75: z.number(), position: z.enum(['below', 'within', 'above']) })),
    }),
  ),
  notices: z.array(AnalysisNotice),
  /** Every modification tried, best first. */
  candidates: z.array(AnalysisModification),
  /** The best modifications that raise the mean, with the modified design and its heat map. */
  modified: z.array(AnalysisModification.extend({ design_url: z.string(), heatmap_url: z.string() })),
});

export const AnalysisReport = z.object({
  analysis_id: z.string().uuid(),
  project_id: z.string().uuid(),
  status: z.enum(['running', 'completed']),
  segment_ids: z.array(z.number().int()),
  pack_height_cm: z.number().nullable(),
  price: z.object({ amount: z.number().int(), currency: z.string() }),
  requested_at: z.string().datetime(),
  completed_at: z.string().datetime().nullable(),
  model_version: z.string().nullable(),
  /** The segment heads were trained on the simulated demo panel: every number is a demonstration. */
  demo_model: z.boolean().nullable(),
  analysis_types: z.array(z.object({ id: z.number().int(), key: z.string(), label: z.string() })),
  images: z.array(AnalysisImage),
});
export type AnalysisReport = z.infer<typeof AnalysisReport>;

/** A modified design of a report, by its image and modification key, to evaluate as a new project. */
export const ModifiedDesignEvaluationRequest = z.object({
  image_id: uuid,
  key: z.string().trim().min(1, { error: 'NOT_FOUND' }).max(50, { error: 'NOT_FOUND' }),
});
