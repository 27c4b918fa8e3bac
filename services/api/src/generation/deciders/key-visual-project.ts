import {
  DesignRequestSchema,
  DomainError,
  isProjectExpired,
  keyVisualPlacements,
  projectExpiresAt,
  type DesignGenerationRequested,
  type DesignImageDeleted,
  type DesignImagesGenerated,
  type DesignInputUploaded,
  type EventOf,
  type GenerationCompleted,
  type GenerationFailed,
  type GenerationRequested,
  type KeyVisualMenuSelected,
  type KeyVisualType,
  type ProjectCreated,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';
import { checkDesignLimits, type DesignJobRequest } from './design-project';

/**
 * A key-visual project (type 7) on `key-visual-project-<id>`: the menu step (one of the six types, the product), the
 * product's pack (its latest upload is placed), a conversation whose answers describe the scene, and image jobs
 * that draw the latest description with the pack placed as the type says. Rules: one job at a time (message or
 * images); a message needs the type; at most `messageLimit` messages (the chat settings' requests per
 * conversation: "Regeneration limit reached; register a new project"); images need the type, a pack and an agreed
 * scene, stay within the image model's limits, and within `maxTotalImages` per project in total, deleted ones
 * included (section 9: 1000); nothing changes once the project is a month old. Section 6's gate is the service's:
 * it is checked before any command, on every call.
 */
export type KeyVisualProjectEvent =
  | EventOf<typeof ProjectCreated>
  | EventOf<typeof KeyVisualMenuSelected>
  | EventOf<typeof DesignInputUploaded>
  | EventOf<typeof GenerationRequested>
  | EventOf<typeof GenerationCompleted>
  | EventOf<typeof GenerationFailed>
  | EventOf<typeof DesignGenerationRequested>
  | EventOf<typeof DesignImagesGenerated>
  | EventOf<typeof DesignImageDeleted>;

type JobStatus = 'running' | 'completed' | 'failed';

export type KeyVisualProjectState =
  | { status: 'none' }
  | {
      status: 'open';
      projectId: string;
      clientId: string;
      expiresAt: string;
      menu: { type: KeyVisualType; product: string } | null;
      packs: { inputId: string; blobKey: string }[];
      /** Each message (the user's words) and the scene description answered to it. */
      messages: { jobId: string; message: string; status: JobStatus; scene: string | null }[];
      jobs: { jobId: string; status: JobStatus; batchSize: number }[];
      /** Images made so far, deleted ones too. */
      imagesMade: number;
      images: { imageId: string; deleted: boolean }[];
    };
export type OpenKeyVisualProject = Extract<KeyVisualProjectState, { status: 'open' }>;

/** What a message asks the text model for; the decider adds the project, the client, the turn and the time. */
export type SceneMessageRequest = Omit<EventOf<typeof GenerationRequested>['data'], 'projectId' | 'clientId' | 'turn' | 'requestedAt' | 'service'>;
/** What an image job asks for (the model and its settings); the decider adds the scene, the pack and the placement from the project. */
export type KeyVisualImageRequest = Omit<DesignJobRequest, 'mode' | 'request'> & {
  request: Pick<DesignJobRequest['request'], 'model' | 'width' | 'height' | 'batchSize' | 'steps' | 'seed'>;
};

export type KeyVisualProjectCommand =
  | { type: 'CreateKeyVisualProject'; data: EventOf<typeof ProjectCreated>['data'] & { type: 7 } }
  | { type: 'SelectKeyVisualMenu'; menu: { type: KeyVisualType; product: string }; now: string }
  | { type: 'UploadKeyVisualPack'; input: Omit<EventOf<typeof DesignInputUploaded>['data'], 'projectId' | 'at'>; now: string }
  | { type: 'RequestSceneMessage'; request: SceneMessageRequest; messageLimit: number; now: string }
  | { type: 'RequestKeyVisualImages'; request: KeyVisualImageRequest; maxTotalImages: number; now: string }
  | { type: 'DeleteKeyVisualImage'; imageId: string; by: string; now: string };

function existing(state: KeyVisualProjectState): OpenKeyVisualProject {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  return state;
}

function valid(state: KeyVisualProjectState, now: string): OpenKeyVisualProject {
  const project = existing(state);
  if (isProjectExpired(project.expiresAt, new Date(now))) throw new DomainError('PROJECT_EXPIRED');
  return project;
}

const refuse = (code: ConstructorParameters<typeof DomainError>[0], field: string, params: Record<string, string | number> = {}): never => {
  throw new DomainError(code, params, { [field]: code });
};

const running = (project: OpenKeyVisualProject) => project.messages.some((m) => m.status === 'running') || project.jobs.some((j) => j.status === 'running');

/** Images made, and those the running jobs will make: what counts against the project's total. */
export const imagesCounted = (project: OpenKeyVisualProject) => project.imagesMade + project.jobs.filter((job) => job.status === 'running').reduce((sum, job) => sum + job.batchSize, 0);

/** The conversation so far, as the next message's prompt reads it: the answered messages and their descriptions. */
export const sceneHistory = (project: OpenKeyVisualProject) => project.messages.filter((m) => m.status === 'completed' && m.scene).map((m) => ({ message: m.message, scene: m.scene! }));

/** The longest description an image job carries (the text model is asked for 600 characters; a longer answer is cut). */
export const sceneMaxChars = 4000;

/** The scene "generate" draws: the latest message's description, when it was answered. */
export const agreedScene = (project: OpenKeyVisualProject) => {
  const last = [...project.messages].reverse().find((message) => message.status === 'completed' && message.scene);
  return last ? { jobId: last.jobId, scene: Array.from(last.scene!).slice(0, sceneMaxChars).join('') } : undefined;
};

export function evolveKeyVisualProject(state: KeyVisualProjectState, event: KeyVisualProjectEvent): KeyVisualProjectState {
  if (event.type === 'ProjectCreated') {
    const d = event.data;
    return { status: 'open', projectId: d.projectId, clientId: d.clientId, expiresAt: projectExpiresAt(d.createdAt).toISOString(), menu: null, packs: [], messages: [], jobs: [], imagesMade: 0, images: [] };
  }
  if (state.status !== 'open') return state;
  const finish = (jobId: string, status: JobStatus, scene: string | null = null) => ({
    messages: state.messages.map((m) => (m.jobId === jobId ? { ...m, status, scene } : m)),
    jobs: state.jobs.map((j) => (j.jobId === jobId ? { ...j, status } : j)),
  });
  switch (event.type) {
    case 'KeyVisualMenuSelected':
      return { ...state, menu: { type: event.data.type, product: event.data.product } };
    case 'DesignInputUploaded':
      return { ...state, packs: [...state.packs, { inputId: event.data.inputId, blobKey: event.data.blobKey }] };
    case 'GenerationRequested':
      return { ...state, messages: [...state.messages, { jobId: event.data.jobId, message: event.data.instruction ?? '', status: 'running', scene: null }] };
    case 'GenerationCompleted':
      return { ...state, ...finish(event.data.jobId, 'completed', event.data.text || null) };
    case 'GenerationFailed':
      return { ...state, ...finish(event.data.jobId, 'failed') };
    case 'DesignGenerationRequested':
      return { ...state, jobs: [...state.jobs, { jobId: event.data.jobId, status: 'running', batchSize: event.data.request.batchSize }] };
    case 'DesignImagesGenerated':
      return {
        ...state,
        ...finish(event.data.jobId, 'completed'),
        imagesMade: state.imagesMade + event.data.images.length,
        images: [...state.images, ...event.data.images.map((image) => ({ imageId: image.imageId, deleted: false }))],
      };
    case 'DesignImageDeleted':
      return { ...state, images: state.images.map((image) => (image.imageId === event.data.imageId ? { ...image, deleted: true } : image)) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const keyVisualProjectDecider: Decider<KeyVisualProjectState, KeyVisualProjectCommand, KeyVisualProjectEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveKeyVisualProject,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateKeyVisualProject':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return { type: 'ProjectCreated', data: command.data };
      case 'SelectKeyVisualMenu': {
        const project = valid(state, command.now);
        if (project.menu?.type === command.menu.type && project.menu.product === command.menu.product) return [];
        return { type: 'KeyVisualMenuSelected', data: { projectId: project.projectId, ...command.menu, at: command.now } };
      }
      case 'UploadKeyVisualPack': {
        const project = valid(state, command.now);
        return { type: 'DesignInputUploaded', data: { ...command.input, projectId: project.projectId, at: command.now } };
      }
      case 'RequestSceneMessage': {
        const project = valid(state, command.now);
        if (!project.menu) refuse('FIELD_REQUIRED', 'type');
        if (running(project)) throw new DomainError('GENERATION_IN_PROGRESS');
        if (project.messages.length >= command.messageLimit) throw new DomainError('REGENERATION_LIMIT_REACHED');
        return {
          type: 'GenerationRequested',
          data: { ...command.request, service: 'key_visual_scene', projectId: project.projectId, clientId: project.clientId, turn: project.messages.length, requestedAt: command.now },
        };
      }
      case 'RequestKeyVisualImages': {
        const project = valid(state, command.now);
        const menu = project.menu ?? refuse('FIELD_REQUIRED', 'type');
        const pack = project.packs.at(-1) ?? refuse('IMAGE_REQUIRED', 'pack');
        const scene = agreedScene(project) ?? refuse('KEY_VISUAL_SCENE_REQUIRED', 'message');
        const request: DesignJobRequest = {
          ...command.request,
          mode: 'key_visual',
          // The schema fills what a key visual does not use (mask, scoring...) with its neutral default.
          request: DesignRequestSchema.parse({
            ...command.request.request,
            prompt: scene.scene,
            inputIds: [pack.inputId],
            inputBlobKeys: [pack.blobKey],
            keyVisual: { type: menu.type, product: menu.product, sceneDescription: scene.scene, sceneJobId: scene.jobId, packInputId: pack.inputId, packInputBlobKey: pack.blobKey, placement: keyVisualPlacements[menu.type] },
          }),
        };
        checkDesignLimits(request);
        if (running(project)) throw new DomainError('GENERATION_IN_PROGRESS');
        const counted = imagesCounted(project);
        if (counted + request.request.batchSize > command.maxTotalImages) {
          refuse('KEY_VISUAL_IMAGE_LIMIT', 'batch_size', { max: command.maxTotalImages, remaining: Math.max(0, command.maxTotalImages - counted) });
        }
        return { type: 'DesignGenerationRequested', data: { ...request, projectId: project.projectId, clientId: project.clientId, regeneratedFrom: null, requestedAt: command.now } };
      }
      case 'DeleteKeyVisualImage': {
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
