import { randomUUID } from 'node:crypto';
import { DomainError, readEvent, TrainingRequested, type EventOf, type TrainingRun } from '@packlens/contracts';
import { trainingStream } from '@packlens/scoring/worker';
import type { AppDeps } from '../app/deps';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { commandMetadata } from '../identity/streams';
import { learningDataService } from './learning-data-service';
import { finiteOrNull, segmentFiguresOf } from './segment-figures';

/**
 * Training runs (issue 16, item 2): asked for by the super admin on uploaded data sets, run by the training worker
 * (its own thread), read back from the run's stream.
 */
export function trainingRunsService(deps: AppDeps) {
  const learning = learningDataService(deps);

  async function run(runId: string): Promise<TrainingRun> {
    const { events } = await deps.store.readStream(trainingStream(runId));
    const first = events[0];
    if (!first || first.type !== 'TrainingRequested') throw new DomainError('NOT_FOUND');
    const read = (e: (typeof events)[number]) => readEvent(e.type, e.data, e.schemaVersion);
    const requested = read(first).data as EventOf<typeof TrainingRequested>['data'];
    const progress = events.filter((e) => e.type === 'TrainingProgressed').at(-1);
    const trained = events.find((e) => e.type === 'ModelTrained');
    const failed = events.find((e) => e.type === 'ModelTrainingFailed');
    const failedData = failed ? (read(failed).data as Extract<ReturnType<typeof read>, { type: 'ModelTrainingFailed' }>['data']) : null;
    const t = trained ? (read(trained).data as Extract<ReturnType<typeof read>, { type: 'ModelTrained' }>['data']) : null;
    return {
      id: requested.runId,
      status: t ? 'trained' : failed ? 'failed' : 'running',
      data_set_ids: requested.dataSets.map((d) => d.dataSetId),
      include_demo_panel: requested.includeDemoPanel,
      requested_by: requested.requestedBy,
      requested_at: requested.at,
      progress: progress ? { stage: String(progress.data.stage), done: Number(progress.data.done), total: Number(progress.data.total) } : null,
      model: t && {
        version: t.versionId,
        demo: t.demo,
        train_images: t.trainImages,
        held_out_images: t.heldOutImages,
        summary: { mae: t.summary.mae, pearson: finiteOrNull(t.summary.pearson), spearman: finiteOrNull(t.summary.spearman) },
        segments: t.segments.map(segmentFiguresOf),
        active_segments: t.activeSegments ? t.activeSegments.map(segmentFiguresOf) : null,
        scatter: t.segments
          .filter((s) => s.points)
          .map((s) => ({
            segment_id: s.segmentId,
            images: s.points!.map((p) => p.image),
            observed: s.points!.map((p) => p.observed),
            predicted: s.points!.map((p) => p.predicted),
            active_predicted: t.activeSegments?.find((a) => a.segmentId === s.segmentId)?.predicted ?? null,
          })),
        promoted: t.promoted,
        code: t.code ?? null,
        pearson_lower_bound: t.pearsonLowerBound ?? null,
        against: t.against,
        candidate_mae: t.candidateMae,
        active_mae: t.activeMae,
        reason: t.reason,
      },
      failure: failedData?.reason ?? null,
      failure_code: failedData ? (failedData.code ?? 'TRAINING_ERROR') : null,
      failure_params: failedData?.params ?? null,
      ended_at: t?.at ?? failedData?.at ?? null,
    };
  }

  return {
    run,
    /** Newest first. Runs are few and asked for by hand: found by their request in the log. */
    async list(): Promise<TrainingRun[]> {
      const { rows } = await deps.pool.query<{ run_id: string }>(`select data->>'runId' as run_id from events where event_type = 'TrainingRequested' order by global_position desc limit 100`);
      return Promise.all(rows.map((r) => run(r.run_id)));
    },
    async request(auth: AuthContext, input: { data_set_ids: string[]; include_demo_panel: boolean }, info: RequestInfo): Promise<TrainingRun> {
      const sets = await learning.list();
      const chosen = [...new Set(input.data_set_ids)].map((id) => {
        const set = sets.find((s) => s.id === id);
        if (!set) throw new DomainError('NOT_FOUND');
        return { dataSetId: set.id, blobKey: `learning-data/${set.sha256}.zip`, sha256: set.sha256 };
      });
      const runId = randomUUID();
      const requested = TrainingRequested({ runId, dataSets: chosen, includeDemoPanel: input.include_demo_panel, requestedBy: actorOf(auth).id, at: deps.clock().toISOString() });
      await deps.store.append(trainingStream(runId), [{ id: randomUUID(), ...requested, metadata: { ...commandMetadata(actorOf(auth), null, info.requestId, deps.clock()), causationId: null } }], {
        expectedVersion: 'no_stream',
      });
      return run(runId);
    },
  };
}
