import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubscription, type RunningSubscription } from '@packlens/kernel';
import { modelComparisonWorker, ScoringPool, trainingWorker } from '@packlens/scoring/worker';
import { rectangleJpeg, textPng } from '../../scoring/test/image-fixtures';
import { generateDemoPanel } from '../../scoring/src/panel/generate';
import { datasetFiles, zipDataset, type DatasetContent } from '../../scoring/src/training/dataset-writer';
import { ModelRegistry } from '../../scoring/src/models/model-registry';
import { calculationsOn, eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts, until as eventually } from './harness';

/**
 * Training runs from the console's API (issue 16, item 2): a run on an uploaded data set runs in the training worker
 * (its own thread), records progress, and ends with the model's held-out figures and the promotion decision. The
 * model cache is a temporary one, so the product's own active model is never touched.
 */
// A temporary model cache, made before the API so its model-versions service reads this one.
const cacheDir = mkdtempSync(path.join(tmpdir(), 'packlens-training-'));
const h = useApi({ modelCacheDir: cacheDir });
let accounts: Accounts;
let superAdmin: string;
let worker: RunningSubscription;
let scoring: { stop(): Promise<void> }[] = [];
let pool: ScoringPool | undefined;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'training');
  superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
  worker = startSubscription(trainingWorker({ store: h.deps.store, blobs: h.deps.blobs!, cacheDir, clock: () => new Date() }), { connectionString: h.databaseUrl, pollIntervalMs: 250 });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await Promise.all(scoring.map((s) => s.stop()));
  await pool?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 300_000) => eventually(read, done, timeoutMs, 500);

async function upload(content: DatasetContent, name: string): Promise<{ id: string; images: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(zipDataset(datasetFiles(content)))]), name);
  const answer = await h.request('/api/admin/learning_data', { method: 'POST', body: form, token: superAdmin });
  expect(answer.status).toBe(201);
  return answer.json();
}

async function train(dataSetId: string) {
  const asked = await h.request('/api/admin/training_runs', { ...json('POST', { data_set_ids: [dataSetId] }), token: superAdmin });
  expect(asked.status).toBe(202);
  const { id } = await asked.json();
  return until(
    async () => (await h.request(`/api/admin/training_runs/${id}`, { token: superAdmin })).json(),
    (r) => r.status !== 'running',
  );
}

/** The same images and image words with each image's ratings (every segment's mean and spread) taken from another image: there is no preference to learn. */
function shuffled(content: DatasetContent, seed: number): DatasetContent {
  const names = [...content.observations!.keys()];
  const donors = [...names];
  let state = seed;
  for (let i = donors.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [donors[i], donors[j]] = [donors[j], donors[i]];
  }
  const observations = new Map(
    names.map((name, i) => {
      const donor = content.observations!.get(donors[i])!;
      return [name, content.observations!.get(name)!.map((o) => ({ ...o, ...pick(donor.find((d) => d.segmentId === o.segmentId) ?? o) }))];
    }),
  );
  return { ...content, observations };
}
const pick = ({ n, mean, sd }: { n: number; mean: number; sd: number }) => ({ n, mean, sd });

const activations = async () => (await eventsOfType(h, 'ModelActivated')) as unknown as { versionId: string; previousVersionId: string | null; how: string; reason: string; runId: string | null }[];
const versions = async () => (await h.request('/api/admin/model_versions', { token: superAdmin })).json();

describe('training a model on uploaded learning data', () => {
  it('given an uploaded survey data set, when a run is asked for, then it trains on its own thread, reports progress, and the first model becomes active', async () => {
    const zip = zipDataset(datasetFiles(await generateDemoPanel({ seed: 4242, images: 40, perCell: 10 })));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(zip)]), 'panel.zip');
    const uploaded = await (await h.request('/api/admin/learning_data', { method: 'POST', body: form, token: superAdmin })).json();
    expect(uploaded.images).toBe(40);

    const asked = await h.request('/api/admin/training_runs', { ...json('POST', { data_set_ids: [uploaded.id] }), token: superAdmin });
    expect(asked.status).toBe(202);
    const started = await asked.json();
    expect(started).toMatchObject({ status: 'running', data_set_ids: [uploaded.id], include_demo_panel: false, model: null });

    const run = await until(
      async () => (await h.request(`/api/admin/training_runs/${started.id}`, { token: superAdmin })).json(),
      (r) => r.status !== 'running',
    );
    expect(run.failure).toBeNull();
    expect(run.status).toBe('trained');
    expect(run.model).toMatchObject({ demo: true, train_images: expect.any(Number), held_out_images: expect.any(Number), promoted: true, against: null, reason: 'no version was active' });
    expect(run.model.train_images + run.model.held_out_images).toBe(40);
    expect(run.model.segments.map((s: { segment_id: number }) => s.segment_id)).toContain(1);
    expect((await eventsOfType(h, 'TrainingProgressed')).filter((e) => e.runId === started.id).length).toBeGreaterThan(0);
    // The run's model is the registry's active version (the scoring threads pick it up at their next image).
    expect(await new ModelRegistry(cacheDir).activeId()).toBe(run.model.version);
    const list = await (await h.request('/api/admin/training_runs', { token: superAdmin })).json();
    expect(list[0].id).toBe(started.id);
  }, 360_000);

  it('given a second panel of a contrary taste, when a run trains on it, then it beats the active version on its held-out images, is activated and says so beside the active figures', async () => {
    const first = (await versions())[0];
    const contrary = await upload(await generateDemoPanel({ seed: 5151, images: 80, perCell: 40, taste: 'contrary' }), 'contrary.zip');
    const run = await train(contrary.id);
    expect(run.failure).toBeNull();
    expect(run.model).toMatchObject({ promoted: true, code: 'better', against: first.id });
    expect(run.model.pearson_lower_bound).toBeGreaterThan(0);
    if (process.env.SHOW_FIGURES) console.log(JSON.stringify({ contrary: run.model.segments.find((s: { segment_id: number }) => s.segment_id === 1), active: run.model.active_segments.find((s: { segment_id: number }) => s.segment_id === 1), lower: run.model.pearson_lower_bound, heldOut: run.model.held_out_images, scatter: run.model.scatter[0] }));
    // Beside it, the active version on the same held-out images: it learnt the opposite taste.
    const overall = (figures: { segment_id: number; pearson: number; mae: number; coverage: number; word_top3: number }[]) => figures.find((s) => s.segment_id === 1)!;
    expect(overall(run.model.active_segments).pearson).toBeLessThan(0);
    expect(overall(run.model.segments).pearson).toBeGreaterThan(0.5);
    expect(overall(run.model.segments).mae).toBeLessThan(overall(run.model.active_segments).mae);
    for (const share of [overall(run.model.segments).coverage, overall(run.model.segments).word_top3]) expect(share).toBeGreaterThanOrEqual(0), expect(share).toBeLessThanOrEqual(1);
    const scatter = run.model.scatter.find((s: { segment_id: number }) => s.segment_id === 1);
    expect(scatter.observed).toHaveLength(run.model.held_out_images);
    expect(scatter.predicted).toHaveLength(run.model.held_out_images);
    expect(scatter.active_predicted).toHaveLength(run.model.held_out_images);

    expect((await activations()).at(-1)).toMatchObject({ versionId: run.model.version, previousVersionId: first.id, how: 'automatic', runId: run.id });
    const listed = await versions();
    expect(listed.map((v: { id: string; active: boolean }) => [v.id, v.active])).toEqual([
      [run.model.version, true],
      [first.id, false],
    ]);
    expect(await new ModelRegistry(cacheDir).activeId()).toBe(run.model.version);
  }, 360_000);

  it('given the same packs with their answers shuffled, when a run trains on them, then the model shows no evidence of learning and is not activated, though its error is lower', async () => {
    const active = (await versions())[0];
    const noise = await upload(shuffled(await generateDemoPanel({ seed: 5151, images: 80, perCell: 40, taste: 'contrary' }), 7), 'shuffled.zip');
    const run = await train(noise.id);
    expect(run.model).toMatchObject({ promoted: false, code: 'no_evidence', against: active.id });
    expect(run.model.pearson_lower_bound).toBeLessThanOrEqual(0);
    // The error rule alone would have activated it: the active version's taste is wrong on noise, the average is not.
    expect(run.model.candidate_mae).toBeLessThan(run.model.active_mae);
    if (process.env.SHOW_FIGURES) console.log(JSON.stringify({ shuffled: run.model.summary, lower: run.model.pearson_lower_bound, candidate: run.model.candidate_mae, active: run.model.active_mae }));
    expect(await new ModelRegistry(cacheDir).activeId()).toBe(active.id);
    expect((await activations()).filter((a) => a.runId === run.id)).toEqual([]);
  }, 360_000);

  it('given the super admin, when they roll back to an earlier version with a reason, then it is active, recorded with the reason, and refused again while active', async () => {
    const [newest, ...older] = (await versions()).filter((v: { promotion: { promoted: boolean } }) => v.promotion?.promoted);
    const earlier = older.at(-1);
    const before = await eventCount(h);
    const noReason = await h.request(`/api/admin/model_versions/${earlier.id}/activate`, { ...json('POST', { reason: '  ' }), token: superAdmin });
    expect(noReason.status).toBe(400);
    expect(await eventCount(h)).toBe(before);

    const rolled = await h.request(`/api/admin/model_versions/${earlier.id}/activate`, { ...json('POST', { reason: 'Roll back: the contrary panel was a test.' }), token: superAdmin });
    expect(rolled.status).toBe(200);
    expect(await rolled.json()).toMatchObject({
      id: earlier.id,
      active: true,
      activations: expect.arrayContaining([expect.objectContaining({ how: 'manual', reason: 'Roll back: the contrary panel was a test.', previous_version: newest.id, activated_by: accounts.superAdmin.email })]),
    });
    expect(await new ModelRegistry(cacheDir).activeId()).toBe(earlier.id);
    expect((await activations()).at(-1)).toMatchObject({ versionId: earlier.id, previousVersionId: newest.id, how: 'manual' });

    const again = await h.request(`/api/admin/model_versions/${earlier.id}/activate`, { ...json('POST', { reason: 'again' }), token: superAdmin, language: 'en' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('MODEL_VERSION_ACTIVE');
    expect((await h.request('/api/admin/model_versions/heads-unknown/activate', { ...json('POST', { reason: 'x' }), token: superAdmin })).status).toBe(404);
    const admin = (await loginAs(h, accounts.admin.email)).token;
    expect((await h.request(`/api/admin/model_versions/${newest.id}/activate`, { ...json('POST', { reason: 'x' }), token: admin })).status).toBe(403);
    expect((await h.request('/api/admin/model_versions', { token: admin })).status).toBe(403);

    const promoted = await h.request(`/api/admin/model_versions/${newest.id}/activate`, { ...json('POST', { reason: 'Promote again by hand.' }), token: superAdmin });
    expect(promoted.status).toBe(200);
    expect(await new ModelRegistry(cacheDir).activeId()).toBe(newest.id);
  });

  it('given a calculated project, when the super admin compares it with another version, then each image and segment shows both scores and the project is untouched', async () => {
    // Scoring threads and the comparison worker on this spec's model cache (the newest version is active).
    pool = new ScoringPool({ size: 1, cacheDir });
    const db = { connectionString: h.databaseUrl, pollIntervalMs: 250 };
    const clock = () => new Date();
    scoring = [
      calculationsOn(h, pool, clock),
      startSubscription(modelComparisonWorker({ store: h.deps.store, blobs: h.deps.blobs!, scorer: pool, clock }), db),
    ];
    const admin = (await loginAs(h, accounts.admin.email)).token;
    const send = (method: string, path: string, body: unknown, token = admin) => h.request(path, { ...json(method, body), token, language: 'en' });
    const project = await (await send('POST', '/api/projects/', { name: 'Two packs' })).json();
    await send('PUT', `/api/projects/${project.id}/menus`, { menus: ['preference_score'] });
    await send('PUT', `/api/projects/${project.id}/segments`, { segment_ids: [1, 3] });
    const form = new FormData();
    const parts = [
      ['Red pack', 'red.jpg', await rectangleJpeg(800, 600, { x: 300, y: 200, w: 200, h: 200, colour: '#d02020' })],
      ['Word pack', 'words.png', await textPng(600, 800, ['NEW', 'CRUNCH'])],
    ] as const;
    for (const [name, file, bytes] of parts) {
      form.append('files', new Blob([new Uint8Array(bytes)]), file);
      form.append('names', name);
    }
    const uploaded = await (await h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: form, token: admin })).json();
    await send('PUT', `/api/projects/${project.id}/categories`, { images: uploaded.images.map((image: { id: string }) => ({ image_id: image.id, category_id: 5 })) });
    const draft = await send('POST', `/api/admin/model_versions/${(await versions()).at(-1).id}/comparisons`, { project_id: project.id }, superAdmin);
    expect(draft.status).toBe(409);
    expect((await draft.json()).code).toBe('PROJECT_NOT_CALCULATED');
    expect((await h.request(`/api/projects/${project.id}/calculate`, { method: 'POST', token: admin })).status).toBe(202);
    await until(
      async () => (await h.request(`/api/projects/${project.id}`, { token: admin })).json(),
      (p) => p.status === 'SUCCESS' || p.status === 'FAILURE',
    );
    const results = await (await h.request(`/api/projects/${project.id}/results`, { token: admin })).json();
    const listed: { id: string; active: boolean }[] = await versions();
    const active = listed.find((v) => v.active)!;
    expect(results.model.version).toBe(active.id);
    // The first version, trained on the demo taste (the active one learnt the contrary taste).
    const other = listed.at(-1)!;
    expect(other.id).not.toBe(active.id);

    const before = await eventsOfType(h, 'ScoreCalculated');
    expect(before.length).toBeGreaterThan(0);
    const asked = await send('POST', `/api/admin/model_versions/${other.id}/comparisons`, { project_id: project.id }, superAdmin);
    expect(asked.status).toBe(202);
    const { id } = await asked.json();
    const done = await until(
      async () => (await h.request(`/api/admin/model_versions/${other.id}/comparisons/${id}`, { token: superAdmin })).json(),
      (c) => c.status === 'done',
    );
    expect(done).toMatchObject({ project_id: project.id, project_name: 'Two packs', original_version: active.id, compared_version: other.id, failures: [] });
    expect(done.rows).toHaveLength(4);
    for (const row of done.rows) {
      const own = results.segments.find((s: { segment_id: number }) => s.segment_id === row.segment_id).scores.find((s: { image_id: string }) => s.image_id === row.image_id);
      expect(row.original.mean).toBe(own.final_score);
      expect(row.compared.mean).toBeGreaterThanOrEqual(1);
    }
    // Two versions of opposite taste do not agree on these packs.
    expect(done.rows.some((r: { original: { mean: number }; compared: { mean: number } }) => Math.abs(r.original.mean - r.compared.mean) > 0.01)).toBe(true);
    // The project is as it was: same results, no new scores.
    expect(await (await h.request(`/api/projects/${project.id}/results`, { token: admin })).json()).toEqual(results);
    expect(await eventsOfType(h, 'ScoreCalculated')).toHaveLength(before.length);

    expect((await send('POST', `/api/admin/model_versions/${other.id}/comparisons`, { project_id: project.id })).status).toBe(403);
    expect((await send('POST', `/api/admin/model_versions/${other.id}/comparisons`, { project_id: '00000000-0000-4000-8000-000000000000' }, superAdmin)).status).toBe(404);
    expect((await h.request(`/api/admin/model_versions/${active.id}/comparisons/${id}`, { token: superAdmin })).status).toBe(404);
  }, 300_000);

  it('given too few packs to split, then the run fails with a code and its figures for the console to say in the admin’s language', async () => {
    const few = await upload(await generateDemoPanel({ seed: 99, images: 6, perCell: 10 }), 'few.zip');
    const run = await train(few.id);
    expect(run).toMatchObject({ status: 'failed', model: null, failure_code: 'TOO_FEW_IMAGES' });
    expect(run.failure).toMatch(/it needs about 50 images or more/);
    expect(run.failure_params.train + run.failure_params.heldOut).toBe(6);
  }, 120_000);

  it('given an unknown data set or a company admin, then it is refused and nothing is stored', async () => {
    const admin = (await loginAs(h, accounts.admin.email)).token;
    const before = await eventCount(h);
    const unknown = await h.request('/api/admin/training_runs', { ...json('POST', { data_set_ids: ['00000000-0000-4000-8000-000000000000'] }), token: superAdmin });
    expect(unknown.status).toBe(404);
    expect((await h.request('/api/admin/training_runs', { ...json('POST', { data_set_ids: ['00000000-0000-4000-8000-000000000000'] }), token: admin })).status).toBe(403);
    expect(await eventCount(h)).toBe(before);
  });
});
