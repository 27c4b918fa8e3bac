import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelActivated } from '@packlens/contracts';
import { eventStoreMigrations, FilesystemBlobStore, headPosition, PostgresEventStore, startSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { modelCacheDir } from '../src/backbone';
import { serialiseHeads, writeModel } from '../src/models/model-files';
import { publishModelVersion } from '../src/models/model-blobs';
import { ModelRegistry } from '../src/models/model-registry';
import { modelSync } from '../src/worker/model-sync';
import { MODEL_VERSIONS_STREAM } from '../src/worker/training-worker';

/**
 * Issue 17: model files no longer live in one machine's cache. A version trained on machine A is published to the
 * shared blob store; machine B's model sync fetches it when it is announced and applies each activation, so B's
 * scoring threads use the version made active on A. A version no blob store holds is skipped, not waited for.
 */
const db = useTestDatabase(eventStoreMigrations);
const dirs: string[] = [];
let blobs: FilesystemBlobStore;
let store: PostgresEventStore;
beforeAll(async () => {
  const blobDir = await mkdtemp(path.join(tmpdir(), 'packlens-model-blobs-'));
  dirs.push(blobDir);
  blobs = new FilesystemBlobStore(blobDir);
  store = new PostgresEventStore(db.pool);
});
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const cache = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `packlens-${name}-`));
  dirs.push(dir);
  return dir;
};

async function activated(versionId: string, previousVersionId: string | null) {
  const event = ModelActivated({ versionId, previousVersionId, how: 'manual', reason: 'spec', runId: null, activatedBy: 'spec', at: new Date().toISOString() });
  await store.append(MODEL_VERSIONS_STREAM, [{ id: randomUUID(), ...event, metadata: { correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'spec' }, clientId: null, at: new Date().toISOString() } }], { expectedVersion: 'any' });
}

describe('model versions shared through the blob store', () => {
  it('given a version trained and activated on machine A, when machine B’s model sync reads the log, then B holds the same files and makes it active; a version in no store is skipped', async () => {
    const [a, b] = [await cache('machine-a'), await cache('machine-b')];
    const demo = await new ModelRegistry(modelCacheDir()).active();
    expect(demo).toBeDefined();
    const versionId = `spec-${randomUUID().slice(0, 8)}`;
    await writeModel(path.join(new ModelRegistry(a).root, versionId), { ...demo!, version: { ...demo!.version, id: versionId } });
    await publishModelVersion(blobs, a, versionId);
    await activated('ghost-version', null);
    await activated(versionId, 'ghost-version');

    const skipped: string[] = [];
    const sync = startSubscription(modelSync({ blobs, cacheDir: b, onSkipped: (id) => skipped.push(id) }), { connectionString: db.url, pollIntervalMs: 100 });
    try {
      await sync.waitFor(await headPosition(db.pool), 20_000);
    } finally {
      await sync.stop();
    }
    const registryB = new ModelRegistry(b);
    expect(await registryB.activeId()).toBe(versionId);
    const [onA, onB] = [await new ModelRegistry(a).load(versionId), await registryB.load(versionId)];
    expect(onB.version).toEqual(onA.version);
    expect(serialiseHeads(onB.heads).contentHash).toBe(serialiseHeads(onA.heads).contentHash);
    expect(skipped).toEqual(['ghost-version']);
  });
});
