import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { SegmentId } from '@packlens/contracts';
import { evaluateConcept } from '../concept/evaluate-concept';
import { colourProfile, foregroundOf } from '../concept/pack-colours';
import { packElongation } from '../concept/pack-shape';
import { PackTextReader } from '../concept/pack-text';
import type { ConceptLanguage } from '../concept/tokenize';
import { FeatureExtractor, loadImage } from '../features';
import { evaluateImages } from '../heads/evaluate-images';
import { DEFAULT_READOUT_PATH, HeatmapModel } from '../heatmap/model';
import type { Region, RegionShare } from '../heatmap/regions';
import { PACK_MAX_BYTES, PACK_WORKING_LONG_SIDE, SHELF_MAX_BYTES } from '../image/limits';
import { loadSegmentModel } from '../models/load-model';
import { ModelRegistry } from '../models/model-registry';
import type { SegmentModel } from '../models/model-version';
import { AnalysisEngine, asLoaded, type ImageAnalysis } from '../analysis/analyse';
import { scoreDesign, type DesignScore } from '../analysis/design-score';
import { attributionOverlayPng, rasterPng } from '../analysis/render';
import type { FloatMap, RgbImage } from '../image';

/** What to compute for one image. Menus are the catalogue's menu codes. */
export interface ScoreJob {
  kind: 'pack' | 'shelf';
  categoryId: number | null;
  segmentIds: number[];
  menus: string[];
  regions: Region[];
  concept: { text: string; language: ConceptLanguage } | null;
  /** Score the segments with this version of the model cache instead of the active one (a model comparison). */
  modelVersion?: string;
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
    private model: SegmentModel,
    /** The model cache the thread reads (default: PACKLENS_MODEL_CACHE or the repository's). */
    private readonly cacheDir?: string,
  ) {}

  private checkedAt = 0;

  /**
   * The registry's active model: a version activated after this thread loaded its models (a training run that won,
   * or the super admin by hand) is picked up by the next image. Looked up at most every two seconds.
   */
  private async activeModel(): Promise<SegmentModel> {
    const now = Date.now();
    if (now - this.checkedAt < 2000) return this.model;
    this.checkedAt = now;
    const registry = new ModelRegistry(this.cacheDir);
    const id = await registry.activeId();
    if (id && id !== this.model.version.id) this.model = await registry.load(id);
    return this.model;
  }

  private readonly versions = new Map<string, SegmentModel>();

  /** A named version (model comparisons), kept once loaded: versions never change on disk. */
  private async versionModel(id: string): Promise<SegmentModel> {
    if (id === this.model.version.id) return this.model;
    let model = this.versions.get(id);
    if (!model) {
      model = await new ModelRegistry(this.cacheDir).load(id);
      if (this.versions.size >= 4) this.versions.delete(this.versions.keys().next().value!);
      this.versions.set(id, model);
    }
    return model;
  }

  static async load(cacheDir?: string): Promise<ImageScorer> {
    const extractor = await FeatureExtractor.load({ cacheDir });
    const heatmap = await HeatmapModel.load({ backbone: extractor.backbone, textDetector: extractor.textDetector });
    const readout = await readFile(DEFAULT_READOUT_PATH);
    const heatmapVersion = `heatmap-readout-${createHash('sha256').update(readout).digest('hex').slice(0, 12)}`;
    return new ImageScorer(extractor, heatmap, heatmapVersion, await loadSegmentModel({ cacheDir }), cacheDir);
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
    await this.activeModel();
    const features = await this.extractor.extract(image);
    const categoryId = job.categoryId ?? 1;
    if (wantsSegments(job)) {
      const model = job.modelVersion ? await this.versionModel(job.modelVersion) : this.model;
      const [evaluation] = evaluateImages(model, [{ image: '', categoryId, features }], job.segmentIds as SegmentId[]);
      result.segments = {
        modelVersion: evaluation.modelVersion,
        demoModel: evaluation.demoModel,
        results: evaluation.segments.map((s) => ({ segmentId: s.segmentId, preference: s.preference, imageWords: s.imageWords })),
      };
    }
    if (wantsConcept(job)) {
      this.packText ??= await PackTextReader.load();
      const foreground = foregroundOf(image.raster);
      const concept = await evaluateConcept({
        model: this.model,
        features,
        categoryId,
        concept: job.concept!.text,
        language: job.concept!.language,
        packText: await this.packText.read(image),
        colours: colourProfile(foreground),
        elongation: packElongation(foreground),
      });
      result.concept = {
        modelVersion: concept.modelVersion,
        demoModel: concept.demoModel,
        level: concept.level,
        score: concept.match.score,
        // Image words by their catalogue name, then the concept's colours as `colour:<name>` and shapes as `shape:<name>`
        // (contracts: conceptDriverName).
        drivingWords: [...concept.match.drivers.map((d) => d.word), ...concept.match.colourDrivers.map((c) => `colour:${c.colour}`), ...concept.match.shapeDrivers.map((s) => `shape:${s.shape}`)].slice(0, 20),
      };
    }
    return result;
  }

  /**
   * The AI analysis of one pack (issue 14) with this thread's models: the image loaded as for scoring (so its base
   * means are the evaluation's), explained, diagnosed and modified; the images it makes as PNG bytes.
   */
  async analyse(bytes: Uint8Array, job: AnalysisJob): Promise<AnalysedImage> {
    const image = await loadImage(bytes, { maxBytes: PACK_MAX_BYTES, workingLongSide: PACK_WORKING_LONG_SIDE });
    const engine = new AnalysisEngine(this.extractor, this.heatmap, await this.activeModel());
    const analysis = await engine.analyse(image, { categoryId: job.categoryId, segmentIds: job.segmentIds as SegmentId[], packHeightCm: job.packHeightCm ?? undefined });
    const overlayOf = async (raster: RgbImage, density: FloatMap) =>
      (await this.heatmap.render(asLoaded(raster), { width: raster.width, height: raster.height, density, timings: { inputsMs: 0, readoutMs: 0 } }, true)).overlay!;
    const { chosen, heatmap, attribution, ...report } = analysis;
    return {
      imageHash: image.imageHash,
      width: image.raster.width,
      height: image.raster.height,
      report: {
        ...report,
        attribution: { columns: attribution.columns, rows: attribution.rows, cells: attribution.cells.map((c) => Array.from(c)) },
        chosen: chosen.map(({ raster: _r, heatmap: _h, ...c }) => c),
      },
      files: {
        heatmap: new Uint8Array(await overlayOf(image.raster, heatmap)),
        attribution: await Promise.all(attribution.cells.map(async (_, s) => new Uint8Array(await attributionOverlayPng(image.raster, attribution, s)))),
        chosen: await Promise.all(
          chosen.map(async (c) => ({ key: c.key, design: new Uint8Array(await rasterPng(c.raster)), heatmap: new Uint8Array(await overlayOf(c.raster, c.heatmap)) })),
        ),
      },
    };
  }

  /**
   * A generated design scored for the chosen segments (issue 13, scored generation): preference per segment, the
   * attention on the product name, and the heat map over the design to show beside it.
   */
  async scoreDesign(bytes: Uint8Array, job: DesignScoreJob): Promise<ScoredDesign> {
    const image = await loadImage(bytes, { maxBytes: PACK_MAX_BYTES, workingLongSide: PACK_WORKING_LONG_SIDE });
    const { heatmap, ...score } = await scoreDesign(new AnalysisEngine(this.extractor, this.heatmap, await this.activeModel()), image, {
      categoryId: job.categoryId,
      segmentIds: job.segmentIds as SegmentId[],
    });
    const { overlay } = await this.heatmap.render(image, { width: image.width, height: image.height, density: heatmap, timings: { inputsMs: 0, readoutMs: 0 } }, true);
    return { imageHash: image.imageHash, width: image.raster.width, height: image.raster.height, heatmapVersion: this.heatmapVersion, ...score, heatmapOverlay: new Uint8Array(overlay!) };
  }

  async dispose(): Promise<void> {
    await this.extractor.dispose();
  }
}

export interface DesignScoreJob {
  categoryId: number;
  segmentIds: number[];
}

/** A scored design as plain data (it crosses a worker-thread boundary); the name's box is in the scored raster's pixels. */
export interface ScoredDesign extends Omit<DesignScore, 'heatmap'> {
  imageHash: string;
  width: number;
  height: number;
  heatmapVersion: string;
  /** The heat map over the design (PNG). */
  heatmapOverlay: Uint8Array;
}

export interface AnalysisJob {
  categoryId: number;
  segmentIds: number[];
  packHeightCm: number | null;
}

/** An analysis as plain data (it crosses a worker-thread boundary): the report, and the images made for it. */
export interface AnalysedImage {
  imageHash: string;
  /** Size of the analysed raster: the report's boxes and regions are in its pixels. */
  width: number;
  height: number;
  report: Omit<ImageAnalysis, 'chosen' | 'heatmap' | 'attribution'> & {
    attribution: { columns: number; rows: number; cells: number[][] };
    chosen: Omit<ImageAnalysis['chosen'][number], 'raster' | 'heatmap'>[];
  };
  files: {
    /** The original's heat map over it. */
    heatmap: Uint8Array;
    /** Per segment (in the job's order), the attribution over the image. */
    attribution: Uint8Array[];
    /** Per chosen modification, the modified design and its heat map over it. */
    chosen: { key: string; design: Uint8Array; heatmap: Uint8Array }[];
  };
}
