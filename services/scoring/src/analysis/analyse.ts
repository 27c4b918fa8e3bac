import { createHash } from 'node:crypto';
import type { SegmentId } from '@packlens/contracts';
import { FeatureExtractor, type DesignFeatures } from '../features';
import { evaluateImages } from '../heads/evaluate-images';
import type { HeatmapModel } from '../heatmap/model';
import { attentionShares } from '../heatmap/regions';
import type { FloatMap, LoadedImage, RgbImage } from '../image';
import type { SegmentModel } from '../models/model-version';
import { occlusionAttribution, type Attribution, type RasterScorer } from './attribution';
import { modifications, type Modification, type ModificationKey } from './candidates';
import { compareWithNorms, diagnose, type Diagnostics, type NormComparison } from './diagnostics';
import { nameAttribution, notices, type Notice } from './notices';
import { textBoxes } from './text-boxes';

export interface CandidateResult {
  key: ModificationKey;
  scope: Modification['scope'];
  /** Predicted mean per ordered segment after the change, and the change from the original. */
  means: number[];
  deltas: number[];
  meanDelta: number;
}

export interface ChosenModification extends CandidateResult {
  raster: RgbImage;
  /** The heat map of the modified design (the original's is the analysis' own). */
  heatmap: FloatMap;
}

export interface ImageAnalysis {
  segmentIds: SegmentId[];
  modelVersion: string;
  demoModel: boolean;
  baseMeans: number[];
  attribution: Attribution;
  /** Attribution summed over the name's box per segment (0 without a name). */
  nameAttribution: number[];
  diagnostics: Diagnostics;
  comparisons: NormComparison[];
  notices: Notice[];
  /** Every candidate, re-scored, best first by the mean change over the segments. */
  candidates: CandidateResult[];
  /** The best candidates that raise the mean, with their rasters and heat maps. */
  chosen: ChosenModification[];
  heatmap: FloatMap;
  timings: { totalMs: number; attributionMs: number; candidatesMs: number };
}

export interface AnalyseOptions {
  categoryId: number;
  segmentIds: readonly SegmentId[];
  packHeightCm?: number;
  /** How many improving candidates to keep with images (default 3). */
  keep?: number;
  attributionCells?: number;
}

/**
 * The analysis engine: the evaluation's own models (feature extractor, segment heads, heat map) used to explain a
 * score and to re-score modified designs. Deterministic: the same image and model give the same numbers.
 */
export class AnalysisEngine {
  constructor(
    readonly extractor: FeatureExtractor,
    readonly heatmaps: HeatmapModel,
    readonly model: SegmentModel,
  ) {}

  /** Predicted means of a raster for the segments, through the full pipeline (features of the raster, then the heads). */
  scorer(categoryId: number, segmentIds: readonly SegmentId[]): RasterScorer {
    return async (raster) => {
      const features = await this.extractor.extract(asLoaded(raster));
      return evaluateImages(this.model, [{ image: 'analysis', categoryId, features }], segmentIds)[0].segments.map((s) => s.preference.mean);
    };
  }

  async heatmapOf(raster: RgbImage): Promise<FloatMap> {
    return (await this.heatmaps.compute(asLoaded(raster))).density;
  }

  async analyse(image: LoadedImage, options: AnalyseOptions): Promise<ImageAnalysis> {
    const started = performance.now();
    const raster = image.raster;
    const segmentIds = [...options.segmentIds];
    const score = this.scorer(options.categoryId, segmentIds);
    const features = await this.extractor.extract(asLoaded(raster));
    const baseMeans = evaluateImages(this.model, [{ image: 'analysis', categoryId: options.categoryId, features }], segmentIds)[0].segments.map((s) => s.preference.mean);
    const [probability, heatmap] = await Promise.all([this.extractor.textDetector.probability(raster), this.heatmapOf(raster)]);
    const boxes = textBoxes(probability, raster.width, raster.height);
    const size = { width: raster.width, height: raster.height };
    const diagnostics = diagnose({
      raster,
      design: features.design as DesignFeatures,
      boxes,
      attentionOf: (box) => attentionShares(heatmap, size.width, size.height, [{ id: 'name', ...box }])[0],
      packHeightCm: options.packHeightCm,
    });
    const comparisons = compareWithNorms(diagnostics, this.model.norms, segmentIds, options.categoryId);
    const t0 = performance.now();
    const attribution = await occlusionAttribution(raster, baseMeans, score, options.attributionCells);
    const t1 = performance.now();
    const name = diagnostics.name?.box ?? null;
    const candidates: (CandidateResult & { modification: Modification })[] = [];
    for (const modification of modifications(name)) {
      const means = await score(await modification.apply(raster));
      const deltas = means.map((m, s) => m - baseMeans[s]);
      candidates.push({ key: modification.key, scope: modification.scope, means, deltas, meanDelta: deltas.reduce((a, b) => a + b, 0) / Math.max(1, deltas.length), modification });
    }
    const t2 = performance.now();
    candidates.sort((a, b) => b.meanDelta - a.meanDelta || a.key.localeCompare(b.key));
    const chosen: ChosenModification[] = [];
    for (const candidate of candidates.filter((c) => c.meanDelta > 0).slice(0, options.keep ?? 3)) {
      const modified = await candidate.modification.apply(raster);
      const { modification: _, ...result } = candidate;
      chosen.push({ ...result, raster: modified, heatmap: await this.heatmapOf(modified) });
    }
    return {
      segmentIds,
      modelVersion: this.model.version.id,
      demoModel: this.model.version.demo,
      baseMeans,
      attribution,
      nameAttribution: nameAttribution(attribution, name, size),
      diagnostics,
      comparisons,
      notices: notices({ diagnostics, comparisons, attribution, segmentIds, size }),
      candidates: candidates.map(({ modification: _, ...c }) => c),
      chosen,
      heatmap,
      timings: { totalMs: performance.now() - started, attributionMs: t1 - t0, candidatesMs: t2 - t1 },
    };
  }
}

/** A raster as a loaded image of its own size (a modified design has no file of its own yet). */
export function asLoaded(raster: RgbImage): LoadedImage {
  const imageHash = createHash('sha256').update(raster.data).update(`${raster.width}x${raster.height}`).digest('hex');
  return { format: 'png', width: raster.width, height: raster.height, imageHash, byteLength: raster.data.byteLength, raster };
}
