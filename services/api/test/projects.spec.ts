import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageCalculationFailed, LearningDataUploaded } from '@packlens/contracts';
import { startSubscription, type RunningSubscription } from '@packlens/kernel';
import { ScoringPool } from '@packlens/scoring/worker';
import { quotaRefunds } from '../src';
import { bombPngHeader, rectangleJpeg, redRectanglePdf, textPng } from '../../scoring/test/image-fixtures';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts, type Harness, until, calculationsOn } from './harness';

const h = useApi();
const system = { kind: 'system' as const, id: 'spec' };
let accounts: Accounts;
let admin: string;
let user: string;
let worker: { stop(): Promise<void> }[] = [];
let pool: ScoringPool;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'projects');
  admin = (await loginAs(h, accounts.admin.email)).token;
  user = (await loginAs(h, accounts.user.email)).token;
  pool = new ScoringPool({ size: 1 });
  const db = { connectionString: h.databaseUrl, pollIntervalMs: 250 };
  worker = [
    calculationsOn(h, pool),
    startSubscription(quotaRefunds(h.deps.store, () => h.now), db),
  ];
}, 120_000);
afterAll(async () => {
  await Promise.all(worker.map((w) => w.stop()));
  await pool?.close();
});

type Detail = { id: string; status: string; images: { id: string; name: string; preview_url: string; status: string }[]; missing_steps: string[]; calculation: { done: number; total: number } | null };

const post = (path: string, body: unknown, token = admin, language = 'en') => h.request(path, { ...json('POST', body), token, language });
const put = (path: string, body: unknown, token = admin, language = 'en') => h.request(path, { ...json('PUT', body), token, language });

async function createProject(body: Record<string, unknown> = {}, token = admin): Promise<Detail> {
  const response = await post('/api/projects/', { name: 'Spring snacks', ...body }, token);
  expect(response.status).toBe(201);
  return response.json();
}

interface Part {
  name: string;
  fileName: string;
  bytes: Buffer;
}

function upload(projectId: string, parts: Part[], token = admin, language = 'en') {
  const form = new FormData();
  for (const part of parts) {
    form.append('files', new Blob([new Uint8Array(part.bytes)]), part.fileName);
    form.append('names', part.name);
  }
  return h.request(`/api/projects/${projectId}/images`, { method: 'POST', body: form, token, language });
}

async function blobCount(h: Harness) {
  return (await h.deps.blobs!.list('clients/')).length;
}

const red = () => rectangleJpeg(800, 600, { x: 300, y: 200, w: 200, h: 200, colour: '#d02020' });
const words = () => textPng(600, 800, ['NEW', 'CRUNCH']);

async function untilCalculated(projectId: string, token = admin, timeoutMs = 120_000): Promise<Detail> {
  const started = Date.now();
  for (;;) {
    const project: Detail = await (await h.request(`/api/projects/${projectId}`, { token })).json();
    if (project.status === 'SUCCESS' || project.status === 'FAILURE') return project;
    if (Date.now() - started > timeoutMs) throw new Error(`project ${projectId} still ${project.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A project with two pack images, categories and two segments: ready to calculate. */
async function readyProject(menus = ['heatmap', 'image_word']): Promise<Detail> {
  const project = await createProject();
  await put(`/api/projects/${project.id}/menus`, { menus });
  await put(`/api/projects/${project.id}/segments`, { segment_ids: [1, 3] });
  const uploaded: Detail = await (await upload(project.id, [{ name: 'Red pack', fileName: 'red.jpg', bytes: await red() }, { name: 'Word pack', fileName: 'words.png', bytes: await words() }])).json();
  const response = await put(`/api/projects/${project.id}/categories`, { images: uploaded.images.map((image) => ({ image_id: image.id, category_id: 5 })) });
  expect(response.status).toBe(200);
  return response.json();
}

describe('registering a project', () => {
  it('starts a draft that names the steps still missing', async () => {
    const project = await createProject();
    expect(project).toMatchObject({ name: 'Spring snacks', type: 1, country: 'jp', status: 'DRAFT', image_count: 0, days_left: 30, expired: false });
    expect(project.missing_steps).toEqual(['select_menu', 'select_segment', 'select_image']);
  });

  it('asks for the project name in the caller’s language and stores nothing', async () => {
    const before = await eventCount(h);
    const response = await post('/api/projects/', { name: '  ' }, admin, 'ja');
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field: 'name', code: 'PROJECT_NAME_REQUIRED' })]);
    expect(await eventCount(h)).toBe(before);
  });

  it('keeps shelf evaluation for paying members', async () => {
    const { clientId } = await h.app.identity.registerClient({ company: 'Free Foods', accountType: 'corporation', country: 'jp', planId: 3, maxImages: 10 }, system, 'spec');
    await h.app.identity.registerUser({ clientId, email: 'free@projects.example', name: 'Free', role: 1, password: accounts.password }, system, 'spec');
    const free = (await loginAs(h, 'free@projects.example')).token;
    const response = await post('/api/projects/', { name: 'Shelf', type: 4 }, free);
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toBe('This service is available for paying members only.');
  });
});

describe('project steps', () => {
  it('always adds the preference score to the menus', async () => {
    const project = await createProject();
    const response = await put(`/api/projects/${project.id}/menus`, { menus: ['heatmap'] });
    expect((await response.json()).menus).toEqual(['preference_score', 'heatmap']);
  });

  it('refuses a seventh segment and keeps the six', async () => {
    const project = await createProject();
    await put(`/api/projects/${project.id}/segments`, { segment_ids: [1, 2, 3, 5, 6, 7] });
    const response = await put(`/api/projects/${project.id}/segments`, { segment_ids: [1, 2, 3, 5, 6, 7, 8] });
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toBe('Up to 6 segments can be calculated at a time');
    expect((await (await h.request(`/api/projects/${project.id}`, { token: admin })).json()).segment_ids).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('answers a refused concept in Chinese for a Chinese caller', async () => {
    const project = await createProject();
    const response = await put(`/api/projects/${project.id}/concept`, { text: '', language: 'ja' }, admin, 'zh-CN');
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toBe('有些项目未正确输入。');
  });

  it('writes a concept from the category, the pack shape and keywords, as a job, labelled demo without a provider', async () => {
    const project = await createProject();
    const response = await post(`/api/projects/${project.id}/concept/assist`, { prompt: '国産素材、やさしい甘さ', language: 'ja', category_id: 3, shape: 'cup' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ provider: 'demo', model: 'packlens-demo-1', demo: true });
    expect(body.text).toMatch(/。$/);
    expect(body.text).toContain('国産素材');
    // The usage is appended just after the answer: under load the first read can come before it.
    const usages = await until(
      async () => (await eventsOfType(h, 'GenerationUsageRecorded')).filter((u) => u.service === 'concept_assist'),
      (found) => found.length > 0,
      15_000,
      100,
    );
    expect(usages[0]).toMatchObject({ provider: 'demo', demo: true });
  });

  it('needs the category and the pack shape (section 5), and stores nothing without them', async () => {
    const project = await createProject();
    const before = await eventCount(h);
    const response = await post(`/api/projects/${project.id}/concept/assist`, { prompt: 'oats', language: 'en' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toEqual([
      expect.objectContaining({ field: 'category_id', code: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' }),
      expect.objectContaining({ field: 'shape', code: 'PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE' }),
    ]);
    expect(await eventCount(h)).toBe(before);
  });
});

describe('uploading images', () => {
  it('keeps only the pixels of a polyglot (a png with a page appended) and serves stored files so they cannot run: a pdf only as a download (issue 17, item 5)', async () => {
    const project = await createProject();
    const payload = Buffer.from('<html><script>fetch("/api/user_detail/")</script></html>PK\x03\x04', 'latin1');
    const polyglot = Buffer.concat([await sharp({ create: { width: 200, height: 300, channels: 3, background: '#e0c040' } }).png().toBuffer(), payload]);
    const response = await upload(project.id, [
      { name: 'Poly', fileName: 'poly.png', bytes: polyglot },
      { name: 'Plain', fileName: 'plain.pdf', bytes: redRectanglePdf(200, 300, [20, 20, 100, 100]) },
    ]);
    expect(response.status).toBe(201);
    const [image, pdf] = (await response.json()).images;
    const stored = await h.deps.blobs!.get((await h.deps.pool.query('select blob_key from project_images where image_id = $1', [image.id])).rows[0].blob_key);
    expect(stored?.includes(Buffer.from('<script>'))).toBe(false);
    const served = await h.request(image.preview_url);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from('<script>'))).toBe(false);
    // The pdf itself, where a link to it is made, comes as an attachment in a sandbox.
    const pdfKey = (await h.deps.pool.query('select blob_key from project_images where image_id = $1', [pdf.id])).rows[0].blob_key as string;
    const { fileLinks } = await import('../src/projects/file-links');
    const link = fileLinks(h.deps.config.jwtSecret, h.deps.clock).url({ blobKey: pdfKey, contentType: 'application/pdf' });
    const original = await h.request(link);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-disposition')).toBe('attachment');
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('stores and serves no camera or GPS data: the image is re-encoded with its orientation applied (issue 20, item 5)', async () => {
    const project = await createProject();
    // A portrait photo stored sideways with EXIF orientation 6, carrying GPS coordinates and a camera model.
    const withGps = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2080d0' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'ProbeCam', Model: 'X100' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 39/1 2900/100', GPSLongitudeRef: 'E', GPSLongitude: '139/1 44/1 2800/100' } })
      .toBuffer();
    const photo = await sharp(withGps).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    expect(photo.includes(Buffer.from('ProbeCam'))).toBe(true);
    const response = await upload(project.id, [{ name: 'Photo', fileName: 'photo.jpg', bytes: photo }]);
    expect(response.status).toBe(201);
    const [image] = (await response.json()).images;
    const served = Buffer.from(await (await h.request(image.preview_url)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(served.includes(Buffer.from('ProbeCam'))).toBe(false);
    expect(served.equals(photo)).toBe(false);
    // The orientation is applied to the pixels: the sideways 400 x 300 photo is served 300 x 400.
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect([image.width, image.height]).toEqual([300, 400]);
    const stored = await h.deps.blobs!.get((await h.deps.pool.query('select blob_key from project_images where image_id = $1', [image.id])).rows[0].blob_key);
    expect(stored?.includes(Buffer.from('ProbeCam'))).toBe(false);
  });

  it('takes jpg, png and the first page of a pdf, with cleaned file names and a png preview of the pdf', async () => {
    const project = await createProject();
    const response = await upload(project.id, [
      { name: 'Red', fileName: 'red.jpg', bytes: await red() },
      { name: 'Words', fileName: 'words.png', bytes: await words() },
      { name: 'Brochure', fileName: 'a:very*long?name<with>forbidden|chars-and-more.pdf', bytes: redRectanglePdf(300, 400, [50, 50, 100, 100]) },
    ]);
    expect(response.status).toBe(201);
    const detail = (await response.json()) as { images: { name: string; file_name: string; media_type: string; width: number; preview_url: string }[] };
    expect(detail.images.map((i) => [i.name, i.media_type])).toEqual([
      ['Red', 'image/jpeg'],
      ['Words', 'image/png'],
      ['Brochure', 'application/pdf'],
    ]);
    expect(detail.images[2].file_name).toBe('averylongnamewithforbidden.pdf');
    expect(detail.images[0].width).toBe(800);
    const preview = await h.request(detail.images[2].preview_url);
    expect(preview.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await preview.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
  });

  const refusals: [string, () => Promise<Part>, string, number][] = [
    ['a gif named .jpg', async () => ({ name: 'Gif', fileName: 'fake.jpg', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }), 'Upload a jpg/jpeg/png/pdf file', 415],
    ['a bmp file name', async () => ({ name: 'Bmp', fileName: 'pack.bmp', bytes: await red() }), 'Upload a jpg/jpeg/png/pdf file', 415],
    ['a file over 4 MB', async () => ({ name: 'Huge', fileName: 'huge.jpg', bytes: Buffer.concat([await red(), Buffer.alloc(4 * 1024 * 1024)]) }), 'Images exceeding 4MB cannot be uploaded.', 413],
    ['a name over 20 characters', async () => ({ name: 'x'.repeat(21), fileName: 'red.jpg', bytes: await red() }), 'Enter the image name in 20 characters or fewer.', 400],
    ['a missing name', async () => ({ name: ' ', fileName: 'red.jpg', bytes: await red() }), 'Enter the image name.', 400],
    ['a decompression bomb', async () => ({ name: 'Bomb', fileName: 'bomb.png', bytes: bombPngHeader(40000, 40000) }), 'The image has too many pixels to be processed.', 413],
    ['a truncated jpg', async () => ({ name: 'Cut', fileName: 'cut.jpg', bytes: (await red()).subarray(0, 600) }), 'The image could not be read. The file may be damaged.', 422],
    ['a broken pdf', async () => ({ name: 'Pdf', fileName: 'broken.pdf', bytes: Buffer.from('%PDF-1.4\nnot really a pdf') }), 'PDF upload failed.', 422],
    // Issue 17, item 5: files that are something else, or carry something that runs.
    ['an svg renamed to .png', async () => ({ name: 'Svg', fileName: 'pack.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>') }), 'Upload a jpg/jpeg/png/pdf file', 415],
    ['a zip renamed to .png', async () => ({ name: 'Zip', fileName: 'pack.png', bytes: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2048)]) }), 'Upload a jpg/jpeg/png/pdf file', 415],
    ['a pdf that runs JavaScript when opened', async () => ({ name: 'Js', fileName: 'pack.pdf', bytes: redRectanglePdf(200, 300, [20, 20, 100, 100], { catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> ' }) }), 'PDFs with scripts or links to other files cannot be uploaded.', 422],
    ['a pdf that links to an outside address', async () => ({ name: 'Uri', fileName: 'pack.pdf', bytes: redRectanglePdf(200, 300, [20, 20, 100, 100], { catalog: '/OpenAction << /S /URI /URI (https://attacker.example/x) >> ' }) }), 'PDFs with scripts or links to other files cannot be uploaded.', 422],
  ];
  it.each(refusals)('refuses %s with its message and stores nothing', async (_what, part, message, status) => {
    const project = await createProject();
    const [events, blobs] = [await eventCount(h), await blobCount(h)];
    const response = await upload(project.id, [{ name: 'Fine', fileName: 'fine.jpg', bytes: await red() }, await part()]);
    expect(response.status).toBe(status);
    const problem = await response.json();
    expect(problem.detail).toBe(message);
    expect(problem.errors[0].message).toBe(message);
    expect([await eventCount(h), await blobCount(h)]).toEqual([events, blobs]);
  });

  it('refuses more than 10 images at a time', async () => {
    const project = await createProject();
    const bytes = await red();
    const response = await upload(project.id, Array.from({ length: 11 }, (_, i) => ({ name: `Pack ${i}`, fileName: `p${i}.jpg`, bytes })));
    expect((await response.json()).code).toBe('TOO_MANY_IMAGES_PER_UPLOAD');
  });

  it('checks the trial plan’s 5 images before storing anything', async () => {
    const { clientId } = await h.app.identity.registerClient({ company: 'Trial Foods', accountType: 'corporation', country: 'jp', planId: 7, maxImages: 5 }, system, 'spec');
    await h.app.identity.registerUser({ clientId, email: 'trial@projects.example', name: 'Trial', role: 1, password: accounts.password }, system, 'spec');
    const trial = (await loginAs(h, 'trial@projects.example')).token;
    const project = await createProject({}, trial);
    const bytes = await red();
    const [events, blobs] = [await eventCount(h), await blobCount(h)];
    const response = await upload(project.id, Array.from({ length: 6 }, (_, i) => ({ name: `Pack ${i}`, fileName: `p${i}.jpg`, bytes })), trial);
    expect(response.status).toBe(409);
    expect((await response.json()).detail).toBe('The trial plan allows up to 5 images. Change your plan to upload more.');
    expect([await eventCount(h), await blobCount(h)]).toEqual([events, blobs]);
  });
});

describe('calculating and reading the results', () => {
  let project: Detail;
  let usedBefore: number;

  beforeAll(async () => {
    usedBefore = (await (await h.request('/api/user_detail/', { token: admin })).json()).used_amount;
    project = await readyProject(['heatmap', 'image_word', 'preference_variance']);
    const response = await h.request(`/api/projects/${project.id}/calculate`, { method: 'POST', token: admin });
    expect(response.status).toBe(202);
    expect((await response.json()).status).toBe('PROGRESS');
    project = await untilCalculated(project.id);
  }, 180_000);

  it('computes every image: status SUCCESS, all done', () => {
    expect(project.status).toBe('SUCCESS');
    expect(project.calculation).toMatchObject({ done: 2, total: 2 });
    expect(project.images.map((i) => i.status)).toEqual(['done', 'done']);
  });

  it('counts the calculated images in used_amount', async () => {
    expect((await (await h.request('/api/user_detail/', { token: user })).json()).used_amount).toBe(usedBefore + 2);
  });

  it('gives per segment a final score (1-5) with its spread, order and rank, and the image words', async () => {
    const results = await (await h.request(`/api/projects/${project.id}/results`, { token: user })).json();
    expect(results.model).toEqual({ version: expect.stringMatching(/^heads-/), demo: true });
    expect(results.segments.map((s: { segment_id: number }) => s.segment_id)).toEqual([1, 3]);
    for (const segment of results.segments) {
      expect(segment.scores.map((s: { order: number }) => s.order)).toEqual([1, 2]);
      const scores = segment.scores.map((s: { final_score: number }) => s.final_score);
      for (const s of segment.scores) {
        expect(s.final_score).toBeGreaterThanOrEqual(1);
        expect(s.final_score).toBeLessThanOrEqual(5);
        expect(s.sd).toBeGreaterThan(0);
        expect(s.rank).toBe(1 + scores.filter((other: number) => other > s.final_score).length);
      }
      expect(segment.image_words[0].words.length).toBeGreaterThanOrEqual(19);
    }
  });

  it('serves each heat map and overlay through its signed link, and nothing through a forged one', async () => {
    const results = await (await h.request(`/api/projects/${project.id}/results`, { token: admin })).json();
    expect(results.heatmaps).toHaveLength(2);
    const overlay = await h.request(results.heatmaps[0].overlay_url);
    expect(overlay.status).toBe(200);
    expect(overlay.headers.get('Content-Type')).toBe('image/png');
    const forged = results.heatmaps[0].overlay_url.replace(/\.[^.]+$/, '.AAAA');
    expect((await h.request(forged)).status).toBe(404);
  });

  it('plots two image words, and refuses one word or three', async () => {
    const one = await h.request(`/api/projects/${project.id}/scatter?segment_id=1&word_ids=3`, { token: admin, language: 'en' });
    expect((await one.json()).errors[0]).toMatchObject({ code: 'SCATTER_TWO_WORDS_REQUIRED', message: 'Must select two image words.' });
    const three = await h.request(`/api/projects/${project.id}/scatter?segment_id=1&word_ids=3,4,5`, { token: admin, language: 'en' });
    expect((await three.json()).errors[0]).toMatchObject({ code: 'SCATTER_TOO_MANY_WORDS', message: 'Up to two words may be selected' });
    const two = await (await h.request(`/api/projects/${project.id}/scatter?segment_id=1&word_ids=3,4`, { token: admin })).json();
    expect(two.points).toHaveLength(2);
    for (const point of two.points) expect(point.x).toBeGreaterThanOrEqual(0);
  });

  it('prints a PDF report in the caller’s language, named after the project', async () => {
    const response = await post(`/api/projects/${project.id}/reports`, { type: 'over_all', segment_id: 3 }, admin, 'ja');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''Spring_snacks_over_all_`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    expect(text).toContain('Spring snacks');
    expect(text).toContain('女性'); // segment 3 in Japanese
  }, 60_000);

  it('prints only the reports the project has: no shelf report for a survey, none for a menu not ordered (issue 20, item 10)', async () => {
    for (const type of ['shelve', 'concept_matching']) {
      const response = await post(`/api/projects/${project.id}/reports`, { type });
      expect(response.status).toBe(422);
      expect((await response.json()).code).toBe('REPORT_NOT_FOR_PROJECT');
    }
  });

  it('asks for the scatter report’s two words, and the analysis report’s id (test/analysis-pdf.spec.ts prints one)', async () => {
    const scatter = await post(`/api/projects/${project.id}/reports`, { type: 'image_word_scatter', word_ids: [3] });
    expect((await scatter.json()).code).toBe('SCATTER_TWO_WORDS_REQUIRED');
    const analysis = await post(`/api/projects/${project.id}/reports`, { type: 'analysis' });
    expect((await analysis.json()).code).toBe('VALIDATION_FAILED');
  });

  it('refuses changes after the calculation: register a new project', async () => {
    const response = await put(`/api/projects/${project.id}/segments`, { segment_ids: [1] });
    expect(response.status).toBe(409);
    expect((await response.json()).detail).toBe('Changes could not be made. Register a new project to make changes.');
  });

  it('gives a failed image back to the quota once', async () => {
    const before = (await (await h.request('/api/user_detail/', { token: admin })).json()).used_amount;
    const calculationId = (await (await h.request(`/api/projects/${project.id}`, { token: admin })).json()).calculation.id;
    const failed = ImageCalculationFailed({ calculationId, projectId: project.id, imageId: project.images[0].id, code: 'IMAGE_CORRUPT', at: h.now.toISOString() });
    const metadata = { correlationId: randomUUID(), causationId: null, actor: system, clientId: accounts.clientId, at: h.now.toISOString() };
    await h.deps.store.append(`calculation-${calculationId}`, [{ ...failed, metadata }, { ...failed, id: randomUUID(), metadata }], { expectedVersion: 'any' });
    await expect
      .poll(async () => (await (await h.request('/api/user_detail/', { token: admin })).json()).used_amount, { timeout: 10_000 })
      .toBe(before - 1);
  });

  it('compares with the company’s past scores in a later project (standard-value mode 2)', async () => {
    const later = await readyProject(['image_word']);
    expect((await put(`/api/projects/${later.id}/standard_value`, { mode: 2 })).status).toBe(200);
    await h.request(`/api/projects/${later.id}/calculate`, { method: 'POST', token: admin });
    await untilCalculated(later.id);
    const results = await (await h.request(`/api/projects/${later.id}/results`, { token: admin })).json();
    expect(results.standard_value_note).toBeNull();
    for (const segment of results.segments) {
      expect(segment.standard_value).toBeGreaterThanOrEqual(1);
      for (const s of segment.scores) expect(s.standard_diff).toBeCloseTo(s.final_score - segment.standard_value, 2);
    }
  }, 180_000);
});

describe('standard-value mode 1 (PLUG data)', () => {
  it('compares with this installation’s own evaluations and says so until survey data covers the category, then with the surveyed packs, placing each score among them', async () => {
    const project = await readyProject(['image_word']);
    expect((await put(`/api/projects/${project.id}/standard_value`, { mode: 1 })).status).toBe(200);
    await h.request(`/api/projects/${project.id}/calculate`, { method: 'POST', token: admin });
    await untilCalculated(project.id);
    const read = async () => (await h.request(`/api/projects/${project.id}/results`, { token: admin })).json();
    const before = await read();
    expect(before.standard_value_note).toBe('PLUG_INSTALLATION_SCORES');
    for (const segment of before.segments) {
      expect(segment.norm).toBeNull();
      expect(segment.standard_value).toBeGreaterThanOrEqual(1);
      for (const s of segment.scores) expect(s.norm_percentile).toBeNull();
    }

    // A survey data set with packs of the project's category (5) and of another one (2), as an upload records them.
    const uploaded = LearningDataUploaded({
      dataSetId: randomUUID(),
      sha256: 'a'.repeat(64),
      blobKey: 'learning-data/spec.zip',
      fileName: 'spec.zip',
      bytes: 1,
      format: 'segments',
      images: 7,
      respondents: 0,
      segments: [{ segmentId: 1, images: 7 }],
      categories: [{ categoryId: 5, images: 5 }, { categoryId: 2, images: 2 }],
      uploadedBy: 'spec',
      at: h.now.toISOString(),
      norms: [
        { categoryId: 5, segmentId: 1, means: [1.5, 2, 2.5, 3, 5] },
        { categoryId: 2, segmentId: 1, means: [4.5, 4.8] },
      ],
      simulated: false,
    });
    await h.deps.store.append('learning-data', [{ id: randomUUID(), ...uploaded, metadata: { correlationId: randomUUID(), causationId: null, actor: system, clientId: null, at: h.now.toISOString() } }], {
      expectedVersion: 'any',
    });
    const after = await read();
    expect(after.standard_value_note).toBeNull();
    const overall = after.segments.find((s: { segment_id: number }) => s.segment_id === 1);
    expect(overall.standard_value).toBe(2.8);
    expect(overall.norm).toEqual({ images: 5, data_sets: 1, simulated: false, category_ids: [5], quantiles: { p10: 1.7, p25: 2, p50: 2.5, p75: 3, p90: 4.2 } });
    for (const s of overall.scores) {
      const below = [1.5, 2, 2.5, 3, 5].filter((m) => m < s.final_score).length + [1.5, 2, 2.5, 3, 5].filter((m) => m === s.final_score).length / 2;
      expect(s.norm_percentile).toBe(Math.round((100 * below) / 5));
      expect(s.standard_diff).toBeCloseTo(s.final_score - 2.8, 2);
    }
    // Segment 3 has no surveyed packs: no standard value, no placing.
    const women = after.segments.find((s: { segment_id: number }) => s.segment_id === 3);
    expect(women).toMatchObject({ standard_value: null, norm: null });
    for (const s of women.scores) expect(s.norm_percentile).toBeNull();

    // A finer category (35, chocolate) without surveyed packs of its own is placed among its named category's (5).
    const chocolate = await createProject({ name: 'Chocolate' });
    await put(`/api/projects/${chocolate.id}/menus`, { menus: ['image_word'] });
    await put(`/api/projects/${chocolate.id}/segments`, { segment_ids: [1] });
    const images: Detail = await (await upload(chocolate.id, [{ name: 'Red pack', fileName: 'red.jpg', bytes: await red() }])).json();
    await put(`/api/projects/${chocolate.id}/categories`, { images: images.images.map((image) => ({ image_id: image.id, category_id: 35 })) });
    await put(`/api/projects/${chocolate.id}/standard_value`, { mode: 1 });
    await h.request(`/api/projects/${chocolate.id}/calculate`, { method: 'POST', token: admin });
    await untilCalculated(chocolate.id);
    const [finer] = (await (await h.request(`/api/projects/${chocolate.id}/results`, { token: admin })).json()).segments;
    expect(finer).toMatchObject({ standard_value: 2.8, norm: { images: 5, category_ids: [5] } });
    expect(finer.scores[0].norm_percentile).toEqual(expect.any(Number));
  }, 180_000);
});

describe('the company’s past scores and a project’s month', () => {
  it('says "No past score available" to a client without one', async () => {
    const { clientId } = await h.app.identity.registerClient({ company: 'New Foods', accountType: 'corporation', country: 'jp', planId: 1, maxImages: 100 }, system, 'spec');
    await h.app.identity.registerUser({ clientId, email: 'new@projects.example', name: 'New', role: 1, password: accounts.password }, system, 'spec');
    const fresh = (await loginAs(h, 'new@projects.example')).token;
    const project = await createProject({}, fresh);
    const response = await put(`/api/projects/${project.id}/standard_value`, { mode: 2 }, fresh);
    expect((await response.json()).detail).toBe('No past score available');
  });

  it('has no report before the calculation', async () => {
    const project = await createProject();
    expect((await (await post(`/api/projects/${project.id}/reports`, { type: 'over_all' })).json()).code).toBe('NO_RESULTS');
  });

  it('refuses changes once the project is a month old', async () => {
    const project = await createProject();
    const before = h.now;
    h.now = new Date(before.getTime() + 31 * 24 * 3600 * 1000);
    try {
      const token = (await loginAs(h, accounts.admin.email)).token;
      const response = await put(`/api/projects/${project.id}/segments`, { segment_ids: [1] }, token);
      expect((await response.json()).code).toBe('PROJECT_EXPIRED');
      const listed = await (await h.request('/api/projects/?tab=evaluation&page_size=100', { token })).json();
      expect(listed.rows.find((r: { id: string }) => r.id === project.id)).toMatchObject({ expired: true, days_left: 0 });
    } finally {
      h.now = before;
    }
  });
});

describe('every project query is scoped to the caller’s client', () => {
  it('answers 404 to another client’s admin for the project, its steps and its results', async () => {
    const project = await createProject();
    const { clientId } = await h.app.identity.registerClient({ company: 'Rival Foods', accountType: 'corporation', country: 'jp', planId: 1, maxImages: 100 }, system, 'spec');
    await h.app.identity.registerUser({ clientId, email: 'rival@projects.example', name: 'Rival', role: 1, password: accounts.password }, system, 'spec');
    const rival = (await loginAs(h, 'rival@projects.example')).token;
    const attempts = [
      h.request(`/api/projects/${project.id}`, { token: rival }),
      put(`/api/projects/${project.id}/segments`, { segment_ids: [1] }, rival),
      h.request(`/api/projects/${project.id}/results`, { token: rival }),
      h.request(`/api/projects/${project.id}/calculate`, { method: 'POST', token: rival }),
      upload(project.id, [{ name: 'Red', fileName: 'red.jpg', bytes: await red() }], rival),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const listed = await (await h.request('/api/projects/', { token: rival })).json();
    expect(listed.rows.map((r: { id: string }) => r.id)).not.toContain(project.id);
  });
});
