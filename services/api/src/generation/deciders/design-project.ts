import {
  categoryById,
  designProjectModes,
  DomainError,
  isSegmentId,
  generationLimits,
  generationModels,
  generationSizeProfiles,
  isProjectExpired,
  projectExpiresAt,
  seedRangeFor,
  upscaleFactors,
  type DesignImageDeleted,
  type DesignImagesGenerated,
  type DesignInputUploaded,
  type DesignGenerationRequested,
  type DesignMode,
  type DesignProjectMode,
  type EventOf,
  type GenerationFailed,
  type ProjectCreated,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

/**
 * A design generation project (type 6) on `design-project-<id>`: uploaded inputs, then generation jobs in the modes
 * of section 1, each checked against section 9's model and section 5's limits before it is queued. Rules: one job
 * at a time; every limit of the chosen model (size, batch, steps, seed, input images); the inputs a mode needs
 * (background removal one, composition two: the scene, then the product; partial change one and a mask); nothing
 * changes once the project is a month old; an image is deleted once.
 */
export type DesignProjectEvent =
  | EventOf<typeof ProjectCreated>
  | EventOf<typeof DesignInputUploaded>
  | EventOf<typeof DesignGenerationRequested>
  | EventOf<typeof DesignImagesGenerated>
  | EventOf<typeof GenerationFailed>
  | EventOf<typeof DesignImageDeleted>;

export type DesignJobRequest = Omit<EventOf<typeof DesignGenerationRequested>['data'], 'projectId' | 'clientId' | 'requestedAt' | 'regeneratedFrom'>;

export type DesignProjectState =
  | { status: 'none' }
  | {
      status: 'open';
      projectId: string;
      clientId: string;
      expiresAt: string;
      inputs: { inputId: string; blobKey: string; width: number; height: number }[];
      jobs: { jobId: string; status: 'running' | 'completed' | 'failed'; regeneratedFrom: string | null }[];
      images: { imageId: string; deleted: boolean; width: number; height: number }[];
    };
type OpenDesignProject = Extract<DesignProjectState, { status: 'open' }>;

export type DesignProjectCommand =
  | { type: 'CreateDesignProject'; data: EventOf<typeof ProjectCreated>['data'] & { type: 6 } }
  | { type: 'UploadDesignInput'; input: Omit<EventOf<typeof DesignInputUploaded>['data'], 'projectId' | 'at'>; now: string }
  | { type: 'RequestDesignGeneration'; request: DesignJobRequest; now: string }
  | { type: 'DeleteDesignImage'; imageId: string; by: string; now: string }
  /** The same request again with new seeds, at most `limit` times per job (the super admin's requests per conversation). */
  | { type: 'RegenerateDesign'; sourceJobId: string; request: DesignJobRequest; limit: number; now: string };

/**
 * How many images each mode of a design project reads (uploaded inputs, or a gallery image as the source; a mask is
 * not one of them). Image fix reads the image to change and, where the model takes them, up to four references.
 */
export const inputsOfMode: Record<DesignProjectMode, { min: number; max: number }> = {
  text_to_image: { min: 0, max: 0 },
  image_fix: { min: 1, max: 5 },
  background_removal: { min: 1, max: 1 },
  brand_generation: { min: 0, max: 0 },
  merge: { min: 2, max: 2 },
  inpaint: { min: 1, max: 1 },
  upscale: { min: 1, max: 1 },
};

const isDesignProjectMode = (mode: DesignMode): mode is DesignProjectMode => (designProjectModes as readonly string[]).includes(mode);

function existing(state: DesignProjectState): OpenDesignProject {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  return state;
}

function valid(state: DesignProjectState, now: string): OpenDesignProject {
  const project = existing(state);
  if (isProjectExpired(project.expiresAt, new Date(now))) throw new DomainError('PROJECT_EXPIRED');
  return project;
}

const refuse = (code: ConstructorParameters<typeof DomainError>[0], field: string, params: Record<string, string | number> = {}): never => {
  throw new DomainError(code, params, { [field]: code });
};

/** Section 5 and 9's limits for the chosen model, in the catalogue's words (any project's image job). */
export function checkDesignLimits(request: DesignJobRequest): void {
  const model = generationModels.find((candidate) => candidate.code === request.modelCode);
  if (!model) refuse('VALIDATION_FAILED', 'model_code');
  const profile = generationSizeProfiles[model!.profile ?? 'large'];
  const { width, height, batchSize, steps, seed, inputIds } = request.request;
  const minSize = generationLimits.minWidthHeight;
  for (const [field, value] of [['width', width], ['height', height]] as const) {
    if (value < minSize || value > profile.maxWidthHeight) refuse('GENERATION_SIZE_NOT_ALLOWED', field, { min: minSize, max: profile.maxWidthHeight });
  }
  if (batchSize < 1 || batchSize > profile.maxBatchSize) refuse('BATCH_SIZE_OUT_OF_RANGE', 'batch_size', { max: profile.maxBatchSize, suggested: profile.suggestedBatchSize });
  if (steps !== null && (steps < 1 || steps > generationLimits.maxSteps)) refuse('STEPS_OUT_OF_RANGE', 'steps', { max: generationLimits.maxSteps, recommended: generationLimits.recommendedSteps });
  const range = seedRangeFor(model!);
  if (seed !== null && (seed < range.min || seed > range.max)) refuse('SEED_OUT_OF_RANGE', 'seed', range);
  const count = inputIds.length + (request.request.sourceImageId ? 1 : 0);
  if (model!.maxInputImages !== null && count > model!.maxInputImages) refuse('TOO_MANY_INPUT_IMAGES', 'input_ids', { max: model!.maxInputImages });
}

/** What a design project's mode needs: a prompt to draw from, the images it reads, a mask, a segment to score for. */
export function checkDesignProjectRequest(request: DesignJobRequest): void {
  checkDesignLimits(request);
  const { inputIds, batchSize } = request.request;
  const count = inputIds.length + (request.request.sourceImageId ? 1 : 0);
  if (!isDesignProjectMode(request.mode)) refuse('VALIDATION_FAILED', 'mode');
  if ((request.mode === 'text_to_image' || request.mode === 'image_fix' || request.mode === 'brand_generation') && !request.request.prompt.trim()) refuse('FIELD_REQUIRED', 'prompt');
  if (request.mode === 'brand_generation' && !request.request.brandModelId) refuse('FIELD_REQUIRED', 'brand_model_id');
  const needs = inputsOfMode[request.mode as DesignProjectMode];
  if (count < needs.min || count > needs.max) refuse('DESIGN_INPUT_COUNT', 'input_ids', { count: needs.min });
  if (request.mode === 'inpaint' && !request.request.maskBlobKey) refuse('MASK_REQUIRED', 'mask_id');
  checkScoring(request.request.scoring, batchSize);
}

/** An upscale by one of the model's factors, to at most the print size this machine makes (a long side of 6,000 px). */
function checkUpscale(scale: number | null, image: { width: number; height: number }): void {
  if (scale === null || !(upscaleFactors as readonly number[]).includes(scale)) refuse('VALIDATION_FAILED', 'scale');
  const longSide = Math.max(image.width, image.height) * scale!;
  if (longSide > generationLimits.upscaleMaxLongSide) refuse('UPSCALE_TOO_LARGE', 'scale', { size: longSide, max: generationLimits.upscaleMaxLongSide });
}

/** Scored generation: a segment and category of the catalogue, and at most as many kept as are made. */
function checkScoring(scoring: DesignJobRequest['request']['scoring'], batchSize: number): void {
  if (!scoring) return;
  if (!isSegmentId(scoring.segmentId)) refuse('VALIDATION_FAILED', 'score_segment_id');
  if (!categoryById(scoring.categoryId)) refuse('VALIDATION_FAILED', 'score_category_id');
  if (scoring.keep !== null && (scoring.keep < 1 || scoring.keep > batchSize)) refuse('KEEP_OUT_OF_RANGE', 'keep', { max: batchSize });
}

export function evolveDesignProject(state: DesignProjectState, event: DesignProjectEvent): DesignProjectState {
  if (event.type === 'ProjectCreated') {
    const d = event.data;
    return { status: 'open', projectId: d.projectId, clientId: d.clientId, expiresAt: projectExpiresAt(d.createdAt).toISOString(), inputs: [], jobs: [], images: [] };
  }
  if (state.status !== 'open') return state;
  const finish = (jobId: string, status: 'completed' | 'failed') => state.jobs.map((job) => (job.jobId === jobId ? { ...job, status } : job));
  switch (event.type) {
    case 'DesignInputUploaded':
      return { ...state, inputs: [...state.inputs, { inputId: event.data.inputId, blobKey: event.data.blobKey, width: event.data.width, height: event.data.height }] };
    case 'DesignGenerationRequested':
      return { ...state, jobs: [...state.jobs, { jobId: event.data.jobId, status: 'running', regeneratedFrom: event.data.regeneratedFrom }] };
    case 'DesignImagesGenerated':
      return { ...state, jobs: finish(event.data.jobId, 'completed'), images: [...state.images, ...event.data.images.map((image) => ({ imageId: image.imageId, deleted: false, width: image.width, height: image.height }))] };
    case 'GenerationFailed':
      return { ...state, jobs: finish(event.data.jobId, 'failed') };
    case 'DesignImageDeleted':
      return { ...state, images: state.images.map((image) => (image.imageId === event.data.imageId ? { ...image, deleted: true } : image)) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const designProjectDecider: Decider<DesignProjectState, DesignProjectCommand, DesignProjectEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveDesignProject,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateDesignProject':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return { type: 'ProjectCreated', data: command.data };
      case 'UploadDesignInput': {
        const project = valid(state, command.now);
        return { type: 'DesignInputUploaded', data: { ...command.input, projectId: project.projectId, at: command.now } };
      }
      case 'RequestDesignGeneration': {
        const project = valid(state, command.now);
        checkDesignProjectRequest(command.request);
        const known = new Set(project.inputs.map((input) => input.inputId));
        if (command.request.request.inputIds.some((id) => !known.has(id))) refuse('NOT_FOUND', 'input_ids');
        const sourceId = command.request.request.sourceImageId;
        const source = sourceId ? project.images.find((image) => image.imageId === sourceId && !image.deleted) : undefined;
        if (sourceId && !source) refuse('NOT_FOUND', 'source_image_id');
        if (command.request.mode === 'upscale') checkUpscale(command.request.request.scale, source ?? project.inputs.find((input) => input.inputId === command.request.request.inputIds[0])!);
        if (project.jobs.some((job) => job.status === 'running')) throw new DomainError('GENERATION_IN_PROGRESS');
        return { type: 'DesignGenerationRequested', data: { ...command.request, projectId: project.projectId, clientId: project.clientId, regeneratedFrom: null, requestedAt: command.now } };
      }
      case 'RegenerateDesign': {
        const project = valid(state, command.now);
        const source = project.jobs.find((job) => job.jobId === command.sourceJobId);
        if (!source) throw new DomainError('NOT_FOUND');
        if (project.jobs.some((job) => job.status === 'running')) throw new DomainError('GENERATION_IN_PROGRESS');
        const root = source.regeneratedFrom ?? source.jobId;
        if (project.jobs.filter((job) => job.regeneratedFrom === root).length >= command.limit) throw new DomainError('REGENERATION_LIMIT_REACHED', { limit: command.limit });
        return { type: 'DesignGenerationRequested', data: { ...command.request, projectId: project.projectId, clientId: project.clientId, regeneratedFrom: root, requestedAt: command.now } };
      }
      case 'DeleteDesignImage': {
        const project = existing(state);
        const image = project.images.find((candidate) => candidate.imageId === command.imageId);
        if (!image || image.deleted) throw new DomainError('NOT_FOUND');
        return { type: 'DesignImageDeleted', data: { projectId: project.projectId, imageId: command.imageId, by: command.by, at: command.now } };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
