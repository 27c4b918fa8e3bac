import { describe, expect, it } from 'vitest';
import { DesignGenerationRequested, DesignImagesGenerated, DesignInputUploaded, DomainError, GenerationFailed, ProjectCreated, type ErrorCode } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { designProjectDecider, type DesignJobRequest, type DesignProjectCommand, type DesignProjectEvent } from '../../src/generation/deciders';
import { at, clientId, userId } from './fixtures';

const spec = deciderSpecification(designProjectDecider);
const refusedWith = (code: ErrorCode, field?: string) => (error: unknown) =>
  error instanceof DomainError && error.code === code && (field === undefined || error.fields?.[field] === code);
const equal = (a: unknown, e: unknown) => expect(a).toEqual(e);

const projectId = '77777777-7777-4777-8777-777777777777';
const jobIds = ['88888888-8888-4888-8888-000000000001', '88888888-8888-4888-8888-000000000002'];
const inputIds = ['99999999-9999-4999-8999-000000000001', '99999999-9999-4999-8999-000000000002', '99999999-9999-4999-8999-000000000003'];
const imageId = '99999999-9999-4999-8999-0000000000aa';
const later = '2026-11-22T09:00:00.000Z';
const afterAMonth = '2026-12-21T09:00:01.000Z';

const created = ProjectCreated({ projectId, clientId, createdBy: userId, name: 'Designs', type: 6, country: 'jp', department: '', createdAt: at }) as DesignProjectEvent;
const uploaded = (inputId: string) =>
  DesignInputUploaded({ projectId, inputId, fileName: 'pack.png', blobKey: `clients/${clientId}/images/${inputId}.png`, mediaType: 'image/png', bytes: 10, width: 400, height: 400, at }) as DesignProjectEvent;
const withInputs = [created, ...inputIds.map(uploaded)];

const job = (overrides: Partial<Omit<DesignJobRequest, 'request'>> & { request?: Partial<DesignJobRequest['request']> } = {}): DesignJobRequest => ({
  jobId: jobIds[0],
  requestedBy: userId,
  mode: 'text_to_image',
  modelCode: 'sdxl',
  provider: 'offline',
  timeoutMs: 600_000,
  ...overrides,
  request: { model: 'sdxl', prompt: 'a carton', negativePrompt: '', width: 1024, height: 1024, batchSize: 1, steps: 20, seed: 0, inputIds: [], inputBlobKeys: [], maskBlobKey: null, sourceImageId: null, brandModelId: null, palette: null, loraWeights: null, scale: null, scoring: null, ...overrides.request },
});
const ask = (request: DesignJobRequest, now = later): DesignProjectCommand => ({ type: 'RequestDesignGeneration', request, now });
const requested = (request: DesignJobRequest) => DesignGenerationRequested({ ...request, projectId, clientId, requestedAt: at }) as DesignProjectEvent;
const generated = (jobId: string) =>
  DesignImagesGenerated({
    jobId,
    projectId,
    clientId,
    mode: 'text_to_image',
    images: [{ imageId, blobKey: 'k.png', mediaType: 'image/png', bytes: 1, width: 1024, height: 1024, seed: 0 }],
    provider: 'offline',
    model: 'packlens-demo-image-1',
    demo: true,
    tickets: 0,
    provenanceBlobKey: 'k.json',
    attempts: 1,
    startedAt: at,
    completedAt: at,
  }) as DesignProjectEvent;

describe('design project: a generation request', () => {
  it('queues a job within the model’s limits', () => {
    spec.given([created]).when(ask(job())).then([{ type: 'DesignGenerationRequested', data: { ...job(), projectId, clientId, regeneratedFrom: null, requestedAt: later } }], equal);
  });

  it('runs one job at a time', () => {
    spec.given([created, requested(job())]).when(ask(job({ jobId: jobIds[1] }))).thenThrows(refusedWith('GENERATION_IN_PROGRESS'));
    spec.given([created, requested(job()), GenerationFailed({ jobId: jobIds[0], projectId, clientId, code: 'GENERATION_FAILED', attempts: 1, failedAt: at }) as DesignProjectEvent])
      .when(ask(job({ jobId: jobIds[1] })))
      .then([{ type: 'DesignGenerationRequested', data: { ...job({ jobId: jobIds[1] }), projectId, clientId, regeneratedFrom: null, requestedAt: later } }], equal);
  });

  it('changes nothing once the project is a month old', () => {
    spec.given([created]).when(ask(job(), afterAMonth)).thenThrows(refusedWith('PROJECT_EXPIRED'));
  });
});

describe('design project: section 9’s limits of the chosen model (section 5’s messages)', () => {
  it('width and height 512 for the standard models, 1024 for the large ones', () => {
    spec.given([created]).when(ask(job({ modelCode: 'package_design_ja', request: { width: 1024, height: 512 } }))).thenThrows(refusedWith('GENERATION_SIZE_NOT_ALLOWED', 'width'));
    spec.given([created]).when(ask(job({ request: { height: 1025 } }))).thenThrows(refusedWith('GENERATION_SIZE_NOT_ALLOWED', 'height'));
    spec.given([created]).when(ask(job({ request: { width: 32 } }))).thenThrows(refusedWith('GENERATION_SIZE_NOT_ALLOWED', 'width'));
  });

  it('batch size at most 16 for the standard models, 4 for the large ones', () => {
    spec.given([created]).when(ask(job({ modelCode: 'beer', request: { width: 512, height: 512, seed: 0, batchSize: 16 } }))).then([{ type: 'DesignGenerationRequested', data: expect.anything() }], (a, e) => expect(a).toMatchObject(e as object));
    spec.given([created]).when(ask(job({ modelCode: 'beer', request: { width: 512, height: 512, batchSize: 17 } }))).thenThrows(refusedWith('BATCH_SIZE_OUT_OF_RANGE', 'batch_size'));
    spec.given([created]).when(ask(job({ request: { batchSize: 5 } }))).thenThrows(refusedWith('BATCH_SIZE_OUT_OF_RANGE', 'batch_size'));
  });

  it('steps from 1 to 50 (20 recommended)', () => {
    spec.given([created]).when(ask(job({ request: { steps: 51 } }))).thenThrows(refusedWith('STEPS_OUT_OF_RANGE', 'steps'));
    spec.given([created]).when(ask(job({ request: { steps: 0 } }))).thenThrows(refusedWith('STEPS_OUT_OF_RANGE', 'steps'));
  });

  it('seed -100000 to 1000000, or 0 to 4294967294 for the large models', () => {
    spec.given([created]).when(ask(job({ request: { seed: -1 } }))).thenThrows(refusedWith('SEED_OUT_OF_RANGE', 'seed'));
    spec.given([created]).when(ask(job({ request: { seed: 4294967295 } }))).thenThrows(refusedWith('SEED_OUT_OF_RANGE', 'seed'));
    spec.given([created]).when(ask(job({ modelCode: 'package_design_ja', request: { width: 512, height: 512, seed: -100001 } }))).thenThrows(refusedWith('SEED_OUT_OF_RANGE', 'seed'));
  });

  it('GPT Image takes at most 2 input images', () => {
    spec.given(withInputs).when(ask(job({ mode: 'merge', modelCode: 'gpt_image_1', request: { inputIds } }))).thenThrows(refusedWith('TOO_MANY_INPUT_IMAGES', 'input_ids'));
  });

  it('text to image needs a prompt', () => {
    spec.given([created]).when(ask(job({ request: { prompt: ' ' } }))).thenThrows(refusedWith('FIELD_REQUIRED', 'prompt'));
  });

  it('an unknown model is refused', () => {
    spec.given([created]).when(ask(job({ modelCode: 'midjourney' }))).thenThrows(refusedWith('VALIDATION_FAILED', 'model_code'));
  });
});

describe('design project: the inputs each mode reads', () => {
  it('background removal one, composition two (scene, then product)', () => {
    spec.given(withInputs).when(ask(job({ mode: 'background_removal', request: { inputIds: [] } }))).thenThrows(refusedWith('DESIGN_INPUT_COUNT', 'input_ids'));
    spec.given(withInputs).when(ask(job({ mode: 'merge', request: { inputIds: inputIds.slice(0, 1) } }))).thenThrows(refusedWith('DESIGN_INPUT_COUNT', 'input_ids'));
    spec.given(withInputs).when(ask(job({ mode: 'merge', request: { inputIds: inputIds.slice(0, 2) } }))).then([{ type: 'DesignGenerationRequested', data: expect.anything() }], (a, e) => expect(a).toMatchObject(e as object));
  });

  it('partial change needs a mask: mask not specified', () => {
    spec.given(withInputs).when(ask(job({ mode: 'inpaint', request: { inputIds: inputIds.slice(0, 1) } }))).thenThrows(refusedWith('MASK_REQUIRED', 'mask_id'));
  });

  it('only the project’s own inputs', () => {
    spec.given([created]).when(ask(job({ mode: 'background_removal', request: { inputIds: inputIds.slice(0, 1) } }))).thenThrows(refusedWith('NOT_FOUND', 'input_ids'));
  });
});

describe('design project: scored generation (generate N, keep the best)', () => {
  const scoring = (keep: number | null, segmentId = 2, categoryId = 1) => ({ segmentId, categoryId, keep });
  const beer = (batchSize: number, keep: number | null) => job({ modelCode: 'beer', request: { width: 512, height: 512, batchSize, scoring: scoring(keep) } });

  it('queues a job that scores every candidate for a segment of the catalogue and keeps at most the batch', () => {
    spec.given([created]).when(ask(beer(8, 2))).then([{ type: 'DesignGenerationRequested', data: { ...beer(8, 2), projectId, clientId, regeneratedFrom: null, requestedAt: later } }], equal);
    spec.given([created]).when(ask(beer(8, 8))).then([{ type: 'DesignGenerationRequested', data: expect.anything() }], (a, e) => expect(a).toMatchObject(e as object));
  });

  it('keeps between 1 and the batch size', () => {
    spec.given([created]).when(ask(beer(4, 5))).thenThrows(refusedWith('KEEP_OUT_OF_RANGE', 'keep'));
    spec.given([created]).when(ask(beer(4, 0))).thenThrows(refusedWith('KEEP_OUT_OF_RANGE', 'keep'));
  });

  it('an unknown segment or category is refused', () => {
    spec.given([created]).when(ask(job({ request: { scoring: scoring(null, 9) } }))).thenThrows(refusedWith('VALIDATION_FAILED', 'score_segment_id'));
    spec.given([created]).when(ask(job({ request: { scoring: scoring(null, 2, 999) } }))).thenThrows(refusedWith('VALIDATION_FAILED', 'score_category_id'));
  });
});

describe('design project: image fix, the upscale and gallery images as sources', () => {
  const made = [...withInputs, requested(job()), generated(jobIds[0])];
  const next = (overrides: Parameters<typeof job>[0]) => job({ jobId: jobIds[1], ...overrides });

  it('image fix needs a prompt and the image, and takes references up to the model’s limit', () => {
    spec.given(withInputs).when(ask(job({ mode: 'image_fix', request: { prompt: '', inputIds: inputIds.slice(0, 1) } }))).thenThrows(refusedWith('FIELD_REQUIRED', 'prompt'));
    spec.given(withInputs).when(ask(job({ mode: 'image_fix', request: { prompt: 'gold label' } }))).thenThrows(refusedWith('DESIGN_INPUT_COUNT', 'input_ids'));
    spec.given(withInputs).when(ask(job({ mode: 'image_fix', modelCode: 'gpt_image_1', request: { prompt: 'gold label', inputIds } }))).thenThrows(refusedWith('TOO_MANY_INPUT_IMAGES', 'input_ids'));
  });

  it('works on a gallery image of the project, not on a deleted or unknown one', () => {
    spec.given(made).when(ask(next({ mode: 'background_removal', request: { sourceImageId: imageId } }))).then([{ type: 'DesignGenerationRequested', data: expect.anything() }], (a, e) => expect(a).toMatchObject(e as object));
    spec.given([...made, { type: 'DesignImageDeleted', data: { projectId, imageId, by: userId, at: later } } as DesignProjectEvent])
      .when(ask(next({ mode: 'background_removal', request: { sourceImageId: imageId } })))
      .thenThrows(refusedWith('NOT_FOUND', 'source_image_id'));
    spec.given(made).when(ask(next({ mode: 'background_removal', request: { sourceImageId: inputIds[0] } }))).thenThrows(refusedWith('NOT_FOUND', 'source_image_id'));
  });

  it('upscales by 2, 3 or 4 up to a long side of 6,000 px', () => {
    // The gallery image is 1024 px: ×4 would be 4,096 px; the uploaded inputs are 400 px.
    spec.given(made).when(ask(next({ mode: 'upscale', request: { sourceImageId: imageId, scale: 4 } }))).then([{ type: 'DesignGenerationRequested', data: expect.anything() }], (a, e) => expect(a).toMatchObject(e as object));
    spec.given(made).when(ask(next({ mode: 'upscale', request: { inputIds: inputIds.slice(0, 1), scale: 5 } }))).thenThrows(refusedWith('VALIDATION_FAILED', 'scale'));
    spec.given(made).when(ask(next({ mode: 'upscale', request: { inputIds: inputIds.slice(0, 1), scale: null } }))).thenThrows(refusedWith('VALIDATION_FAILED', 'scale'));
    const wide = DesignInputUploaded({ projectId, inputId: inputIds[2], fileName: 'wide.png', blobKey: 'w.png', mediaType: 'image/png', bytes: 10, width: 1600, height: 900, at }) as DesignProjectEvent;
    spec.given([created, wide]).when(ask(job({ mode: 'upscale', request: { inputIds: [inputIds[2]], scale: 4 } }))).thenThrows(refusedWith('UPSCALE_TOO_LARGE', 'scale'));
  });

  it('refuses the modes of other projects (logos, key visuals)', () => {
    spec.given([created]).when(ask(job({ mode: 'logo' }))).thenThrows(refusedWith('VALIDATION_FAILED', 'mode'));
    spec.given([created]).when(ask(job({ mode: 'key_visual' }))).thenThrows(refusedWith('VALIDATION_FAILED', 'mode'));
  });
});

describe('design project: regenerate within the limit', () => {
  const made = [created, requested(job()), generated(jobIds[0])];
  const again = (n: number, source = jobIds[0]): DesignProjectCommand => ({ type: 'RegenerateDesign', sourceJobId: source, request: job({ jobId: `88888888-8888-4888-8888-10000000000${n}`, request: { seed: n } }), limit: 2, now: later });
  const regenerated = (n: number) =>
    [
      DesignGenerationRequested({ ...job({ jobId: `88888888-8888-4888-8888-10000000000${n}` }), projectId, clientId, regeneratedFrom: jobIds[0], requestedAt: at }) as DesignProjectEvent,
      GenerationFailed({ jobId: `88888888-8888-4888-8888-10000000000${n}`, projectId, clientId, code: 'GENERATION_FAILED', attempts: 1, failedAt: at }) as DesignProjectEvent,
    ] as const;

  it('queues the job’s request again, marked as its regeneration', () => {
    spec.given(made).when(again(1)).then([{ type: 'DesignGenerationRequested', data: expect.objectContaining({ regeneratedFrom: jobIds[0], request: expect.objectContaining({ seed: 1 }) }) }], (a, e) => expect(a).toMatchObject(e as object));
  });

  it('counts regenerations of regenerations against the first job, up to the limit', () => {
    spec.given([...made, ...regenerated(1)]).when(again(2, '88888888-8888-4888-8888-100000000001')).then([{ type: 'DesignGenerationRequested', data: expect.objectContaining({ regeneratedFrom: jobIds[0] }) }], (a, e) => expect(a).toMatchObject(e as object));
    spec.given([...made, ...regenerated(1), ...regenerated(2)]).when(again(3)).thenThrows(refusedWith('REGENERATION_LIMIT_REACHED'));
  });

  it('not while a job runs, and only the project’s own jobs', () => {
    spec.given([created, requested(job())]).when(again(1)).thenThrows(refusedWith('GENERATION_IN_PROGRESS'));
    spec.given(made).when(again(1, jobIds[1])).thenThrows(refusedWith('NOT_FOUND'));
  });
});

describe('design project: the gallery', () => {
  it('deletes a generated image once', () => {
    const made = [created, requested(job()), generated(jobIds[0])];
    spec.given(made).when({ type: 'DeleteDesignImage', imageId, by: userId, now: later }).then([{ type: 'DesignImageDeleted', data: { projectId, imageId, by: userId, at: later } }], equal);
    spec.given([...made, { type: 'DesignImageDeleted', data: { projectId, imageId, by: userId, at: later } } as DesignProjectEvent])
      .when({ type: 'DeleteDesignImage', imageId, by: userId, now: later })
      .thenThrows(refusedWith('NOT_FOUND'));
  });
});
