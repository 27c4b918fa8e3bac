import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubscription, type RunningSubscription } from '@packlens/kernel';
import { trainingWorker } from '@packlens/scoring/worker';
import { generateDemoPanel } from '../../scoring/src/panel/generate';
import { datasetFiles, zipDataset } from '../../scoring/src/training/dataset-writer';
import { ModelRegistry } from '../../scoring/src/models/model-registry';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts, until as eventually } from './harness';

/**
 * Training runs from the console's API (issue 16, item 2): a run on an uploaded data set runs in the training worker
 * (its own thread), records progress, and ends with the model's held-out figures and the promotion decision. The
 * model cache is a temporary one, so the product's own active model is never touched.
 */
const h = useApi();
let accounts: Accounts;
let superAdmin: string;
let cacheDir: string;
let worker: RunningSubscription;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'training');
  superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
  cacheDir = await mkdtemp(path.join(tmpdir(), 'packlens-training-'));
  worker = startSubscription(trainingWorker({ store: h.deps.store, blobs: h.deps.blobs!, cacheDir, clock: () => new Date() }), { connectionString: h.databaseUrl, pollIntervalMs: 250 });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await rm(cacheDir, { recursive: true, force: true });
});

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 300_000) => eventually(read, done, timeoutMs, 500);

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

  it('given an unknown data set or a company admin, then it is refused and nothing is stored', async () => {
    const admin = (await loginAs(h, accounts.admin.email)).token;
    const before = await eventCount(h);
    const unknown = await h.request('/api/admin/training_runs', { ...json('POST', { data_set_ids: ['00000000-0000-4000-8000-000000000000'] }), token: superAdmin });
    expect(unknown.status).toBe(404);
    expect((await h.request('/api/admin/training_runs', { ...json('POST', { data_set_ids: ['00000000-0000-4000-8000-000000000000'] }), token: admin })).status).toBe(403);
    expect(await eventCount(h)).toBe(before);
  });
});
