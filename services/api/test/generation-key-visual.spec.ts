import sharp from 'sharp';
import { DesignImagesGenerated, keyVisualPlacements, type KeyVisualType } from '@packlens/contracts';
import { startOpenAiStandIn } from '@packlens/generation/stand-ins';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';

// Jobs run on the worker beside other specs' work on two shared cores: room for GrabCut and sharp.
vi.setConfig({ testTimeout: 90_000 });

const h = useApi();
let accounts: Accounts;
let admin: string;
let other: string;
let freePlan: string;

const as = (token: string, language = 'ja') => ({ token, language });

beforeAll(async () => {
  // Section 6: Japan, Japanese, and the monthly, generate or key-visual plan; a monthly client passes.
  accounts = await givenAccounts(h, 'key-visual', { planId: 1 });
  admin = (await loginAs(h, accounts.admin.email)).token;
  const otherClient = await givenAccounts(h, 'key-visual-other', { planId: 1 });
  other = (await loginAs(h, otherClient.admin.email)).token;
  freePlan = (await loginAs(h, (await givenAccounts(h, 'key-visual-free', { planId: 3 })).admin.email)).token;
});

/** The product's pack on a white photo: a red carton (200 × 300) with a yellow band and a blue disc, at 150,50 of 500 × 400. */
const pack = { left: 150, top: 50, width: 200, height: 300 };
const packPng = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400"><rect width="100%" height="100%" fill="#ffffff"/>
      <rect x="150" y="50" width="200" height="300" fill="#c0392b"/><rect x="150" y="200" width="200" height="60" fill="#f1c40f"/>
      <circle cx="250" cy="120" r="40" fill="#2563eb"/></svg>`),
  )
    .png()
    .toBuffer();

const create = async (token = admin, language = 'ja', name = '朝のオレンジ 春のキービジュアル') => {
  const response = await h.request('/api/key_visual_projects/', { ...json('POST', { name, department: 'ブランド' }), ...as(token, language) });
  return { response, body: await response.json() };
};
const put = (id: string, body: unknown, token = admin, language = 'ja') => h.request(`/api/key_visual_projects/${id}/menu`, { ...json('PUT', body), ...as(token, language) });
const postPack = (id: string, files: { name: string; bytes: Buffer; type: string }[], token = admin) => {
  const form = new FormData();
  for (const file of files) form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return h.request(`/api/key_visual_projects/${id}/pack`, { method: 'POST', body: form, ...as(token) });
};
async function uploadPack(id: string, files: { name: string; bytes: Buffer; type: string }[], token = admin) {
  const response = await postPack(id, files, token);
  return { response, body: await response.json() };
}
const say = (id: string, body: unknown, token = admin, language = 'ja') => h.request(`/api/key_visual_projects/${id}/messages`, { ...json('POST', body), ...as(token, language) });
const generate = (id: string, body: unknown, token = admin, language = 'ja') => h.request(`/api/key_visual_projects/${id}/generations`, { ...json('POST', body), ...as(token, language) });
const detailOf = async (id: string, token = admin) => (await h.request(`/api/key_visual_projects/${id}`, as(token))).json();

/** The job's server-sent events, read to the end (the stream closes after `done`). */
async function eventsOf(id: string, jobId: string) {
  const response = await h.request(`/api/key_visual_projects/${id}/jobs/${jobId}/events`, as(admin));
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  return (await response.text())
    .split('\n\n')
    .filter((frame) => frame.startsWith('event:'))
    .map((frame) => ({ event: frame.split('\n')[0].slice('event: '.length), data: JSON.parse(frame.split('\n')[1].slice('data: '.length)) }));
}

async function download(url: string): Promise<Buffer> {
  const response = await h.request(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** A project with its type, product and pack: ready for the conversation. */
async function readyProject(type: KeyVisualType = 'usage_scene') {
  const { body: project } = await create();
  expect((await put(project.id, { type, product: '朝のオレンジ' })).status).toBe(200);
  expect((await uploadPack(project.id, [{ name: 'pack.png', bytes: await packPng(), type: 'image/png' }])).response.status).toBe(201);
  return project as { id: string };
}

/** Sends a message and reads its events to the end; the project then holds its description. */
async function agreeOnScene(id: string, message = '夕方のキッチンで家族が集まるシーンにしてください') {
  const sent = await say(id, { message });
  expect(sent.status).toBe(202);
  const queued = await sent.json();
  const events = await eventsOf(id, queued.job_id);
  return { queued, events, done: events.at(-1)!.data };
}

/**
 * The drawn pack's parts, read where the type's placement puts them on a width × height key visual (computed here
 * from the placement, not by the job's code): the blue disc, the yellow band, the red body, and a point just left of
 * the pack, where its white photo background would be if it had not been cut out.
 */
async function packPartsAt(bytes: Buffer, type: KeyVisualType, width: number, height: number) {
  const p = keyVisualPlacements[type];
  const scale = Math.min((p.height * height) / pack.height, (p.width * width) / pack.width);
  const [w, hgt] = [pack.width * scale, pack.height * scale];
  const left = p.x * width - w / 2;
  const top = p.anchor === 'centre' ? p.y * height - hgt / 2 : p.y * height - hgt;
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([width, height]);
  const at = (u: number, v: number) => {
    const [x, y] = [Math.round(left + u * w), Math.round(top + v * hgt)];
    return Array.from(data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3));
  };
  return { disc: at(0.5, 70 / 300), band: at(0.5, 180 / 300), body: at(0.5, 0.9), beside: at(-0.04, 0.5) };
}

function expectThePack(parts: Awaited<ReturnType<typeof packPartsAt>>) {
  const [dr, dg, db] = parts.disc;
  expect(db).toBeGreaterThan(200);
  expect(dr + dg).toBeLessThan(200);
  const [yr, yg, yb] = parts.band;
  expect(Math.min(yr, yg)).toBeGreaterThan(190);
  expect(yb).toBeLessThan(60);
  const [rr, rg, rb] = parts.body;
  expect(rr).toBeGreaterThan(160);
  expect(rg + rb).toBeLessThan(150);
  // The photo's white backdrop was cut away: beside the pack is the scene.
  expect(parts.beside).not.toEqual([255, 255, 255]);
}

describe('a key visual without providers: the demo writer and the demo scene, the real pack cut out and placed', () => {
  it('registers, chooses the type, uploads the pack, agrees on the scene in a message, and makes key visuals holding the pack; usage once per job', async () => {
    const { response, body: project } = await create();
    expect(response.status).toBe(201);
    expect(project).toMatchObject({ type: 7, status: 'DRAFT', menu: null, pack: null, messages: [], jobs: [], gallery: [], limits: { images_used: 0, image_limit: 1000, messages_used: 0 } });
    expect(project.text_demo_notice).toContain('OpenAI');

    const menu = await put(project.id, { type: 'usage_scene', product: '朝のオレンジ' });
    expect((await menu.json()).menu).toEqual({ type: 'usage_scene', product: '朝のオレンジ' });
    const uploaded = await uploadPack(project.id, [{ name: 'pack.png', bytes: await packPng(), type: 'image/png' }]);
    expect(uploaded.response.status).toBe(201);
    expect(uploaded.body.pack).toMatchObject({ file_name: 'pack.png', media_type: 'image/png', width: 500, height: 400 });

    // The conversation: the demo writer answers, streamed; the project keeps the message and its description.
    const { queued, events, done } = await agreeOnScene(project.id);
    expect(queued).toMatchObject({ turn: 0, status: 'running', message: '夕方のキッチンで家族が集まるシーンにしてください', provider: 'demo', demo: true, model_code: 'gpt_4o' });
    expect(events[0]).toMatchObject({ event: 'job', data: { kind: 'message', job_id: queued.job_id } });
    const streamed = events.filter((e) => e.event === 'text').map((e) => e.data.text).join('');
    expect(done).toMatchObject({ kind: 'message', status: 'completed', demo: true });
    expect(streamed).toBe(done.scene_description);
    expect(done.scene_description).toContain('夕暮れ');
    expect(done.scene_description).toContain('キッチン');
    expect(done.scene_description).toContain('「朝のオレンジ」');

    // A second message refines the first: the evening light stays, the people change.
    const second = await agreeOnScene(project.id, '人物はひとりにしてください');
    expect(second.done.scene_description).toContain('ひとり');
    expect(second.done.scene_description).toContain('夕暮れ');
    let detail = await detailOf(project.id);
    expect(detail.messages.map((m: { turn: number }) => m.turn)).toEqual([0, 1]);
    expect(detail.scene_description).toBe(second.done.scene_description);

    // The images: the demo scene (no OpenAI for GPT Image 1), the real pack placed as the usage scene says.
    const asked = await generate(project.id, { model_code: 'gpt_image_1', width: 1024, height: 768, batch_size: 2, seed: 5 });
    expect(asked.status).toBe(202);
    const job = await asked.json();
    expect(job).toMatchObject({ type: 'usage_scene', model_code: 'gpt_image_1', batch_size: 2, provider: 'offline', status: 'running', configure_provider: 'openai' });
    expect(job.demo_notice).toContain('GrabCut');
    expect(job.demo_notice).toContain('OpenAI');
    const jobEvents = await eventsOf(project.id, job.job_id);
    expect(jobEvents[0]).toMatchObject({ event: 'job', data: { kind: 'images', job_id: job.job_id } });
    const stages = jobEvents.filter((e) => e.event === 'progress').map((e) => `${e.data.stage} ${e.data.done}/${e.data.total}`);
    expect(stages).toEqual(['cutout 0/1', 'cutout 1/1', 'scene 0/2', 'scene 1/2', 'scene 2/2', 'compose 0/2', 'compose 1/2', 'compose 2/2']);
    expect(jobEvents.at(-1)).toMatchObject({ event: 'done', data: { status: 'completed', demo: true, error: null } });

    detail = await detailOf(project.id);
    expect(detail.status).toBe('SUCCESS');
    expect(detail.gallery).toHaveLength(2);
    expect(detail.limits.images_used).toBe(2);
    for (const image of detail.gallery) {
      expect(image).toMatchObject({ type: 'usage_scene', provider: 'offline', demo: true, model: 'packlens-demo-scene-1', width: 1024, height: 768 });
      expectThePack(await packPartsAt(await download(image.url), 'usage_scene', 1024, 768));
    }
    const provenance = JSON.parse((await download(detail.jobs[0].provenance_url)).toString('utf8'));
    expect(provenance).toMatchObject({ mode: 'key_visual', demo: true, request: { keyVisual: { type: 'usage_scene', sceneDescription: second.done.scene_description, placement: keyVisualPlacements.usage_scene } } });

    // Usage: once per job, each labelled demo.
    const usage = await eventsOfType(h, 'GenerationUsageRecorded');
    const ofJob = (jobId: string) => usage.filter((data) => data.usageId === jobId);
    expect(ofJob(queued.job_id)).toHaveLength(1);
    expect(ofJob(queued.job_id)[0]).toMatchObject({ service: 'key_visual_scene', provider: 'demo', demo: true });
    expect(ofJob(queued.job_id)[0].tokens).toBeGreaterThan(0);
    expect(ofJob(job.job_id)).toHaveLength(1);
    expect(ofJob(job.job_id)[0]).toMatchObject({ service: 'design_key_visual', provider: 'offline', demo: true, tickets: 0 });

    // The previous-project list's generation tab holds it as a key visual (type 7).
    const listed = await (await h.request('/api/projects/?tab=generation', as(admin))).json();
    expect(JSON.stringify(listed)).toContain(project.id);
  });

  it.each(['product_close_up', 'before_after', 'brand_world_view'] as const)('%s: the pack is where the type places it', async (type) => {
    const project = await readyProject(type);
    await agreeOnScene(project.id, '明るい雰囲気で');
    const job = await (await generate(project.id, { model_code: 'sdxl', width: 768, height: 512, batch_size: 1 })).json();
    expect(job.configure_provider).toBe('replicate');
    expect((await eventsOf(project.id, job.job_id)).at(-1)?.data.status).toBe('completed');
    const [image] = (await detailOf(project.id)).gallery;
    expect(image.type).toBe(type);
    expectThePack(await packPartsAt(await download(image.url), type, 768, 512));
  });
});

describe('refusals, in the caller’s language, storing and charging nothing', () => {
  async function unchanged(run: () => Promise<Response>, status: number, code: string, field?: string) {
    await h.settled();
    const [events, usage] = [await eventCount(h), (await eventsOfType(h, 'GenerationUsageRecorded')).length];
    const response = await run();
    const problem = await (response as unknown as { json(): Promise<any> }).json();
    expect([response.status, problem.code]).toEqual([status, code]);
    if (field) expect(JSON.stringify(problem.errors ?? problem.fields)).toContain(field);
    expect(problem.detail).not.toContain('{');
    await h.settled();
    expect(await eventCount(h)).toBe(events);
    expect((await eventsOfType(h, 'GenerationUsageRecorded')).length).toBe(usage);
    return problem;
  }

  it('a message needs the type first, and at most 500 characters', async () => {
    const { body: project } = await create();
    await unchanged(() => say(project.id, { message: '明るく' }), 400, 'FIELD_REQUIRED', 'type');
    await put(project.id, { type: 'usage_scene', product: '' });
    const tooLong = await unchanged(() => say(project.id, { message: 'あ'.repeat(501) }), 400, 'VALIDATION_FAILED', 'message');
    expect(JSON.stringify(tooLong)).toContain('500文字以内で入力してください。');
    await unchanged(() => put(project.id, { type: 'poster' }), 400, 'VALIDATION_FAILED', 'type');
  });

  it('images need the pack and an agreed scene, and stay within the model’s limits', async () => {
    const { body: project } = await create();
    await put(project.id, { type: 'difficult_scene', product: '' });
    await unchanged(() => generate(project.id, {}), 400, 'IMAGE_REQUIRED', 'pack');
    await uploadPack(project.id, [{ name: 'pack.png', bytes: await packPng(), type: 'image/png' }]);
    const scene = await unchanged(() => generate(project.id, {}), 409, 'KEY_VISUAL_SCENE_REQUIRED', 'message');
    expect(scene.detail).toBe('先にメッセージでシーンを決めてください（AIが描くシーンを説明します）。');
    await agreeOnScene(project.id, '夜のオフィス');
    const batch = await unchanged(() => generate(project.id, { model_code: 'gpt_image_1', batch_size: 5 }), 422, 'BATCH_SIZE_OUT_OF_RANGE', 'batch_size');
    expect(batch.detail).toBe('このモデルのバッチサイズは1〜4で指定してください（推奨：1）。');
    await unchanged(() => generate(project.id, { model_code: 'package_design_ja', width: 1024, height: 512 }), 422, 'GENERATION_SIZE_NOT_ALLOWED', 'width');
  });

  it('the pack: one jpg or png, checked by its bytes', async () => {
    const { body: project } = await create();
    await unchanged(() => postPack(project.id, [{ name: 'pack.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }]) as never, 415, 'IMAGE_TYPE_NOT_ALLOWED');
    await unchanged(() => postPack(project.id, [{ name: 'pack.png', bytes: Buffer.from('not an image'), type: 'image/png' }]) as never, 415, 'IMAGE_TYPE_NOT_ALLOWED');
    const png = await packPng();
    await unchanged(() => postPack(project.id, [{ name: 'a.png', bytes: png, type: 'image/png' }, { name: 'b.png', bytes: png, type: 'image/png' }]) as never, 422, 'TOO_MANY_IMAGES_PER_UPLOAD');
  });

  it('section 9: up to 1000 images in total per project — refused beyond it with what is left, deleted images still counted', async () => {
    const project = await readyProject();
    await agreeOnScene(project.id, '朝の食卓');
    // Given the project has made 999 images (recorded on its stream as a finished job would).
    await h.deps.store.append(`key-visual-project-${project.id}`, [
      {
        ...DesignImagesGenerated({
          jobId: '0193aaaa-0000-7000-8000-000000000001',
          projectId: project.id,
          clientId: accounts.clientId,
          mode: 'key_visual',
          images: Array.from({ length: 999 }, (_, i) => ({ imageId: `0193aaaa-0000-7000-8000-${String(i).padStart(12, '0')}`, blobKey: `clients/${accounts.clientId}/designs/x-${i}.png`, mediaType: 'image/png' as const, bytes: 1, width: 64, height: 64, seed: null })),
          provider: 'offline',
          model: 'packlens-demo-scene-1',
          demo: true,
          tickets: 0,
          provenanceBlobKey: 'x.json',
          attempts: 1,
          startedAt: h.now.toISOString(),
          completedAt: h.now.toISOString(),
        }),
        metadata: { correlationId: 'spec', causationId: null, actor: { kind: 'system', id: 'spec' }, clientId: accounts.clientId, at: h.now.toISOString() },
      },
    ], { expectedVersion: 'any' });
    await h.settled();
    expect((await detailOf(project.id)).limits.images_used).toBe(999);
    const refused = await unchanged(() => generate(project.id, { model_code: 'gpt_image_1', batch_size: 2 }), 409, 'KEY_VISUAL_IMAGE_LIMIT', 'batch_size');
    expect(refused.detail).toBe('キービジュアルは1プロジェクトにつき合計1000枚まで生成できます（残り1枚）。新しくプロジェクトを登録してください。');
    const last = await generate(project.id, { model_code: 'gpt_image_1', width: 512, height: 512, batch_size: 1 });
    expect(last.status).toBe(202);
    const job = await last.json();
    expect((await eventsOf(project.id, job.job_id)).at(-1)?.data.status).toBe('completed');
    const detail = await detailOf(project.id);
    expect(detail.limits.images_used).toBe(1000);
    // Deleting does not free room.
    expect((await h.request(`/api/key_visual_projects/${project.id}/images/${detail.gallery[0].image_id}`, { method: 'DELETE', ...as(admin) })).status).toBe(204);
    await unchanged(() => generate(project.id, { model_code: 'gpt_image_1', batch_size: 1 }), 409, 'KEY_VISUAL_IMAGE_LIMIT');
  });

  it('messages: at most the chat settings’ requests per conversation', async () => {
    const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
    const settings = (limit: number) => h.request('/api/admin/system_settings/current', { ...json('PUT', { plan_setting: 1, display_languages: ['ja', 'en', 'zh-CN'], initial_language: 'ja', cost_display: true, chat_token_limit: 3000, chat_request_limit: limit }), ...as(superAdmin) });
    expect((await settings(1)).status).toBe(200);
    try {
      const project = await readyProject();
      await agreeOnScene(project.id, '朝');
      const refused = await unchanged(() => say(project.id, { message: 'もう一度' }), 409, 'REGENERATION_LIMIT_REACHED');
      expect(refused.detail).toBe('再生成できる回数の上限に達しました。新しくプロジェクトを登録してください。');
      expect((await detailOf(project.id)).limits).toMatchObject({ messages_used: 1, message_limit: 1 });
    } finally {
      await settings(20);
    }
  });
});

describe('who may use it (section 6, on the server, every call)', () => {
  it('refuses a client without the monthly, generate or key-visual plan', async () => {
    const { response, body } = await create(freePlan);
    expect([response.status, body.code]).toEqual([422, 'SERVICE_NOT_AVAILABLE']);
  });

  it('refuses in English (Japanese only), also on a project registered in Japanese', async () => {
    const { response, body } = await create(admin, 'en');
    expect([response.status, body.code]).toEqual([422, 'SERVICE_JAPANESE_ONLY']);
    expect(body.detail).not.toMatch(/[ぁ-ん]/u);
    const { body: project } = await create();
    const read = await h.request(`/api/key_visual_projects/${project.id}`, as(admin, 'en'));
    expect((await read.json()).code).toBe('SERVICE_JAPANESE_ONLY');
    expect((await (await say(project.id, { message: 'x' }, admin, 'en')).json()).code).toBe('SERVICE_JAPANESE_ONLY');
  });

  it('hides one client’s project, its jobs and images from another (404)', async () => {
    const project = await readyProject();
    const { queued } = await agreeOnScene(project.id, '朝');
    const job = await (await generate(project.id, { model_code: 'gpt_image_1', width: 256, height: 256 })).json();
    await eventsOf(project.id, job.job_id);
    const imageId = (await detailOf(project.id)).gallery[0].image_id;
    const form = new FormData();
    form.append('files', new File([new Uint8Array(await packPng())], 'pack.png', { type: 'image/png' }));
    for (const response of [
      await h.request(`/api/key_visual_projects/${project.id}`, as(other)),
      await put(project.id, { type: 'usage_scene', product: '' }, other),
      await h.request(`/api/key_visual_projects/${project.id}/pack`, { method: 'POST', body: form, ...as(other) }),
      await say(project.id, { message: '朝' }, other),
      await generate(project.id, {}, other),
      await h.request(`/api/key_visual_projects/${project.id}/jobs/${job.job_id}/events`, as(other)),
      await h.request(`/api/key_visual_projects/${project.id}/jobs/${queued.job_id}/events`, as(other)),
      await h.request(`/api/key_visual_projects/${project.id}/gallery`, as(other)),
      await h.request(`/api/key_visual_projects/${project.id}/images/${imageId}`, { method: 'DELETE', ...as(other) }),
      // Nor is a key visual's message a text project's answer.
      await h.request(`/api/generation/jobs/${queued.job_id}/events`, as(admin)),
    ]) {
      expect([response.status, (await response.json()).code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await (await h.request(`/api/key_visual_projects/${project.id}/gallery`, as(admin))).json()).toHaveLength(1);
  });
});

describe('the gallery', () => {
  it('deletes an image: gone from the gallery, its file no longer served', async () => {
    const project = await readyProject('make_yourself');
    await agreeOnScene(project.id, '雪山の山小屋の前');
    const job = await (await generate(project.id, { model_code: 'gemini_2_5_flash_image', width: 256, height: 256, batch_size: 2 })).json();
    expect(job.configure_provider).toBe('google');
    await eventsOf(project.id, job.job_id);
    const [first, second] = (await detailOf(project.id)).gallery;
    expect((await h.request(`/api/key_visual_projects/${project.id}/images/${first.image_id}`, { method: 'DELETE', ...as(admin) })).status).toBe(204);
    const gallery = await (await h.request(`/api/key_visual_projects/${project.id}/gallery`, as(admin))).json();
    expect(gallery.map((image: { image_id: string }) => image.image_id)).toEqual([second.image_id]);
    expect((await h.request(first.url)).status).toBe(404);
    expect((await h.request(`/api/key_visual_projects/${project.id}/images/${first.image_id}`, { method: 'DELETE', ...as(admin) })).status).toBe(404);
  });
});

describe('a partner’s API key (issue 15): generation:write, and Idempotency-Key on the creating POSTs', () => {
  it('creates once for a retried request with the same key, and runs a message with the key alone', async () => {
    const created = await h.request('/api/api_keys/', { ...json('POST', { name: 'key visuals', scopes: ['generation:write'] }), ...as(admin) });
    const key = ((await created.json()) as { key: string }).key;
    const post = () => h.request('/api/key_visual_projects/', { ...json('POST', { name: 'Partner visual' }), headers: { 'Idempotency-Key': 'kv-create-1' }, ...as(key) });
    const [first, again] = [await post(), await post()];
    expect([first.status, again.status]).toEqual([201, 201]);
    const project = await first.json();
    expect((await again.json()).id).toBe(project.id);
    expect((await put(project.id, { type: 'brand_world_view', product: 'Morning Orange' }, key)).status).toBe(200);
    const sent = await say(project.id, { message: '自然の中で' }, key);
    expect(sent.status).toBe(202);
    const reader = await h.request('/api/api_keys/', { ...json('POST', { name: 'reader', scopes: ['projects:read'] }), ...as(admin) });
    const refused = await h.request(`/api/key_visual_projects/${project.id}`, as(((await reader.json()) as { key: string }).key));
    expect([refused.status, (await refused.json()).code]).toEqual([403, 'API_KEY_SCOPE_MISSING']);
  });
});

// Last: it configures OpenAI for the whole platform, which the specs above expect unset.
describe('with OpenAI configured (through its stand-in): GPT-4o writes the scene, GPT Image 1 draws it', () => {
  it('sends the conversation to GPT-4o and the agreed scene to GPT Image 1, places the real pack on what it answers, not demo; usage once each', async () => {
    const description = 'A sunlit kitchen table in the early evening; a family shares dinner on the left, leaving the lower right clear.';
    const openai = await startOpenAiStandIn({ apiKey: 'sk-standin-5678', reply: () => description });
    try {
      const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
      expect((await h.request('/api/admin/providers/openai', { ...json('PUT', { api_key: 'sk-standin-5678', base_url: openai.baseUrl }), ...as(superAdmin) })).status).toBe(200);
      const project = await readyProject();
      expect((await detailOf(project.id)).text_demo_notice).toBeNull();
      const { queued, done } = await agreeOnScene(project.id, '夕方のキッチンで家族の夕食');
      expect(queued).toMatchObject({ provider: 'openai', demo: false });
      expect(done).toMatchObject({ status: 'completed', scene_description: description, demo: false, model: 'gpt-4o' });
      const chat = openai.requests.filter((request) => request.path.includes('/chat/completions'));
      expect(chat).toHaveLength(1);
      expect(chat[0].json.model).toBe('gpt-4o');
      expect(JSON.stringify(chat[0].json.messages)).toContain('art director');
      expect(JSON.stringify(chat[0].json.messages)).toContain('夕方のキッチンで家族の夕食');

      const job = await (await generate(project.id, { model_code: 'gpt_image_1', width: 1024, height: 1024, batch_size: 2 })).json();
      expect(job).toMatchObject({ provider: 'openai', configure_provider: null, demo_notice: null });
      expect((await eventsOf(project.id, job.job_id)).at(-1)?.data).toMatchObject({ status: 'completed', demo: false, model: 'gpt-image-1' });
      const sent = openai.requests.filter((request) => request.path.includes('/images/generations'));
      expect(sent).toHaveLength(1);
      expect(sent[0].json).toMatchObject({ model: 'gpt-image-1', n: 2, size: '1024x1024' });
      expect(String(sent[0].json.prompt)).toContain(description);
      expect(String(sent[0].json.prompt)).toContain('do not draw any package');
      const detail = await detailOf(project.id);
      expect(detail.gallery).toHaveLength(2);
      for (const image of detail.gallery) {
        expect(image).toMatchObject({ provider: 'openai', demo: false, model: 'gpt-image-1', width: 1024, height: 1024 });
        const parts = await packPartsAt(await download(image.url), 'usage_scene', 1024, 1024);
        expectThePack(parts);
        // The stand-in's scene is one colour (200, 40, 40): it covers the canvas around the pack.
        expect(parts.beside).toEqual([200, 40, 40]);
      }
      const usage = await eventsOfType(h, 'GenerationUsageRecorded');
      expect(usage.filter((data) => data.usageId === queued.job_id)).toEqual([expect.objectContaining({ provider: 'openai', demo: false, service: 'key_visual_scene' })]);
      expect(usage.filter((data) => data.usageId === job.job_id)).toEqual([expect.objectContaining({ provider: 'openai', demo: false, service: 'design_key_visual' })]);
    } finally {
      await openai.close();
    }
  });
});
