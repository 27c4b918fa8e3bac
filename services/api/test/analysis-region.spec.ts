import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartOf, startOpenAiStandIn, type OpenAiStandIn } from '@packlens/generation/stand-ins';
import { startSubscription, type RunningSubscription } from '@packlens/kernel';
import { analysisWorker, ScoringPool } from '@packlens/scoring/worker';
import { analysisRegionEditor } from '../src';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts, until, calculationsOn } from './harness';

/**
 * The analysis report's provider step (issue 14, item 2): where an image-editing provider is configured, the
 * lowest-attribution region of each image is regenerated from the order's prompt through the generation work's edit
 * port (OpenAI's image edit, here its stand-in), pasted back over that region alone, re-scored for every ordered
 * segment, shown beside the other modified designs and evaluable in one click. Not configured: refused before
 * anything is stored or charged.
 */
const h = useApi();
let accounts: Accounts;
let admin: string;
let superAdmin: string;
let worker: { stop(): Promise<void> }[] = [];
let pool: ScoringPool;
let openai: OpenAiStandIn;

const packBytes = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640"><rect width="100%" height="100%" fill="#f2efe6"/>
    <rect x="20" y="440" width="160" height="180" fill="#3b5bdb"/><path d="M300 470 l40 -30 l40 30 l-40 30z" fill="#2b2b2b"/>
    <text x="240" y="200" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#1b1b1b">CRUNCH</text></svg>`),
  )
    .png()
    .toBuffer();

beforeAll(async () => {
  accounts = await givenAccounts(h, 'analysis-region');
  admin = (await loginAs(h, accounts.admin.email)).token;
  superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
  openai = await startOpenAiStandIn({ apiKey: 'sk-standin-region' });
  pool = new ScoringPool({ size: 1 });
  const db = { connectionString: h.databaseUrl, pollIntervalMs: 250 };
  const regionEditor = analysisRegionEditor(h.deps.pool, process.env, h.deps.config.jwtSecret, { backoffMs: 10 });
  worker = [
    calculationsOn(h, pool),
    startSubscription(analysisWorker({ store: h.deps.store, blobs: h.deps.blobs!, analyser: pool, clock: () => new Date(), regionEditor }), db),
  ];
}, 120_000);
afterAll(async () => {
  await Promise.all(worker.map((w) => w.stop()));
  await pool?.close();
  await openai?.close();
});

const post = (path: string, body: unknown, token = admin, language = 'ja') => h.request(path, { ...json('POST', body), token, language });
const put = (path: string, body: unknown, token = admin) => h.request(path, { ...json('PUT', body), token, language: 'en' });
const configureOpenAi = (apiKey: string) => put('/api/admin/providers/openai', { api_key: apiKey, base_url: openai.baseUrl }, superAdmin);


async function calculatedProject() {
  const project = await (await post('/api/projects/', { name: 'Region packs' }, admin, 'en')).json();
  await put(`/api/projects/${project.id}/menus`, { menus: ['heatmap', 'preference_score'] });
  await put(`/api/projects/${project.id}/segments`, { segment_ids: [1, 3] });
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await packBytes())]), 'pack.png');
  form.append('names', 'Pack');
  const uploaded = await (await h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: form, token: admin, language: 'en' })).json();
  await put(`/api/projects/${project.id}/categories`, { images: uploaded.images.map((image: { id: string }) => ({ image_id: image.id, category_id: 5 })) });
  expect((await h.request(`/api/projects/${project.id}/calculate`, { method: 'POST', token: admin })).status).toBe(202);
  await until(
    async () => (await h.request(`/api/projects/${project.id}`, { token: admin })).json(),
    (p) => p.status === 'SUCCESS',
  );
  return { id: project.id as string, imageId: uploaded.images[0].id as string };
}

async function completedReport(projectId: string, analysisId: string) {
  return until(
    async () => (await h.request(`/api/projects/${projectId}/analysis_reports/${analysisId}`, { token: admin, language: 'ja' })).json(),
    (r) => r.status === 'completed',
  );
}

const overlapArea = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

describe('regenerating the weakest region through an image-editing provider', () => {
  let project: { id: string; imageId: string };

  beforeAll(async () => {
    project = await calculatedProject();
  }, 240_000);

  it('given no provider for the model, then 422 naming what to configure, in the caller’s language, and nothing stored', async () => {
    const before = await eventCount(h);
    const refused = await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: [project.imageId], region_regeneration: { prompt: 'oranges', model_code: 'sdxl' } });
    expect(refused.status).toBe(422);
    const problem = await refused.json();
    expect(problem.code).toBe('IMAGE_PROVIDER_NOT_CONFIGURED');
    expect(problem.detail).toContain('SDXL');
    expect(problem.detail).toContain('Replicate');
    expect(problem.detail).toContain('何も登録・請求していません');
    const blank = await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: [project.imageId], region_regeneration: { prompt: '  ', model_code: 'gpt_image_1' } }, admin);
    expect(blank.status).toBe(400);
    expect(await eventCount(h)).toBe(before);
  });

  it('given OpenAI configured, when a report asks for it, then only the region is redrawn, re-scored per segment, recorded, and evaluable', async () => {
    expect((await configureOpenAi('sk-standin-region')).status).toBe(200);
    const asked = await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: [project.imageId], region_regeneration: { prompt: 'fresh oranges, morning light', model_code: 'gpt_image_1' } });
    expect(asked.status).toBe(202);
    const started = await asked.json();
    const report = await completedReport(project.id, started.analysis_id);
    const [image] = report.images;
    const regeneration = image.region_regeneration;
    expect(regeneration).toMatchObject({ status: 'regenerated', provider: 'openai', model: 'gpt-image-1', prompt: 'fresh oranges, morning light', error: null });
    expect(regeneration.deltas.map((d: { segment_id: number }) => d.segment_id)).toEqual([1, 3]);
    expect(regeneration.mean_delta).toBeCloseTo((regeneration.deltas[0].value + regeneration.deltas[1].value) / 2, 6);

    // The region is the cell of lowest mean attribution, never on the name.
    const { columns, rows, segments } = image.attribution;
    const means = segments[0].cells.map((_: number, i: number) => segments.reduce((sum: number, s: { cells: number[] }) => sum + s.cells[i], 0) / segments.length);
    const cellW = image.width / columns;
    const cellH = image.height / rows;
    const index = Math.round(regeneration.region.y / cellH) * columns + Math.round(regeneration.region.x / cellW);
    expect(means[index]).toBeLessThan(0);
    const name = image.product_name?.box;
    if (name) expect(overlapArea(regeneration.region, name)).toBeLessThanOrEqual(0.25 * cellW * cellH + 1);
    const allowed = means.filter((_: number, i: number) => !name || overlapArea({ x: (i % columns) * cellW, y: Math.floor(i / columns) * cellH, width: cellW, height: cellH }, name) <= 0.25 * cellW * cellH);
    expect(means[index]).toBeCloseTo(Math.min(...allowed), 6);

    // What the provider got: the image at the analysed size, one image, a PNG mask transparent over the region alone.
    const edits = openai.requests.filter((request) => request.path.includes('/images/edits'));
    expect(edits).toHaveLength(1);
    const { fields, files } = await multipartOf(edits[0]);
    expect(fields).toMatchObject({ model: 'gpt-image-1', n: '1' });
    expect(fields.prompt).toContain('fresh oranges, morning light');
    const sentImage = files.find((file) => file.field.startsWith('image'))!;
    expect(await sharp(sentImage.bytes).metadata()).toMatchObject({ width: image.width, height: image.height });
    const mask = await sharp(files.find((file) => file.field === 'mask')!.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => mask.data[(y * mask.info.width + x) * 4 + 3];
    const r = regeneration.region;
    expect(alpha(r.x + Math.floor(r.width / 2), r.y + Math.floor(r.height / 2))).toBe(0);
    expect(alpha(r.x > 5 ? 2 : image.width - 3, r.y > 5 ? 2 : image.height - 3)).toBe(255);

    // The modified design: the stand-in's red inside the region, the original outside it.
    const design = await sharp(Buffer.from(await (await h.request(regeneration.design_url)).arrayBuffer())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const original = await sharp(await packBytes()).resize(image.width, image.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const pixel = (data: Buffer, x: number, y: number) => [...data.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3)];
    expect(design.info).toMatchObject({ width: image.width, height: image.height });
    expect(pixel(design.data, r.x + Math.floor(r.width / 2), r.y + Math.floor(r.height / 2))).toEqual([200, 40, 40]);
    let changedOutside = 0;
    for (let y = 0; y < image.height; y += 7) {
      for (let x = 0; x < image.width; x += 7) {
        const inside = x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;
        if (!inside && pixel(design.data, x, y).join() !== pixel(original, x, y).join()) changedOutside++;
      }
    }
    expect(changedOutside).toBe(0);
    expect((await h.request(regeneration.heatmap_url)).headers.get('content-type')).toBe('image/png');

    // The provider's image on the client's usage (the report's price covers it), the report charged once.
    const usage = await eventsOfType(h, 'GenerationUsageRecorded');
    expect(usage.filter((u) => u.service === 'analysis_region' && u.clientId === accounts.clientId)).toEqual([expect.objectContaining({ provider: 'openai', tickets: 1, amount: 0 })]);
    expect(usage.filter((u) => u.usageId === started.analysis_id)).toEqual([expect.objectContaining({ amount: 12000, service: 'analysis_report' })]);

    // The loop closes for the redrawn design too: evaluated as a new project, its results the report's prediction.
    const created = await post(`/api/projects/${project.id}/analysis_reports/${started.analysis_id}/modified_designs`, { image_id: image.image_id, key: 'region_regenerated' });
    expect(created.status).toBe(201);
    const evaluation = await created.json();
    expect(evaluation.name).toContain('region_regenerated');
    await until(
      async () => (await h.request(`/api/projects/${evaluation.id}`, { token: admin })).json(),
      (p) => p.status === 'SUCCESS',
    );
    const rescored = await (await h.request(`/api/projects/${evaluation.id}/results`, { token: admin })).json();
    for (const segment of rescored.segments) {
      const predicted = image.preference.find((p: { segment_id: number }) => p.segment_id === segment.segment_id).value + regeneration.deltas.find((d: { segment_id: number }) => d.segment_id === segment.segment_id).value;
      expect(segment.scores[0].final_score).toBeCloseTo(predicted, 1);
    }
  }, 360_000);

  it('given the provider refusing the key, then the report still completes and says why the region was not redrawn', async () => {
    expect((await configureOpenAi('sk-wrong')).status).toBe(200);
    const started = await (await post(`/api/projects/${project.id}/analysis_reports`, { image_ids: [project.imageId], region_regeneration: { prompt: 'oranges', model_code: 'gpt_image_1' } }, admin)).json();
    const report = await completedReport(project.id, started.analysis_id);
    expect(report.images[0].status).toBe('analysed');
    expect(report.images[0].region_regeneration).toMatchObject({ status: 'failed', provider: 'openai', design_url: null, error: { code: 'GENERATION_PROVIDER_AUTH' } });
    expect(report.images[0].region_regeneration.error.message).toContain('AIサービスの設定に問題があります');
    const refused = await post(`/api/projects/${project.id}/analysis_reports/${started.analysis_id}/modified_designs`, { image_id: project.imageId, key: 'region_regenerated' });
    expect(refused.status).toBe(404);
  }, 240_000);
});
