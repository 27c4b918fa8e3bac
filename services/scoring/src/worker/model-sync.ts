import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { readEvent } from '@packlens/contracts';
import type { BlobStore, Reactor } from '@packlens/kernel';
import { fetchModelVersion } from '../models/model-blobs';
import { ModelRegistry } from '../models/model-registry';

/**
 * Keeps this machine's model cache in step with the log (issue 17): every trained version is fetched from the blob
 * store (so the console's list is whole on every replica), and every activation is applied to the local registry,
 * so the scoring threads here score with the version made active anywhere. One subscription per machine and cache
 * (its name carries both). A version that is in no blob store (trained before models were published) is skipped.
 */
export function modelSync(deps: { blobs: BlobStore; cacheDir: string; onSkipped?: (versionId: string) => void }): Reactor {
  const cache = createHash('sha256').update(deps.cacheDir).digest('hex').slice(0, 12);
  return {
    kind: 'reactor',
    name: `model-sync:${hostname()}:${cache}`,
    handles: ['ModelTrained', 'ModelActivated'],
    async react(recorded) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      if (event.type !== 'ModelTrained' && event.type !== 'ModelActivated') return;
      const { versionId } = event.data;
      const here = await fetchModelVersion(deps.blobs, deps.cacheDir, versionId);
      if (!here) return deps.onSkipped?.(versionId);
      if (event.type === 'ModelActivated') {
        const registry = new ModelRegistry(deps.cacheDir);
        if ((await registry.activeId()) !== versionId) await registry.activate(versionId);
      }
    },
  };
}
