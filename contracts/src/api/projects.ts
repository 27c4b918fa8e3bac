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

const integer = wholeNumber();

export const MenuCodeSchema = z.enum(menuItems.map((m) => m.code) as [MenuCode, ...MenuCode[]]);

/** Project types with a flow of their own here: 1 package evaluation (survey), 4 shelf heat map. */
export const EvaluationProjectType = z.union([z.literal(1), z.literal(4)]);

/** Not yet calculated (ours; the description shows only the three statuses of a calculation). */
export const projectStatusValues = ['DRAFT', 'PROGRESS', 'SUCCESS', 'FAILURE'] as const;
export const ProjectStatusSchema = z.enum(projectStatusValues);
export type ProjectStatusValue = (typeof projectStatusValues)[number];

// ---------- create and list ----------

export const ProjectCreateRequest = z.object({
  name: requiredText(100, 'PROJECT_NAME_REQUIRED'),
  type: EvaluationProjectType.default(1),
  /** Target country of the evaluation; the caller's client country when absent. */
  country: z.enum(countryCodes).optional(),
  department: z.string().trim().max(200).default(''),
});

export const ProjectListQuery = z.object({
  tab: z.enum(pastProjectTabs).default('all'),
  page: integer.pipe(z.number().min(1, { error: 'VALUE_TOO_SMALL' })).default(1),
  page_size: integer.refine((n) => (uiDefaults.pageSizes as readonly number[]).includes(n), { error: 'VALIDATION_FAILED' }).default(uiDefaults.defaultPageSize),
});

export const ShelfRegionSchema = z.object({
  region_id: z.string().trim().min(1).max(64),
  label: z.string().trim().max(100).default(''),
  x: z.number().nonnegative(),
  y: z.number().nonnegative(),
  width: z.number().positive(),
  height: z.number().positive(),
});

export const ProjectImage = z.object({
  id: z.string().uuid(),
  name: z.string(),
  file_name: z.string(),
  media_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  product_copy: z.string(),
  /** The image as the browser can show it (a pdf's first page as png). */
  preview_url: z.string(),
  regions: z.array(ShelfRegionSchema),
  status: z.enum(['pending', 'calculating', 'done', 'failed']),
  failure: z.object({ code: z.string(), message: z.string() }).nullable(),
});

export const StandardValueSchema = z.object({
  mode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  /** Mode 3: the company's own value per segment id (0-5). */
  values: z.record(z.string(), z.number()),
});

export const ProjectSummary = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.number().int(),
  country: z.enum(countryCodes),
  department: z.string(),
  status: ProjectStatusSchema,
  created_at: z.string().datetime(),
  created_by: z.object({ id: z.string().uuid(), name: z.string().nullable() }),
  /** Projects stay valid one month (section 4). */
  expires_at: z.string().datetime(),
  days_left: z.number().int(),
  expired: z.boolean(),
  image_count: z.number().int(),
  segment_ids: z.array(z.number().int()),
  menus: z.array(z.string()),
});

export const ProjectListPage = z.object({
  rows: z.array(ProjectSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

export const ProjectDetail = ProjectSummary.extend({
  images: z.array(ProjectImage),
  standard_value: StandardValueSchema,
  concept: z.object({ text: z.string(), language: z.enum(['ja', 'zh', 'en']) }).nullable(),
  concept_skipped: z.boolean(),
  calculation: z
    .object({
      id: z.string().uuid(),
      requested_at: z.string().datetime(),
      done: z.number().int(),
      total: z.number().int(),
      completed_at: z.string().datetime().nullable(),
    })
    .nullable(),
  /** What is still missing before the project can be calculated: step names of section 2. */
  missing_steps: z.array(z.enum(['select_menu', 'select_segment', 'select_image', 'select_category', 'input_concept'])),
});
export type ProjectDetail = z.infer<typeof ProjectDetail>;

// ---------- steps ----------

export const ProjectMenusRequest = z.object({
  /** The preference score is always part of a project and is added when absent. */
  menus: z.array(MenuCodeSchema, { error: 'VALIDATION_FAILED' }).min(1, { error: 'FIELD_REQUIRED' }),
});

export const ProjectSegmentsRequest = z.object({
  segment_ids: z.array(integer, { error: 'VALIDATION_FAILED' }).min(1, { error: 'FIELD_REQUIRED' }),
});

export const ProjectCategoriesRequest = z.object({
  images: z.array(z.object({ image_id: z.string().uuid(), category_id: integer })).min(1, { error: 'FIELD_REQUIRED' }),
});

export const ProjectProductCopyRequest = z.object({
  images: z.array(z.object({ image_id: z.string().uuid(), product_copy: z.string().trim().max(200, { error: 'TEXT_TOO_LONG' }) })),
});

export const ProjectStandardValueRequest = z.object({
  mode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'VALIDATION_FAILED' }),
  /** Mode 3: a value between 0 and 5 for each selected segment id. */
  values: z
    .record(
      z.string(),
      z.number({ error: 'REFERENCE_VALUE_OUT_OF_RANGE' }).min(inputLimits.referenceValue.min, { error: 'REFERENCE_VALUE_OUT_OF_RANGE' }).max(inputLimits.referenceValue.max, {
        error: 'REFERENCE_VALUE_OUT_OF_RANGE',
      }),
    )
    .default({}),
});

export const ConceptLanguage = z.enum(['ja', 'zh', 'en']);

export const ProjectConceptRequest = z.union([
  z.object({
    text: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(2000, { error: 'TEXT_TOO_LONG' }),
    language: ConceptLanguage,
  }),
  z.object({ skip: z.literal(true) }),
]);

const packShapeCodes = packShapes.map((shape) => shape.code) as [PackShapeCode, ...PackShapeCode[]];

/**
 * The concept step's assist: a concept text written from the category, the pack's shape (both required, section 5:
 * 'prompt assist needs category and shape') and a few keywords, by the text model (or the demo generator).
 */
export const ConceptAssistRequest = z
  .object({
    /** Keywords or a rough idea, up to 500 characters (section 5). */
    prompt: z.string().trim().max(inputLimits.conceptPromptMaxLength, { error: 'TEXT_TOO_LONG' }).default(''),
    language: ConceptLanguage,
    category_id: wholeNumber('PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE').optional(),
    shape: z.enum(packShapeCodes, { error: 'VALIDATION_FAILED' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.category_id === undefined || !categoryById(value.category_id)) ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' });
    if (value.shape === undefined) ctx.addIssue({ code: 'custom', path: ['shape'], message: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' });
  });

export const ConceptAssistResponse = z.object({
  text: z.string(),
  /** The provider that wrote it, or 'demo' for the offline demo generator. */
  provider: z.string(),
  /** The model id that answered. */
  model: z.string(),
  demo: z.boolean(),
});

export const ShelfRegionsRequest = z.object({ regions: z.array(ShelfRegionSchema).max(50) });

// ---------- results ----------

export const PreferenceRow = z.object({
  image_id: z.string().uuid(),
  /** Predicted mean rating, 1-5, two decimals. */
  final_score: z.number(),
  /** Predicted standard deviation of ratings (the spread). */
  sd: z.number(),
  /** The image's position in the project (upload order, from 1). */
  order: z.number().int(),
  /** 1 = most preferred in the segment; ties share a rank. */
  rank: z.number().int(),
  /** final_score minus the segment's standard value; null when there is none. */
  standard_diff: z.number().nullable(),
});

export const ImageWordScores = z.object({
  image_id: z.string().uuid(),
  words: z.array(z.object({ word_id: z.number().int(), probability: z.number() })),
});

export const SegmentResults = z.object({
  segment_id: z.number().int(),
  standard_value: z.number().nullable(),
  scores: z.array(PreferenceRow),
  image_words: z.array(ImageWordScores),
});

export const HeatmapResult = z.object({
  image_id: z.string().uuid(),
  map_url: z.string(),
  overlay_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Share of attention in each marked region (shelf images), 0-1. */
  regions: z.array(z.object({ region_id: z.string(), label: z.string(), share: z.number() })),
});

export const ConceptResult = z.object({
  image_id: z.string().uuid(),
  level: z.number().int().min(1).max(5),
  score: z.number(),
  driving_words: z.array(z.string()),
});

export const ProjectResults = z.object({
  project: ProjectDetail,
  /** The model that computed the scores; `demo` true when it was trained on the simulated panel. */
  model: z.object({ version: z.string(), demo: z.boolean() }).nullable(),
  heatmap_model: z.string().nullable(),
  /** Why no standard value is shown although a mode is chosen (mode 2 without past scores). */
  standard_value_note: z.enum(['NO_PAST_SCORE']).nullable(),
  segments: z.array(SegmentResults),
  heatmaps: z.array(HeatmapResult),
  concept: z.array(ConceptResult),
});
export type ProjectResults = z.infer<typeof ProjectResults>;

export const ScatterQuery = z.object({
  segment_id: integer.default(1),
  /** Exactly two image-word ids, comma-separated. */
  word_ids: z
    .string()
    .default('')
    .transform((s) => s.split(',').filter(Boolean).map(Number))
    .pipe(
      z
        .array(z.number().int())
        .min(2, { error: 'SCATTER_TWO_WORDS_REQUIRED' })
        .max(2, { error: 'SCATTER_TOO_MANY_WORDS' }),
    ),
});

export const ScatterResult = z.object({
  segment_id: z.number().int(),
  word_ids: z.tuple([z.number().int(), z.number().int()]),
  points: z.array(z.object({ image_id: z.string().uuid(), name: z.string(), x: z.number(), y: z.number() })),
});

export const ReportRequest = z.object({
  type: z.enum(pdfExportTypes),
  /** Reports of one segment (the summary report shows one segment); the first selected when absent. */
  segment_id: integer.optional(),
  /** The scatter report's two image-word ids. */
  word_ids: z.array(integer).max(2, { error: 'SCATTER_TOO_MANY_WORDS' }).optional(),
  language: z.enum(languages).optional(),
  /** The AI analysis report to print (type `analysis` only; issue 14): an id from POST /api/projects/{id}/analysis_reports. */
  analysis_id: z.string().uuid({ error: 'NOT_FOUND' }).optional(),
});
