import { describe, expect, it } from 'vitest';
import {
  DesignGenerationRequested,
  DesignImageDeleted,
  DesignImagesGenerated,
  DesignInputUploaded,
  DesignRequestSchema,
  DomainError,
  GenerationFailed,
  LogoBriefEntered,
  LogoReferenceRemoved,
  ProjectCreated,
  type ErrorCode,
} from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { logoProjectDecider, type LogoJobRequest, type LogoProjectCommand, type LogoProjectEvent } from '../../src/generation/deciders';
import { at, clientId, userId } from './fixtures';

const spec = deciderSpecification(logoProjectDecider);
const refusedWith = (code: ErrorCode, field?: string) => (error: unknown) =>
  error instanceof DomainError && error.code === code && (field === undefined || error.fields?.[field] === code);
const equal = (a: unknown, e: unknown) => expect(a).toEqual(e);
const shaped = (a: unknown, e: unknown) => expect(a).toMatchObject(e as object);

const projectId = '77777777-7777-4777-8777-777777777777';
const jobIds = ['88888888-8888-4888-8888-000000000001', '88888888-8888-4888-8888-000000000002'];
const inputIds = ['99999999-9999-4999-8999-000000000001', '99999999-9999-4999-8999-000000000002', '99999999-9999-4999-8999-000000000003'];
const imageId = '99999999-9999-4999-8999-0000000000aa';
const later = '2026-11-22T09:00:00.000Z';
const afterAMonth = '2026-12-21T09:00:01.000Z';

const brief = { brandName: 'Morning Orange', style: 'symbol_text' as const, colours: ['#e67e22', '#2c3e50'], description: '' };
const projectData = { projectId, clientId, createdBy: userId, name: 'Morning Orange', type: 3 as const, country: 'jp' as const, department: '', createdAt: at };
const created = [ProjectCreated(projectData), LogoBriefEntered({ projectId, brief, at })] as LogoProjectEvent[];
const reference = (inputId: string) => ({ inputId, fileName: 'old-logo.png', blobKey: `clients/${clientId}/images/${inputId}.png`, mediaType: 'image/png' as const, bytes: 10, width: 300, height: 300 });
const uploaded = (inputId: string) => DesignInputUploaded({ ...reference(inputId), projectId, at }) as LogoProjectEvent;

const job = (overrides: Partial<Omit<LogoJobRequest, 'request'>> & { request?: Record<string, unknown> } = {}): LogoJobRequest => ({
  jobId: jobIds[0],
  requestedBy: userId,
  modelCode: 'gpt_image_1',
  provider: 'offline',
  timeoutMs: 600_000,
  ...overrides,
  request: DesignRequestSchema.parse({
    model: 'gpt_image_1',
    prompt: 'Design a logo for the brand "Morning Orange"',
    width: 1024,
    height: 1024,
    batchSize: 2,
    seed: 11,
    logo: { ...brief, charge: { amount: 15000, currency: 'JPY' } },
    ...overrides.request,
  }),
});
const ask = (request: LogoJobRequest, now = later): LogoProjectCommand => ({ type: 'RequestLogoGeneration', request, now });
const requested = (request: LogoJobRequest) => DesignGenerationRequested({ ...request, mode: 'logo', projectId, clientId, requestedAt: at }) as LogoProjectEvent;
const generated = (jobId: string) =>
  DesignImagesGenerated({
    jobId,
    projectId,
    clientId,
    mode: 'logo',
    images: [{ imageId, blobKey: 'k.png', mediaType: 'image/png', bytes: 1, width: 1024, height: 1024, seed: 11, vectorBlobKey: 'k.svg' }],
    provider: 'offline',
    model: 'packlens-demo-logo-1',
    demo: true,
    tickets: 0,
    provenanceBlobKey: 'k.json',
    attempts: 1,
    startedAt: at,
    completedAt: at,
  }) as LogoProjectEvent;

describe('logo project: registration with its brief', () => {
  it('creates the project (type 3) and records the brief it was registered with', () => {
    spec
      .given([])
      .when({ type: 'CreateLogoProject', data: projectData, brief })
      .then(
        [
          { type: 'ProjectCreated', data: projectData },
          { type: 'LogoBriefEntered', data: { projectId, brief, at } },
        ],
        equal,
      );
  });

  it('is created once', () => {
    spec.given(created).when({ type: 'CreateLogoProject', data: projectData, brief }).thenThrows(refusedWith('ALREADY_EXISTS'));
  });

  it('takes a new brief while it is valid, not after a month', () => {
    const lumi = { ...brief, brandName: 'Lumi', colours: ['#1abc9c'] };
    spec.given(created).when({ type: 'EnterLogoBrief', brief: lumi, now: later }).then([{ type: 'LogoBriefEntered', data: { projectId, brief: lumi, at: later } }], equal);
    spec.given(created).when({ type: 'EnterLogoBrief', brief: lumi, now: afterAMonth }).thenThrows(refusedWith('PROJECT_EXPIRED'));
  });
});

describe('logo project: reference images (section 5: max 2 logo images)', () => {
  it('takes two at once, or one and then one more', () => {
    spec.given(created).when({ type: 'UploadLogoReferences', references: [reference(inputIds[0]), reference(inputIds[1])], now: later }).then([{ type: 'DesignInputUploaded', data: { ...reference(inputIds[0]), projectId, at: later } }, { type: 'DesignInputUploaded', data: { ...reference(inputIds[1]), projectId, at: later } }], equal);
    spec.given([...created, uploaded(inputIds[0])]).when({ type: 'UploadLogoReferences', references: [reference(inputIds[1])], now: later }).then([{ type: 'DesignInputUploaded', data: expect.anything() }], shaped);
  });

  it('refuses a third, whether sent alone or with others', () => {
    spec.given(created).when({ type: 'UploadLogoReferences', references: inputIds.map(reference), now: later }).thenThrows(refusedWith('LOGO_REFERENCE_LIMIT', 'files'));
    spec.given([...created, uploaded(inputIds[0]), uploaded(inputIds[1])]).when({ type: 'UploadLogoReferences', references: [reference(inputIds[2])], now: later }).thenThrows(refusedWith('LOGO_REFERENCE_LIMIT', 'files'));
  });

  it('makes room for another once one is taken off; a reference goes once', () => {
    const removed = LogoReferenceRemoved({ projectId, inputId: inputIds[0], by: userId, at }) as LogoProjectEvent;
    spec.given([...created, uploaded(inputIds[0]), uploaded(inputIds[1]), removed]).when({ type: 'UploadLogoReferences', references: [reference(inputIds[2])], now: later }).then([{ type: 'DesignInputUploaded', data: expect.anything() }], shaped);
    spec.given([...created, uploaded(inputIds[0]), removed]).when({ type: 'RemoveLogoReference', inputId: inputIds[0], by: userId, now: later }).thenThrows(refusedWith('NOT_FOUND'));
  });
});

describe('logo project: a generation', () => {
  it('queues a design job in mode logo, with the references the project holds', () => {
    const withReference = job({ request: { inputIds: [inputIds[0]], inputBlobKeys: [reference(inputIds[0]).blobKey] } });
    spec.given([...created, uploaded(inputIds[0])]).when(ask(withReference)).then([{ type: 'DesignGenerationRequested', data: { ...withReference, mode: 'logo', projectId, clientId, regeneratedFrom: null, requestedAt: later } }], equal);
  });

  it('runs one job at a time; another may follow once it has ended', () => {
    spec.given([...created, requested(job())]).when(ask(job({ jobId: jobIds[1] }))).thenThrows(refusedWith('GENERATION_IN_PROGRESS'));
    spec.given([...created, requested(job()), generated(jobIds[0])]).when(ask(job({ jobId: jobIds[1] }))).then([{ type: 'DesignGenerationRequested', data: expect.anything() }], shaped);
    spec
      .given([...created, requested(job()), GenerationFailed({ jobId: jobIds[0], projectId, clientId, code: 'GENERATION_FAILED', attempts: 1, failedAt: at }) as LogoProjectEvent])
      .when(ask(job({ jobId: jobIds[1] })))
      .then([{ type: 'DesignGenerationRequested', data: expect.anything() }], shaped);
  });

  it('makes 1 to 4 logos with a logo model, the seed in the model’s range', () => {
    spec.given(created).when(ask(job({ request: { batchSize: 5 } }))).thenThrows(refusedWith('VALIDATION_FAILED', 'count'));
    spec.given(created).when(ask(job({ modelCode: 'beer' }))).thenThrows(refusedWith('VALIDATION_FAILED', 'model_code'));
    spec.given(created).when(ask(job({ modelCode: 'sdxl', request: { seed: -1 } }))).thenThrows(refusedWith('SEED_OUT_OF_RANGE', 'seed'));
  });

  it('reads only the project’s own references', () => {
    spec.given(created).when(ask(job({ request: { inputIds: [inputIds[2]] } }))).thenThrows(refusedWith('NOT_FOUND', 'input_ids'));
  });

  it('changes nothing once the project is a month old', () => {
    spec.given(created).when(ask(job(), afterAMonth)).thenThrows(refusedWith('PROJECT_EXPIRED'));
  });

  it('is refused on a project that does not exist', () => {
    spec.given([]).when(ask(job())).thenThrows(refusedWith('NOT_FOUND'));
  });
});

describe('logo project: the gallery', () => {
  it('deletes a logo once', () => {
    const deleted = DesignImageDeleted({ projectId, imageId, by: userId, at }) as LogoProjectEvent;
    spec.given([...created, requested(job()), generated(jobIds[0])]).when({ type: 'DeleteLogoImage', imageId, by: userId, now: later }).then([{ type: 'DesignImageDeleted', data: { projectId, imageId, by: userId, at: later } }], equal);
    spec.given([...created, requested(job()), generated(jobIds[0]), deleted]).when({ type: 'DeleteLogoImage', imageId, by: userId, now: later }).thenThrows(refusedWith('NOT_FOUND'));
  });
});
