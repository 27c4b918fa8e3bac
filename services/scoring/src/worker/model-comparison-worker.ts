import { ModelComparisonCompleted, readEvent, type EventOf, type ModelComparisonRequested } from '@packlens/contracts';
import { deterministicUuid, type BlobStore, type EventStore, type Reactor, type RecordedEvent } from '@packlens/kernel';
import { clampPreference, failureCode, type Scorer } from './calculation-results';
import { reactionMetadata } from './reaction-metadata';

type Request = EventOf<typeof ModelComparisonRequested>['data'];
export const modelComparisonStream = (comparisonId: string) => `model-comparison-${comparisonId}`;

/**
 * Model comparisons (issue 16, item 3): a calculated project's images scored again with the version the super admin
 * names, on the scoring threads, preference and spread only. The answer is one `ModelComparisonCompleted` on the
 * comparison's stream (id derived from it, so a redelivered request adds nothing); the project is not touched.
 */
export function modelComparisonWorker(deps: { store: EventStore; blobs: BlobStore; scorer: Scorer; clock: () => Date }): Reactor {
  return {
    kind: 'reactor',
    name: 'model-comparison-worker',
    handles: ['ModelComparisonRequested'],
    async react(recorded: RecordedEvent) {
      const request = readEvent(recorded.type, recorded.data, recorded.schemaVersion).data as Request;
      const stream = modelComparisonStream(request.comparisonId);
      if ((await deps.store.readStream(stream)).events.some((e) => e.type === 'ModelComparisonCompleted')) return;
      const rows: EventOf<typeof ModelComparisonCompleted>['data']['rows'] = [];
      const failures: { imageId: string; code: string }[] = [];
      let demo = false;
      await Promise.all(
        request.images.map(async (image) => {
          try {
            const bytes = await deps.blobs.get(image.blobKey);
            if (!bytes) return void failures.push({ imageId: image.imageId, code: 'CALCULATION_FAILED' });
            const scored = await deps.scorer.score(bytes, {
              kind: image.kind,
              categoryId: image.categoryId,
              segmentIds: request.segmentIds,
              menus: ['preference_score'],
              regions: [],
              concept: null,
              modelVersion: request.versionId,
            });
            demo = scored.segments?.demoModel ?? demo;
            for (const s of scored.segments?.results ?? []) rows.push({ imageId: image.imageId, segmentId: s.segmentId, mean: clampPreference(s.preference.mean), sd: s.preference.sd });
          } catch (error) {
            const code = failureCode(error);
            if (!code) throw error; // not the image's fault: the request is handled again
            failures.push({ imageId: image.imageId, code });
          }
        }),
      );
      const completed = ModelComparisonCompleted({ comparisonId: request.comparisonId, versionId: request.versionId, demo, rows, failures, at: deps.clock().toISOString() });
      await deps.store.append(stream, [{ id: deterministicUuid(request.comparisonId, 'completed'), ...completed, metadata: reactionMetadata(recorded, 'model-comparison-worker', request.clientId, deps.clock) }], {
        expectedVersion: 'any',
      });
    },
  };
}
