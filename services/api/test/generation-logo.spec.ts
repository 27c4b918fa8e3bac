import sharp from 'sharp';
import { multipartOf, startOpenAiStandIn } from '@packlens/generation/stand-ins';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';

// Jobs run on the worker beside other specs' work on two shared cores: room for drawing and tracing 1024 px logos.
vi.setConfig({ testTimeout: 90_000 });

const h = useApi();
let accounts: Accounts;
let admin: string;
let other: string;
let free: string;
let trial: string;

const as = (token: string, language = 'ja') => ({ token, language });
const brief = { brand_name: 'Morning Orange', style: 'symbol_text', colours: ['#E67E22', '#2c3e50'], description: 'Fresh orange juice for breakfast' };

beforeAll(async () => {
  // A client on the monthly plan: a paying member (logos need no add-on).
  accounts = await givenAccounts(h, 'logo', { planId: 1 });
  admin = (await loginAs(h, accounts.admin.email)).token;
  other = (await loginAs(h, (await givenAccounts(h, 'logo-other', { planId: 2 })).admin.email)).token;
  free = (await loginAs(h, (await givenAccounts(h, 'logo-free', { planId: 3 })).admin.email)).token;
  trial = (await loginAs(h, (await givenAccounts(h, 'logo-trial', { planId: 7 })).admin.email)).token;
});

async function newProject(body: Record<string, unknown> = brief, token = admin, language = 'ja', headers: Record<string, string> = {}) {
  const response = await h.request('/api/logo_projects/', { ...json('POST', body), ...as(token, language), headers });
  return { response, body: await response.json() };
}

async function upload(projectId: string, files: { name: string; bytes: Buffer; type: string }[], token = admin, language = 'ja') {
  const form = new FormData();
  for (const file of files) form.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const response = await h.request(`/api/logo_projects/${projectId}/references`, { method: 'POST', body: form, ...as(token, language) });
  return { response, body: await response.json() };
}

const generate = (projectId: string, body: Record<string, unknown> = {}, token = admin, language = 'ja') =>
  h.request(`/api/logo_projects/${projectId}/generations`, { ...json('POST', body), ...as(token, language) });

/** Reads the project until the job has ended (the worker runs it outside the request). */
async function finished(projectId: string, jobId: string, token = admin) {
  for (let i = 0; i < 360; i++) {
    const detail = await (await h.request(`/api/logo_projects/${projectId}`, as(token))).json();
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

/** A reference image: an earlier logo, drawn here. */
const reference = (colour = '#d35400') =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="100%" height="100%" fill="#fff"/><circle cx="150" cy="150" r="90" fill="${colour}"/></svg>`)).png().toBuffer();

/**
 * How closely the SVG draws the raster, measured here on its own (not with the product's code): the raster's logo is
 * every pixel away from its white ground, the SVG's every pixel it paints, both at the raster's size.
 */
async function maskIoU(png: Buffer, svg: Buffer): Promise<number> {
  const raster = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = raster.info;
  const [r0, g0, b0] = [raster.data[0], raster.data[1], raster.data[2]];
  const painted = await sharp(svg).resize(width, height).ensureAlpha().raw().toBuffer();
  let both = 0;
  let either = 0;
  for (let p = 0; p < width * height; p++) {
    const a = Math.abs(raster.data[p * 3] - r0) + Math.abs(raster.data[p * 3 + 1] - g0) + Math.abs(raster.data[p * 3 + 2] - b0) > 96;
    const b = painted[p * 4 + 3] > 127;
    if (a || b) either++;
    if (a && b) both++;
  }
  return both / either;
}

const fillsOf = (svg: string) => [...new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]))].sort();

const salesOf = async (clientId: string) =>
  (await h.deps.pool.query<{ usage_fees: number }>('select coalesce(sum(usage_fees), 0)::int as usage_fees from sales_monthly where client_id = $1', [clientId])).rows[0].usage_fees;

describe('a logo without a provider: the labelled demo, traced into an SVG for real', () => {
  it('registers the brief, runs two logos as a job on the worker, stores PNG and SVG, says demo and what to configure, and charges the project once', async () => {
    const { response, body: project } = await newProject();
    expect(response.status).toBe(201);
    expect(project).toMatchObject({
      type: 3,
      name: 'Morning Orange',
      status: 'DRAFT',
      brief: { brand_name: 'Morning Orange', style: 'symbol_text', colours: ['#e67e22', '#2c3e50'], description: 'Fresh orange juice for breakfast' },
      references: [],
      jobs: [],
      gallery: [],
      charge: { amount: 15000, currency: 'JPY', charged: false },
    });
    const uploaded = await upload(project.id, [{ name: 'old-logo.png', bytes: await reference(), type: 'image/png' }]);
    expect(uploaded.response.status).toBe(201);
    expect(uploaded.body.references).toMatchObject([{ file_name: 'old-logo.png', media_type: 'image/png', width: 300, height: 300 }]);

    await h.settled();
    const salesBefore = await salesOf(accounts.clientId);
    const queued = await generate(project.id, { count: 2, seed: 11 });
    expect(queued.status).toBe(202);
    const job = await queued.json();
    expect(job).toMatchObject({ model_code: 'gpt_image_1', provider: 'offline', status: 'running', configure_provider: 'openai' });
    expect(job.demo_notice).toContain('OpenAI');
    expect(job.demo_notice).toContain('SVG');

    const { detail, job: done } = await finished(project.id, job.job_id);
    expect(done).toMatchObject({ status: 'completed', demo: true, model: 'packlens-demo-logo-1', error: null });
    const stream = await h.request(`/api/logo_projects/${project.id}/jobs/${job.job_id}/events`, as(admin));
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const frames = (await stream.text()).split('\n\n').filter((frame) => frame.startsWith('event:'));
    expect(frames.map((frame) => frame.split('\n')[0])).toEqual(['event: job', 'event: done']);

    expect(detail.status).toBe('SUCCESS');
    expect(detail.charge).toEqual({ amount: 15000, currency: 'JPY', charged: true });
    expect(detail.gallery).toHaveLength(2);
    expect(detail.gallery.map((image: { seed: number }) => image.seed).sort()).toEqual([11, 12]);
    for (const image of detail.gallery) {
      expect(image).toMatchObject({ provider: 'offline', demo: true, media_type: 'image/png', width: 1024, height: 1024, model_code: 'gpt_image_1' });
      const png = await download(image.url);
      const svg = await download(image.svg_url);
      expect((await sharp(svg).metadata()).format).toBe('svg');
      expect(svg.toString('utf8')).toContain('<title>Morning Orange</title>');
      expect(fillsOf(svg.toString('utf8'))).toEqual(['#2c3e50', '#e67e22']);
      expect(await maskIoU(png, svg)).toBeGreaterThanOrEqual(0.9);
    }

    const provenance = JSON.parse((await download(done.provenance_url)).toString('utf8'));
    expect(provenance).toMatchObject({ mode: 'logo', demo: true, request: { logo: { brandName: 'Morning Orange', style: 'symbol_text', colours: ['#e67e22', '#2c3e50'] }, inputIds: [uploaded.body.references[0].input_id] } });
    expect(provenance.request.prompt).toContain('"Morning Orange"');
    for (const image of provenance.images) expect(image.vector.maskIoU).toBeGreaterThanOrEqual(0.9);

    // Once per project: a second generation delivers, and charges nothing more.
    const again = await (await generate(project.id, { count: 1 })).json();
    const { detail: twice } = await finished(project.id, again.job_id);
    expect(twice.gallery).toHaveLength(3);
    const charges = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((data) => data.usageId === project.id);
    expect(charges).toEqual([expect.objectContaining({ amount: 15000, currency: 'JPY', service: 'logo_creation', provider: 'offline', demo: true })]);
    await h.settled();
    expect((await salesOf(accounts.clientId)) - salesBefore).toBe(15000);

    // The previous-project list's logo tab lists it.
    const listed = JSON.stringify(await (await h.request('/api/projects/?tab=logo', as(admin))).json());
    expect(listed).toContain(project.id);
    expect(JSON.stringify(await (await h.request('/api/projects/?tab=generation', as(admin))).json())).not.toContain(project.id);
  });

  it('changes the brief and takes a reference off; the next logos read the new brief', async () => {
    const { body: project } = await newProject({ ...brief, style: 'monogram' });
    const { body: withReference } = await upload(project.id, [{ name: 'mood.jpg', bytes: await sharp(await reference('#16a085')).jpeg().toBuffer(), type: 'image/jpeg' }]);
    const removed = await h.request(`/api/logo_projects/${project.id}/references/${withReference.references[0].input_id}`, { method: 'DELETE', ...as(admin) });
    expect(removed.status).toBe(204);
    const changed = await h.request(`/api/logo_projects/${project.id}/brief`, { ...json('PUT', { brand_name: 'Lumi', style: 'wordmark', colours: ['#1abc9c'] }), ...as(admin) });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ name: 'Lumi', brief: { brand_name: 'Lumi', style: 'wordmark', colours: ['#1abc9c'], description: '' }, references: [] });
    const job = await (await generate(project.id, { count: 1 })).json();
    const { detail } = await finished(project.id, job.job_id);
    const svg = (await download(detail.gallery[0].svg_url)).toString('utf8');
    expect(fillsOf(svg)).toEqual(['#1abc9c']);
    expect(svg).toContain('<title>Lumi</title>');
  });

  it('deletes a logo: gone from the gallery, its PNG and its SVG no longer served', async () => {
    const { body: project } = await newProject();
    const job = await (await generate(project.id, { count: 2 })).json();
    const { detail } = await finished(project.id, job.job_id);
    const [first, second] = detail.gallery;
    expect((await h.request(`/api/logo_projects/${project.id}/images/${first.image_id}`, { method: 'DELETE', ...as(admin) })).status).toBe(204);
    const gallery = await (await h.request(`/api/logo_projects/${project.id}/gallery`, as(admin))).json();
    expect(gallery.map((image: { image_id: string }) => image.image_id)).toEqual([second.image_id]);
    expect((await h.request(first.url)).status).toBe(404);
    expect((await h.request(first.svg_url)).status).toBe(404);
    expect((await h.request(`/api/logo_projects/${project.id}/images/${first.image_id}`, { method: 'DELETE', ...as(admin) })).status).toBe(404);
  });
});

describe('refusals in the caller’s language, storing and charging nothing', () => {
  it.each([
    ['no brand name', { ...brief, brand_name: '' }, 'brand_name', 'BRAND_NAME_REQUIRED', 'Enter the brand name (40 characters or fewer).'],
    ['only spaces', { ...brief, brand_name: ' \u200b ' }, 'brand_name', 'BRAND_NAME_REQUIRED', 'Enter the brand name (40 characters or fewer).'],
    ['a 41-character brand name', { ...brief, brand_name: 'x'.repeat(41) }, 'brand_name', 'BRAND_NAME_REQUIRED', 'Enter the brand name (40 characters or fewer).'],
    ['four colours', { ...brief, colours: ['#111111', '#222222', '#333333', '#444444'] }, 'colours', 'LOGO_COLOURS_RULE', 'Choose 1 to 3 logo colours, each as #RRGGBB.'],
    ['no colour', { ...brief, colours: [] }, 'colours', 'LOGO_COLOURS_RULE', 'Choose 1 to 3 logo colours, each as #RRGGBB.'],
    ['a colour that is not #RRGGBB', { ...brief, colours: ['orange'] }, 'colours.0', 'LOGO_COLOURS_RULE', 'Choose 1 to 3 logo colours, each as #RRGGBB.'],
    ['a style not in the catalogue', { ...brief, style: 'mascot' }, 'style', 'VALIDATION_FAILED', 'Some fields have not been entered correctly.'],
  ])('%s', async (_name, body, field, code, english) => {
    await h.settled();
    const before = await eventCount(h);
    const { response, body: problem } = await newProject(body, admin, 'en');
    expect([response.status, problem.code]).toEqual([400, 'VALIDATION_FAILED']);
    const error = problem.errors.find((entry: { field: string }) => entry.field === field);
    expect(error).toMatchObject({ code, message: english });
    await h.settled();
    expect(await eventCount(h)).toBe(before);
  });

  it('counts 40 visible characters, not UTF-16 units: 40 kanji and emoji are a name', async () => {
    const { response } = await newProject({ ...brief, brand_name: '朝'.repeat(30) + '🍊'.repeat(10) });
    expect(response.status).toBe(201);
    const { body: problem } = await newProject({ ...brief, brand_name: '' }, admin, 'ja');
    expect(problem.errors[0].message).toBe('ブランド名を入力してください（40文字以内）。');
  });

  it('takes at most two references (section 5) and 4 MB each, jpg or png by their bytes; nothing is stored when one is refused', async () => {
    const { body: project } = await newProject();
    const png = { name: 'a.png', bytes: await reference(), type: 'image/png' };
    await h.settled();
    let before = await eventCount(h);
    const three = await upload(project.id, [png, { ...png, name: 'b.png' }, { ...png, name: 'c.png' }], admin, 'en');
    expect([three.response.status, three.body.code, three.body.detail]).toEqual([422, 'LOGO_REFERENCE_LIMIT', 'A logo project takes up to 2 reference images.']);
    const big = await upload(project.id, [{ name: 'huge.png', bytes: Buffer.alloc(5 * 1024 * 1024, 7), type: 'image/png' }], admin, 'ja');
    expect([big.response.status, big.body.code, big.body.detail]).toEqual([413, 'IMAGE_TOO_LARGE', '4MBを超える画像はアップロードできません。']);
    const pdf = await upload(project.id, [{ name: 'logo.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' }]);
    expect([pdf.response.status, pdf.body.code]).toEqual([415, 'IMAGE_TYPE_NOT_ALLOWED']);
    await h.settled();
    expect(await eventCount(h)).toBe(before);

    expect((await upload(project.id, [png, { ...png, name: 'b.png' }])).response.status).toBe(201);
    await h.settled();
    before = await eventCount(h);
    const third = await upload(project.id, [{ ...png, name: 'c.png' }], admin, 'zh-CN');
    expect([third.response.status, third.body.detail]).toEqual([422, '每个标志项目最多可上传2张参考图片。']);
    await h.settled();
    expect(await eventCount(h)).toBe(before);
  });

  it('refuses free and trial plans (section 9 prices logos one by one: a paying member’s service)', async () => {
    await h.settled();
    const before = await eventCount(h);
    for (const [token, language, detail] of [
      [free, 'ja', 'このサービスは有料会員のみご利用いただけます。'],
      [trial, 'en', 'This service is available for paying members only.'],
    ]) {
      const { response, body } = await newProject(brief, token, language);
      expect([response.status, body.code, body.detail]).toEqual([422, 'PAID_MEMBERS_ONLY', detail]);
    }
    expect(await eventCount(h)).toBe(before);
  });

  it('hides one client’s project, its references, jobs and logos from another (404), and charges that client nothing', async () => {
    const { body: project } = await newProject();
    const { body: withReference } = await upload(project.id, [{ name: 'a.png', bytes: await reference(), type: 'image/png' }]);
    const job = await (await generate(project.id, { count: 1 })).json();
    const { detail } = await finished(project.id, job.job_id);
    const imageId = detail.gallery[0].image_id;
    await h.settled();
    const before = await eventCount(h);
    for (const response of [
      await h.request(`/api/logo_projects/${project.id}`, as(other)),
      await h.request(`/api/logo_projects/${project.id}/gallery`, as(other)),
      await h.request(`/api/logo_projects/${project.id}/jobs/${job.job_id}/events`, as(other)),
      await h.request(`/api/logo_projects/${project.id}/brief`, { ...json('PUT', brief), ...as(other) }),
      (await upload(project.id, [{ name: 'b.png', bytes: await reference(), type: 'image/png' }], other)).response,
      await h.request(`/api/logo_projects/${project.id}/references/${withReference.references[0].input_id}`, { method: 'DELETE', ...as(other) }),
      await h.request(`/api/logo_projects/${project.id}/images/${imageId}`, { method: 'DELETE', ...as(other) }),
      await generate(project.id, {}, other),
    ]) {
      expect(response.status).toBe(404);
    }
    expect(await eventCount(h)).toBe(before);
  });

  it('refuses a second job while one runs, and a seed out of the model’s range', async () => {
    const { body: project } = await newProject();
    const first = await generate(project.id, { count: 4 });
    expect(first.status).toBe(202);
    const second = await generate(project.id, { count: 1 }, admin, 'en');
    expect([second.status, (await second.json()).code]).toEqual([409, 'GENERATION_IN_PROGRESS']);
    await finished(project.id, (await first.json()).job_id);
    const seed = await generate(project.id, { model_code: 'sdxl', seed: -5 }, admin, 'en');
    expect([seed.status, (await seed.json()).code]).toEqual([400, 'SEED_OUT_OF_RANGE']);
  });

  it('creates once with an Idempotency-Key sent twice', async () => {
    const key = { 'Idempotency-Key': 'logo-create-0001' };
    const first = await newProject(brief, admin, 'ja', key);
    const second = await newProject(brief, admin, 'ja', key);
    expect([first.response.status, second.response.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    const created = (await eventsOfType(h, 'ProjectCreated')).filter((data) => data.projectId === first.body.id);
    expect(created).toHaveLength(1);
  });
});

describe('a partner’s API key (issue 15): generation:write makes logos, projects:read reads them', () => {
  const key = async (scopes: string[]) => {
    const response = await h.request('/api/api_keys/', { ...json('POST', { name: `logo ${scopes.join(' ')}`, scopes }), ...as(admin) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { key: string }).key;
  };

  it('a writer creates and generates; a reader reads the gallery but may not create', async () => {
    const writer = await key(['generation:write']);
    const reader = await key(['projects:read']);
    const { response, body: project } = await newProject(brief, writer);
    expect(response.status).toBe(201);
    const job = await (await generate(project.id, { count: 1 }, writer)).json();
    await finished(project.id, job.job_id, reader);
    const unread = await h.request(`/api/logo_projects/${project.id}`, as(writer, 'en'));
    expect([unread.status, (await unread.json()).code]).toEqual([403, 'API_KEY_SCOPE_MISSING']);
    const gallery = await h.request(`/api/logo_projects/${project.id}/gallery`, as(reader));
    expect(gallery.status).toBe(200);
    expect(await gallery.json()).toHaveLength(1);
    const refused = await newProject(brief, reader, 'en');
    expect([refused.response.status, refused.body.code]).toEqual([403, 'API_KEY_SCOPE_MISSING']);
  });
});

// Last: it configures OpenAI for the whole platform, which the specs above expect unset.
describe('with GPT Image 1 configured (OpenAI through its stand-in)', () => {
  /** What the stand-in answers: a flat logo as a model would draw it (near colours, an off-white ground), as PNG. */
  const drawnByModel = async () =>
    (
      await sharp(
        Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><rect width="100%" height="100%" fill="#fcfbf7"/>
          <circle cx="330" cy="512" r="160" fill="#e4802a"/><rect x="540" y="430" width="330" height="70" rx="20" fill="#2e4052"/><rect x="540" y="540" width="250" height="50" rx="20" fill="#e4802a"/></svg>`),
      )
        .png()
        .toBuffer()
    ).toString('base64');

  it('sends the brief and the reference to the provider (images.edit), traces what it answers, not demo', async () => {
    const openai = await startOpenAiStandIn({ apiKey: 'sk-standin-logo' });
    try {
      const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
      const configured = await h.request('/api/admin/providers/openai', { ...json('PUT', { api_key: 'sk-standin-logo', base_url: openai.baseUrl }), ...as(superAdmin) });
      expect(configured.status).toBe(200);
      const { body: project } = await newProject();
      await upload(project.id, [{ name: 'old-logo.png', bytes: await reference(), type: 'image/png' }]);
      const logo = await drawnByModel();
      openai.enqueue({ json: { created: 1_760_000_000, data: [{ b64_json: logo }, { b64_json: logo }], output_format: 'png', size: '1024x1024', background: 'opaque' } });
      const queued = await (await generate(project.id, { model_code: 'gpt_image_1', count: 2 })).json();
      expect(queued).toMatchObject({ provider: 'openai', configure_provider: null, demo_notice: null });
      const { detail, job } = await finished(project.id, queued.job_id);
      expect(job).toMatchObject({ status: 'completed', demo: false, model: 'gpt-image-1' });
      expect(detail.gallery).toHaveLength(2);
      expect(detail.gallery[0]).toMatchObject({ provider: 'openai', demo: false, model_code: 'gpt_image_1' });

      const sent = openai.requests.filter((request) => request.path.includes('/images/'));
      expect(sent.map((request) => request.path)).toEqual(['/v1/images/edits']);
      const { fields, files } = await multipartOf(sent[0]);
      expect(fields).toMatchObject({ model: 'gpt-image-1', n: '2', size: '1024x1024' });
      for (const part of ['"Morning Orange"', '#e67e22, #2c3e50', 'plain white background', 'Flat vector style', 'for reference only']) expect(fields.prompt).toContain(part);
      expect(files.map((file) => file.type)).toEqual(['image/png']);

      const png = await download(detail.gallery[0].url);
      const svg = await download(detail.gallery[0].svg_url);
      expect(fillsOf(svg.toString('utf8'))).toEqual(['#2c3e50', '#e67e22']);
      expect(await maskIoU(png, svg)).toBeGreaterThanOrEqual(0.9);
      const charges = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((data) => data.usageId === project.id);
      expect(charges).toEqual([expect.objectContaining({ amount: 15000, service: 'logo_creation', provider: 'openai', demo: false })]);
    } finally {
      await openai.close();
    }
  });
});
