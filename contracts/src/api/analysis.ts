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
import { designModelCodes } from './design';
import { count, fileLink, isoTime, text, unpagedList } from './openapi-fields';

const segmentNumber = () => z.number().int().min(1).max(99).meta({ example: 1 });
const pixels = (example: number) => z.number().int().min(1).max(64 * 1024 * 1024).meta({ example });

const uuid = z.string().uuid({ error: 'NOT_FOUND' });

export const AnalysisReportRequest = z.object({
  /** The images to analyse, of this project (at most 10: section 9). */
  image_ids: z.array(uuid).min(1, { error: 'IMAGE_REQUIRED' }).max(20, { error: 'ANALYSIS_IMAGE_LIMIT' }),
  /** The pack's real height, for legibility at shelf distance (default 20 cm). */
  pack_height_cm: z.number({ error: 'VALIDATION_FAILED' }).min(2, { error: 'VALIDATION_FAILED' }).max(300, { error: 'VALIDATION_FAILED' }).nullable().default(null).meta({ example: 18 }),
  /**
   * Also regenerate each image's lowest-attribution region (never the product name) with an image-editing provider,
   * from this prompt, and re-score it. Needs the model's provider configured (IMAGE_PROVIDER_NOT_CONFIGURED otherwise).
   */
  region_regeneration: z
    .object({
      prompt: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(1000, { error: 'VALIDATION_FAILED' }).meta({ example: 'fresh oranges and a glass of juice, bright morning light' }),
      model_code: z.enum(designModelCodes, { error: 'VALIDATION_FAILED' }).meta({ example: 'gpt_image_1' }),
    })
    .nullable()
    .default(null),
});
export type AnalysisReportRequest = z.infer<typeof AnalysisReportRequest>;

const Box = z.object({ x: z.number().meta({ example: 96 }), y: z.number().meta({ example: 140 }), width: z.number().meta({ example: 620 }), height: z.number().meta({ example: 180 }) });
const BySegment = z.array(z.object({ segment_id: segmentNumber(), value: z.number().meta({ example: 3.58 }) })).max(16);

export const AnalysisNotice = z.object({
  /** Notice types 1-8 (contracts/src/catalogue/analysis.ts). */
  type: z.number().int().min(1).max(8).meta({ example: 3 }),
  key: text(50, 'name_low_contrast'),
  analysis_type: z.number().int().min(1).max(7).meta({ example: 2 }),
  label: text(500, 'The product name has little contrast with its background'),
  rule: text(1000, 'Contrast ratio of the name below 3:1 (WCAG large text)'),
  /** Empty when it concerns the design whatever the segment. */
  segment_ids: z.array(segmentNumber()).max(16),
  /** Where on the image, in pixels of the analysed image (`width` x `height`). */
  region: Box.nullable(),
  /** The measurements behind the notice. */
  measured: z.record(z.string().max(64), z.number()).meta({ example: { contrast_ratio: 2.4 } }),
});

export const AnalysisModification = z.object({
  key: text(50, 'name_contrast_up'),
  scope: z.enum(['global', 'name', 'layout']),
  /** Predicted mean change per ordered segment (1-5 scale). */
  deltas: BySegment,
  mean_delta: z.number().meta({ example: 0.12 }),
});

export const AnalysisImage = z.object({
  image_id: z.string().uuid(),
  name: text(20, 'レモンサワー案A'),
  status: z.enum(['waiting', 'analysed', 'failed']),
  error: GenerationError.nullable().meta({ example: null }),
  /** Size of the analysed image: boxes and regions are in its pixels. */
  width: pixels(1200).nullable(),
  height: pixels(1600).nullable(),
  preference: BySegment,
  /** The original with its heat map over it. */
  heatmap_url: fileLink().nullable(),
  /** Occlusion attribution per segment: a grid of cells, each the predicted-mean change its detail brings. */
  attribution: z
    .object({
      columns: z.number().int().min(1).max(64).meta({ example: 4 }),
      rows: z.number().int().min(1).max(64).meta({ example: 5 }),
      segments: z
        .array(z.object({ segment_id: segmentNumber(), cells: z.array(z.number()).max(4096).meta({ example: [0.04, -0.02, 0.11, 0, 0.01] }), url: fileLink() }))
        .max(16),
    })
    .nullable(),
  /** The largest lettering, taken as the product name; null when the text detector found none. */
  product_name: z
    .object({
      box: Box,
      contrast_ratio: z.number().meta({ example: 2.4 }),
      letter_height_mm: z.number().meta({ example: 14.5 }),
      legible_up_to_m: z.number().meta({ example: 4.2 }),
      attention_share: z.number().meta({ example: 0.18 }),
      attention_lift: z.number().meta({ example: 1.6 }),
      attribution: BySegment,
    })
    .nullable(),
  /** Design measurements, and per segment where each lies against the best-scoring packs' quartiles. */
  design: z.record(z.string().max(64), z.number()).meta({ example: { colourfulness: 0.42, white_space: 0.31, text_area: 0.12 } }),
  norms: z
    .array(
      z.object({
        segment_id: segmentNumber(),
        category_id: z.number().int().min(1).max(9999).nullable().meta({ example: 1 }),
        packs: count(40),
        features: z
          .array(
            z.object({
              name: text(64, 'colourfulness'),
              value: z.number().meta({ example: 0.42 }),
              p25: z.number().meta({ example: 0.35 }),
              median: z.number().meta({ example: 0.47 }),
              p75: z.number().meta({ example: 0.58 }),
              position: z.enum(['below', 'within', 'above']),
            }),
          )
          .max(100),
      }),
    )
    .max(16),
  notices: z.array(AnalysisNotice).max(200),
  /** Every modification tried, best first. */
  candidates: z.array(AnalysisModification).max(50),
  /** The best modifications that raise the mean, with the modified design and its heat map. */
  modified: z.array(AnalysisModification.extend({ design_url: fileLink(), heatmap_url: fileLink() })).max(50),
  /**
   * The lowest-attribution region regenerated by the provider (key `region_regenerated` for modified_designs), where
   * the order asked for it: `no_region` when no region lowers the mean, `failed` with the provider's refusal.
   */
  region_regeneration: z
    .object({
      status: z.enum(['regenerated', 'no_region', 'failed']),
      region: Box.nullable(),
      provider: text(50, 'openai').nullable(),
      model: text(200, 'gpt-image-1').nullable(),
      prompt: text(1000, 'fresh oranges and a glass of juice, bright morning light').nullable(),
      deltas: BySegment,
      mean_delta: z.number().nullable().meta({ example: 0.08 }),
      design_url: fileLink().nullable(),
      heatmap_url: fileLink().nullable(),
      error: GenerationError.nullable().meta({ example: null }),
    })
    .nullable(),
});

export const AnalysisReport = z.object({
  analysis_id: z.string().uuid(),
  project_id: z.string().uuid(),
  status: z.enum(['running', 'completed']),
  segment_ids: z.array(segmentNumber()).max(16),
  pack_height_cm: z.number().nullable().meta({ example: 18 }),
  price: z.object({ amount: count(12000), currency: text(3, 'JPY') }),
  requested_at: isoTime(),
  completed_at: isoTime().nullable(),
  model_version: text(100, 'demo-panel-2026.11').nullable(),
  /** The segment heads were trained on the simulated demo panel: every number is a demonstration. */
  demo_model: z.boolean().nullable(),
  analysis_types: z.array(z.object({ id: z.number().int().min(1).max(7).meta({ example: 2 }), key: text(50, 'name_legibility'), label: text(200, 'Product name legibility') })).max(7),
  images: z.array(AnalysisImage).max(10),
});
export type AnalysisReport = z.infer<typeof AnalysisReport>;

/** A modified design of a report, by its image and modification key, to evaluate as a new project. */
export const ModifiedDesignEvaluationRequest = z.object({
  image_id: uuid,
  key: z.string().trim().min(1, { error: 'NOT_FOUND' }).max(50, { error: 'NOT_FOUND' }).meta({ example: 'name_contrast_up' }),
});
