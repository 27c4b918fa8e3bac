import {
  DomainError,
  generationLimits,
  type BrandImagesUploaded,
  type BrandImageRemoved,
  type BrandLoraUploaded,
  type BrandModelRegistered,
  type BrandModelTrained,
  type BrandTrainingFailed,
  type BrandTrainingProgressed,
  type BrandTrainingRequested,
  type EventOf,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

/**
 * A client's brand model on `brand-model-<id>` (issue 13, item 3). Rules: 10 to 30 of the client's own images before
 * a training (BRAND_IMAGE_COUNT), never more than 30; one training at a time, and no change of its images while it
 * runs (BRAND_TRAINING_IN_PROGRESS); a LoRA the client brings makes it ready without a training. The worker records
 * how a training ended on the same stream.
 */
export type BrandModelEvent =
  | EventOf<typeof BrandModelRegistered>
  | EventOf<typeof BrandImagesUploaded>
  | EventOf<typeof BrandImageRemoved>
  | EventOf<typeof BrandLoraUploaded>
  | EventOf<typeof BrandTrainingRequested>
  | EventOf<typeof BrandTrainingProgressed>
  | EventOf<typeof BrandModelTrained>
  | EventOf<typeof BrandTrainingFailed>;

export type BrandModelState =
  | { status: 'none' }
  | {
      status: 'open';
      brandModelId: string;
      clientId: string;
      triggerWord: string;
      brandPrompt: string;
      images: { imageId: string; blobKey: string }[];
      lora: { blobKey: string } | null;
      training: { trainingId: string; status: 'running' | 'done' | 'failed' } | null;
      trained: { provider: 'replicate' | 'offline'; version: string; demo: boolean; palette: string[] } | null;
    };
type OpenBrandModel = Extract<BrandModelState, { status: 'open' }>;

export type BrandModelCommand =
  | { type: 'RegisterBrandModel'; data: EventOf<typeof BrandModelRegistered>['data'] }
  | { type: 'UploadBrandImages'; images: EventOf<typeof BrandImagesUploaded>['data']['images']; now: string }
  | { type: 'RemoveBrandImage'; imageId: string; now: string }
  | { type: 'UploadBrandLora'; lora: Omit<EventOf<typeof BrandLoraUploaded>['data'], 'brandModelId' | 'at'>; now: string }
  | {
      type: 'RequestBrandTraining';
      request: Pick<EventOf<typeof BrandTrainingRequested>['data'], 'trainingId' | 'requestedBy' | 'provider' | 'trainer' | 'timeoutMs'>;
      now: string;
    };

const { brandImagesMin: min, brandImagesMax: max } = generationLimits;

function open(state: BrandModelState): OpenBrandModel {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  return state;
}

function notTraining(model: OpenBrandModel): OpenBrandModel {
  if (model.training?.status === 'running') throw new DomainError('BRAND_TRAINING_IN_PROGRESS');
  return model;
}

const imageCount = (count: number) => new DomainError('BRAND_IMAGE_COUNT', { min, max, count }, { files: 'BRAND_IMAGE_COUNT' });

/** Whether generation may use the model: trained, or brought as a LoRA. */
export const brandModelReady = (state: BrandModelState) => state.status === 'open' && (state.trained !== null || state.lora !== null);

export function evolveBrandModel(state: BrandModelState, event: BrandModelEvent): BrandModelState {
  if (event.type === 'BrandModelRegistered') {
    const d = event.data;
    return { status: 'open', brandModelId: d.brandModelId, clientId: d.clientId, triggerWord: d.triggerWord, brandPrompt: d.brandPrompt, images: [], lora: null, training: null, trained: null };
  }
  if (state.status !== 'open') return state;
  switch (event.type) {
    case 'BrandImagesUploaded':
      return { ...state, images: [...state.images, ...event.data.images.map((image) => ({ imageId: image.imageId, blobKey: image.blobKey }))] };
    case 'BrandImageRemoved':
      return { ...state, images: state.images.filter((image) => image.imageId !== event.data.imageId) };
    case 'BrandLoraUploaded':
      return { ...state, lora: { blobKey: event.data.blobKey } };
    case 'BrandTrainingRequested':
      return { ...state, training: { trainingId: event.data.trainingId, status: 'running' } };
    case 'BrandTrainingProgressed':
      return state;
    case 'BrandModelTrained': {
      const d = event.data;
      return { ...state, training: { trainingId: d.trainingId, status: 'done' }, trained: { provider: d.provider, version: d.version, demo: d.demo, palette: d.palette } };
    }
    case 'BrandTrainingFailed':
      return { ...state, training: { trainingId: event.data.trainingId, status: 'failed' } };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const brandModelDecider: Decider<BrandModelState, BrandModelCommand, BrandModelEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveBrandModel,
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterBrandModel':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return { type: 'BrandModelRegistered', data: command.data };
      case 'UploadBrandImages': {
        const model = notTraining(open(state));
        const count = model.images.length + command.images.length;
        if (count > max) throw imageCount(count);
        return { type: 'BrandImagesUploaded', data: { brandModelId: model.brandModelId, images: command.images, at: command.now } };
      }
      case 'RemoveBrandImage': {
        const model = notTraining(open(state));
        if (!model.images.some((image) => image.imageId === command.imageId)) throw new DomainError('NOT_FOUND');
        return { type: 'BrandImageRemoved', data: { brandModelId: model.brandModelId, imageId: command.imageId, at: command.now } };
      }
      case 'UploadBrandLora': {
        const model = notTraining(open(state));
        return { type: 'BrandLoraUploaded', data: { ...command.lora, brandModelId: model.brandModelId, at: command.now } };
      }
      case 'RequestBrandTraining': {
        const model = notTraining(open(state));
        if (model.images.length < min || model.images.length > max) throw imageCount(model.images.length);
        return {
          type: 'BrandTrainingRequested',
          data: {
            ...command.request,
            brandModelId: model.brandModelId,
            clientId: model.clientId,
            imageBlobKeys: model.images.map((image) => image.blobKey),
            triggerWord: model.triggerWord,
            brandPrompt: model.brandPrompt,
            requestedAt: command.now,
          },
        };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
