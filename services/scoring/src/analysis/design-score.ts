import type { SegmentId } from '@packlens/contracts';
import { evaluateImages } from '../heads/evaluate-images';
import { attentionShares } from '../heatmap/regions';
import type { FloatMap, LoadedImage } from '../image';
import type { AnalysisEngine } from './analyse';
import { textBoxes, type TextBox } from './text-boxes';

/**
 * A generated design as the engine sees it (issue 13, "scored generation"): the predicted preference of each chosen
 * segment and how much of the heat map falls on the product name. The name is the largest line of lettering the text
 * detector finds (as the analysis report takes it); a design without lettering has no name attention.
 */
export interface DesignScore {
  modelVersion: string;
  demoModel: boolean;
  preferences: { segmentId: SegmentId; mean: number; sd: number }[];
  /** The name's box in the scored image's pixels, its share of all attention and that share over its share of the area. */
  name: { box: Omit<TextBox, 'fill'>; attentionShare: number; attentionLift: number } | null;
  heatmap: FloatMap;
}

export interface DesignScoreOptions {
  categoryId: number;
  segmentIds: readonly SegmentId[];
}

/** Scores one design with the evaluation's own models: the same features, heads and heat map as a calculation. */
export async function scoreDesign(engine: AnalysisEngine, image: LoadedImage, options: DesignScoreOptions): Promise<DesignScore> {
  const raster = image.raster;
  // A pack is read as one view, as a calculation reads it (not in a shelf photo's tiles).
  const [features, probability, map] = await Promise.all([
    engine.extractor.extract(image),
    engine.extractor.textDetector.probability(raster),
    engine.heatmaps.compute(image, { tiles: 1 }),
  ]);
  const heatmap = map.density;
  const [evaluation] = evaluateImages(engine.model, [{ image: 'design', categoryId: options.categoryId, features }], [...options.segmentIds]);
  return {
    modelVersion: evaluation.modelVersion,
    demoModel: evaluation.demoModel,
    preferences: evaluation.segments.map((s) => ({ segmentId: s.segmentId as SegmentId, mean: s.preference.mean, sd: s.preference.sd })),
    name: nameAttention(textBoxes(probability, raster.width, raster.height), heatmap, raster.width, raster.height),
    heatmap,
  };
}

/** The product name (the first, largest line, when it is a line: wider than tall) and the attention on it. */
export function nameAttention(boxes: readonly TextBox[], heatmap: FloatMap, width: number, height: number): DesignScore['name'] {
  const first = boxes[0];
  if (!first || first.width < first.height) return null;
  const { fill: _, ...box } = first;
  const [share] = attentionShares(heatmap, width, height, [{ id: 'name', ...box }]);
  return { box, attentionShare: share.share, attentionLift: share.lift };
}
