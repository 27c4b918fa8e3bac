import {
  DomainError,
  generationModels,
  isProjectExpired,
  logoLimits,
  logoModelCodes,
  projectExpiresAt,
  seedRangeFor,
  type DesignGenerationRequested,
  type DesignImageDeleted,
  type DesignImagesGenerated,
  type DesignInputUploaded,
  type ErrorCode,
  type EventOf,
  type GenerationFailed,
  type LogoBriefData,
  type LogoBriefEntered,
  type LogoReferenceRemoved,
  type ProjectCreated,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

/**
 * A logo project (type 3) on `logo-project-<id>`: a brief (brand name, style, colours, description), at most two
 * reference images (section 5: "max 2 logo images"), then generations, each a design job in mode `logo`. Rules: one
 * job at a time; the model is one of the logo models and the seed in its range; a job reads the references the
 * project holds when it is asked; nothing changes once the project is a month old; an image or a reference goes once.
 */
export type LogoProjectEvent =
  | EventOf<typeof ProjectCreated>
  | EventOf<typeof LogoBriefEntered>
  | EventOf<typeof DesignInputUploaded>
  | EventOf<typeof LogoReferenceRemoved>
  | EventOf<typeof DesignGenerationRequested>
  | EventOf<typeof DesignImagesGenerated>
  | EventOf<typeof GenerationFailed>
  | EventOf<typeof DesignImageDeleted>;

export type LogoJobRequest = Omit<EventOf<typeof DesignGenerationRequested>['data'], 'projectId' | 'clientId' | 'requestedAt' | 'mode' | 'regeneratedFrom'>;
type Reference = Omit<EventOf<typeof DesignInputUploaded>['data'], 'projectId' | 'at'>;

export type LogoProjectState =
  | { status: 'none' }
  | {
      status: 'open';
      projectId: string;
      clientId: string;
      expiresAt: string;
      brief: LogoBriefData | null;
      references: { inputId: string; blobKey: string }[];
      jobs: { jobId: string; status: 'running' | 'completed' | 'failed' }[];
      images: { imageId: string; deleted: boolean }[];
    };
type OpenLogoProject = Extract<LogoProjectState, { status: 'open' }>;

export type LogoProjectCommand =
  | { type: 'CreateLogoProject'; data: EventOf<typeof ProjectCreated>['data'] & { type: 3 }; brief: LogoBriefData }
  | { type: 'EnterLogoBrief'; brief: LogoBriefData; now: string }
  | { type: 'UploadLogoReferences'; references: Reference[]; now: string }
  | { type: 'RemoveLogoReference'; inputId: string; by: string; now: string }
  | { type: 'RequestLogoGeneration'; request: LogoJobRequest; now: string }
  | { type: 'DeleteLogoImage'; imageId: string; by: string; now: string };

const refuse = (code: ErrorCode, field: string, params: Record<string, string | number> = {}): never => {
  throw new DomainError(code, params, { [field]: code });
};

function existing(state: LogoProjectState): OpenLogoProject {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  return state;
}

function valid(state: LogoProjectState, now: string): OpenLogoProject {
  const project = existing(state);
  if (isProjectExpired(project.expiresAt, new Date(now))) throw new DomainError('PROJECT_EXPIRED');
  return project;
}

/** References a project may still take: two in all (section 5). */
export const referencesLeft = (project: Pick<OpenLogoProject, 'references'>) => logoLimits.referenceImages - project.references.length;

/** The model, the number of logos and the seed, within the logo catalogue and the model's range. */
function checkLogoRequest(request: LogoJobRequest): void {
  if (!(logoModelCodes as readonly string[]).includes(request.modelCode)) refuse('VALIDATION_FAILED', 'model_code');
  const { batchSize, seed, logo } = request.request;
  if (batchSize < 1 || batchSize > logoLimits.maxCount) refuse('VALIDATION_FAILED', 'count');
  const range = seedRangeFor(generationModels.find((model) => model.code === request.modelCode)!);
  if (seed !== null && (seed < range.min || seed > range.max)) refuse('SEED_OUT_OF_RANGE', 'seed', range);
  if (!logo) refuse('VALIDATION_FAILED', 'brand_name');
}

export function evolveLogoProject(state: LogoProjectState, event: LogoProjectEvent): LogoProjectState {
  if (event.type === 'ProjectCreated') {
    const d = event.data;
    return { status: 'open', projectId: d.projectId, clientId: d.clientId, expiresAt: projectExpiresAt(d.createdAt).toISOString(), brief: null, references: [], jobs: [], images: [] };
  }
  if (state.status !== 'open') return state;
  const finish = (jobId: string, status: 'completed' | 'failed') => state.jobs.map((job) => (job.jobId === jobId ? { ...job, status } : job));
  switch (event.type) {
    case 'LogoBriefEntered':
      return { ...state, brief: event.data.brief };
    case 'DesignInputUploaded':
      return { ...state, references: [...state.references, { inputId: event.data.inputId, blobKey: event.data.blobKey }] };
    case 'LogoReferenceRemoved':
      return { ...state, references: state.references.filter((reference) => reference.inputId !== event.data.inputId) };
    case 'DesignGenerationRequested':
      return { ...state, jobs: [...state.jobs, { jobId: event.data.jobId, status: 'running' }] };
    case 'DesignImagesGenerated':
      return { ...state, jobs: finish(event.data.jobId, 'completed'), images: [...state.images, ...event.data.images.map((image) => ({ imageId: image.imageId, deleted: false }))] };
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

export const logoProjectDecider: Decider<LogoProjectState, LogoProjectCommand, LogoProjectEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveLogoProject,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateLogoProject':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return [
          { type: 'ProjectCreated', data: command.data },
          { type: 'LogoBriefEntered', data: { projectId: command.data.projectId, brief: command.brief, at: command.data.createdAt } },
        ];
      case 'EnterLogoBrief': {
        const project = valid(state, command.now);
        return { type: 'LogoBriefEntered', data: { projectId: project.projectId, brief: command.brief, at: command.now } };
      }
      case 'UploadLogoReferences': {
        const project = valid(state, command.now);
        if (command.references.length > referencesLeft(project)) refuse('LOGO_REFERENCE_LIMIT', 'files', { max: logoLimits.referenceImages });
        return command.references.map((reference) => ({ type: 'DesignInputUploaded' as const, data: { ...reference, projectId: project.projectId, at: command.now } }));
      }
      case 'RemoveLogoReference': {
        const project = existing(state);
        if (!project.references.some((reference) => reference.inputId === command.inputId)) throw new DomainError('NOT_FOUND');
        return { type: 'LogoReferenceRemoved', data: { projectId: project.projectId, inputId: command.inputId, by: command.by, at: command.now } };
      }
      case 'RequestLogoGeneration': {
        const project = valid(state, command.now);
        checkLogoRequest(command.request);
        const held = new Set(project.references.map((reference) => reference.inputId));
        if (command.request.request.inputIds.some((id) => !held.has(id))) refuse('NOT_FOUND', 'input_ids');
        if (project.jobs.some((job) => job.status === 'running')) throw new DomainError('GENERATION_IN_PROGRESS');
        return { type: 'DesignGenerationRequested', data: { ...command.request, mode: 'logo', projectId: project.projectId, clientId: project.clientId, regeneratedFrom: null, requestedAt: command.now } };
      }
      case 'DeleteLogoImage': {
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
