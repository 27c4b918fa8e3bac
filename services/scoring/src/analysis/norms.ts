import type { SegmentId } from '@packlens/contracts';
import type { DesignFeatures } from '../features';
import type { CachedFeatures } from '../training/feature-cache';
import type { SurveyDataset, SurveyImage } from '../training/survey';

/** The design measurements the analysis compares with the best-scoring packs (names of DesignFeatures). */
export const NORM_FEATURES = ['colourfulness', 'contrastRms', 'edgeDensity', 'hueEntropy', 'whiteSpace', 'textArea', 'saliencyOnText'] as const satisfies readonly (keyof DesignFeatures)[];
export type NormFeature = (typeof NORM_FEATURES)[number];

/** Quartiles of one measurement over the best-scoring packs of a category and segment. */
export interface NormRange {
  p25: number;
  median: number;
  p75: number;
}

export interface DesignNorm {
  segmentId: SegmentId;
  /** The category the packs were of, or null when the category had too few packs and every category was used. */
  categoryId: number | null;
  /** How many best-scoring packs the quartiles are of. */
  packs: number;
  features: Record<NormFeature, NormRange>;
}

/** Norms of a model's training data, written beside the heads (`norms.json`) when the model is trained. */
export interface DesignNorms {
  format: 'packlens-design-norms';
  /** The share of a category's packs, by the segment's observed mean, that counts as best-scoring. */
  topShare: number;
  norms: DesignNorm[];
}

export const NORM_TOP_SHARE = 0.25;
/** A category needs this many training packs with the segment's answers for a norm of its own. */
export const MIN_PACKS_PER_CATEGORY = 12;

/**
 * The norm of the best-scoring packs: per segment and category, the quartiles of each design measurement over the
 * top quarter of that category's training packs by the segment's observed mean rating; categories with too few
 * packs share a norm over every category (categoryId null, always present).
 */
export function designNorms(dataset: SurveyDataset, images: readonly SurveyImage[], features: Map<string, CachedFeatures>, topShare = NORM_TOP_SHARE): DesignNorms {
  const segments = [...new Set(images.flatMap((image) => (dataset.observations.get(image.name) ?? []).map((o) => o.segmentId)))].sort((a, b) => a - b);
  const categories = [...new Set(images.map((image) => image.categoryId))].sort((a, b) => a - b);
  const norms: DesignNorm[] = [];
  for (const segmentId of segments) {
    const rated = images.flatMap((image) => {
      const observation = (dataset.observations.get(image.name) ?? []).find((o) => o.segmentId === segmentId);
      const design = features.get(image.name)?.design;
      return observation && design ? [{ categoryId: image.categoryId, mean: observation.mean, design }] : [];
    });
    const normOf = (packs: typeof rated, categoryId: number | null): DesignNorm => {
      const best = [...packs].sort((a, b) => b.mean - a.mean).slice(0, Math.max(3, Math.round(packs.length * topShare)));
      const ranges = Object.fromEntries(NORM_FEATURES.map((name) => [name, quartiles(best.map((p) => p.design[name]))])) as Record<NormFeature, NormRange>;
      return { segmentId, categoryId, packs: best.length, features: ranges };
    };
    if (rated.length >= 3) norms.push(normOf(rated, null));
    for (const categoryId of categories) {
      const inCategory = rated.filter((p) => p.categoryId === categoryId);
      if (inCategory.length >= MIN_PACKS_PER_CATEGORY) norms.push(normOf(inCategory, categoryId));
    }
  }
  return { format: 'packlens-design-norms', topShare, norms };
}

/** The norm for a segment and category: the category's own, else every category's. */
export function normFor(norms: DesignNorms, segmentId: SegmentId, categoryId: number): DesignNorm | undefined {
  return norms.norms.find((n) => n.segmentId === segmentId && n.categoryId === categoryId) ?? norms.norms.find((n) => n.segmentId === segmentId && n.categoryId === null);
}

function quartiles(values: number[]): NormRange {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    const position = (sorted.length - 1) * q;
    const low = Math.floor(position);
    const high = Math.ceil(position);
    return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
  };
  return { p25: at(0.25), median: at(0.5), p75: at(0.75) };
}
