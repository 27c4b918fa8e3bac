import type { SegmentId } from '@packlens/contracts';
import type { SegmentHeads } from '../heads/segment-heads';
import type { HeldOutMetrics } from '../training/train';
import type { DesignNorms } from '../analysis/norms';
import type { PromotionCode } from '@packlens/contracts';

/**
 * A trained model as a record: what it learnt from (data hash), how it did on held-out images, when it was
 * made, and whether it is a demo model (trained on the simulated panel). Every result names the version id.
 */
export interface ModelVersion {
  /** `heads-<UTC time>-<content hash prefix>`, unique and sortable by time. */
  id: string;
  createdAt: string;
  demo: boolean;
  /** sha256 of the training data's content (see datasetHash). */
  dataHash: string;
  /** sha256 of the heads' parameters: two versions with equal content hashes give identical results. */
  contentHash: string;
  /** The head inputs this model reads; a model is refused by code that produces other inputs. */
  inputVersion: string;
  segments: SegmentId[];
  trainImages: number;
  heldOutImages: number;
  heldOutFraction: number;
  metrics: HeldOutMetrics;
  /** Filled when the version was offered to a registry. */
  promotion?: PromotionDecision;
}

export interface PromotionDecision {
  /** The version that was active when this one was offered, if any. */
  against: string | null;
  /** Absent from decisions made before 2026-11-29. */
  code?: PromotionCode;
  /** The active version's figures on this version's held-out images, for the console to show side by side. */
  active?: HeldOutMetrics | null;
  /** Lower end of the 95 % interval of the held-out Pearson r (Fisher z over the held-out images). */
  pearsonLowerBound?: number;
  /** Mean over segments of the preference mean's MAE, both measured on this version's held-out images. */
  candidateMae: number;
  activeMae: number | null;
  promoted: boolean;
  reason: string;
}

export interface SegmentModel {
  version: ModelVersion;
  heads: SegmentHeads;
  /** The design norms of the best-scoring training packs (the analysis report compares with them); absent in models trained before them. */
  norms?: DesignNorms;
}

export function versionId(createdAt: Date, contentHash: string): string {
  const stamp = createdAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `heads-${stamp}-${contentHash.slice(0, 10)}`;
}
