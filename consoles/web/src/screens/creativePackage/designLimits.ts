import {
  generationLimits,
  generationModels,
  generationModes,
  defaultCategoryId,
  generationSizeProfiles,
  seedRangeFor,
  type DesignProjectMode,
  type ErrorCode,
  type ErrorParams,
  type GenerationModelCode,
} from '@packlens/contracts';

/**
 * What the create screen offers and checks before asking the server, read from the same catalogue the server checks
 * with (contracts/src/catalogue/generation.ts, section 9's models and section 5's limits) and answered with the same
 * catalogue codes, so a refusal reads alike whichever side makes it.
 */

export type DesignModel = (typeof generationModels)[number];

/** The section-1 modes this version runs, in the order the screen offers them (the upscale is offered from a design). */
export const runnableModes = ['text_to_image', 'image_fix', 'inpaint', 'background_removal', 'brand_generation', 'merge'] as const satisfies readonly DesignProjectMode[];
export type DesignMode = (typeof runnableModes)[number];
/** Modes of section 1 shown but not offered yet (brand generation). */
export const comingModes = generationModes.map((mode) => mode.code).filter((code) => !(runnableModes as readonly string[]).includes(code));

export const isRunnableMode = (code: string): code is DesignMode => (runnableModes as readonly string[]).includes(code);

/** The images a mode reads, by slot: background removal and partial change one, composition the scene then the product. */
export type InputSlot = 'image' | 'scene' | 'product';
export const slotsOfMode: Record<DesignMode, readonly InputSlot[]> = {
  text_to_image: [],
  image_fix: ['image'],
  brand_generation: [],
  background_removal: ['image'],
  merge: ['scene', 'product'],
  inpaint: ['image'],
};

/** Which settings a mode reads: the size of what is made, how many, and the diffusion's steps and seed. */
export const settingsOfMode: Record<DesignMode, { prompt: boolean; size: boolean; batch: boolean; steps: boolean }> = {
  text_to_image: { prompt: true, size: true, batch: true, steps: true },
  image_fix: { prompt: true, size: true, batch: true, steps: true },
  brand_generation: { prompt: true, size: true, batch: true, steps: true },
  background_removal: { prompt: false, size: false, batch: false, steps: false },
  merge: { prompt: true, size: true, batch: false, steps: false },
  inpaint: { prompt: true, size: true, batch: true, steps: true },
};

export const defaultModelCode: GenerationModelCode = 'sdxl';

/**
 * The provider each model runs on (the server's `imageModelCatalogue` in services/generation says the same; the app
 * cannot import it). Without that provider configured, a job runs on this machine and says so.
 */
export const providerOfModel: Record<GenerationModelCode, 'openai' | 'google' | 'replicate'> = {
  package_design_ja: 'replicate',
  sdxl: 'replicate',
  dall_e_3: 'openai',
  flux_1_1_pro: 'replicate',
  gpt_image_1: 'openai',
  sd_3_5_large: 'replicate',
  beer: 'replicate',
  gemini_2_5_flash_image: 'google',
};

export const modelOf = (code: string): DesignModel => generationModels.find((model) => model.code === code) ?? generationModels.find((model) => model.code === defaultModelCode)!;

/** A model's limits: the server takes a hosted API (no profile of ours) as a 1024-px model. */
export function limitsOf(model: DesignModel) {
  const profile = generationSizeProfiles[model.profile ?? 'large'];
  return {
    /** The sizes offered for width and height: 512, and 1024 where the model goes that far. */
    sizes: [512, 1024].filter((size) => size <= profile.maxWidthHeight),
    maxWidthHeight: profile.maxWidthHeight,
    maxBatchSize: profile.maxBatchSize,
    suggestedBatchSize: profile.suggestedBatchSize,
    seed: seedRangeFor(model),
    maxInputImages: model.maxInputImages,
    recommendedSteps: generationLimits.recommendedSteps,
    maxSteps: generationLimits.maxSteps,
  };
}
export type ModelLimits = ReturnType<typeof limitsOf>;

/** What the user set, as the form holds it (numbers as typed). */
export interface DesignSettings {
  mode: DesignMode;
  model_code: GenerationModelCode;
  prompt: string;
  negative_prompt: string;
  width: number;
  height: number;
  batch_size: string;
  steps: string;
  seed: string;
  /** The chosen input per slot of the mode. */
  inputs: Partial<Record<InputSlot, string>>;
  /** Scored generation: the segment to score for ('' = not scored), its category, how many of the batch to keep ('' = all). */
  score_segment_id: string;
  score_category_id: string;
  keep: string;
  /** Brand generation: the client's ready brand model ('' = none chosen). */
  brand_model_id: string;
}

export function initialSettings(mode: DesignMode = 'text_to_image', modelCode: GenerationModelCode = defaultModelCode): DesignSettings {
  const limits = limitsOf(modelOf(modelCode));
  return {
    mode,
    model_code: modelCode,
    prompt: '',
    negative_prompt: '',
    width: 512,
    height: 512,
    batch_size: String(limits.suggestedBatchSize),
    steps: String(limits.recommendedSteps),
    seed: '',
    inputs: {},
    score_segment_id: '',
    score_category_id: String(defaultCategoryId),
    keep: '',
    brand_model_id: '',
  };
}

/**
 * Another model keeps what still fits it: a size it lacks becomes its largest; the batch becomes its suggestion unless
 * the user chose another one that fits.
 */
export function withModel(settings: DesignSettings, modelCode: GenerationModelCode): DesignSettings {
  const before = limitsOf(modelOf(settings.model_code));
  const limits = limitsOf(modelOf(modelCode));
  const fit = (size: number) => (limits.sizes.includes(size) ? size : limits.sizes[limits.sizes.length - 1]);
  const batch = Number(settings.batch_size);
  const chosen = batch !== before.suggestedBatchSize && Number.isInteger(batch) && batch >= 1 && batch <= limits.maxBatchSize;
  return { ...settings, model_code: modelCode, width: fit(settings.width), height: fit(settings.height), batch_size: chosen ? settings.batch_size : String(limits.suggestedBatchSize) };
}

export type DesignField = 'prompt' | 'width' | 'height' | 'batch_size' | 'steps' | 'seed' | 'input_ids' | 'mask_id' | 'files' | 'score_segment_id' | 'keep' | 'brand_model_id';
export type DesignProblem = { code: ErrorCode; params?: ErrorParams };
export type DesignProblems = Partial<Record<DesignField, DesignProblem>>;

const wholeIn = (text: string, min: number, max: number) => /^-?\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/**
 * The checks the server makes (services/api/src/generation/deciders/design-project.ts), made first here with the
 * same codes and parameters: size, batch, steps and seed in the model's range, a prompt to draw from, the images
 * the mode reads, and a mask for a partial change.
 */
export function checkSettings(settings: DesignSettings, hasMask: boolean): DesignProblems {
  const limits = limitsOf(modelOf(settings.model_code));
  const reads = settingsOfMode[settings.mode];
  const problems: DesignProblems = {};
  if ((settings.mode === 'text_to_image' || settings.mode === 'image_fix' || settings.mode === 'brand_generation') && !settings.prompt.trim()) problems.prompt = { code: 'FIELD_REQUIRED' };
  if (settings.mode === 'brand_generation' && !settings.brand_model_id) problems.brand_model_id = { code: 'FIELD_REQUIRED' };
  if (reads.size) {
    for (const field of ['width', 'height'] as const) {
      const value = settings[field];
      if (value < generationLimits.minWidthHeight || value > limits.maxWidthHeight) problems[field] = { code: 'GENERATION_SIZE_NOT_ALLOWED', params: { min: generationLimits.minWidthHeight, max: limits.maxWidthHeight } };
    }
  }
  if (reads.batch && !wholeIn(settings.batch_size, 1, limits.maxBatchSize)) {
    problems.batch_size = { code: 'BATCH_SIZE_OUT_OF_RANGE', params: { max: limits.maxBatchSize, suggested: limits.suggestedBatchSize } };
  }
  if (reads.steps && settings.steps.trim() !== '' && !wholeIn(settings.steps, 1, limits.maxSteps)) {
    problems.steps = { code: 'STEPS_OUT_OF_RANGE', params: { max: limits.maxSteps, recommended: limits.recommendedSteps } };
  }
  if (reads.steps && settings.seed.trim() !== '' && !wholeIn(settings.seed, limits.seed.min, limits.seed.max)) {
    problems.seed = { code: 'SEED_OUT_OF_RANGE', params: { min: limits.seed.min, max: limits.seed.max } };
  }
  const slots = slotsOfMode[settings.mode];
  const chosen = slots.filter((slot) => settings.inputs[slot]);
  if (limits.maxInputImages !== null && chosen.length > limits.maxInputImages) problems.input_ids = { code: 'TOO_MANY_INPUT_IMAGES', params: { max: limits.maxInputImages } };
  else if (chosen.length < slots.length) problems.input_ids = { code: 'DESIGN_INPUT_COUNT', params: { count: slots.length } };
  if (settings.mode === 'inpaint' && !hasMask) problems.mask_id = { code: 'MASK_REQUIRED' };
  const batch = reads.batch ? Number(settings.batch_size) : 1;
  if (settings.keep.trim() !== '') {
    if (!settings.score_segment_id) problems.score_segment_id = { code: 'SCORE_SEGMENT_REQUIRED' };
    else if (!wholeIn(settings.keep, 1, batch)) problems.keep = { code: 'KEEP_OUT_OF_RANGE', params: { max: batch } };
  }
  return problems;
}

/** The request for the API: only what the mode reads; steps and seed left to the model when empty. */
export function generationRequestOf(settings: DesignSettings, maskId: string | null) {
  const reads = settingsOfMode[settings.mode];
  const optional = (text: string) => (text.trim() === '' ? null : Number(text));
  return {
    mode: settings.mode,
    model_code: settings.model_code,
    prompt: reads.prompt ? settings.prompt.trim() : '',
    negative_prompt: reads.prompt ? settings.negative_prompt.trim() : '',
    width: reads.size ? settings.width : 512,
    height: reads.size ? settings.height : 512,
    batch_size: reads.batch ? Number(settings.batch_size) : 1,
    steps: reads.steps ? optional(settings.steps) : null,
    seed: reads.steps ? optional(settings.seed) : null,
    input_ids: slotsOfMode[settings.mode].map((slot) => settings.inputs[slot]).filter((id): id is string => Boolean(id)),
    mask_id: settings.mode === 'inpaint' ? maskId : null,
    score_segment_id: settings.score_segment_id ? Number(settings.score_segment_id) : null,
    score_category_id: settings.score_segment_id ? Number(settings.score_category_id) : null,
    keep: settings.score_segment_id && settings.keep.trim() !== '' ? Number(settings.keep) : null,
    ...(settings.mode === 'brand_generation' ? { brand_model_id: settings.brand_model_id } : {}),
  };
}
