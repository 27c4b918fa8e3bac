import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Backbone } from '../backbone';
import { TextDetector } from '../features/text-detector';
import type { FloatMap, LoadedImage } from '../image';
import { INPUT_PIXELS } from './grid';
import { heatmapInputs, type InputOptions } from './inputs';
import { displayedMap, logDensity, type ReadoutParameters } from './readout';
import { attentionShares, type Region, type RegionShare } from './regions';
import { encodeGrayPng, grayHeatmap, overlayPng } from './render';

/** Long side of the rendered grey map and overlay (the app draws the map at most 1024 px wide; a report less). */
export const RENDER_LONG_SIDE = 1024;

/** The committed fitted read-out. */
export const DEFAULT_READOUT_PATH = resolve(import.meta.dirname, '../../models/heatmap/readout.json');

export interface Heatmap {
  /** Size of the original image. */
  width: number;
  height: number;
  /** Probability of a fixation per cell of the fine grid over the whole image (sums to 1). */
  density: FloatMap;
  timings: { inputsMs: number; readoutMs: number };
}

/** The attention heat map: backbone + fitted read-out (+ text detector only if the read-out uses the text layer). */
export class HeatmapModel {
  private constructor(
    readonly params: ReadoutParameters,
    private readonly backbone: Backbone,
    private readonly textDetector: TextDetector | undefined,
  ) {}

  static async load(options: { readoutPath?: string; backbone?: Backbone; textDetector?: TextDetector } = {}): Promise<HeatmapModel> {
    const params = JSON.parse(await readFile(options.readoutPath ?? DEFAULT_READOUT_PATH, 'utf8')) as ReadoutParameters;
    if (params.format !== 'packlens-heatmap-readout') throw new Error('not a heat-map read-out file');
    params.inputPixels ??= INPUT_PIXELS;
    const backbone = options.backbone ?? (await Backbone.load());
    const textDetector = params.layers.text !== 0 ? (options.textDetector ?? (await TextDetector.load())) : undefined;
    return new HeatmapModel(params, backbone, textDetector);
  }

  async compute(image: LoadedImage, options: InputOptions = {}): Promise<Heatmap> {
    const t0 = performance.now();
    const choice = { spectralResidual: this.params.layers.spectralResidual !== 0, booleanMap: this.params.layers.booleanMap !== 0, text: this.params.layers.text !== 0 };
    const inputs = await heatmapInputs(image.raster, this.backbone, choice, this.textDetector, { pixels: this.params.inputPixels, ...options });
    const t1 = performance.now();
    const log = logDensity(inputs, this.params);
    const density = { ...log, data: Float32Array.from(log.data, Math.exp) };
    return { width: image.width, height: image.height, density, timings: { inputsMs: t1 - t0, readoutMs: performance.now() - t1 } };
  }

  /**
   * The map as shown: the density raised to the display exponent (below 1 lifts secondary targets, which also
   * matches the fixation density better), then the display blur (displayedMap; README). Region shares use the
   * density itself.
   */
  displayMap(heatmap: Heatmap): FloatMap {
    return displayedMap(heatmap.density, this.params);
  }

  /**
   * Grey PNG and, if asked, the coloured overlay, at the image's size up to `maxLongSide` (default RENDER_LONG_SIDE).
   * The map itself is a coarse grid, so pixels beyond that size add nothing but encoding time on a 4000 px photo
   * (issue 20: a 2000 px pack took 0.6 s to render at full size); the app and the reports draw it scaled anyway.
   */
  async render(image: LoadedImage, heatmap: Heatmap, withOverlay: boolean, maxLongSide = RENDER_LONG_SIDE): Promise<{ gray: Buffer; overlay?: Buffer }> {
    const shown = this.displayMap(heatmap);
    const scale = Math.min(1, maxLongSide / Math.max(image.width, image.height));
    const size = { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
    const gray = await grayHeatmap(shown, size.width, size.height);
    const png = await encodeGrayPng(gray);
    if (!withOverlay) return { gray: png };
    return { gray: png, overlay: await overlayPng(image.raster, gray) };
  }

  regionShares(heatmap: Heatmap, regions: readonly Region[]): RegionShare[] {
    return attentionShares(heatmap.density, heatmap.width, heatmap.height, regions);
  }
}
