import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { modelCacheDir } from '../backbone';
import type { HeldOutMetrics } from '../training/train';
import { pearsonLowerBound } from '../training/metrics';
import { readModel, writeModel } from './model-files';
import type { ModelVersion, PromotionDecision, SegmentModel } from './model-version';

/**
 * The versions of the segment heads kept in the model cache (`<cache>/heads/<version id>/`) and which one is
 * active (`<cache>/heads/active.json`). Versions are never overwritten; activation is one atomic rename.
 */
export class ModelRegistry {
  readonly root: string;

  constructor(cacheDir = modelCacheDir()) {
    this.root = join(cacheDir, 'heads');
  }

  async activeId(): Promise<string | undefined> {
    try {
      return (JSON.parse(await readFile(join(this.root, 'active.json'), 'utf8')) as { id: string }).id;
    } catch {
      return undefined;
    }
  }

  async active(): Promise<SegmentModel | undefined> {
    const id = await this.activeId();
    return id ? this.load(id) : undefined;
  }

  async load(id: string): Promise<SegmentModel> {
    if (!/^[\w.-]+$/.test(id)) throw new Error(`not a model version id: ${id}`);
    return readModel(join(this.root, id));
  }

  async versions(): Promise<ModelVersion[]> {
    if (!existsSync(this.root)) return [];
    const out: ModelVersion[] = [];
    for (const entry of await readdir(this.root, { withFileTypes: true })) {
      const record = join(this.root, entry.name, 'version.json');
      if (entry.isDirectory() && existsSync(record)) out.push(JSON.parse(await readFile(record, 'utf8')) as ModelVersion);
    }
    return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  /**
   * Stores the candidate and makes it active only if it beats the active version on the candidate's held-out
   * images. `scoreActive` measures the active model on those same images (the caller has their features).
   */
  async offer(candidate: SegmentModel, scoreActive: (active: SegmentModel) => HeldOutMetrics): Promise<PromotionDecision> {
    const active = await this.active().catch(() => undefined);
    const decision = decidePromotion(candidate, active, scoreActive);
    candidate.version.promotion = decision;
    await writeModel(join(this.root, candidate.version.id), candidate);
    if (decision.promoted) await this.activate(candidate.version.id);
    return decision;
  }

  async activate(id: string): Promise<void> {
    await this.load(id);
    const temporary = join(this.root, `active.json.tmp-${process.pid}`);
    await writeFile(temporary, `${JSON.stringify({ id, activatedAt: new Date().toISOString() })}\n`);
    await rename(temporary, join(this.root, 'active.json'));
  }
}

/**
 * The promotion rule (docs in services/scoring/README.md, "Additional learning"): with no active version the
 * candidate becomes active; one whose active version reads other inputs replaces it; one that lacks a segment the
 * active version has waits for a hand activation. Otherwise it must show that it learnt something — the lower end of
 * the 95 % interval of its held-out Pearson r above 0, so shuffled ratings (a model that predicts the average, which
 * has the lowest error on noise) cannot win — and have a lower held-out MAE than the active version on the same
 * held-out images. Comparing on the candidate's own data is deliberate: a panel whose taste differs from the data
 * the active version learnt is the reason to train, and the active version's own validation data would refuse it.
 */
export function decidePromotion(
  candidate: SegmentModel,
  active: SegmentModel | undefined,
  scoreActive: (active: SegmentModel) => HeldOutMetrics,
): PromotionDecision {
  const metrics = candidate.version.metrics;
  const candidateMae = metrics.summary.mae;
  const pearsonLow = pearsonLowerBound(metrics.summary.pearson, metrics.images);
  const base = { candidateMae, pearsonLowerBound: pearsonLow };
  if (!active) return { ...base, against: null, activeMae: null, active: null, promoted: true, code: 'first_version', reason: 'no version was active' };
  const against = active.version.id;
  if (active.heads.inputVersion !== candidate.heads.inputVersion) {
    return { ...base, against, activeMae: null, active: null, promoted: true, code: 'active_incompatible', reason: 'the active version reads inputs this engine no longer produces' };
  }
  const missing = candidate.heads.segments.filter((id) => !active.heads.segments.includes(id));
  if (missing.length) {
    return { ...base, against, activeMae: null, active: null, promoted: false, code: 'segments_missing', reason: `the active version has no head for segment ${missing.join(', ')}; activate explicitly` };
  }
  const activeMetrics = scoreActive(active);
  const activeMae = activeMetrics.summary.mae;
  const decided = { ...base, against, activeMae, active: activeMetrics };
  if (!(pearsonLow > 0)) {
    return {
      ...decided,
      promoted: false,
      code: 'no_evidence',
      reason: `no evidence that it learnt the panel's preferences: held-out r ${metrics.summary.pearson.toFixed(3)} over ${metrics.images} images, 95 % interval from ${pearsonLow.toFixed(3)}`,
    };
  }
  const promoted = candidateMae < activeMae;
  return {
    ...decided,
    promoted,
    code: promoted ? 'better' : 'not_better',
    reason: promoted ? 'lower held-out MAE than the active version' : 'not better than the active version on the held-out split',
  };
}
