import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobStore } from '@packlens/kernel';
import { ModelRegistry } from './model-registry';

/** Where a model version's files are kept in the blob store, for every machine's model cache to fetch. */
export const modelBlobPrefix = (id: string) => `models/heads/${id}/`;
const RECORD = 'version.json';

function assertVersionId(id: string) {
  if (!/^[\w.-]+$/.test(id)) throw new Error(`not a model version id: ${id}`);
}

/**
 * Copies a version from this machine's model cache to the blob store, its record last (a version whose
 * `version.json` is there is whole). Called before the version is announced (`ModelTrained`).
 */
export async function publishModelVersion(blobs: BlobStore, cacheDir: string, id: string): Promise<void> {
  assertVersionId(id);
  const dir = join(new ModelRegistry(cacheDir).root, id);
  const files = (await readdir(dir)).filter((name) => !name.includes('.tmp-'));
  for (const name of [...files.filter((f) => f !== RECORD), RECORD]) {
    await blobs.put(`${modelBlobPrefix(id)}${name}`, await readFile(join(dir, name)), { contentType: name.endsWith('.json') ? 'application/json' : 'application/octet-stream' });
  }
}

/**
 * Brings a version into this machine's model cache from the blob store unless it is there: true when the cache
 * holds it afterwards, false when the blob store does not have it whole (a version trained before models were
 * published, or elsewhere without a shared store). Written to a temporary directory and renamed into place.
 */
export async function fetchModelVersion(blobs: BlobStore, cacheDir: string, id: string): Promise<boolean> {
  assertVersionId(id);
  const root = new ModelRegistry(cacheDir).root;
  const dir = join(root, id);
  if (existsSync(join(dir, RECORD))) return true;
  const keys = await blobs.list(modelBlobPrefix(id));
  if (!keys.includes(`${modelBlobPrefix(id)}${RECORD}`)) return false;
  const temporary = join(root, `.fetch-${id}-${randomUUID().slice(0, 8)}`);
  await mkdir(temporary, { recursive: true });
  try {
    for (const key of keys) {
      const bytes = await blobs.get(key);
      if (!bytes) return false;
      await writeFile(join(temporary, key.slice(modelBlobPrefix(id).length)), bytes);
    }
    // A directory left by a write that died half-way (no record) is replaced.
    await rm(dir, { recursive: true, force: true });
    await rename(temporary, dir);
    return true;
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
