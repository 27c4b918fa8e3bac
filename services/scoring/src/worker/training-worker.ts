import { Worker } from 'node:worker_threads';
import { ModelActivated, ModelTrained, ModelTrainingFailed, readEvent, TrainingProgressed, TrainingRequested, type EventOf } from '@packlens/contracts';
import { deterministicUuid, type BlobStore, type EventStore, type Reactor, type RecordedEvent } from '@packlens/kernel';
import { publishModelVersion } from '../models/model-blobs';
import type { SegmentMetrics } from '../training/train';
import type { TrainingFailureCode } from '../training/training-error';

type Failure = { error: string; code: TrainingFailureCode; params: Record<string, number | string> };
import type { TrainingRunResult, TrainingStage } from '../training/training-run';
import { reactionMetadata } from './reaction-metadata';

type Request = EventOf<typeof TrainingRequested>['data'];
export const trainingStream = (runId: string) => `training-${runId}`;
/** Where every activation of a model version is recorded, automatic or by hand. */
export const MODEL_VERSIONS_STREAM = 'model-versions';

/** Progress is recorded at most this often (and at every change of stage). */
const PROGRESS_EVERY_MS = 2000;

/**
 * The training worker (issue 16, item 2): reacts to `TrainingRequested`, runs the training on a thread of its own
 * (feature extraction on a pool of threads from there), records progress, and ends the run with `ModelTrained` or
 * `ModelTrainingFailed` (ids derived from the run). A run that already ended is not run again; a run cut off by a
 * restart starts again from the beginning when the subscription hands the request back (features are cached, so the
 * second start skips what the first extracted).
 */
export function trainingWorker(deps: { store: EventStore; blobs: BlobStore; cacheDir: string; clock: () => Date }): Reactor {
  return {
    kind: 'reactor',
    name: 'training-worker',
    handles: ['TrainingRequested'],
    async react(recorded: RecordedEvent) {
      const request = readEvent(recorded.type, recorded.data, recorded.schemaVersion).data as Request;
      const stream = trainingStream(request.runId);
      const { events } = await deps.store.readStream(stream);
      if (events.some((e) => e.type === 'ModelTrained' || e.type === 'ModelTrainingFailed')) return;
      const metadata = () => reactionMetadata(recorded, 'training-worker', null, deps.clock);
      const append = (event: ReturnType<typeof ModelTrained> | ReturnType<typeof ModelTrainingFailed> | ReturnType<typeof TrainingProgressed>, id?: string) =>
        deps.store.append(stream, [{ id: id ?? crypto.randomUUID(), ...event, metadata: metadata() }], { expectedVersion: 'any' });
      const fail = (reason: string, code: TrainingFailureCode, params: Record<string, number | string> = {}) =>
        append(ModelTrainingFailed({ runId: request.runId, reason: reason.slice(0, 2000), code, params, at: deps.clock().toISOString() }), deterministicUuid(request.runId, 'failed'));

      const datasets: Uint8Array[] = [];
      for (const set of request.dataSets) {
        const bytes = await deps.blobs.get(set.blobKey);
        if (!bytes) return void (await fail(`the data set ${set.dataSetId} is missing from the blob store`, 'DATA_SET_MISSING', { dataSetId: set.dataSetId }));
        datasets.push(new Uint8Array(bytes));
      }
      let lastStage: TrainingStage | null = null;
      let lastAt = 0;
      const pending: Promise<unknown>[] = [];
      const outcome = await runOnThread({ datasets, includeDemoPanel: request.includeDemoPanel, cacheDir: deps.cacheDir }, (stage, done, total) => {
        const now = Date.now();
        if (stage === lastStage && now - lastAt < PROGRESS_EVERY_MS && done !== total) return;
        lastStage = stage;
        lastAt = now;
        pending.push(append(TrainingProgressed({ runId: request.runId, stage, done, total, at: deps.clock().toISOString() })));
      });
      await Promise.all(pending);
      if ('error' in outcome) return void (await fail(outcome.error, outcome.code, outcome.params));
      const { version, decision } = outcome.result;
      const active = decision.active ?? null;
      // Every machine's model cache fetches it from the blob store once it is announced (model-sync.ts).
      await publishModelVersion(deps.blobs, deps.cacheDir, version.id);
      await append(
        ModelTrained({
          runId: request.runId,
          versionId: version.id,
          dataHash: version.dataHash,
          demo: version.demo,
          trainImages: version.trainImages,
          heldOutImages: version.heldOutImages,
          summary: { mae: version.metrics.summary.mae, pearson: version.metrics.summary.pearson, spearman: version.metrics.summary.spearman },
          segments: version.metrics.segments.map((s) => ({
            ...segmentFigures(s),
            points: s.points,
          })),
          promoted: decision.promoted,
          against: decision.against,
          candidateMae: decision.candidateMae,
          activeMae: decision.activeMae,
          reason: decision.reason,
          code: decision.code,
          pearsonLowerBound: finite(decision.pearsonLowerBound),
          activeSegments:
            active &&
            active.segments.map((s) => ({
              ...segmentFigures(s),
              // In the order of the candidate's points, so the console can draw both against the same surveyed means.
              predicted: s.points?.map((p) => p.predicted),
            })),
          at: deps.clock().toISOString(),
        }),
        deterministicUuid(request.runId, 'trained'),
      );
      if (decision.promoted) {
        const activated = ModelActivated({
          versionId: version.id,
          previousVersionId: decision.against,
          how: 'automatic',
          reason: decision.reason,
          runId: request.runId,
          activatedBy: 'training-worker',
          at: deps.clock().toISOString(),
        });
        await deps.store.append(MODEL_VERSIONS_STREAM, [{ id: deterministicUuid(request.runId, 'activated'), ...activated, metadata: metadata() }], { expectedVersion: 'any' });
      }
    },
  };
}

function runOnThread(
  input: { datasets: Uint8Array[]; includeDemoPanel: boolean; cacheDir: string },
  onProgress: (stage: TrainingStage, done: number, total: number) => void,
): Promise<{ result: TrainingRunResult } | Failure> {
  // `--import tsx` does not reach a worker's entry module on Node 20, so the worker registers tsx itself.
  const entry = new URL('./training-thread.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Promise((resolve) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: input });
    let settled = false;
    const settle = (value: { result: TrainingRunResult } | Failure) => {
      if (settled) return;
      settled = true;
      resolve(value);
      void worker.terminate();
    };
    worker.on('message', (message: { progress?: { stage: TrainingStage; done: number; total: number }; result?: TrainingRunResult; error?: string; code?: TrainingFailureCode; params?: Failure['params'] }) => {
      if (message.progress) onProgress(message.progress.stage, message.progress.done, message.progress.total);
      else if (message.result) settle({ result: message.result });
      else if (message.error !== undefined) settle({ error: message.error, code: message.code ?? 'TRAINING_ERROR', params: message.params ?? {} });
    });
    worker.on('error', (error) => settle({ error: error.message, code: 'TRAINING_ERROR', params: {} }));
    worker.on('exit', (code) => settle({ error: `the training thread ended (exit code ${code})`, code: 'THREAD_ENDED', params: { exitCode: code } }));
  });
}

/** A segment's held-out figures as the events carry them; NaN (no variance, no word data) is left out, as JSON cannot say it. */
function segmentFigures(s: SegmentMetrics) {
  return {
    segmentId: s.segmentId,
    mae: s.mae,
    pearson: s.pearson,
    spearman: s.spearman,
    spreadMae: s.spread.mae,
    wordMae: s.wordMae,
    coverage: finite(s.coverage),
    wordTop3: finite(s.wordTop3),
  };
}

const finite = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : undefined);
