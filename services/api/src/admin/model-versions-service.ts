import {
  DomainError,
  ModelActivated,
  ModelComparisonRequested,
  readEvent,
  type EventOf,
  type ModelComparison,
  type ModelComparisonCompleted,
  type ModelVersionRow,
} from '@packlens/contracts';
import { projectImages, projectScores } from '@packlens/projections';
import { HEAD_INPUT_VERSION, MODEL_VERSIONS_STREAM, ModelRegistry, modelComparisonStream, type ModelVersion } from '@packlens/scoring/worker';
import { isShelf } from '../projects/deciders/project-state';
import { modelCacheDir } from '@packlens/scoring/model-cache';
import type { AppDeps } from '../app/deps';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { commandMetadata } from '../identity/streams';
import { finiteOrNull, segmentFiguresOf } from './segment-figures';

type Activation = EventOf<typeof ModelActivated>['data'];
type ComparisonRequest = EventOf<typeof ModelComparisonRequested>['data'];
type ComparisonResult = EventOf<typeof ModelComparisonCompleted>['data'];

/**
 * Model versions (issue 16, item 3): the registry's versions in the model cache, which one is active, and the
 * activations recorded on the `model-versions` stream. The super admin promotes or rolls back by hand with a reason;
 * every new calculation then uses that version (the scoring threads read the registry at their next image).
 */
export function modelVersionsService(deps: AppDeps) {
  const registry = new ModelRegistry(deps.modelCacheDir ?? modelCacheDir());

  /** The activations recorded on the stream, and the stream's version (what a new activation expects). */
  async function recordedActivations(): Promise<{ list: Activation[]; version: number }> {
    const { events, version } = await deps.store.readStream(MODEL_VERSIONS_STREAM);
    return { list: events.filter((e) => e.type === 'ModelActivated').map((e) => readEvent(e.type, e.data, e.schemaVersion).data as Activation), version };
  }

  /** The activations, each naming who made it by e-mail where a person did (the event keeps the user's id). */
  async function activations(): Promise<Activation[]> {
    const { list } = await recordedActivations();
    const ids = [...new Set(list.map((a) => a.activatedBy).filter((id) => /^[0-9a-f-]{36}$/.test(id)))];
    if (ids.length === 0) return list;
    const { rows } = await deps.pool.query<{ user_id: string; email: string }>('select user_id::text, email from users where user_id = any($1::uuid[])', [ids]);
    const email = new Map(rows.map((r) => [r.user_id, r.email]));
    return list.map((a) => ({ ...a, activatedBy: email.get(a.activatedBy) ?? a.activatedBy }));
  }

  /** A version of the registry, else NOT_FOUND. */
  async function versionById(id: string): Promise<ModelVersion> {
    const version = (await registry.versions()).find((v) => v.id === id);
    if (!version) throw new DomainError('NOT_FOUND');
    return version;
  }

  /** A version this engine can score with (activate, compare), else NOT_FOUND or MODEL_VERSION_INCOMPATIBLE. */
  async function usableVersion(id: string): Promise<ModelVersion> {
    const version = await versionById(id);
    if (version.inputVersion !== HEAD_INPUT_VERSION) throw new DomainError('MODEL_VERSION_INCOMPATIBLE');
    return version;
  }

  const row = (version: ModelVersion, activeId: string | undefined, history: Activation[]): ModelVersionRow => {
    const summary = version.metrics.summary;
    return {
      id: version.id,
      created_at: version.createdAt,
      demo: version.demo,
      active: version.id === activeId,
      compatible: version.inputVersion === HEAD_INPUT_VERSION,
      train_images: version.trainImages,
      held_out_images: version.heldOutImages,
      summary: { mae: summary.mae, pearson: finiteOrNull(summary.pearson), spearman: finiteOrNull(summary.spearman), coverage: finiteOrNull(summary.coverage), word_top3: finiteOrNull(summary.wordTop3) },
      segments: version.metrics.segments.map((s) => segmentFiguresOf({ ...s, spreadMae: s.spread.mae })),
      promotion: version.promotion
        ? { promoted: version.promotion.promoted, code: version.promotion.code ?? null, reason: version.promotion.reason, against: version.promotion.against }
        : null,
      activations: history
        .filter((a) => a.versionId === version.id)
        .map((a) => ({ how: a.how, reason: a.reason, previous_version: a.previousVersionId, activated_by: a.activatedBy, at: a.at })),
    };
  };

  async function get(id: string): Promise<ModelVersionRow> {
    return row(await versionById(id), await registry.activeId(), await activations());
  }

  /** A comparison: the project's own scores beside the compared version's, once the worker has scored them. */
  async function comparison(versionId: string, comparisonId: string): Promise<ModelComparison> {
    const { events } = await deps.store.readStream(modelComparisonStream(comparisonId));
    const first = events[0];
    if (!first || first.type !== 'ModelComparisonRequested') throw new DomainError('NOT_FOUND');
    const request = readEvent(first.type, first.data, first.schemaVersion).data as ComparisonRequest;
    if (request.versionId !== versionId) throw new DomainError('NOT_FOUND');
    const done = events.find((e) => e.type === 'ModelComparisonCompleted');
    const result = done ? (readEvent(done.type, done.data, done.schemaVersion).data as ComparisonResult) : null;
    const [images, scores, project] = await Promise.all([
      projectImages(deps.pool, request.projectId),
      projectScores(deps.pool, request.projectId),
      deps.pool.query<{ name: string }>('select name from projects where project_id = $1', [request.projectId]),
    ]);
    const position = new Map(images.map((i) => [i.image_id, i]));
    const compared = new Map((result?.rows ?? []).map((r) => [`${r.imageId}:${r.segmentId}`, r]));
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      id: request.comparisonId,
      status: result ? 'done' : 'running',
      project_id: request.projectId,
      project_name: project.rows[0]?.name ?? '',
      original_version: scores[0]?.model_version ?? null,
      compared_version: request.versionId,
      compared_demo: result ? result.demo : null,
      rows: scores
        .filter((s) => position.has(s.image_id) && request.segmentIds.includes(s.segment_id))
        .sort((a, b) => position.get(a.image_id)!.position - position.get(b.image_id)!.position || a.segment_id - b.segment_id)
        .map((s) => {
          const other = compared.get(`${s.image_id}:${s.segment_id}`);
          return {
            image_id: s.image_id,
            image_name: position.get(s.image_id)!.name,
            segment_id: s.segment_id,
            original: { mean: round(s.mean), sd: round(s.sd) },
            compared: other ? { mean: round(other.mean), sd: round(other.sd) } : null,
          };
        }),
      failures: (result?.failures ?? []).map((f) => ({ image_id: f.imageId, code: f.code })),
      requested_at: request.at,
    };
  }

  return {
    get,
    comparison,
    /**
     * Scores a calculated project (any client's) again with this version, on the scoring threads, to compare: the
     * project's results, charges and events stay as they are.
     */
    async compare(auth: AuthContext, versionId: string, projectId: string, info: RequestInfo): Promise<ModelComparison> {
      await usableVersion(versionId);
      const { rows } = await deps.pool.query<{ client_id: string; status: string; type: number; segment_ids: number[] }>(
        'select client_id, status, type, segment_ids from projects where project_id = $1',
        [projectId],
      );
      const project = rows[0];
      if (!project) throw new DomainError('NOT_FOUND');
      const scored = new Set((await projectScores(deps.pool, projectId)).map((s) => s.image_id));
      if (project.status !== 'SUCCESS' || scored.size === 0) throw new DomainError('PROJECT_NOT_CALCULATED');
      const images = (await projectImages(deps.pool, projectId)).filter((i) => scored.has(i.image_id));
      const comparisonId = crypto.randomUUID();
      const actor = actorOf(auth);
      const requested = ModelComparisonRequested({
        comparisonId,
        versionId,
        projectId,
        clientId: project.client_id,
        segmentIds: project.segment_ids,
        images: images.map((i) => ({ imageId: i.image_id, blobKey: i.blob_key, kind: isShelf(project) ? 'shelf' : 'pack', categoryId: i.category_id })),
        requestedBy: actor.id,
        at: deps.clock().toISOString(),
      });
      await deps.store.append(
        modelComparisonStream(comparisonId),
        [{ id: crypto.randomUUID(), ...requested, metadata: { ...commandMetadata(actor, project.client_id, info.requestId, deps.clock()), causationId: null } }],
        { expectedVersion: 'no_stream' },
      );
      return comparison(versionId, comparisonId);
    },
    /** Newest first. */
    async list(): Promise<ModelVersionRow[]> {
      const [versions, activeId, history] = await Promise.all([registry.versions(), registry.activeId(), activations()]);
      return versions.reverse().map((v) => row(v, activeId, history));
    },
    /** Makes a version the active one by hand (a promotion or a roll-back), recorded with the admin and the reason. */
    async activate(auth: AuthContext, id: string, reason: string, info: RequestInfo): Promise<ModelVersionRow> {
      await usableVersion(id);
      const previous = (await registry.activeId()) ?? null;
      if (previous === id) throw new DomainError('MODEL_VERSION_ACTIVE');
      await registry.load(id); // the files are whole before anything is recorded
      const actor = actorOf(auth);
      const { version: streamVersion } = await recordedActivations();
      const activated = ModelActivated({ versionId: id, previousVersionId: previous, how: 'manual', reason, runId: null, activatedBy: actor.id, at: deps.clock().toISOString() });
      await deps.store.append(MODEL_VERSIONS_STREAM, [{ id: crypto.randomUUID(), ...activated, metadata: { ...commandMetadata(actor, null, info.requestId, deps.clock()), causationId: null } }], {
        expectedVersion: streamVersion,
      });
      await registry.activate(id);
      return get(id);
    },
  };
}
