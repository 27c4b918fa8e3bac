import { inflateSync } from 'node:zlib';
import type { DesignImage, DesignJob, DesignProjectDetail } from '@packlens/contracts';
import { json } from '../../../test/fixtures';
import { stubProjectsApi, type ApiCall } from '../projects/testing';
import { eventStream } from '../textProjects/testing';
import { makeUser } from '../../../test/fixtures';

/** Test fixtures of the design API, typed by the contract (a field renamed there breaks them here). */

export const designProjectId = '99999999-9999-4999-8999-999999999999';
export const designJobId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const packInputId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const sceneInputId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
export const maskInputId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
export const imageId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';

/** A client with the generate plan (section 6: design generation needs it). */
export const generateUser = () => makeUser({ plan_generate: 4 });

export function designInput(overrides: Partial<DesignProjectDetail['inputs'][number]> = {}): DesignProjectDetail['inputs'][number] {
  return {
    input_id: packInputId,
    file_name: 'pack.png',
    media_type: 'image/png',
    bytes: 2048,
    width: 40,
    height: 20,
    url: '/api/files/pack',
    uploaded_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function designJob(overrides: Partial<DesignJob> = {}): DesignJob {
  return {
    job_id: designJobId,
    mode: 'text_to_image',
    model_code: 'sdxl',
    provider: 'offline',
    status: 'running',
    model: null,
    demo: null,
    configure_provider: 'replicate',
    demo_notice: 'プロバイダーが未設定のため、このマシン上で処理しました。SDXLで生成するには、スーパー管理者がReplicateのAPIキーを設定してください。',
    error: null,
    requested_at: new Date().toISOString(),
    completed_at: null,
    provenance_url: null,
    ...overrides,
  };
}

export function designImage(overrides: Partial<DesignImage> = {}): DesignImage {
  return {
    image_id: imageId,
    job_id: designJobId,
    mode: 'text_to_image',
    model_code: 'sdxl',
    model: 'packlens-demo-image-1',
    provider: 'offline',
    demo: true,
    media_type: 'image/png',
    bytes: 4096,
    width: 512,
    height: 512,
    seed: 42,
    url: '/api/files/result',
    created_at: '2026-11-01T00:01:00.000Z',
    score: null,
    ...overrides,
  };
}

export function designProject(overrides: Partial<DesignProjectDetail> = {}): DesignProjectDetail {
  return {
    id: designProjectId,
    name: '新パッケージ案',
    type: 6,
    country: 'jp',
    department: '',
    status: 'DRAFT',
    created_at: '2026-11-01T00:00:00.000Z',
    expires_at: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
    inputs: [],
    jobs: [],
    gallery: [],
    ...overrides,
  };
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * The design API as a small server for one project: uploads add inputs (named as sent), a generation adds a running
 * job whose event stream the test writes into (`stream`), and `finish` ends it as the worker would (the project holds
 * the finished job and its images, the stream says `done`).
 */
export function stubDesignApi(initial: DesignProjectDetail, extra: Record<string, Handler> = {}) {
  const state = { project: initial, uploads: [] as File[] };
  const stream = eventStream();
  const ids = [maskInputId, sceneInputId, 'f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000002'];
  const calls = stubProjectsApi(
    {
      [`GET /api/design_projects/${designProjectId}`]: () => json(200, state.project),
      [`POST /api/design_projects/${designProjectId}/inputs`]: (call) => {
        const files = (call.form?.getAll('files') ?? []) as File[];
        state.uploads.push(...files);
        const added = files.map((file) => designInput({ input_id: ids.shift()!, file_name: file.name, url: `/api/files/${file.name}` }));
        state.project = { ...state.project, inputs: [...state.project.inputs, ...added] };
        return json(201, state.project);
      },
      [`POST /api/design_projects/${designProjectId}/generations`]: (call) => {
        const body = call.body as { mode: DesignJob['mode']; model_code: string };
        const job = designJob({ mode: body.mode, model_code: body.model_code });
        state.project = { ...state.project, jobs: [...state.project.jobs, job] };
        return json(202, job);
      },
      [`GET /api/design_projects/${designProjectId}/jobs/${designJobId}/events`]: () => stream.response(),
      ...extra,
    },
    generateUser(),
  );
  const finish = (job: DesignJob, images: DesignImage[]) => {
    state.project = { ...state.project, status: 'SUCCESS', jobs: state.project.jobs.map((candidate) => (candidate.job_id === job.job_id ? job : candidate)), gallery: [...images, ...state.project.gallery] };
    stream.push('done', job);
    stream.end();
  };
  return { calls, state, stream, finish };
}

/**
 * The alpha channel of a PNG the mask editor wrote (RGBA, 8 bits, filter 0 on every row, as `maskPng` writes it),
 * read with node:zlib: what the server and its image models read.
 */
export function alphaOfMaskPng(png: Uint8Array): { width: number; height: number; alpha: Uint8Array } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (at < png.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      if (data[8] !== 8 || data[9] !== 6) throw new Error('not an 8-bit RGBA PNG');
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (width * 4 + 1)] !== 0) throw new Error('unexpected PNG filter');
    for (let x = 0; x < width; x++) alpha[y * width + x] = raw[y * (width * 4 + 1) + 1 + x * 4 + 3];
  }
  return { width, height, alpha };
}
