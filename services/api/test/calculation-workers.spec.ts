import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubscription, type RunningSubscription } from '@packlens/kernel';
import { ScoringPool } from '@packlens/scoring/worker';
import { quotaRefunds } from '../src';
import { calculationsOn, givenAccounts, json, loginAs, until, useApi } from './harness';

/**
 * Issue 17, items 1 and 4: calculations shared by worker processes (`scripts/src/worker.ts`, as on other machines),
 * one of them killed with SIGKILL while it holds an image. Another worker takes the image once the dead one's lease
 * expires: every image has one result, the calculation completes once, the quota is charged once and refunds nothing.
 */
const h = useApi();
const children: ChildProcess[] = [];
let refunds: RunningSubscription | undefined;
let admin: string;
const leaseMs = 3_000;

beforeAll(async () => {
  const accounts = await givenAccounts(h, 'calc-workers');
  admin = (await loginAs(h, accounts.admin.email)).token;
  refunds = startSubscription(quotaRefunds(h.deps.store, () => new Date()), { connectionString: h.databaseUrl, pollIntervalMs: 250 });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await refunds?.stop();
});

/** A worker process on the spec's database and blobs, one scoring thread, a short lease. */
async function workerProcess(): Promise<ChildProcess> {
  const entry = fileURLToPath(new URL('../../../scripts/src/worker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, DATABASE_URL: h.databaseUrl, BLOB_DIR: h.blobDir, SCORING_THREADS: '1', SCORING_LEASE_MS: String(leaseMs), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  await until(async () => output, (text) => text.includes('calculation worker ready'), 60_000, 100);
  return child;
}

const pack = (hue: number) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480"><rect width="100%" height="100%" fill="hsl(${hue},60%,70%)"/><circle cx="180" cy="260" r="90" fill="hsl(${(hue + 180) % 360},70%,40%)"/><text x="180" y="120" text-anchor="middle" font-family="DejaVu Sans" font-size="48">PACK ${hue}</text></svg>`))
    .png()
    .toBuffer();

async function calculatedLater(images: number) {
  const put = (path: string, body: unknown) => h.request(path, { ...json('PUT', body), token: admin, language: 'en' });
  const project = await (await h.request('/api/projects/', { ...json('POST', { name: 'Shared by workers' }), token: admin, language: 'en' })).json();
  await put(`/api/projects/${project.id}/menus`, { menus: ['heatmap', 'preference_score', 'image_word'] });
  await put(`/api/projects/${project.id}/segments`, { segment_ids: [1, 3] });
  const form = new FormData();
  for (let i = 0; i < images; i++) {
    form.append('files', new Blob([new Uint8Array(await pack(i * 40))]), `pack-${i}.png`);
    form.append('names', `Pack ${i}`);
  }
  const uploaded = await (await h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: form, token: admin, language: 'en' })).json();
  await put(`/api/projects/${project.id}/categories`, { images: uploaded.images.map((image: { id: string }) => ({ image_id: image.id, category_id: 1 })) });
  expect((await h.request(`/api/projects/${project.id}/calculate`, { method: 'POST', token: admin })).status).toBe(202);
  return project.id as string;
}

const calculationEvents = async (projectId: string, type: string) =>
  (await h.deps.pool.query<{ data: Record<string, unknown>; metadata: Record<string, unknown> }>(`select data, metadata from events where event_type = $1 and data->>'projectId' = $2 order by global_position`, [type, projectId])).rows;

describe('calculation workers on several processes', () => {
  it('given two worker processes, when one is killed with SIGKILL holding an image, then the other takes it after the lease: one result per image, one completion, one charge', async () => {
    const [first, second] = [await workerProcess(), await workerProcess()];
    const projectId = await calculatedLater(8);
    const owned = (pid: number) => `%:${pid}:%`;
    // Killed in the middle: it has recorded images and holds one now.
    await until(
      async () => {
        const { rows } = await h.deps.pool.query<{ held: boolean; recorded: number }>(
          `select exists (select 1 from calculation_jobs where status = 'running' and lease_owner like $1) as held,
                  (select count(*)::int from events where event_type = 'CalculationProgressed' and data->>'projectId' = $2 and metadata->>'worker' like $1) as recorded`,
          [owned(first.pid!), projectId],
        );
        return rows[0];
      },
      (state) => state.held && state.recorded >= 1,
      180_000,
      50,
    );
    const { rows: heldRows } = await h.deps.pool.query<{ image_id: string }>(`select image_id from calculation_jobs where status = 'running' and lease_owner like $1`, [owned(first.pid!)]);
    first.kill('SIGKILL');
    await once(first, 'exit');

    const project = await until(
      async () => (await h.request(`/api/projects/${projectId}`, { token: admin })).json(),
      (p) => p.status === 'SUCCESS' || p.status === 'FAILURE',
      120_000,
    );
    expect(project).toMatchObject({ status: 'SUCCESS' });
    const scores = await calculationEvents(projectId, 'ScoreCalculated');
    expect(scores).toHaveLength(8 * 2);
    expect(new Set(scores.map((e) => `${e.data.imageId}/${e.data.segmentId}`)).size).toBe(16);
    const progress = await calculationEvents(projectId, 'CalculationProgressed');
    expect(progress.map((e) => e.data.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await calculationEvents(projectId, 'CalculationCompleted')).toHaveLength(1);
    // Both processes recorded images; the one the dead process held was recorded by the other.
    const recorders = new Set(progress.map((e) => String(e.metadata.worker).split(':')[1]));
    expect(recorders).toEqual(new Set([String(first.pid), String(second.pid)]));
    for (const { image_id } of heldRows) expect(String(progress.find((e) => e.data.imageId === image_id)?.metadata.worker)).toContain(`:${second.pid}:`);
    expect(await calculationEvents(projectId, 'ImageQuotaUsed')).toHaveLength(1);
    await h.settled();
    expect(await calculationEvents(projectId, 'ImageQuotaRefunded')).toHaveLength(0);
    expect(await calculationEvents(projectId, 'ImageCalculationFailed')).toHaveLength(0);

    // SIGTERM: the survivor stops taking images and exits cleanly.
    second.kill('SIGTERM');
    const [code] = await once(second, 'exit');
    expect(code).toBe(0);
  }, 300_000);

  it('given no worker running, when a calculation is requested, then it waits in the queue, and a worker started later scores it', async () => {
    const projectId = await calculatedLater(2);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await (await h.request(`/api/projects/${projectId}`, { token: admin })).json()).status).not.toBe('SUCCESS');
    const pool = new ScoringPool({ size: 1 });
    const late = calculationsOn(h, pool);
    try {
      const project = await until(
        async () => (await h.request(`/api/projects/${projectId}`, { token: admin })).json(),
        (p) => p.status === 'SUCCESS',
        120_000,
      );
      expect(project.status).toBe('SUCCESS');
    } finally {
      await late.stop();
      await pool.close();
    }
  }, 180_000);
});
