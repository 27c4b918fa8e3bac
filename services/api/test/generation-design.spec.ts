import sharp from 'sharp';
import { samplePsd, startOpenAiStandIn } from '@packlens/generation/stand-ins';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';

// Jobs run on the worker beside other specs' work on two shared cores: room for GrabCut and sharp.
vi.setConfig({ testTimeout: 60_000 });

const h = useApi();
let accounts: Accounts;
let admin: string;
let other: string;
let noGenerate: string;

const as = (token: string, language = 'ja') => ({ token, language });

beforeAll(async () => {
  // A client on the monthly plan with the design generation add-on (section 6: the generate plan).
  accounts = await givenAccounts(h, 'design', { planId: 3 });
  admin = (await loginAs(h, accounts.admin.email)).token;
  const changed = await h.request(`/api/change_plan/${accounts.clientId}`, { ...json('PUT', { plan_id: 1, plan_generate_id: 21 }), ...as(admin) });
  expect(changed.status).toBe(200);
  admin = (await loginAs(h, accounts.admin.email)).token;
  const otherClient = await givenAccounts(h, 'design-other', { planId: 3 });
  other = (await loginAs(h, otherClient.admin.email)).token;
  await h.request(`/api/change_plan/${otherClient.clientId}`, { ...json('PUT', { plan_id: 1, plan_generate_id: 21 }), ...as(other) });
  other = (await loginAs(h, otherClient.admin.email)).token;
  const monthlyOnly = await givenAccounts(h, 'design-monthly', { planId: 1 });
  noGenerate = (await loginAs(h, monthlyOnly.admin.email)).token;
});

async function newProject(token = admin) {
  const response = await h.request('/api/design_projects/', { ...json('POST', { name: '新パッケージ案' }), ...as(token) });
  return { response, body: await response.json() };
}

/** A pack drawn on a white backdrop: a coloured carton with a light label band, standing in the middle. */
async function packOnWhite(size = 400): Promise<Buffer> {
  const w = Math.round(size * 0.4);
  const hgt = Math.round(size * 0.6);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="${(size - w) / 2}" y="${(size - hgt) / 2}" width="${w}" height="${hgt}" fill="#c0392b"/>
    <rect x="${(size - w) / 2 + 10}" y="${size / 2 - 20}" width="${w - 20}" height="40" fill="#f1c40f"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A scene: a blue-to-green gradient (a shelf or a table would do as well). */
async function scene(size = 512): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="1" stop-color="#6ab04c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function upload(projectId: string, files: { name: string; bytes: Buffer; type: string }[], token = admin) {
  const form = new FormData();
  for (const file of files) form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const response = await h.request(`/api/design_projects/${projectId}/inputs`, { method: 'POST', body: form, ...as(token) });
  return { response, body: await response.json() };
}

const generate = (projectId: string, body: Record<string, unknown>, token = admin, language = 'ja') =>
  h.request(`/api/design_projects/${projectId}/generations`, { ...json('POST', body), ...as(token, language) });

/** Reads the project until the job has ended (the worker runs it outside the request). */
async function finished(projectId: string, jobId: string, token = admin) {
  for (let i = 0; i < 240; i++) {
    const detail = await (await h.request(`/api/design_projects/${projectId}`, as(token))).json();
    const job = detail.jobs.find((candidate: { job_id: string }) => candidate.job_id === jobId);
    if (job && job.status !== 'running') return { detail, job };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`job ${jobId} did not finish`);
}

async function download(url: string): Promise<Buffer> {
  const response = await h.request(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('text to image without a provider: the labelled demo generator', () => {
  it('runs as a job, stores the batch in the gallery at full size, says demo and which provider to configure, and records the usage once', async () => {
    const { response, body: project } = await newProject();
    expect(response.status).toBe(201);
    expect(project).toMatchObject({ type: 6, status: 'DRAFT', inputs: [], jobs: [], gallery: [] });

    const queued = await generate(project.id, { mode: 'text_to_image', model_code: 'sdxl', prompt: '"Morning Orange" juice carton, fresh', negative_prompt: 'blurry', width: 512, height: 768, batch_size: 2, steps: 20, seed: 42 });
    expect(queued.status).toBe(202);
    const job = await queued.json();
    expect(job).toMatchObject({ mode: 'text_to_image', model_code: 'sdxl', provider: 'offline', status: 'running', configure_provider: 'replicate' });
    expect(job.demo_notice).toContain('Replicate');

    const { detail, job: done } = await finished(project.id, job.job_id);
    expect(done).toMatchObject({ status: 'completed', demo: true, error: null });
    const stream = await h.request(`/api/design_projects/${project.id}/jobs/${job.job_id}/events`, as(admin));
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const frames = (await stream.text()).split('\n\n').filter((frame) => frame.startsWith('event:'));
    expect(frames.map((frame) => frame.split('\n')[0])).toEqual(['event: job', 'event: done']);
    expect(JSON.parse(frames[1].split('\n')[1].slice('data: '.length))).toMatchObject({ job_id: job.job_id, status: 'completed', demo: true });
    expect(detail.status).toBe('SUCCESS');
    expect(detail.gallery).toHaveLength(2);
    for (const image of detail.gallery) {
      expect(image).toMatchObject({ mode: 'text_to_image', model_code: 'sdxl', provider: 'offline', demo: true, width: 512, height: 768 });
      const bytes = await download(image.url);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([512, 768]);
    }
    expect(detail.gallery.map((image: { seed: number }) => image.seed).sort()).toEqual([42, 43]);

    const provenance = JSON.parse((await download(done.provenance_url)).toString('utf8'));
    expect(provenance).toMatchObject({ mode: 'text_to_image', demo: true, request: { prompt: '"Morning Orange" juice carton, fresh', negativePrompt: 'blurry', batchSize: 2, seed: 42 } });

    const usage = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((data) => data.usageId === job.job_id);
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ service: 'design_text_to_image', provider: 'offline', demo: true, tickets: 0 });
    const generated = await eventsOfType(h, 'DesignImagesGenerated');
    expect(generated.filter((data) => data.jobId === job.job_id)).toHaveLength(1);

    // The previous-project list shows it under the generation tab.
    const listed = JSON.stringify(await (await h.request('/api/projects/?tab=generation', as(admin))).json());
    expect(listed).toContain(project.id);
  });
});

describe('background removal offline (GrabCut, real)', () => {
  it('cuts a drawn pack out of its white backdrop: transparent corners, an opaque centre, not labelled demo', async () => {
    const { body: project } = await newProject();
    const uploaded = await upload(project.id, [{ name: 'pack.png', bytes: await packOnWhite(), type: 'image/png' }]);
    expect(uploaded.response.status).toBe(201);
    const [input] = uploaded.body.inputs;
    expect(input).toMatchObject({ media_type: 'image/png', width: 400, height: 400 });

    const job = await (await generate(project.id, { mode: 'background_removal', model_code: 'sdxl', input_ids: [input.input_id] })).json();
    const { detail, job: done } = await finished(project.id, job.job_id);
    expect(done).toMatchObject({ status: 'completed', demo: false });
    const [image] = detail.gallery;
    expect(image).toMatchObject({ mode: 'background_removal', media_type: 'image/png', demo: false, width: 400, height: 400 });
    const { data, info } = await sharp(await download(image.url)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    for (const [x, y] of [[2, 2], [397, 2], [2, 397], [397, 397]]) expect(alphaAt(x, y)).toBe(0);
    expect(alphaAt(200, 200)).toBe(255);
    expect(alphaAt(200, 100)).toBe(255);
  });
});

describe('image composition offline (sharp, real)', () => {
  it('stands the product, cut out, on the scene at the size asked', async () => {
    const { body: project } = await newProject();
    const { body } = await upload(project.id, [
      { name: 'scene.jpg', bytes: await scene(), type: 'image/jpeg' },
      { name: 'pack.png', bytes: await packOnWhite(), type: 'image/png' },
    ]);
    const [sceneInput, packInput] = body.inputs;
    const job = await (await generate(project.id, { mode: 'merge', model_code: 'gpt_image_1', width: 512, height: 512, input_ids: [sceneInput.input_id, packInput.input_id] })).json();
    const { detail, job: done } = await finished(project.id, job.job_id);
    expect(done).toMatchObject({ status: 'completed', demo: false });
    const [image] = detail.gallery;
    expect(image).toMatchObject({ mode: 'merge', width: 512, height: 512, demo: false });
    const { data, info } = await sharp(await download(image.url)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    // The scene's top stays as it was (blue); the pack's red stands in the lower middle, where the scene is green.
    const [r0, g0, b0] = pixel(10, 10);
    expect(b0).toBeGreaterThan(r0);
    expect(b0).toBeGreaterThan(g0 - 40);
    const [r, g, b] = pixel(256, 400);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
  });
});

/** A mask as the port reads it: opaque where the image stays, transparent in a box (x, y, w, h) where it changes. */
async function maskWithHole(size: number, [x, y, w, hgt]: number[]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#000"/></svg>`;
  // dest-out clears the mask where the overlay is opaque.
  const hole = await sharp({ create: { width: w, height: hgt, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).ensureAlpha().composite([{ input: hole, left: x, top: y, blend: 'dest-out' }]).png().toBuffer();
}

describe('partial change with a mask', () => {
  it('repairs a small marked area offline (real: the pixels outside stay), and answers a large one with the labelled demo', async () => {
    const { body: project } = await newProject();
    const pack = await packOnWhite();
    // A dark scratch across the pack's red face, and a mask marking just it.
    const scratched = await sharp(pack).composite([{ input: await sharp({ create: { width: 40, height: 4, channels: 3, background: '#111111' } }).png().toBuffer(), left: 180, top: 120 }]).png().toBuffer();
    const { body } = await upload(project.id, [
      { name: 'scratched.png', bytes: scratched, type: 'image/png' },
      { name: 'small-mask.png', bytes: await maskWithHole(400, [176, 116, 48, 12]), type: 'image/png' },
      { name: 'large-mask.png', bytes: await maskWithHole(400, [0, 0, 400, 300]), type: 'image/png' },
    ]);
    const [image, small, large] = body.inputs;
    const request = { mode: 'inpaint', model_code: 'sdxl', prompt: 'remove the scratch', width: 400, height: 400, input_ids: [image.input_id] };

    const repaired = await (await generate(project.id, { ...request, mask_id: small.input_id })).json();
    const { detail, job } = await finished(project.id, repaired.job_id);
    expect(job).toMatchObject({ status: 'completed', demo: false });
    const { data, info } = await sharp(await download(detail.gallery[0].url)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [r, g, b] = pixel(200, 122);
    expect(r).toBeGreaterThan(150);
    expect(g + b).toBeLessThan(150);
    expect(pixel(10, 10)).toEqual([255, 255, 255]);

    const redrawn = await (await generate(project.id, { ...request, mask_id: large.input_id })).json();
    const { job: demo } = await finished(project.id, redrawn.job_id);
    expect(demo).toMatchObject({ status: 'completed', demo: true, configure_provider: 'replicate' });
  });
});

describe('limits of the chosen model, refused with the catalogue codes, storing and charging nothing', () => {
  it.each([
    ['width over 1024 for SDXL', { mode: 'text_to_image', model_code: 'sdxl', prompt: 'x', width: 2048, height: 512 }, 422, 'GENERATION_SIZE_NOT_ALLOWED', 'width'],
    ['width over 512 for the package-design model', { mode: 'text_to_image', model_code: 'package_design_ja', prompt: 'x', width: 1024, height: 512 }, 422, 'GENERATION_SIZE_NOT_ALLOWED', 'width'],
    ['batch of 5 for SDXL (at most 4)', { mode: 'text_to_image', model_code: 'sdxl', prompt: 'x', batch_size: 5 }, 422, 'BATCH_SIZE_OUT_OF_RANGE', 'batch_size'],
    ['batch of 17 for the beer model (at most 16)', { mode: 'text_to_image', model_code: 'beer', prompt: 'x', batch_size: 17 }, 422, 'BATCH_SIZE_OUT_OF_RANGE', 'batch_size'],
    ['steps over 50', { mode: 'text_to_image', model_code: 'sdxl', prompt: 'x', steps: 51 }, 422, 'STEPS_OUT_OF_RANGE', 'steps'],
    ['a negative seed for a large model', { mode: 'text_to_image', model_code: 'sd_3_5_large', prompt: 'x', seed: -1 }, 400, 'SEED_OUT_OF_RANGE', 'seed'],
    ['a seed over 1000000 for a standard model', { mode: 'text_to_image', model_code: 'package_design_ja', prompt: 'x', seed: 1_000_001 }, 400, 'SEED_OUT_OF_RANGE', 'seed'],
    ['composition with one image', { mode: 'merge', model_code: 'sdxl', input_ids: 'one' }, 422, 'DESIGN_INPUT_COUNT', 'input_ids'],
    ['partial change without a mask', { mode: 'inpaint', model_code: 'sdxl', prompt: 'x', input_ids: 'one' }, 422, 'MASK_REQUIRED', 'mask_id'],
    ['three images for GPT Image 1 (at most 2)', { mode: 'merge', model_code: 'gpt_image_1', input_ids: 'three' }, 422, 'TOO_MANY_INPUT_IMAGES', 'input_ids'],
  ])('%s', async (_name, request, status, code, field) => {
    const { body: project } = await newProject();
    const { body } = await upload(project.id, [
      { name: 'a.png', bytes: await packOnWhite(64), type: 'image/png' },
      { name: 'b.jpg', bytes: await scene(64), type: 'image/jpeg' },
      { name: 'c.png', bytes: await packOnWhite(80), type: 'image/png' },
    ]);
    const ids = body.inputs.map((input: { input_id: string }) => input.input_id);
    const inputIds = { one: ids.slice(0, 1), three: ids } as Record<string, string[]>;
    const resolved = { ...request, ...('input_ids' in request ? { input_ids: inputIds[request.input_ids as string] } : {}) };
    await h.settled();
    const [eventsBefore, usageBefore] = [await eventCount(h), (await eventsOfType(h, 'GenerationUsageRecorded')).length];
    const response = await generate(project.id, resolved, admin, 'en');
    const problem = await response.json();
    expect([response.status, problem.code]).toEqual([status, code]);
    expect(problem.fields?.[field] ?? problem.errors?.[field] ?? JSON.stringify(problem)).toContain(code);
    expect(problem.detail).not.toContain('{');
    await h.settled();
    expect(await eventCount(h)).toBe(eventsBefore);
    expect((await eventsOfType(h, 'GenerationUsageRecorded')).length).toBe(usageBefore);
    const detail = await (await h.request(`/api/design_projects/${project.id}`, as(admin))).json();
    expect([detail.jobs, detail.gallery]).toEqual([[], []]);
  });

  it('says the limit in the reader’s language', async () => {
    const { body: project } = await newProject();
    const ja = await (await generate(project.id, { mode: 'text_to_image', model_code: 'sdxl', prompt: 'x', batch_size: 9 }, admin, 'ja')).json();
    expect(ja.detail).toBe('このモデルのバッチサイズは1〜4で指定してください（推奨：1）。');
    const zh = await (await generate(project.id, { mode: 'text_to_image', model_code: 'package_design_ja', prompt: 'x', width: 600 }, admin, 'zh-CN')).json();
    expect(zh.detail).toBe('此模型的宽度和高度须在64到512像素之间。');
  });

  it('refuses a pdf or a renamed file as an input, storing nothing', async () => {
    const { body: project } = await newProject();
    const before = await eventCount(h);
    const pdf = await upload(project.id, [{ name: 'design.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }]);
    expect([pdf.response.status, pdf.body.code]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    const renamed = await upload(project.id, [{ name: 'pack.png', bytes: Buffer.from('not an image at all'), type: 'image/png' }]);
    expect([renamed.response.status, renamed.body.code]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    expect(await eventCount(h)).toBe(before);
  });
});

describe('who may use it (section 6, on the server)', () => {
  it('refuses a client without the generate plan', async () => {
    const { response, body } = await newProject(noGenerate);
    expect([response.status, body.code]).toEqual([422, 'SERVICE_NOT_AVAILABLE']);
  });

  it('hides one client’s project, gallery and images from another (404)', async () => {
    const { body: project } = await newProject();
    const job = await (await generate(project.id, { mode: 'text_to_image', model_code: 'gemini_2_5_flash_image', prompt: 'tea can', width: 256, height: 256 })).json();
    const { detail } = await finished(project.id, job.job_id);
    const imageId = detail.gallery[0].image_id;
    for (const response of [
      await h.request(`/api/design_projects/${project.id}`, as(other)),
      await h.request(`/api/design_projects/${project.id}/gallery`, as(other)),
      await h.request(`/api/design_projects/${project.id}/jobs/${job.job_id}/events`, as(other)),
      await h.request(`/api/design_projects/${project.id}/images/${imageId}`, { method: 'DELETE', ...as(other) }),
      await generate(project.id, { mode: 'text_to_image', model_code: 'sdxl', prompt: 'x' }, other),
    ]) {
      expect([response.status, (await response.json()).code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await (await h.request(`/api/design_projects/${project.id}/gallery`, as(admin))).json())).toHaveLength(1);
  });
});

describe('the gallery', () => {
  it('deletes an image: gone from the gallery, its file no longer served', async () => {
    const { body: project } = await newProject();
    const job = await (await generate(project.id, { mode: 'text_to_image', model_code: 'dall_e_3', prompt: 'biscuit box', width: 256, height: 256, batch_size: 2 })).json();
    const { detail, job: done } = await finished(project.id, job.job_id);
    expect(done.configure_provider).toBe('openai');
    const [first, second] = detail.gallery;
    const removed = await h.request(`/api/design_projects/${project.id}/images/${first.image_id}`, { method: 'DELETE', ...as(admin) });
    expect(removed.status).toBe(204);
    const gallery = await (await h.request(`/api/design_projects/${project.id}/gallery`, as(admin))).json();
    expect(gallery.map((image: { image_id: string }) => image.image_id)).toEqual([second.image_id]);
    expect(gallery[0]).toMatchObject({ mode: 'text_to_image', model_code: 'dall_e_3', demo: true });
    expect((await h.request(first.url)).status).toBe(404);
    const again = await h.request(`/api/design_projects/${project.id}/images/${first.image_id}`, { method: 'DELETE', ...as(admin) });
    expect(again.status).toBe(404);
  });
});

// Last: it configures OpenAI for the whole platform, which the specs above expect unset.
// Before any text provider is configured by the specs below: without one, the demo assistant answers.
describe('prompt assist (section 5: needs the category and the shape)', () => {
  it('writes an image prompt from the category, the shape and the keywords, labelled demo without a text provider; refuses without a shape', async () => {
    const { body: project } = await newProject();
    const missing = await h.request(`/api/design_projects/${project.id}/prompt_assist`, { ...json('POST', { prompt: 'lemon, summer', category_id: 2 }), ...as(admin, 'en') });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'shape', code: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' })] });
    const answered = await h.request(`/api/design_projects/${project.id}/prompt_assist`, { ...json('POST', { prompt: '"Sunny Lemon" lemon, summer', category_id: 2, shape: 'can' }), ...as(admin) });
    expect(answered.status).toBe(200);
    const suggestion = await answered.json();
    expect(suggestion.text).toMatch(/^"Sunny Lemon" can package design/);
    expect(suggestion.text).toContain('summer');
    expect((await h.request(`/api/design_projects/${project.id}/prompt_assist`, { ...json('POST', { prompt: 'x', category_id: 2, shape: 'can' }), ...as(other) })).status).toBe(404);
  });
});

describe('with the model’s provider configured (OpenAI through its stand-in)', () => {
  it('sends text to image to the provider, stores what it answers, not demo, and records its usage', async () => {
    const openai = await startOpenAiStandIn({ apiKey: 'sk-standin-1234' });
    try {
      const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
      const configured = await h.request('/api/admin/providers/openai', { ...json('PUT', { api_key: 'sk-standin-1234', base_url: openai.baseUrl }), ...as(superAdmin) });
      expect(configured.status).toBe(200);
      const { body: project } = await newProject();
      const queued = await (await generate(project.id, { mode: 'text_to_image', model_code: 'gpt_image_1', prompt: 'green tea can, minimal', width: 1024, height: 1024, batch_size: 2 })).json();
      expect(queued).toMatchObject({ provider: 'openai', configure_provider: null, demo_notice: null });
      const { detail, job } = await finished(project.id, queued.job_id);
      expect(job).toMatchObject({ status: 'completed', demo: false, model: 'gpt-image-1' });
      expect(detail.gallery).toHaveLength(2);
      expect(detail.gallery[0]).toMatchObject({ provider: 'openai', demo: false, model_code: 'gpt_image_1' });
      expect((await sharp(await download(detail.gallery[0].url)).metadata()).format).toBe('png');
      const sent = openai.requests.filter((request) => request.path.includes('/images/generations'));
      expect(sent).toHaveLength(1);
      expect(sent[0].json).toMatchObject({ model: 'gpt-image-1', n: 2, size: '1024x1024' });
      expect(String(sent[0].json.prompt)).toContain('green tea can');
      const usage = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((data) => data.usageId === queued.job_id);
      expect(usage).toHaveLength(1);
      expect(usage[0]).toMatchObject({ provider: 'openai', demo: false, service: 'design_text_to_image' });
    } finally {
      await openai.close();
    }
  });
});

describe('a partner’s API key (issue 15): design generation needs generation:write', () => {
  const key = async (scopes: string[]) => {
    const response = await h.request('/api/api_keys/', { ...json('POST', { name: `design ${scopes.join(' ')}`, scopes }), ...as(admin) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { key: string }).key;
  };

  it('creates a project, removes a background and reads the gallery with a generation:write key alone', async () => {
    const partner = await key(['generation:write']);
    const { response, body: project } = await newProject(partner);
    expect(response.status).toBe(201);
    const uploaded = await upload(project.id, [{ name: 'pack.png', bytes: await packOnWhite(), type: 'image/png' }], partner);
    expect(uploaded.response.status).toBe(201);
    const queued = await generate(project.id, { mode: 'background_removal', model_code: 'sdxl', input_ids: [uploaded.body.inputs[0].input_id] }, partner);
    expect(queued.status).toBe(202);
    const { job } = await finished(project.id, (await queued.json()).job_id, partner);
    expect(job.status).toBe('completed');
    const gallery = await (await h.request(`/api/design_projects/${project.id}/gallery`, as(partner))).json();
    expect(gallery.images ?? gallery).toHaveLength(1);
  });

  it('refuses a key without the scope with 403 naming it, and stores nothing', async () => {
    const reader = await key(['projects:read']);
    const before = await eventCount(h);
    const refused = await h.request('/api/design_projects/', { ...json('POST', { name: 'x' }), ...as(reader) });
    expect(refused.status).toBe(403);
    const problem = await refused.json();
    expect(problem.code).toBe('API_KEY_SCOPE_MISSING');
    expect(JSON.stringify(problem)).toContain('generation:write');
    expect(await eventCount(h)).toBe(before);
  });
});

describe('image fix (the whole image changed as the prompt says)', () => {
  it('runs on the labelled demo generator without a provider, and needs a prompt and the image', async () => {
    const { body: project } = await newProject();
    const { body: uploaded } = await upload(project.id, [{ name: 'pack.png', bytes: await packOnWhite(), type: 'image/png' }]);
    const inputId = uploaded.inputs[0].input_id;
    const noPrompt = await generate(project.id, { mode: 'image_fix', model_code: 'sdxl', input_ids: [inputId] }, admin, 'en');
    expect(noPrompt.status).toBe(400);
    const noImage = await generate(project.id, { mode: 'image_fix', model_code: 'sdxl', prompt: 'warmer colours' }, admin, 'en');
    expect(await noImage.json()).toMatchObject({ code: 'DESIGN_INPUT_COUNT' });
    const queued = await (await generate(project.id, { mode: 'image_fix', model_code: 'sdxl', prompt: 'warmer colours, a gold rim', input_ids: [inputId], width: 512, height: 512 })).json();
    const { detail, job } = await finished(project.id, queued.job_id);
    expect(job).toMatchObject({ mode: 'image_fix', status: 'completed', demo: true, configure_provider: 'replicate' });
    expect(detail.gallery[0]).toMatchObject({ mode: 'image_fix', demo: true });
  });

  it('sends the image to the provider’s edit endpoint without a mask when the model’s provider is configured (GPT Image 1, OpenAI stand-in)', async () => {
    const openai = await startOpenAiStandIn({ apiKey: 'sk-standin-1234' });
    try {
      const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
      expect((await h.request('/api/admin/providers/openai', { ...json('PUT', { api_key: 'sk-standin-1234', base_url: openai.baseUrl }), ...as(superAdmin) })).status).toBe(200);
      const { body: project } = await newProject();
      const { body: uploaded } = await upload(project.id, [{ name: 'pack.png', bytes: await packOnWhite(), type: 'image/png' }]);
      const queued = await (await generate(project.id, { mode: 'image_fix', model_code: 'gpt_image_1', prompt: 'make the label gold', input_ids: [uploaded.inputs[0].input_id], width: 1024, height: 1024 })).json();
      expect(queued).toMatchObject({ provider: 'openai' });
      const { job } = await finished(project.id, queued.job_id);
      expect(job).toMatchObject({ status: 'completed', demo: false });
      const sent = openai.requests.filter((request) => request.path.includes('/images/edits'));
      expect(sent).toHaveLength(1);
      expect(sent[0].body.toString('latin1')).toContain('make the label gold');
      expect(sent[0].body.toString('latin1')).not.toContain('name="mask"');
    } finally {
      await openai.close();
    }
  });
});

describe('print-readiness and the upscale (offline, real super-resolution)', () => {
  it('says a 200 px design is not ready for a 30 mm print at 300 dpi and names the factor that is, then upscales a gallery image ×2 for real', async () => {
    const { body: project } = await newProject();
    const { body: uploaded } = await upload(project.id, [{ name: 'small.png', bytes: await packOnWhite(200), type: 'image/png' }]);
    const inputId = uploaded.inputs[0].input_id;
    const report = await (await h.request(`/api/design_projects/${project.id}/inputs/${inputId}/print_readiness?width_mm=30&height_mm=30`, as(admin))).json();
    // 30 mm at 300 dpi is 355 px: 200 px prints at 169 dpi; ×2 reaches 339.
    expect(report).toMatchObject({ width_px: 200, required_width_px: 355, effective_dpi: 169, ready: false, suggested_scale: 2, dpi_after_upscale: 339 });

    const cut = await (await generate(project.id, { mode: 'background_removal', model_code: 'sdxl', input_ids: [inputId] })).json();
    const { detail } = await finished(project.id, cut.job_id);
    const source = detail.gallery[0];
    const queued = await (await generate(project.id, { mode: 'upscale', model_code: 'sdxl', source_image_id: source.image_id, scale: 2 })).json();
    expect(queued).toMatchObject({ mode: 'upscale', provider: 'offline', configure_provider: null, demo_notice: null });
    const { detail: after, job } = await finished(project.id, queued.job_id);
    expect(job).toMatchObject({ status: 'completed', demo: false, model: expect.stringContaining('esrgan-slim-x2') });
    const upscaled = after.gallery.find((image: { job_id: string }) => image.job_id === queued.job_id);
    expect(upscaled).toMatchObject({ mode: 'upscale', width: 400, height: 400, demo: false });
    const meta = await sharp(await download(upscaled.url)).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([400, 400, true]);
    const ready = await (await h.request(`/api/design_projects/${project.id}/images/${upscaled.image_id}/print_readiness?width_mm=30&height_mm=30`, as(admin))).json();
    expect(ready).toMatchObject({ ready: true, suggested_scale: null, effective_dpi: 339 });
  });

  it('refuses an upscale past 6,000 px, an unknown factor, another project’s gallery image, and a mode that is not a design project’s', async () => {
    const { body: project } = await newProject();
    const big = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#88aacc' } }).png().toBuffer();
    const { body: uploaded } = await upload(project.id, [{ name: 'big.png', bytes: big, type: 'image/png' }]);
    const inputId = uploaded.inputs[0].input_id;
    const before = await eventCount(h);
    const tooLarge = await generate(project.id, { mode: 'upscale', model_code: 'sdxl', input_ids: [inputId], scale: 4 }, admin, 'en');
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toMatchObject({ code: 'UPSCALE_TOO_LARGE', detail: 'The upscaled image would be 6400 px on its long side; the most is 6000 px. Choose a smaller factor.' });
    expect((await generate(project.id, { mode: 'upscale', model_code: 'sdxl', input_ids: [inputId], scale: 5 })).status).toBe(400);
    expect((await generate(project.id, { mode: 'upscale', model_code: 'sdxl', source_image_id: inputId, scale: 2 })).status).toBe(404);
    expect((await generate(project.id, { mode: 'logo', model_code: 'sdxl', prompt: 'x' })).status).toBe(400);
    expect(await eventCount(h)).toBe(before);
    const badSize = await h.request(`/api/design_projects/${project.id}/inputs/${inputId}/print_readiness?width_mm=0&height_mm=30`, as(admin));
    expect(badSize.status).toBe(400);
    expect((await h.request(`/api/design_projects/${project.id}/inputs/${inputId}/print_readiness?width_mm=30&height_mm=30`, as(other))).status).toBe(404);
  });
});

describe('PSD inputs (at most 5 files of 25 MB, read flattened or by layer)', () => {
  const psdUpload = async (projectId: string, files: { name: string; bytes: Uint8Array }[], layers?: boolean, language = 'ja') => {
    const form = new FormData();
    for (const file of files) form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: 'image/vnd.adobe.photoshop' }));
    if (layers !== undefined) form.append('psd_layers', String(layers));
    const response = await h.request(`/api/design_projects/${projectId}/inputs`, { method: 'POST', body: form, ...as(admin, language) });
    return { response, body: await response.json() };
  };

  it('stores a PSD flattened as one PNG input, or one input per visible layer (the hidden one left out)', async () => {
    const { body: project } = await newProject();
    const flat = await psdUpload(project.id, [{ name: 'Pack.psd', bytes: samplePsd() }]);
    expect(flat.response.status).toBe(201);
    expect(flat.body.inputs).toHaveLength(1);
    expect(flat.body.inputs[0]).toMatchObject({ file_name: 'Pack.png', media_type: 'image/png', width: 120, height: 80 });
    const { data, info } = await sharp(await download(flat.body.inputs[0].url)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(Array.from(data.subarray((40 * info.width + 30) * 4, (40 * info.width + 30) * 4 + 3))).toEqual([200, 30, 30]);

    const layered = await psdUpload(project.id, [{ name: 'Pack.psd', bytes: samplePsd() }], true);
    expect(layered.body.inputs.map((input: { file_name: string }) => input.file_name)).toEqual(['Pack.png', 'Pack-Background.png', 'Pack-Label.png']);
    // A layer is an input like any other: it can be composed onto a scene.
    const label = layered.body.inputs[2];
    expect((await sharp(await download(label.url)).metadata()).hasAlpha).toBe(true);
  });

  it('refuses a sixth PSD, a file named .psd that is not one, and stores nothing', async () => {
    const { body: project } = await newProject();
    const before = await eventCount(h);
    const six = await psdUpload(project.id, Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.psd`, bytes: samplePsd() })), false, 'en');
    expect(six.response.status).toBe(422);
    expect(six.body).toMatchObject({ code: 'TOO_MANY_PSD_FILES', detail: 'Up to 5 PSD files can be uploaded.' });
    const fake = await psdUpload(project.id, [{ name: 'fake.psd', bytes: await packOnWhite() }], false, 'en');
    expect(fake.body).toMatchObject({ code: 'IMAGE_CORRUPT' });
    expect(await eventCount(h)).toBe(before);
  });
});

describe('regenerate (the job once more, with the next seeds), within the super admin’s requests per conversation', () => {
  it('makes new images with new seeds, then refuses past the limit, in the caller’s language', async () => {
    const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
    const settings = (limit: number) => ({ plan_setting: 1, display_languages: ['ja', 'en', 'zh-CN'], initial_language: 'ja', cost_display: true, chat_token_limit: 3000, chat_request_limit: limit });
    expect((await h.request('/api/admin/system_settings/current', { ...json('PUT', settings(1)), ...as(superAdmin) })).status).toBe(200);
    try {
      const { body: project } = await newProject();
      const first = await (await generate(project.id, { mode: 'text_to_image', model_code: 'sdxl', prompt: '"Plum Fizz" can', width: 512, height: 512, batch_size: 2, seed: 10 })).json();
      await finished(project.id, first.job_id);
      const again = await h.request(`/api/design_projects/${project.id}/jobs/${first.job_id}/regenerations`, { method: 'POST', ...as(admin) });
      expect(again.status).toBe(202);
      const job = await again.json();
      const { detail } = await finished(project.id, job.job_id);
      const seeds = (jobId: string) => detail.gallery.filter((image: { job_id: string }) => image.job_id === jobId).map((image: { seed: number }) => image.seed).sort();
      expect(seeds(first.job_id)).toEqual([10, 11]);
      expect(seeds(job.job_id)).toEqual([12, 13]);
      const refused = await h.request(`/api/design_projects/${project.id}/jobs/${job.job_id}/regenerations`, { method: 'POST', ...as(admin, 'en') });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'REGENERATION_LIMIT_REACHED' });
    } finally {
      await h.request('/api/admin/system_settings/current', { ...json('PUT', settings(20)), ...as(superAdmin) });
    }
  });
});
