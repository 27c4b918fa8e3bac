import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OfflineImageModel } from '@packlens/generation';
import { startSubscription, type RunningSubscription } from '@packlens/kernel';
import { LazyScoringPool, type RunningCalculations } from '@packlens/scoring/worker';
import { calculationsOn, eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts, until as eventually } from './harness';

/**
 * Scored generation (issue 13, item 4): "generate N and keep the best". Every candidate is scored by the evaluation
 * engine for the chosen segment (predicted preference, attention on the product name); the kept ones are the best,
 * the gallery sorts by the score, and one click sends a design to a new evaluation whose calculated result is the
 * score the gallery showed.
 */
vi.setConfig({ testTimeout: 240_000 });

const pool = new LazyScoringPool({ size: 1 });
const h = useApi({ designScorer: () => ({ score: (bytes, job) => pool.scoreDesign(bytes, job) }) });
let accounts: Accounts;
let admin: string;
let other: string;
let calculations: RunningCalculations;

const as = (token: string, language = 'ja') => ({ token, language });
const post = (path: string, body: unknown, token = admin, language = 'ja') => h.request(path, { ...json('POST', body), ...as(token, language) });

beforeAll(async () => {
  accounts = await givenAccounts(h, 'scored', { planId: 3 });
  admin = (await loginAs(h, accounts.admin.email)).token;
  expect((await h.request(`/api/change_plan/${accounts.clientId}`, { ...json('PUT', { plan_id: 1, plan_generate_id: 21 }), ...as(admin) })).status).toBe(200);
  admin = (await loginAs(h, accounts.admin.email)).token;
  const otherClient = await givenAccounts(h, 'scored-other', { planId: 3 });
  other = (await loginAs(h, otherClient.admin.email)).token;
  await h.request(`/api/change_plan/${otherClient.clientId}`, { ...json('PUT', { plan_id: 1, plan_generate_id: 21 }), ...as(other) });
  other = (await loginAs(h, otherClient.admin.email)).token;
  // The evaluation a design is sent to is calculated by the real scoring worker on the same threads.
  calculations = calculationsOn(h, pool);
}, 120_000);
afterAll(async () => {
  await calculations?.stop();
  await pool.close();
});

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 200_000) => eventually(read, done, timeoutMs, 300);

const download = async (url: string) => Buffer.from(await (await h.request(url)).arrayBuffer());
const request = { mode: 'text_to_image', model_code: 'beer', prompt: '"Golden Hop" lager can, crisp, summer', width: 384, height: 512, seed: 7 };

describe('generate N and keep the best', () => {
  let projectId: string;
  let gallery: { image_id: string; url: string; seed: number; score: { segment_id: number; category_id: number; mean: number; sd: number; rank: number; name_attention_share: number | null; heatmap_url: string; demo_model: boolean } }[];

  beforeAll(async () => {
    projectId = (await (await post('/api/design_projects/', { name: 'Lager cans' })).json()).id;
    const queued = await post(`/api/design_projects/${projectId}/generations`, { ...request, batch_size: 6, score_segment_id: 3, score_category_id: 3, keep: 3 });
    expect(queued.status).toBe(202);
    const job = await queued.json();
    await until(async () => (await h.request(`/api/design_projects/${projectId}`, as(admin))).json(), (p) => p.jobs.every((j: { status: string }) => j.status !== 'running'));
    gallery = await (await h.request(`/api/design_projects/${projectId}/gallery?order=score`, as(admin))).json();
    const generated = (await eventsOfType(h, 'DesignImagesGenerated')).find((data) => data.jobId === job.job_id);
    expect(generated).toMatchObject({ discarded: 3 });
  });

  it('keeps the three best of six candidates, ranked, with the segment’s predicted preference and the demo-model flag', async () => {
    expect(gallery).toHaveLength(3);
    expect(gallery.map((image) => image.score.rank)).toEqual([1, 2, 3]);
    for (const image of gallery) expect(image.score).toMatchObject({ segment_id: 3, category_id: 3, demo_model: true });
    const means = gallery.map((image) => image.score.mean);
    expect([...means].sort((a, b) => b - a)).toEqual(means);
    for (const mean of means) expect(mean).toBeGreaterThanOrEqual(1);
  });

  it('keeps exactly the candidates the engine scores best among all six the model made', async () => {
    const all = await new OfflineImageModel().generate({ model: 'beer', prompt: request.prompt, width: request.width, height: request.height, count: 6, seed: request.seed });
    const scored = [];
    for (const image of all.images) scored.push({ seed: image.seed, mean: (await pool.scoreDesign(image.bytes, { categoryId: 3, segmentIds: [3] })).preferences[0].mean });
    const best = scored.sort((a, b) => b.mean - a.mean).slice(0, 3);
    expect(gallery.map((image) => image.seed)).toEqual(best.map((candidate) => candidate.seed));
    gallery.forEach((image, i) => expect(image.score.mean).toBeCloseTo(best[i].mean, 6));
  });

  it('shows each design’s heat map and the attention on its product name', async () => {
    const withName = gallery.filter((image) => image.score.name_attention_share !== null);
    expect(withName.length).toBeGreaterThan(0);
    for (const image of withName) expect(image.score.name_attention_share).toBeGreaterThan(0);
    const heatmap = await sharp(await download(gallery[0].score.heatmap_url)).metadata();
    expect(heatmap.format).toBe('png');
  });

  it('sends the best design to a new evaluation whose calculated preference is the score the gallery showed', async () => {
    const best = gallery[0];
    const started = await post(`/api/design_projects/${projectId}/images/${best.image_id}/evaluations`, {});
    expect(started.status).toBe(201);
    const { project_id: evaluationId } = await started.json();
    const project = await (await h.request(`/api/projects/${evaluationId}`, as(admin, 'en'))).json();
    expect(project).toMatchObject({ type: 1, segment_ids: [3], menus: expect.arrayContaining(['preference_score', 'heatmap', 'image_word']) });
    expect(project.images).toHaveLength(1);
    expect(project.images[0]).toMatchObject({ category_id: 3 });
    expect((await h.request(`/api/projects/${evaluationId}/calculate`, { method: 'POST', ...as(admin) })).status).toBe(202);
    await until(async () => (await h.request(`/api/projects/${evaluationId}`, as(admin))).json(), (p) => p.status === 'SUCCESS');
    const results = await (await h.request(`/api/projects/${evaluationId}/results`, as(admin, 'en'))).json();
    // The results show the final score to two decimals.
    expect(results.segments[0]).toMatchObject({ segment_id: 3 });
    expect(results.segments[0].scores[0].final_score).toBeCloseTo(best.score.mean, 2);
  });

  it('another client can neither read the gallery nor send its designs to evaluation', async () => {
    expect((await h.request(`/api/design_projects/${projectId}/gallery`, as(other))).status).toBe(404);
    expect((await post(`/api/design_projects/${projectId}/images/${gallery[0].image_id}/evaluations`, {}, other)).status).toBe(404);
  });
});

describe('scored generation: refusals store and charge nothing', () => {
  it('keeping the best needs a segment, and at most the batch size; an unknown segment is refused', async () => {
    const projectId = (await (await post('/api/design_projects/', { name: 'Refusals' })).json()).id;
    const before = await eventCount(h);
    const noSegment = await post(`/api/design_projects/${projectId}/generations`, { ...request, batch_size: 4, keep: 2 });
    expect(noSegment.status).toBe(422);
    expect(await noSegment.json()).toMatchObject({ code: 'SCORE_SEGMENT_REQUIRED', detail: expect.stringContaining('セグメント') });
    const tooMany = await post(`/api/design_projects/${projectId}/generations`, { ...request, batch_size: 4, keep: 5, score_segment_id: 1 }, admin, 'en');
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({ code: 'KEEP_OUT_OF_RANGE', detail: 'The number of designs to keep must be between 1 and 4 (the batch size).' });
    const unknown = await post(`/api/design_projects/${projectId}/generations`, { ...request, batch_size: 4, score_segment_id: 9 }, admin, 'en');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ field: 'score_segment_id' })] });
    expect(await eventCount(h)).toBe(before);
  });
});
