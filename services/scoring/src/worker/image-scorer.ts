import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { SegmentId } from '@packlens/contracts';
import { evaluateConcept } from '../concept/evaluate-concept';
import { colourProfile } from '../concept/pack-colours';
import { PackTextReader } from '../concept/pack-text';
import type { ConceptLanguage } from '../concept/tokenize';
import { FeatureExtractor, loadImage } from '../features';
import { evaluateImages } from '../heads/evaluate-images';
import { DEFAULT_READOUT_PATH, HeatmapModel } from '../heatmap/model';
import type { Region, RegionShare } from '../heatmap/regions';
import { PACK_MAX_BYTES, PACK_WORKING_LONG_SIDE, SHELF_MAX_BYTES } from '../image/limits';
import { loadSegmentModel } from '../models/load-model';
import type { SegmentModel } from '../models/model-version';

/** What to compute for one image. Menus are the catalogue's menu codes. */
export interface ScoreJob {
  kind: 'pack' | 'shelf';
  categoryId: number | null;
  segmentIds: number[];
  menus: string[];
  regions: Region[];
  concept: { text: string; language: ConceptLanguage } | null;
}

export interface ScoredImage {
  imageHash: string;
  width: number;
  height: number;
  heatmap?: {
    modelVersion: string;
    gray: Uint8Array;
    overlay: Uint8Array;
    regions: RegionShare[];
    /** The attention distribution over a grid covering the image (sums to 1): region shares are computed from it later. */
    density: { width: number; height: number; data: Float32Array };
  };
  segments?: {
    modelVersion: string;
    demoModel: boolean;
    results: { segmentId: number; preference: { mean: number; sd: number }; imageWords: { wordId: number; probability: number }[] }[];
  };
  concept?: { modelVersion: string; demoModel: boolean; level: number; score: number; drivingWords: string[] };
}

const heatmapMenus = new Set(['heatmap', 'shelf_heatmap']);
const segmentMenus = new Set(['preference_score', 'image_word', 'image_word_scatter', 'preference_variance']);

export const wantsHeatmap = (job: ScoreJob) => job.menus.some((m) => heatmapMenus.has(m)) || job.kind === 'shelf';
export const wantsSegments = (job: ScoreJob) => job.menus.some((m) => segmentMenus.has(m));
export const wantsConcept = (job: ScoreJob) => job.menus.includes('concept_matching') && job.concept !== null;

/**
 * Everything the engine computes for one image, with the models loaded once: heat map (and region shares on a
 * shelf), preference and spread with image words per segment, concept matching. One per worker thread.
 */
export class ImageScorer {
  private packText: PackTextReader | undefined;

  private constructor(
    private readonly extractor: FeatureExtractor,
    private readonly heatmap: HeatmapModel,
    private readonly heatmapVersion: string,
    private readonly model: SegmentModel,
  ) {}

  static async load(): Promise<ImageScorer> {
    const extractor = await FeatureExtractor.load();
    const heatmap = await HeatmapModel.load({ backbone: extractor.backbone, textDetector: extractor.textDetector });
    const readout = await readFile(DEFAULT_READOUT_PATH);
    const heatmapVersion = `heatmap-readout-${createHash('sha256').update(readout).digest('hex').slice(0, 12)}`;
    return new ImageScorer(extractor, heatmap, heatmapVersion, await loadSegmentModel());
  }

  async score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage> {
    const image = await loadImage(bytes, job.kind === 'shelf' ? { maxBytes: SHELF_MAX_BYTES } : { maxBytes: PACK_MAX_BYTES, workingLongSide: PACK_WORKING_LONG_SIDE });
    const result: ScoredImage = { imageHash: image.imageHash, width: image.width, height: image.height };
    if (wantsHeatmap(job)) {
      // A pack is read as one view whatever its pixel size; only a shelf photo is read in tiles (issue 20: a 2000 px
      // pack photo was tiled like a shelf, 1.5 s instead of 0.25 s).
      const map = await this.heatmap.compute(image, job.kind === 'shelf' ? {} : { tiles: 1 });
      const { gray, overlay } = await this.heatmap.render(image, map, true);
      result.heatmap = {
        modelVersion: this.heatmapVersion,
        gray,
        overlay: overlay!,
        regions: this.heatmap.regionShares(map, job.regions),
        density: { width: map.density.width, height: map.density.height, data: Float32Array.from(map.density.data) },
      };
    }
    if (!wantsSegments(job) && !wantsConcept(job)) return result;
    const features = await this.extractor.extract(image);
    const categoryId = job.categoryId ?? 1;
    if (wantsSegments(job)) {
      const [evaluation] = evaluateImages(this.model, [{ image: '', categoryId, features }], job.segmentIds as SegmentId[]);
      result.segments = {
        modelVersion: evaluation.modelVersion,
        demoModel: evaluation.demoModel,
        results: evaluation.segments.map((s) => ({ segmentId: s.segmentId, preference: s.preference, imageWords: s.imageWords })),
      };
    }
    if (wantsConcept(job)) {
      this.packText ??= await PackTextReader.load();
      const concept = await evaluateConcept({
        model: this.model,
        features,
        categoryId,
        concept: job.concept!.text,
        language: job.concept!.language,
        packText: await this.packText.read(image),
        colours: colourProfile(image.raster),
      });
      result.concept = {
        modelVersion: concept.modelVersion,
        demoModel: concept.demoModel,
        level: concept.level,
        score: concept.match.score,
        // Image words by their catalogue name, then the concept's colours as `colour:<name>` (contracts: conceptDriverName).
        drivingWords: [...concept.match.drivers.map((d) => d.word), ...concept.match.colourDrivers.map((c) => `colour:${c.colour}`)].slice(0, 20),
      };
    }
    return result;
  }

  async dispose(): Promise<void> {
    await this.extractor.dispose();
  }
}
