import { describe, expect, it } from 'vitest';
import {
  DesignImageDeleted,
  DesignImagesGenerated,
  DesignInputUploaded,
  DomainError,
  GenerationCompleted,
  GenerationFailed,
  GenerationRequested,
  KeyVisualMenuSelected,
  ProjectCreated,
  keyVisualPlacements,
  type ErrorCode,
  type KeyVisualType,
} from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { keyVisualProjectDecider, type KeyVisualImageRequest, type KeyVisualProjectCommand, type KeyVisualProjectEvent, type SceneMessageRequest } from '../../src/generation/deciders';
import { at, clientId, userId } from './fixtures';

const spec = deciderSpecification(keyVisualProjectDecider);
const refusedWith = (code: ErrorCode, field?: string, params?: Record<string, unknown>) => (error: unknown) =>
  error instanceof DomainError && error.code === code && (field === undefined || error.fields?.[field] === code) && (params === undefined || JSON.stringify(error.params) === JSON.stringify(params));
const like = (actual: unknown, expected: unknown) => expect(actual).toMatchObject(expected as object);
/** Events as far as a rule names them (`like` matches the rest loosely). */
const expecting = (...events: { type: string; data: unknown }[]) => events as unknown as KeyVisualProjectEvent[];

const projectId = '77777777-7777-4777-8777-777777777777';
const packId = '99999999-9999-4999-8999-000000000001';
const newerPackId = '99999999-9999-4999-8999-000000000002';
const messageJob = '88888888-8888-4888-8888-000000000001';
const imageJob = '88888888-8888-4888-8888-000000000002';
const later = '2026-11-22T09:00:00.000Z';
const afterAMonth = '2026-12-21T09:00:01.000Z';
const scene = '朝の光が差し込むキッチンで、家族が朝食を囲みます。';
const ev = (event: unknown) => event as KeyVisualProjectEvent;

const created = ev(ProjectCreated({ projectId, clientId, createdBy: userId, name: 'Spring visual', type: 7, country: 'jp', department: '', createdAt: at }));
const menu = (type: KeyVisualType = 'usage_scene') => ev(KeyVisualMenuSelected({ projectId, type, product: 'Morning Orange', at }));
const pack = (inputId = packId) =>
  ev(DesignInputUploaded({ projectId, inputId, fileName: 'pack.png', blobKey: `clients/${clientId}/images/${inputId}.png`, mediaType: 'image/png', bytes: 10, width: 400, height: 600, at }));

const message = (overrides: Partial<SceneMessageRequest> = {}): SceneMessageRequest => ({
  jobId: messageJob,
  requestedBy: userId,
  instruction: '朝のキッチンで家族が朝食',
  modelCode: 'gpt_4o',
  provider: 'demo',
  request: { model: 'gpt-4o', system: 's', messages: [{ role: 'user', content: 'u' }], maxOutputTokens: 3000, task: { kind: 'key_visual_scene' } },
  timeoutMs: 600_000,
  ...overrides,
});
const messaged = (jobId = messageJob) => ev(GenerationRequested({ ...message({ jobId }), service: 'key_visual_scene', projectId, clientId, turn: 0, requestedAt: at }));
const answered = (jobId = messageJob, text = scene) =>
  ev(GenerationCompleted({ jobId, projectId, clientId, text, provider: 'demo', model: 'packlens-demo-1', demo: true, inputTokens: 1, outputTokens: 1, outputBlobKey: 'k.json', attempts: 1, startedAt: at, completedAt: at }));
const ready = [created, menu(), pack(), messaged(), answered()];

const images = (overrides: { jobId?: string; modelCode?: string; request?: Partial<KeyVisualImageRequest['request']> } = {}): KeyVisualImageRequest => ({
  jobId: overrides.jobId ?? imageJob,
  requestedBy: userId,
  modelCode: overrides.modelCode ?? 'gpt_image_1',
  provider: 'offline',
  timeoutMs: 600_000,
  request: { model: 'gpt_image_1', width: 1024, height: 768, batchSize: 2, steps: null, seed: null, ...overrides.request },
});
const askImages = (request = images(), maxTotalImages = 1000, now = later): KeyVisualProjectCommand => ({ type: 'RequestKeyVisualImages', request, maxTotalImages, now });
const askMessage = (request = message(), messageLimit = 20, now = later): KeyVisualProjectCommand => ({ type: 'RequestSceneMessage', request, messageLimit, now });
const generated = (jobId: string, count: number) =>
  ev(
    DesignImagesGenerated({
      jobId,
      projectId,
      clientId,
      mode: 'key_visual',
      images: Array.from({ length: count }, (_, i) => ({ imageId: `${jobId.slice(0, 24)}${String(i).padStart(12, '0')}`, blobKey: `k-${i}.png`, mediaType: 'image/png' as const, bytes: 1, width: 1024, height: 768, seed: i })),
      provider: 'offline',
      model: 'packlens-demo-scene-1',
      demo: true,
      tickets: 0,
      provenanceBlobKey: 'k.json',
      attempts: 1,
      startedAt: at,
      completedAt: at,
    }),
  );
const imagesRequested = (jobId: string, batchSize: number) => {
  const decided = keyVisualProjectDecider.decide(askImages(images({ jobId, request: { batchSize } })), ready.reduce(keyVisualProjectDecider.evolve, keyVisualProjectDecider.initialState()));
  return (Array.isArray(decided) ? decided[0] : decided) as KeyVisualProjectEvent;
};

describe('key-visual project: the menu step (section 1’s six types)', () => {
  it.each(['usage_scene', 'product_close_up', 'before_after', 'difficult_scene', 'brand_world_view', 'make_yourself'] as const)('selects %s with the product', (type) => {
    spec.given([created]).when({ type: 'SelectKeyVisualMenu', menu: { type, product: 'Morning Orange' }, now: later }).then(expecting({ type: 'KeyVisualMenuSelected', data: { projectId, type, product: 'Morning Orange', at: later } }), like);
  });

  it('selecting the same menu again changes nothing', () => {
    spec.given([created, menu()]).when({ type: 'SelectKeyVisualMenu', menu: { type: 'usage_scene', product: 'Morning Orange' }, now: later }).then([]);
  });
});

describe('key-visual project: the conversation', () => {
  it('asks the text model for a scene description once the type is chosen (turn 0, then 1)', () => {
    spec.given([created, menu()]).when(askMessage()).then(expecting({ type: 'GenerationRequested', data: { jobId: messageJob, service: 'key_visual_scene', projectId, clientId, turn: 0, instruction: '朝のキッチンで家族が朝食' } }), like);
    spec.given(ready).when(askMessage(message({ jobId: imageJob }))).then(expecting({ type: 'GenerationRequested', data: { turn: 1 } }), like);
  });

  it('needs the type first', () => {
    spec.given([created]).when(askMessage()).thenThrows(refusedWith('FIELD_REQUIRED', 'type'));
  });

  it('one job at a time: not while a message is answered', () => {
    spec.given([created, menu(), messaged()]).when(askMessage(message({ jobId: imageJob }))).thenThrows(refusedWith('GENERATION_IN_PROGRESS'));
  });

  it('at most the chat settings’ requests per conversation: the regeneration limit', () => {
    spec.given(ready).when(askMessage(message({ jobId: imageJob }), 1)).thenThrows(refusedWith('REGENERATION_LIMIT_REACHED'));
  });

  it('changes nothing once the project is a month old', () => {
    spec.given([created, menu()]).when(askMessage(message(), 20, afterAMonth)).thenThrows(refusedWith('PROJECT_EXPIRED'));
  });
});

describe('key-visual project: images of the agreed scene with the pack placed', () => {
  it('queues a key_visual job with the latest scene, the latest pack and the type’s placement', () => {
    spec
      .given([...ready, pack(newerPackId)])
      .when(askImages())
      .then(
        expecting(
          {
            type: 'DesignGenerationRequested',
            data: {
              jobId: imageJob,
              mode: 'key_visual',
              projectId,
              clientId,
              request: {
                prompt: scene,
                width: 1024,
                height: 768,
                batchSize: 2,
                inputIds: [newerPackId],
                maskBlobKey: null,
                keyVisual: { type: 'usage_scene', product: 'Morning Orange', sceneDescription: scene, sceneJobId: messageJob, packInputId: newerPackId, placement: keyVisualPlacements.usage_scene },
              },
            },
          },
        ),
        like,
      );
  });

  it('draws the scene of the latest answered message, not of one that failed', () => {
    const failed = ev(GenerationFailed({ jobId: imageJob, projectId, clientId, code: 'GENERATION_FAILED', attempts: 1, failedAt: at }));
    spec.given([...ready, messaged(imageJob), failed]).when(askImages(images({ jobId: '88888888-8888-4888-8888-000000000003' }))).then(expecting({ type: 'DesignGenerationRequested', data: { request: { keyVisual: { sceneJobId: messageJob } } } }), like);
  });

  it('carries at most 4000 characters of a description (a longer answer is cut)', () => {
    const long = 'あ'.repeat(5000);
    const [event] = [keyVisualProjectDecider.decide(askImages(), [created, menu(), pack(), messaged(), answered(messageJob, long)].reduce(keyVisualProjectDecider.evolve, keyVisualProjectDecider.initialState()))].flat() as { data: { request: { keyVisual: { sceneDescription: string } } } }[];
    expect(event.data.request.keyVisual.sceneDescription).toBe('あ'.repeat(4000));
  });

  it('needs the type, the pack and an agreed scene', () => {
    spec.given([created]).when(askImages()).thenThrows(refusedWith('FIELD_REQUIRED', 'type'));
    spec.given([created, menu()]).when(askImages()).thenThrows(refusedWith('IMAGE_REQUIRED', 'pack'));
    spec.given([created, menu(), pack()]).when(askImages()).thenThrows(refusedWith('KEY_VISUAL_SCENE_REQUIRED', 'message'));
    spec.given([created, menu(), pack(), messaged()]).when(askImages()).thenThrows(refusedWith('KEY_VISUAL_SCENE_REQUIRED', 'message'));
  });

  it('within the image model’s limits (section 5’s messages)', () => {
    spec.given(ready).when(askImages(images({ request: { batchSize: 5 } }))).thenThrows(refusedWith('BATCH_SIZE_OUT_OF_RANGE', 'batch_size'));
    spec.given(ready).when(askImages(images({ request: { width: 2048 } }))).thenThrows(refusedWith('GENERATION_SIZE_NOT_ALLOWED', 'width'));
    spec.given(ready).when(askImages(images({ modelCode: 'package_design_ja', request: { width: 512, height: 512, seed: -100001 } }))).thenThrows(refusedWith('SEED_OUT_OF_RANGE', 'seed'));
  });

  it('one job at a time', () => {
    spec.given([...ready, imagesRequested(imageJob, 2)]).when(askImages(images({ jobId: '88888888-8888-4888-8888-000000000003' }))).thenThrows(refusedWith('GENERATION_IN_PROGRESS'));
  });
});

describe('key-visual project: section 9’s 1000 images in total (per project, deleted ones count)', () => {
  it('refuses a batch that would pass the total, saying how many are left', () => {
    spec.given([...ready, imagesRequested(imageJob, 2), generated(imageJob, 2)]).when(askImages(images({ jobId: '88888888-8888-4888-8888-000000000003', request: { batchSize: 2 } }), 3)).thenThrows(refusedWith('KEY_VISUAL_IMAGE_LIMIT', 'batch_size', { max: 3, remaining: 1 }));
  });

  it('takes a batch that reaches the total exactly', () => {
    spec.given([...ready, imagesRequested(imageJob, 2), generated(imageJob, 2)]).when(askImages(images({ jobId: '88888888-8888-4888-8888-000000000003', request: { batchSize: 1 } }), 3)).then(expecting({ type: 'DesignGenerationRequested', data: expect.anything() }), like);
  });

  it('counts deleted images: deleting does not free room', () => {
    const deleted = ev(DesignImageDeleted({ projectId, imageId: `${imageJob.slice(0, 24)}000000000000`, by: userId, at }));
    spec.given([...ready, imagesRequested(imageJob, 2), generated(imageJob, 2), deleted]).when(askImages(images({ jobId: '88888888-8888-4888-8888-000000000003', request: { batchSize: 2 } }), 3)).thenThrows(refusedWith('KEY_VISUAL_IMAGE_LIMIT'));
  });

  it('a failed job gives its batch back', () => {
    const failed = ev(GenerationFailed({ jobId: imageJob, projectId, clientId, code: 'GENERATION_TIMEOUT', attempts: 1, failedAt: at }));
    spec.given([...ready, imagesRequested(imageJob, 2), failed]).when(askImages(images({ jobId: '88888888-8888-4888-8888-000000000003', request: { batchSize: 2 } }), 2)).then(expecting({ type: 'DesignGenerationRequested', data: expect.anything() }), like);
  });
});

describe('key-visual project: the gallery', () => {
  it('deletes an image once', () => {
    const imageId = `${imageJob.slice(0, 24)}000000000000`;
    spec.given([...ready, imagesRequested(imageJob, 1), generated(imageJob, 1)]).when({ type: 'DeleteKeyVisualImage', imageId, by: userId, now: later }).then(expecting({ type: 'DesignImageDeleted', data: { imageId } }), like);
    const deleted = ev(DesignImageDeleted({ projectId, imageId, by: userId, at }));
    spec.given([...ready, imagesRequested(imageJob, 1), generated(imageJob, 1), deleted]).when({ type: 'DeleteKeyVisualImage', imageId, by: userId, now: later }).thenThrows(refusedWith('NOT_FOUND'));
  });
});

// Section 6's gate (Japan, Japanese, the monthly / generate / key-visual plan) is the service's: it is checked before
// any command on every call (services/api/test/generation-key-visual.spec.ts), so the decider never sees a refused caller.
