import { DomainError, ModelActivated, readEvent, type EventOf, type ModelVersionRow } from '@packlens/contracts';
import { HEAD_INPUT_VERSION, MODEL_VERSIONS_STREAM, ModelRegistry, type ModelVersion } from '@packlens/scoring/worker';
import { modelCacheDir } from '@packlens/scoring/model-cache';
import type { AppDeps } from '../app/deps';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { commandMetadata } from '../identity/streams';
import { finiteOrNull, segmentFiguresOf } from './segment-figures';

type Activation = EventOf<typeof ModelActivated>['data'];

/**
 * Model versions (issue 16, item 3): the registry's versions in the model cache, which one is active, and the
 * activations recorded on the `model-versions` stream. The super admin promotes or rolls back by hand with a reason;
 * every new calculation then uses that version (the scoring threads read the registry at their next image).
 */
export function modelVersionsService(deps: AppDeps) {
  const registry = new ModelRegistry(deps.modelCacheDir ?? modelCacheDir());

  async function activations(): Promise<{ list: Activation[]; version: number }> {
    const { events, version } = await deps.store.readStream(MODEL_VERSIONS_STREAM);
    return { list: events.filter((e) => e.type === 'ModelActivated').map((e) => readEvent(e.type, e.data, e.schemaVersion).data as Activation), version };
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
    const version = (await registry.versions()).find((v) => v.id === id);
    if (!version) throw new DomainError('NOT_FOUND');
    return row(version, await registry.activeId(), (await activations()).list);
  }

  return {
    get,
    /** Newest first. */
    async list(): Promise<ModelVersionRow[]> {
      const [versions, activeId, history] = await Promise.all([registry.versions(), registry.activeId(), activations()]);
      return versions.reverse().map((v) => row(v, activeId, history.list));
    },
    /** Makes a version the active one by hand (a promotion or a roll-back), recorded with the admin and the reason. */
    async activate(auth: AuthContext, id: string, reason: string, info: RequestInfo): Promise<ModelVersionRow> {
      const version = (await registry.versions()).find((v) => v.id === id);
      if (!version) throw new DomainError('NOT_FOUND');
      if (version.inputVersion !== HEAD_INPUT_VERSION) throw new DomainError('MODEL_VERSION_INCOMPATIBLE');
      const previous = (await registry.activeId()) ?? null;
      if (previous === id) throw new DomainError('MODEL_VERSION_ACTIVE');
      await registry.load(id); // the files are whole before anything is recorded
      const actor = actorOf(auth);
      const { version: streamVersion } = await activations();
      const activated = ModelActivated({ versionId: id, previousVersionId: previous, how: 'manual', reason, runId: null, activatedBy: actor.id, at: deps.clock().toISOString() });
      await deps.store.append(MODEL_VERSIONS_STREAM, [{ id: crypto.randomUUID(), ...activated, metadata: { ...commandMetadata(actor, null, info.requestId, deps.clock()), causationId: null } }], {
        expectedVersion: streamVersion,
      });
      await registry.activate(id);
      return get(id);
    },
  };
}
