import type { SegmentId } from '@packlens/contracts';
import { attributionIn, type Attribution } from './attribution';
import { LEGIBLE_HEIGHT_PER_DISTANCE, SHELF_DISTANCE_M, type Diagnostics, type NormComparison } from './diagnostics';
import type { NormFeature } from './norms';
import type { Box } from './raster-ops';

/** WCAG 2's minimum contrast for large text. */
export const MIN_NAME_CONTRAST = 3;
/** Attention per area on the name below the pack's average. */
export const MIN_NAME_LIFT = 1;
/** A region whose blurring raises the predicted mean by this much lowers preference (1-5 scale). */
export const NEGATIVE_REGION_MEAN = 0.05;

/** One finding (notice types 1-8 of contracts/src/catalogue/analysis.ts), with the measurements that raised it. */
export interface Notice {
  type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  /** The segments it concerns; empty when it concerns the design whatever the segment. */
  segmentIds: SegmentId[];
  /** Where on the image, in pixels of the analysed raster. */
  region: Box | null;
  /** The numbers behind it: measured value and the threshold or norm it was compared with. */
  measured: Record<string, number>;
}

const byNorm: { type: Notice['type']; feature: NormFeature; position: 'above' | 'below' }[] = [
  { type: 4, feature: 'edgeDensity', position: 'above' },
  { type: 5, feature: 'textArea', position: 'above' },
  { type: 6, feature: 'colourfulness', position: 'below' },
  { type: 7, feature: 'whiteSpace', position: 'below' },
];

/** The rules behind the notices; each is documented in docs/api/analysis.md and in the catalogue's `rule` text. */
export function notices(input: {
  diagnostics: Diagnostics;
  comparisons: readonly NormComparison[];
  attribution: Attribution;
  segmentIds: readonly SegmentId[];
  size: { width: number; height: number };
}): Notice[] {
  const out: Notice[] = [];
  const { name } = input.diagnostics;
  const minimumMm = SHELF_DISTANCE_M * 1000 * LEGIBLE_HEIGHT_PER_DISTANCE;
  if (!name) out.push({ type: 1, segmentIds: [], region: null, measured: { letterHeightMm: 0, minimumMm } });
  else {
    if (name.letterHeightMm < minimumMm) out.push({ type: 1, segmentIds: [], region: name.box, measured: { letterHeightMm: name.letterHeightMm, minimumMm, legibleUpToM: name.legibleUpToM } });
    if (name.contrastRatio < MIN_NAME_CONTRAST) out.push({ type: 2, segmentIds: [], region: name.box, measured: { contrastRatio: name.contrastRatio, minimum: MIN_NAME_CONTRAST } });
    if (name.attentionLift < MIN_NAME_LIFT) out.push({ type: 3, segmentIds: [], region: name.box, measured: { attentionShare: name.attentionShare, attentionLift: name.attentionLift, minimumLift: MIN_NAME_LIFT } });
  }
  for (const rule of byNorm) {
    const hits = input.comparisons.flatMap((c) => c.features.filter((f) => f.name === rule.feature && f.position === rule.position).map((f) => ({ segmentId: c.segmentId, f })));
    if (!hits.length) continue;
    const first = hits[0].f;
    out.push({
      type: rule.type,
      segmentIds: hits.map((h) => h.segmentId),
      region: null,
      measured: { value: first.value, normP25: first.norm.p25, normMedian: first.norm.median, normP75: first.norm.p75 },
    });
  }
  // Notice 8: per segment, the cell whose blurring raises the mean most, when it does by enough.
  const { columns, rows } = input.attribution;
  const cellW = input.size.width / columns;
  const cellH = input.size.height / rows;
  const negatives = new Map<number, { segmentIds: SegmentId[]; value: number }>();
  input.segmentIds.forEach((segmentId, s) => {
    const values = input.attribution.cells[s];
    let index = 0;
    for (let i = 1; i < values.length; i++) if (values[i] < values[index]) index = i;
    if (-values[index] < NEGATIVE_REGION_MEAN) return;
    const entry = negatives.get(index) ?? { segmentIds: [], value: 0 };
    entry.segmentIds.push(segmentId);
    entry.value = Math.min(entry.value, values[index]);
    negatives.set(index, entry);
  });
  for (const [index, entry] of negatives) {
    const region = { x: Math.round((index % columns) * cellW), y: Math.round(Math.floor(index / columns) * cellH), width: Math.round(cellW), height: Math.round(cellH) };
    out.push({ type: 8, segmentIds: entry.segmentIds, region, measured: { meanChangeWhenBlurred: -entry.value, threshold: NEGATIVE_REGION_MEAN } });
  }
  return out.sort((a, b) => a.type - b.type);
}

/** How much of the predicted preference the name's box carries, per segment (attribution summed over the box). */
export function nameAttribution(attribution: Attribution, name: Box | null, size: { width: number; height: number }): number[] {
  return attribution.cells.map((_, s) => (name ? attributionIn(attribution, s, name, size) : 0));
}
