import type { KeyVisualImage, KeyVisualJob, KeyVisualMessage, KeyVisualProjectDetail } from '@packlens/contracts';
import { json, makeUser } from '../../../test/fixtures';
import { stubProjectsApi, type ApiCall } from '../projects/testing';
import { eventStream } from '../textProjects/testing';

/** Test fixtures of the key-visual API, typed by the contract (a field renamed there breaks them here). */

export const keyVisualProjectId = '77777777-7777-4777-8777-777777777777';
export const messageJobId = 'a1a1a1a1-a1a1-4a1a-8a1a-a1a1a1a1a1a1';
export const imageJobId = 'b2b2b2b2-b2b2-4b2b-8b2b-b2b2b2b2b2b2';
export const packId = 'c3c3c3c3-c3c3-4c3c-8c3c-c3c3c3c3c3c3';

/** A monthly-plan user in Japan: section 6 lets them use key visuals (in Japanese). */
export const keyVisualUser = () => makeUser();

export const scene = '夕暮れのあたたかな光に包まれたキッチンで、家族が笑顔で集まり、日常のひとときを描きます。';
export const demoNotice = 'プロバイダーが未設定のため、シーンは「DEMO」表示のデモ画像です。商品パッケージの切り抜き（GrabCut）と配置（sharp）はこのマシンで実際に処理しています。GPT Image 1でシーンを生成するには、スーパー管理者が管理コンソールの「AIプロバイダー」でOpenAIのAPIキーを設定してください。';

export function kvPack(): NonNullable<KeyVisualProjectDetail['pack']> {
  return { input_id: packId, file_name: 'pack.png', media_type: 'image/png', bytes: 2048, width: 400, height: 600, url: '/api/files/pack', uploaded_at: '2026-11-01T00:00:00.000Z' };
}

export function kvMessage(overrides: Partial<KeyVisualMessage> = {}): KeyVisualMessage {
  return {
    job_id: messageJobId,
    turn: 0,
    message: '夕方のキッチンで家族が集まるシーン',
    status: 'running',
    scene_description: null,
    model_code: 'gpt_4o',
    provider: 'demo',
    model: null,
    demo: true,
    error: null,
    requested_at: new Date().toISOString(),
    completed_at: null,
    ...overrides,
  };
}

export function kvJob(overrides: Partial<KeyVisualJob> = {}): KeyVisualJob {
  return {
    job_id: imageJobId,
    type: 'usage_scene',
    model_code: 'gpt_image_1',
    batch_size: 2,
    status: 'running',
    provider: 'offline',
    model: null,
    demo: null,
    configure_provider: 'openai',
    demo_notice: demoNotice,
    error: null,
    requested_at: new Date().toISOString(),
    completed_at: null,
    provenance_url: null,
    ...overrides,
  };
}

export function kvImage(index: number, overrides: Partial<KeyVisualImage> = {}): KeyVisualImage {
  return {
    image_id: `d4d4d4d4-d4d4-4d4d-8d4d-00000000000${index}`,
    job_id: imageJobId,
    type: 'usage_scene',
    model_code: 'gpt_image_1',
    model: 'packlens-demo-scene-1',
    provider: 'offline',
    demo: true,
    media_type: 'image/png',
    bytes: 4096,
    width: 1024,
    height: 768,
    seed: index,
    url: `/api/files/key-visual-${index}`,
    created_at: '2026-11-01T00:01:00.000Z',
    ...overrides,
  };
}

export function kvProject(overrides: Partial<KeyVisualProjectDetail> = {}): KeyVisualProjectDetail {
  return {
    id: keyVisualProjectId,
    name: '朝のオレンジ 春のキービジュアル',
    type: 7,
    country: 'jp',
    department: '',
    status: 'DRAFT',
    created_at: '2026-11-01T00:00:00.000Z',
    expires_at: new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString(),
    menu: null,
    pack: null,
    messages: [],
    scene_description: null,
    jobs: [],
    gallery: [],
    limits: { images_used: 0, image_limit: 1000, messages_used: 0, message_limit: 20 },
    text_demo_notice: null,
    ...overrides,
  };
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * The key-visual API as a small server for one project: the menu and the pack change it, a message adds a running
 * message and a generation a running job, each with an event stream the test writes into; `finishMessage` and
 * `finishJob` end them as the worker would (the project holds the result, the stream says `done`).
 */
export function stubKeyVisualApi(initial: KeyVisualProjectDetail, extra: Record<string, Handler> = {}) {
  const state = { project: initial, uploads: [] as File[] };
  const messageStream = eventStream();
  const imageStream = eventStream();
  const base = `/api/key_visual_projects/${keyVisualProjectId}`;
  const calls = stubProjectsApi(
    {
      [`GET ${base}`]: () => json(200, state.project),
      [`PUT ${base}/menu`]: (call) => {
        state.project = { ...state.project, menu: call.body as KeyVisualProjectDetail['menu'] };
        return json(200, state.project);
      },
      [`POST ${base}/pack`]: (call) => {
        const file = call.form?.get('files') as File;
        state.uploads.push(file);
        state.project = { ...state.project, pack: { ...kvPack(), file_name: file.name } };
        return json(201, state.project);
      },
      [`POST ${base}/messages`]: (call) => {
        const message = kvMessage({ message: (call.body as { message: string }).message, turn: state.project.messages.length });
        state.project = { ...state.project, messages: [...state.project.messages, message], limits: { ...state.project.limits, messages_used: state.project.messages.length + 1 } };
        return json(202, message);
      },
      [`POST ${base}/generations`]: (call) => {
        const job = kvJob({ batch_size: (call.body as { batch_size: number }).batch_size });
        state.project = { ...state.project, jobs: [...state.project.jobs, job] };
        return json(202, job);
      },
      [`GET ${base}/jobs/${messageJobId}/events`]: () => messageStream.response(),
      [`GET ${base}/jobs/${imageJobId}/events`]: () => imageStream.response(),
      ...extra,
    },
    keyVisualUser(),
  );
  const finishMessage = (text: string) => {
    const done = kvMessage({ ...state.project.messages.at(-1), status: 'completed', scene_description: text, model: 'packlens-demo-1', completed_at: new Date().toISOString() });
    state.project = { ...state.project, messages: state.project.messages.map((m) => (m.job_id === done.job_id ? done : m)), scene_description: text, status: 'SUCCESS' };
    messageStream.push('done', { kind: 'message', ...done });
    messageStream.end();
  };
  const finishJob = (job: KeyVisualJob, images: KeyVisualImage[]) => {
    state.project = {
      ...state.project,
      jobs: state.project.jobs.map((candidate) => (candidate.job_id === job.job_id ? job : candidate)),
      gallery: [...images, ...state.project.gallery],
      limits: { ...state.project.limits, images_used: state.project.limits.images_used + images.length },
    };
    imageStream.push('done', { kind: 'images', ...job });
    imageStream.end();
  };
  return { calls, state, messageStream, imageStream, finishMessage, finishJob };
}
