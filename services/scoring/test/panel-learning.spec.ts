import { describe, expect, it } from 'vitest';
import { modelCacheDir } from '../src/backbone';
import { ensureDemoPanel } from '../src/panel/demo-model';
import { readSurveyDataset } from '../src/training/dataset-reader';
import { trainModel } from '../src/training/train-model';

/**
 * The acceptance test for the demo panel: trained on the panel's training split, the heads predict each
 * segment's mean rating on the held-out split with MAE <= 0.075 (the product description's accuracy threshold)
 * and Pearson r >= 0.9. It uses the full 1000-pack panel — a smaller one does not reach the threshold, and
 * saying otherwise would not be honest. Panel and features come from the model cache that set-up
 * (`packlens-score train-demo`) fills; on a cold cache this test draws and extracts them itself (minutes).
 */
describe('the pipeline learns the simulated demo panel', () => {
  it(
    'given the demo panel, when trained on its training split, then the held-out per-segment means have MAE <= 0.075 and Pearson r >= 0.9',
    async () => {
      const cacheDir = modelCacheDir();
      const { panelDir } = await ensureDemoPanel({ cacheDir });
      const dataset = await readSurveyDataset(panelDir);
      expect(dataset.demo).toBe(true);
      expect(dataset.images).toHaveLength(1000);

      const { model, heldOut } = await trainModel(dataset, { cacheDir });
      const { metrics } = model.version;
      expect(heldOut.length).toBeGreaterThan(150);
      expect(metrics.segments.map((s) => s.segmentId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 25, 26, 27, 28, 35, 36, 37, 38]);

      // Pooled over every held-out image and segment (each segment has the same number of images).
      expect(metrics.summary.mae).toBeLessThanOrEqual(0.075);
      for (const segment of metrics.segments) {
        expect(segment.pearson, `Pearson r of segment ${segment.segmentId}`).toBeGreaterThanOrEqual(0.9);
        // Measured 0.047-0.073; the smallest segments (gender x decade, 800 respondents) carry about 0.02 of
        // sampling noise in their MAE, so a little room is left for changes in the feature code.
        expect(segment.mae, `MAE of segment ${segment.segmentId}`).toBeLessThanOrEqual(0.08);
        // The spread head is calibrated: observed SD regressed on predicted SD has a slope near 1.
        expect(segment.spread.slope).toBeGreaterThan(0.8);
        expect(segment.spread.slope).toBeLessThan(1.25);
      }
      expect(model.version.demo).toBe(true);
      expect(model.version.dataHash).toBe(dataset.dataHash);
    },
    30 * 60_000,
  );
});
