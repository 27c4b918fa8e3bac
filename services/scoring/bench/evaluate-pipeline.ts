import type { SegmentId } from '@packlens/contracts';
import { FeatureExtractor, loadImage } from '../src/features';
import { evaluateImages, type ImageEvaluation } from '../src/heads/evaluate-images';
import { HeatmapModel } from '../src/heatmap/model';
import { loadSegmentModel } from '../src/models/load-model';
import type { SegmentModel } from '../src/models/model-version';

/** Six segments, the most a project calculates at once. */
export const BENCH_SEGMENTS: SegmentId[] = [1, 2, 3, 5, 25, 35];

export interface EvaluationTimings {
  decodeMs: number;
  heatmapMs: number;
  featuresMs: number;
  headsMs: number;
  totalMs: number;
}

/**
 * The full evaluation of one image as the bench measures it: decode, heat map, all image words, and preference
 * mean and spread for six segments. The heat map shares the feature extractor's backbone and text detector.
 */
export class FullEvaluation {
  private constructor(
    private readonly extractor: FeatureExtractor,
    private readonly heatmap: HeatmapModel | undefined,
    readonly model: SegmentModel,
  ) {}

  /** `withHeatmap: false` measures the rest alone (the heat map has its own bench). */
  static async load(options: { withHeatmap?: boolean } = {}): Promise<FullEvaluation> {
    const extractor = await FeatureExtractor.load();
    const heatmap = options.withHeatmap === false ? undefined : await HeatmapModel.load({ backbone: extractor.backbone, textDetector: extractor.textDetector });
    return new FullEvaluation(extractor, heatmap, await loadSegmentModel());
  }

  async run(input: string | Uint8Array): Promise<{ evaluation: ImageEvaluation; timings: EvaluationTimings }> {
    const t0 = performance.now();
    const image = await loadImage(input);
    const t1 = performance.now();
    await this.heatmap?.compute(image);
    const t2 = performance.now();
    const features = await this.extractor.extract(image);
    const t3 = performance.now();
    const [evaluation] = evaluateImages(this.model, [{ image: typeof input === 'string' ? input : 'bytes', categoryId: 1, features }], BENCH_SEGMENTS);
    const t4 = performance.now();
    return { evaluation, timings: { decodeMs: t1 - t0, heatmapMs: t2 - t1, featuresMs: t3 - t2, headsMs: t4 - t3, totalMs: t4 - t0 } };
  }

  async dispose(): Promise<void> {
    await this.extractor.dispose();
  }
}
