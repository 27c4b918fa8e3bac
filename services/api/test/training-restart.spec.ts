import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { TrainingRequested } from '@packlens/contracts';
import { FilesystemBlobStore, headPosition, startSubscription } from '@packlens/kernel';
import { trainingWorker } from '@packlens/scoring/worker';
import { generateDemoPanel } from '../../scoring/src/panel/generate';
import { datasetFiles, zipDataset } from '../../scoring/src/training/dataset-writer';
import { ModelRegistry } from '../../scoring/src/models/model-registry';
import { eventsOfType, until, useApi } from './harness';

/**
 * Issue 16, item 2: a training run survives its worker dying. The worker runs in a process of its own, is killed with
 * SIGKILL while it extracts features, and another worker takes the request again from the subscription's checkpoint:
 * the run ends once — one model, one activation — however far the first one got.
 */
const h = useApi();
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const temporary = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const ofRun = async (type: string, runId: string) => (await eventsOfType(h, type)).filter((e) => e.runId === runId);

describe('a training run whose worker is killed', () => {
  it('given a worker process killed during feature extraction, when another worker takes the request, then the run ends once with one model and one activation', async () => {
    const [blobDir, cacheDir] = [await temporary('packlens-restart-blobs-'), await temporary('packlens-restart-models-')];
    const zip = zipDataset(datasetFiles(await generateDemoPanel({ seed: 6161, images: 80, perCell: 20 })));
    const sha256 = createHash('sha256').update(zip).digest('hex');
    const blobKey = `learning-data/${sha256}.zip`;
    await new FilesystemBlobStore(blobDir).put(blobKey, Buffer.from(zip));
    const runId = randomUUID();
    const requested = TrainingRequested({ runId, dataSets: [{ dataSetId: randomUUID(), blobKey, sha256 }], includeDemoPanel: false, requestedBy: 'spec', at: new Date().toISOString() });
    await h.deps.store.append(`training-${runId}`, [{ id: randomUUID(), ...requested, metadata: { correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'spec' }, clientId: null, at: new Date().toISOString() } }], {
      expectedVersion: 'no_stream',
    });

    const entry = fileURLToPath(new URL('./training-worker-process.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', entry, h.databaseUrl, blobDir, cacheDir], { stdio: 'ignore' });
    await until(
      () => ofRun('TrainingProgressed', runId),
      (progress) => progress.some((p) => p.stage === 'features'),
      180_000,
      200,
    );
    child.kill('SIGKILL');
    await once(child, 'exit');
    // Killed in the middle: features begun, not all extracted, nothing fitted or decided.
    const atKill = await ofRun('TrainingProgressed', runId);
    expect(atKill.some((p) => p.stage === 'features' && Number(p.done) < Number(p.total))).toBe(true);
    expect(atKill.some((p) => p.stage === 'promotion')).toBe(false);
    expect(await ofRun('ModelTrained', runId)).toEqual([]);

    const worker = startSubscription(trainingWorker({ store: h.deps.store, blobs: new FilesystemBlobStore(blobDir), cacheDir, clock: () => new Date() }), {
      connectionString: h.databaseUrl,
      pollIntervalMs: 250,
    });
    try {
      const [trained] = await until(
        () => ofRun('ModelTrained', runId),
        (list) => list.length > 0,
        300_000,
        500,
      );
      // The worker has gone past the request: nothing more of this run comes.
      await worker.waitFor(await headPosition(h.deps.pool), 30_000);
      expect(await ofRun('ModelTrained', runId)).toHaveLength(1);
      expect(await ofRun('ModelTrainingFailed', runId)).toEqual([]);
      expect(await ofRun('ModelActivated', runId)).toHaveLength(1);
      const registry = new ModelRegistry(cacheDir);
      expect((await registry.versions()).map((v) => v.id)).toEqual([trained.versionId]);
      expect(await registry.activeId()).toBe(trained.versionId);
    } finally {
      await worker.stop();
    }
  }, 420_000);
});
