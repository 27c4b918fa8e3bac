/**
 * Evaluation projects API (issue 6): the survey flow (project register, menus, segments, images, product copy,
 * categories, standard value, concept, confirm, results) and the shelf flow, through the API alone, so a
 * partner can run a whole evaluation without the app. Every path is under /api and needs a logged-in caller;
 * every project is visible only to users of its client (others get 404). A refused request stores nothing and
 * charges nothing. Errors are problem details with catalogue codes.
 *
 * | method | path | request | response | error codes |
 * |--------|------|---------|----------|-------------|
 * | POST   | /api/projects/                                  | ProjectCreateRequest           | ProjectDetail (201)     | VALIDATION_FAILED, PROJECT_NAME_REQUIRED, SERVICE_NOT_AVAILABLE, PAID_MEMBERS_ONLY (shelf), PLAN_EXPIRED |
 * | GET    | /api/projects/?tab=&page=&page_size=            | ProjectListQuery               | ProjectListPage         | VALIDATION_FAILED |
 * | GET    | /api/projects/{id}                              | -                              | ProjectDetail           | NOT_FOUND |
 * | PUT    | /api/projects/{id}/menus                        | ProjectMenusRequest            | ProjectDetail           | VALIDATION_FAILED, PAID_MEMBERS_ONLY (concept matching on free/trial), PROJECT_CHANGE_NOT_ALLOWED, PROJECT_EXPIRED |
 * | PUT    | /api/projects/{id}/segments                     | ProjectSegmentsRequest         | ProjectDetail           | VALIDATION_FAILED, SEGMENT_LIMIT_AT_ONCE, PROJECT_CHANGE_NOT_ALLOWED, PROJECT_EXPIRED |
 * | POST   | /api/projects/{id}/images (multipart: `files` up to 10, `names` one per file in order) | - | ProjectDetail (201) | IMAGE_REQUIRED, TOO_MANY_IMAGES_PER_UPLOAD, IMAGE_NAME_REQUIRED, IMAGE_NAME_TOO_LONG, IMAGE_TYPE_NOT_ALLOWED, IMAGE_TOO_LARGE, SHELF_IMAGE_TOO_LARGE, FILE_NOT_UPLOADABLE, PDF_UPLOAD_FAILED, IMAGE_CORRUPT, IMAGE_DECOMPRESSION_BOMB, FREE_PLAN_IMAGE_LIMIT_EXCEEDED, TRIAL_PLAN_IMAGE_LIMIT_EXCEEDED, IMAGE_LIMIT_REACHED, PLAN_EXPIRED, PROJECT_CHANGE_NOT_ALLOWED |
 * | DELETE | /api/projects/{id}/images/{imageId}             | -                              | ProjectDetail           | NOT_FOUND, PROJECT_CHANGE_NOT_ALLOWED |
 * | PUT    | /api/projects/{id}/categories                   | ProjectCategoriesRequest       | ProjectDetail           | VALIDATION_FAILED, NOT_FOUND (unknown image) |
 * | PUT    | /api/projects/{id}/product_copy                 | ProjectProductCopyRequest      | ProjectDetail           | VALIDATION_FAILED, SERVICE_NOT_AVAILABLE (outside Japan) |
 * | PUT    | /api/projects/{id}/standard_value               | ProjectStandardValueRequest    | ProjectDetail           | VALIDATION_FAILED, REFERENCE_VALUE_OUT_OF_RANGE, NO_PAST_SCORE (mode 2 without past scores) |
 * | PUT    | /api/projects/{id}/concept                      | ProjectConceptRequest          | ProjectDetail           | VALIDATION_FAILED, TEXT_TOO_LONG |
 * | POST   | /api/projects/{id}/concept/assist               | ConceptAssistRequest           | ConceptAssistResponse   | VALIDATION_FAILED, PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE, GENERATION_* (the model failed) |
 * | PUT    | /api/projects/{id}/images/{imageId}/regions     | ShelfRegionsRequest            | ProjectDetail           | VALIDATION_FAILED, NOT_FOUND |
 * | POST   | /api/projects/{id}/calculate                    | -                              | ProjectDetail (202)     | VALIDATION_FAILED (a step is missing: field names the step), CALCULATION_IN_PROGRESS, PROJECT_CHANGE_NOT_ALLOWED, image-quota codes |
 * | GET    | /api/projects/{id}/results                      | -                              | ProjectResults          | NOT_FOUND, NO_RESULTS (not calculated), CALCULATION_IN_PROGRESS, PROJECT_EXPIRED |
 * | GET    | /api/projects/{id}/scatter?segment_id=&word_ids=| ScatterQuery                   | ScatterResult           | SCATTER_TWO_WORDS_REQUIRED, SCATTER_TOO_MANY_WORDS, NO_RESULTS |
 * | POST   | /api/projects/{id}/reports                      | ReportRequest                  | application/pdf         | NO_RESULTS, HEATMAP_REQUIRED_FIRST, CALCULATION_IN_PROGRESS, ANALYSIS_NOT_READY (type analysis) |
 * | GET    | /api/files/{token}                              | -                              | the file (image/png, image/jpeg) | NOT_FOUND (unknown or expired link) |
 *
 * Images, heat maps and overlays are served through signed links (`*_url` fields, valid about an hour), so an
 * <img> tag can show them without the bearer token.
 */
import { z } from 'zod';
import { categoryById } from '../catalogue/categories';
import { requiredText, wholeNumber } from '../catalogue/input-rules';
import { countryCodes } from '../catalogue/countries';
import { packShapes, type PackShapeCode } from '../catalogue/generation';
import { inputLimits, uiDefaults } from '../catalogue/limits';
import { menuItems, type MenuCode } from '../catalogue/menus';
import { pastProjectTabs, pdfExportTypes } from '../catalogue/project-kinds';
import { languages } from '../language';
import { count, fileLink, isoTime, text } from './openapi-fields';

/** Numbers of the catalogues (segments 1-38, image words 1-20, categories): small, the same for every client. */
const catalogueNumber = (example: number) => z.number().int().min(1).max(9999).meta({ example });
const segmentNumber = (example = 1) => z.number().int().min(1).max(99).meta({ example });
/**
 * A project holds at most 10 images (section 5, checked when they are uploaded). Answers are bounded more loosely,
 * by 100: the consoles parse them with these schemas, and their component tests build larger projects.
 */
const imagesPerProject = 100;


export const MenuCodeSchema = z.enum(menuItems.map((m) => m.code) as [MenuCode, ...MenuCode[]]);

/** Project types with a flow of their own here: 1 package evaluation (survey), 4 shelf heat map. */
export const EvaluationProjectType = z.union([z.literal(1), z.literal(4)]);

/** Not yet calculated (ours; the description shows only the three statuses of a calculation). */
export const projectStatusValues = ['DRAFT', 'PROGRESS', 'SUCCESS', 'FAILURE'] as const;
export const ProjectStatusSchema = z.enum(projectStatusValues);
export type ProjectStatusValue = (typeof projectStatusValues)[number];

// ---------- create and list ----------

export const ProjectCreateRequest = z.object({
  name: requiredText(100, 'PROJECT_NAME_REQUIRED').meta({ example: 'レモンサワー 春の限定パッケージ' }),
  type: EvaluationProjectType.default(1),
  /** Target country of the evaluation; the caller's client country when absent. */
  country: z.enum(countryCodes).optional(),
  department: z.string().trim().max(200).default('').meta({ example: 'マーケティング部' }),
});

export const ProjectListQuery = z.object({
  tab: z.enum(pastProjectTabs).default('all'),
  page: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALUE_TOO_SMALL' }).max(1_000_000, { error: 'VALIDATION_FAILED' })).default(1),
  page_size: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALIDATION_FAILED' }).max(Math.max(...uiDefaults.pageSizes), { error: 'VALIDATION_FAILED' })).refine((n) => (uiDefaults.pageSizes as readonly number[]).includes(n), { error: 'VALIDATION_FAILED' }).default(uiDefaults.defaultPageSize),
});

export const ShelfRegionSchema = z.object({
  region_id: z.string().trim().min(1).max(64).meta({ example: 'shelf-2-left' }),
  label: z.string().trim().max(100).default('').meta({ example: '自社商品' }),
  x: z.number().nonnegative().meta({ example: 120 }),
  y: z.number().nonnegative().meta({ example: 340 }),
  width: z.number().positive().meta({ example: 180 }),
  height: z.number().positive().meta({ example: 260 }),
});

export const ProjectImage = z.object({
  id: z.string().uuid(),
  name: text(20, 'レモンサワー案A'),
  file_name: text(30, 'lemon-sour-a.png'),
  media_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  bytes: z.number().int().min(0).max(15 * 1024 * 1024).meta({ example: 845213 }),
  /** Pixels; an image has at most 64 megapixels (larger ones are refused as decompression bombs). */
  width: z.number().int().min(1).max(64 * 1024 * 1024).nullable().meta({ example: 1200 }),
  height: z.number().int().min(1).max(64 * 1024 * 1024).nullable().meta({ example: 1600 }),
  category_id: catalogueNumber(1).nullable(),
  product_copy: text(200, '果汁たっぷり、すっきり爽快'),
  /** The image as the browser can show it (a pdf's first page as png). */
  preview_url: fileLink(),
  regions: z.array(ShelfRegionSchema).max(50),
  status: z.enum(['pending', 'calculating', 'done', 'failed']).meta({ example: 'done' }),
  failure: z.object({ code: text(64, 'IMAGE_CORRUPT'), message: text(1000, 'The image could not be read.') }).nullable().meta({ example: null }),
});

export const StandardValueSchema = z.object({
  mode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** Mode 3: the company's own value per segment id (0-5). */
  values: z.record(z.string().max(2), z.number()).meta({ example: { '1': 3.2, '3': 3.5 } }),
});

export const ProjectSummary = z.object({
  id: z.string().uuid(),
  name: text(100, 'レモンサワー 春の限定パッケージ'),
  /** Project types of section 3: 1 survey … 8 generate concept. */
  type: z.number().int().min(1).max(8).meta({ example: 1 }),
  country: z.enum(countryCodes),
  department: text(200, 'マーケティング部'),
  status: ProjectStatusSchema,
  created_at: isoTime(),
  created_by: z.object({ id: z.string().uuid(), name: text(100, '佐藤 花子').nullable() }),
  /** Projects stay valid one month (section 4). */
  expires_at: isoTime(),
  days_left: z.number().int().min(0).max(366).meta({ example: 27 }),
  expired: z.boolean(),
  image_count: z.number().int().min(0).max(imagesPerProject).meta({ example: 3 }),
  segment_ids: z.array(segmentNumber()).max(16).meta({ example: [1, 2, 3] }),
  menus: z.array(text(40, 'preference_score')).max(20).meta({ example: ['preference_score', 'heatmap', 'image_word'] }),
});

export const ProjectListPage = z.object({
  rows: z.array(ProjectSummary).max(Math.max(...uiDefaults.pageSizes)),
  total: count(14),
  page: z.number().int().min(1).max(1_000_000).meta({ example: 1 }),
  page_size: z.number().int().min(1).max(Math.max(...uiDefaults.pageSizes)).meta({ example: uiDefaults.defaultPageSize }),
});

export const ProjectDetail = ProjectSummary.extend({
  images: z.array(ProjectImage).max(imagesPerProject),
  standard_value: StandardValueSchema,
  concept: z.object({ text: text(2000, '国産レモンを丸ごと搾った、甘さ控えめで爽快な春限定のレモンサワー。'), language: z.enum(['ja', 'zh', 'en']) }).nullable(),
  concept_skipped: z.boolean(),
  calculation: z
    .object({
      id: z.string().uuid(),
      requested_at: isoTime(),
      done: z.number().int().min(0).max(imagesPerProject).meta({ example: 2 }),
      total: z.number().int().min(0).max(imagesPerProject).meta({ example: 3 }),
      completed_at: isoTime().nullable(),
    })
    .nullable(),
  /** What is still missing before the project can be calculated: step names of section 2. */
  missing_steps: z.array(z.enum(['select_menu', 'select_segment', 'select_image', 'select_category', 'input_concept'])).max(5).meta({ example: [] }),
});
export type ProjectDetail = z.infer<typeof ProjectDetail>;

// ---------- steps ----------

export const ProjectMenusRequest = z.object({
  /** The preference score is always part of a project and is added when absent. */
  menus: z
    .array(MenuCodeSchema, { error: 'VALIDATION_FAILED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(menuItems.length * 2, { error: 'VALIDATION_FAILED' })
    .meta({ example: ['preference_score', 'heatmap', 'image_word'] }),
});

export const ProjectSegmentsRequest = z.object({
  segment_ids: z
    .array(wholeNumber('VALIDATION_FAILED', (n) => n.min(1).max(99)), { error: 'VALIDATION_FAILED' })
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(16, { error: 'SEGMENT_LIMIT_AT_ONCE' })
    .meta({ example: [1, 2, 3] }),
});

export const ProjectCategoriesRequest = z.object({
  images: z
    .array(z.object({ image_id: z.string().uuid(), category_id: wholeNumber('VALIDATION_FAILED', (n) => n.min(1).max(9999)).meta({ example: 1 }) }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(20, { error: 'VALIDATION_FAILED' }),
});

export const ProjectProductCopyRequest = z.object({
  images: z
    .array(z.object({ image_id: z.string().uuid(), product_copy: z.string().trim().max(200, { error: 'TEXT_TOO_LONG' }).meta({ example: '果汁たっぷり、すっきり爽快' }) }))
    .max(20, { error: 'VALIDATION_FAILED' }),
});

export const ProjectStandardValueRequest = z.object({
  mode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'VALIDATION_FAILED' }),
  /** Mode 3: a value between 0 and 5 for each selected segment id. */
  values: z
    .record(
      z.string().max(2),
      z.number({ error: 'REFERENCE_VALUE_OUT_OF_RANGE' }).min(inputLimits.referenceValue.min, { error: 'REFERENCE_VALUE_OUT_OF_RANGE' }).max(inputLimits.referenceValue.max, {
        error: 'REFERENCE_VALUE_OUT_OF_RANGE',
      }),
    )
    .default({})
    .meta({ example: { '1': 3.2, '3': 3.5 } }),
});

export const ConceptLanguage = z.enum(['ja', 'zh', 'en']);

export const ProjectConceptRequest = z.union([
  z.object({
    text: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(2000, { error: 'TEXT_TOO_LONG' }).meta({ example: '国産レモンを丸ごと搾った、甘さ控えめで爽快な春限定のレモンサワー。' }),
    language: ConceptLanguage,
  }),
  z.object({ skip: z.literal(true) }),
]);

const packShapeCodes = packShapes.map((shape) => shape.code) as [PackShapeCode, ...PackShapeCode[]];

/**
 * The concept step's assist: a concept text written from the category, the pack's shape (both required, section 5:
 * 'prompt assist needs category and shape') and a few keywords, by the text model (or the demo generator).
 */
/** What an assist works from (section 5: it needs the category and the pack's shape), and a few keywords. */
const assistFields = {
  /** Keywords or a rough idea, up to 500 characters (section 5). */
  prompt: z.string().trim().max(inputLimits.conceptPromptMaxLength, { error: 'TEXT_TOO_LONG' }).default('').meta({ example: '国産レモン、甘さ控えめ、春限定' }),
  category_id: wholeNumber('PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE', (n) => n.min(1, { error: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' }).max(9999, { error: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' })).meta({ example: 1 }).optional(),
  shape: z.enum(packShapeCodes, { error: 'VALIDATION_FAILED' }).optional(),
};

function needsCategoryAndShape(value: { category_id?: number; shape?: string }, ctx: z.RefinementCtx) {
  if (value.category_id === undefined || !categoryById(value.category_id)) ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' });
  if (value.shape === undefined) ctx.addIssue({ code: 'custom', path: ['shape'], message: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' });
}

export const ConceptAssistRequest = z.object({ ...assistFields, language: ConceptLanguage }).superRefine(needsCategoryAndShape);

/** Design generation's prompt assist: an image prompt (in English) from the category, the pack's shape and keywords. */
export const PromptAssistRequest = z.object(assistFields).superRefine(needsCategoryAndShape);

export const ConceptAssistResponse = z.object({
  text: text(4000, '国産レモンを丸ごと搾った、甘さ控えめで爽快な春限定のレモンサワー。缶を開けた瞬間に広がる香りで、仕事終わりの一杯を軽やかに。'),
  /** The provider that wrote it, or 'demo' for the offline demo generator. */
  provider: text(40, 'openai'),
  /** The model id that answered. */
  model: text(100, 'gpt-4o'),
  demo: z.boolean(),
});

export const ShelfRegionsRequest = z.object({ regions: z.array(ShelfRegionSchema).max(50) });

// ---------- results ----------

export const PreferenceRow = z.object({
  image_id: z.string().uuid(),
  /** Predicted mean rating, 1-5, two decimals. */
  final_score: z.number().meta({ example: 3.62 }),
  /** Predicted standard deviation of ratings (the spread). */
  sd: z.number().meta({ example: 0.94 }),
  /** The image's position in the project (upload order, from 1). */
  order: z.number().int().min(1).max(imagesPerProject).meta({ example: 1 }),
  /** 1 = most preferred in the segment; ties share a rank. */
  rank: z.number().int().min(1).max(imagesPerProject).meta({ example: 1 }),
  /** final_score minus the segment's standard value; null when there is none. */
  standard_diff: z.number().nullable().meta({ example: 0.18 }),
  /**
   * Standard-value mode 1 with survey data: the share (whole percent) of the surveyed packs of the image's category
   * whose surveyed mean in this segment is below this score ("above 72 % of …"); null otherwise.
   */
  norm_percentile: z.number().int().min(0).max(100).nullable().meta({ example: 72 }),
});

/** The norm behind a mode-1 standard value: the surveyed packs of the project's categories in uploaded survey data. */
export const SurveyNorm = z.object({
  images: count(240),
  data_sets: count(2),
  /** A data set behind it says it is simulated (the demo panel's format): not consumer data. */
  simulated: z.boolean(),
  category_ids: z.array(z.number().int().min(1).max(9999).meta({ example: 5 })).max(imagesPerProject),
  quantiles: z.object({
    p10: z.number().meta({ example: 2.61 }),
    p25: z.number().meta({ example: 2.84 }),
    p50: z.number().meta({ example: 3.02 }),
    p75: z.number().meta({ example: 3.25 }),
    p90: z.number().meta({ example: 3.47 }),
  }),
});

export const ImageWordScores = z.object({
  image_id: z.string().uuid(),
  words: z.array(z.object({ word_id: catalogueNumber(1), probability: z.number().meta({ example: 0.71 }) })).max(40),
});

export const SegmentResults = z.object({
  segment_id: segmentNumber(),
  standard_value: z.number().nullable().meta({ example: 3.44 }),
  /** Mode 1 with survey data: the distribution the standard value is the mean of; null otherwise. */
  norm: SurveyNorm.nullable(),
  scores: z.array(PreferenceRow).max(imagesPerProject),
  image_words: z.array(ImageWordScores).max(imagesPerProject),
});

export const HeatmapResult = z.object({
  image_id: z.string().uuid(),
  map_url: fileLink(),
  overlay_url: fileLink(),
  width: z.number().int().min(1).max(64 * 1024 * 1024).meta({ example: 1200 }),
  height: z.number().int().min(1).max(64 * 1024 * 1024).meta({ example: 1600 }),
  /** Share of attention in each marked region (shelf images), 0-1. */
  regions: z.array(z.object({ region_id: text(64, 'shelf-2-left'), label: text(100, '自社商品'), share: z.number().meta({ example: 0.23 }) })).max(50),
});

/**
 * A multimodal model's own concept level of one image (issue 18, item 2): it looked at the pack and read the concept.
 * Shown beside the offline level, which stays the result; asked for with `POST /api/projects/{id}/concept_vision`.
 */
export const ConceptVisionReview = z.object({
  image_id: z.string().uuid(),
  level: z.number().int().min(1).max(5).meta({ example: 5 }),
  /** Each names what the pack shows or says and the concept's words it matches or misses, in the language asked. */
  reasons: z.array(text(500, 'The carton shows whole oranges and a glass of juice: "orange juice" and "fresh".')).max(5),
  provider: z.enum(['openai', 'anthropic', 'google']),
  model: text(100, 'gpt-4o'),
  reviewed_at: isoTime(),
});

export const ConceptResult = z.object({
  image_id: z.string().uuid(),
  level: z.number().int().min(1).max(5).meta({ example: 4 }),
  score: z.number().meta({ example: 0.68 }),
  driving_words: z
    .array(text(100, 'Refreshing'))
    .max(50)
    .meta({
      description: 'What drove the level: image words by their English catalogue name, then the colours (`colour:<name>`, eleven basic names) and the shape (`shape:long` or `shape:round`) the concept asked for.',
      example: ['Refreshing', 'colour:yellow', 'shape:round'],
    }),
  /** The latest multimodal model's level of this image, or null when none was asked for. */
  vision: ConceptVisionReview.omit({ image_id: true }).nullable(),
});

/** Which calculated images a multimodal model should look at: all of the project's concept results when absent. */
export const ConceptVisionRequest = z.object({
  image_ids: z.array(z.string().uuid({ error: 'VALIDATION_FAILED' })).min(1).max(imagesPerProject).optional(),
});

export const ConceptVisionResponse = z.object({ reviews: z.array(ConceptVisionReview).max(imagesPerProject) });

export const ProjectResults = z.object({
  project: ProjectDetail,
  /** The model that computed the scores; `demo` true when it was trained on the simulated panel. */
  model: z.object({ version: text(100, 'demo-panel-2026.11'), demo: z.boolean() }).nullable(),
  heatmap_model: text(100, 'readout-osie-v3').nullable(),
  /**
   * What the standard value is, where the mode leaves it open: NO_PAST_SCORE (mode 2 without past scores: none shown),
   * PLUG_INSTALLATION_SCORES (mode 1 without survey data for the project's categories: the average of this
   * installation's own evaluations).
   */
  standard_value_note: z.enum(['NO_PAST_SCORE', 'PLUG_INSTALLATION_SCORES']).nullable().meta({ example: null }),
  segments: z.array(SegmentResults).max(16),
  heatmaps: z.array(HeatmapResult).max(imagesPerProject),
  concept: z.array(ConceptResult).max(imagesPerProject),
});
export type ProjectResults = z.infer<typeof ProjectResults>;

export const ScatterQuery = z.object({
  segment_id: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALIDATION_FAILED' }).max(99, { error: 'VALIDATION_FAILED' })).default(1),
  /** Exactly two image-word ids, comma-separated. */
  word_ids: z
    .string()
    .max(20, { error: 'SCATTER_TOO_MANY_WORDS' })
    .default('')
    .meta({ example: '1,4' })
    .transform((s) => s.split(',').filter(Boolean).map(Number))
    .pipe(
      z
        .array(z.number().int())
        .min(2, { error: 'SCATTER_TWO_WORDS_REQUIRED' })
        .max(2, { error: 'SCATTER_TOO_MANY_WORDS' }),
    ),
});

export const ScatterResult = z.object({
  segment_id: segmentNumber(),
  word_ids: z.tuple([catalogueNumber(1), catalogueNumber(4)]).meta({ minItems: 2, maxItems: 2 }),
  points: z.array(z.object({ image_id: z.string().uuid(), name: text(20, 'レモンサワー案A'), x: z.number().meta({ example: 0.71 }), y: z.number().meta({ example: 0.32 }) })).max(imagesPerProject),
});

export const ReportRequest = z.object({
  type: z.enum(pdfExportTypes),
  /** Reports of one segment (the summary report shows one segment); the first selected when absent. */
  segment_id: wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALIDATION_FAILED' }).max(99, { error: 'VALIDATION_FAILED' })).meta({ example: 1 }).optional(),
  /** The scatter report's two image-word ids. */
  word_ids: z.array(wholeNumber('INTEGER_REQUIRED', (n) => n.min(1, { error: 'VALIDATION_FAILED' }).max(99, { error: 'VALIDATION_FAILED' }))).max(2, { error: 'SCATTER_TOO_MANY_WORDS' }).meta({ example: [1, 4] }).optional(),
  language: z.enum(languages).optional(),
  /** The AI analysis report to print (type `analysis` only; issue 14): an id from POST /api/projects/{id}/analysis_reports. */
  analysis_id: z.string().uuid({ error: 'NOT_FOUND' }).optional(),
});
