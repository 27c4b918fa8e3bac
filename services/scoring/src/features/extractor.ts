import { Backbone, EMBEDDING_INPUT } from '../backbone';
import { classicalMaps, meanMap } from '../heatmap/classical';
import { fitLongSide, loadImage, resizeRgb, type LoadImageOptions, type LoadedImage } from '../image';
import { colourStatistics, type ColourStatistics } from './colour';
import { saliencyStatistics, type SaliencyStatistics } from './saliency-statistics';
import { structureStatistics, type StructureStatistics } from './structure';
import { TextDetector } from './text-detector';
import { textStatistics, type TextStatistics } from './text-statistics';

/** Named design measurements of one image; every value is a plain number (see README for the scales). */
export interface DesignFeatures extends ColourStatistics, StructureStatistics, TextStatistics, SaliencyStatistics {
  /** ln(width / height): 0 for a square, positive for landscape. */
  aspectRatioLog: number;
}

/** The order in which design features enter a model's input vector. Append new names at the end. */
export const DESIGN_FEATURE_NAMES = [
  'lightnessMean',
  'lightnessSpread',
  'chromaMean',
  'redGreenMean',
  'yellowBlueMean',
  'saturationMean',
  'colourfulness',
  'hueEntropy',
  'warmShare',
  'contrastRms',
  'contrastRange',
  'edgeDensity',
  'whiteSpace',
  'textArea',
  'textRegionCount',
  'saliencyEntropy',
  'saliencyConcentration',
  'saliencyCentreOffset',
  'saliencyOnText',
  'aspectRatioLog',
] as const satisfies readonly (keyof DesignFeatures)[];

export interface ImageFeatures {
  /** sha256 (hex) of the file's bytes. */
  imageHash: string;
  width: number;
  height: number;
  /** 1280-d MobileNetV2 `flatten_1` (global average of `out_relu` at 224x224, image squashed to a square). */
  embedding: Float32Array;
  design: DesignFeatures;
}

/** Long side of the copy the design features are measured on, so they do not depend on the upload's size. */
export const DESIGN_LONG_SIDE = 256;

/** Holds the loaded models; create once per process or worker thread and reuse. */
export class FeatureExtractor {
  private constructor(
    readonly backbone: Backbone,
    readonly textDetector: TextDetector,
  ) {}

  static async load(options: { cacheDir?: string } = {}): Promise<FeatureExtractor> {
    const [backbone, textDetector] = await Promise.all([Backbone.load(options.cacheDir), TextDetector.load()]);
    return new FeatureExtractor(backbone, textDetector);
  }

  async extract(image: LoadedImage): Promise<ImageFeatures> {
    const raster = image.raster;
    const square = await resizeRgb(raster, EMBEDDING_INPUT, EMBEDDING_INPUT);
    const { embedding } = await this.backbone.embed(square);
    const size = fitLongSide(raster.width, raster.height, DESIGN_LONG_SIDE);
    const small = await resizeRgb(raster, size.width, size.height);
    const text = await this.textDetector.probability(raster);
    const classical = await classicalMaps(raster);
    const design: DesignFeatures = {
      ...colourStatistics(small),
      ...structureStatistics(small),
      ...textStatistics(text),
      ...saliencyStatistics(meanMap([classical.spectralResidual, classical.booleanMap]), text),
      aspectRatioLog: Math.log(image.width / image.height),
    };
    return { imageHash: image.imageHash, width: image.width, height: image.height, embedding, design };
  }

  async dispose(): Promise<void> {
    this.backbone.dispose();
    await this.textDetector.release();
  }
}

/** The design features as a vector in DESIGN_FEATURE_NAMES order. */
export function designVector(design: DesignFeatures): Float32Array {
  return Float32Array.from(DESIGN_FEATURE_NAMES, (name) => design[name]);
}

let shared: Promise<FeatureExtractor> | undefined;

/** Features of one image with a process-wide extractor (loaded on first use). */
export async function extractFeatures(input: LoadedImage | string | Uint8Array, options: LoadImageOptions = {}): Promise<ImageFeatures> {
  const image = typeof input === 'string' || input instanceof Uint8Array ? await loadImage(input, options) : input;
  shared ??= FeatureExtractor.load();
  return (await shared).extract(image);
}
