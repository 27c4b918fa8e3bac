import { INPUT_PIXELS } from '../src/heatmap/grid';
import type { FitConfig } from './fit/fit-readout';

/**
 * The heat-map configuration that ships in models/heatmap/readout.json, chosen on the internal split
 * (fit OSIE 1001-1400, validate 1401-1500; `heatmap-eval.ts --select`), then fitted on 1001-1500 and reported
 * on 1501-1700 (`heatmap-eval.ts --write-model`). test/heatmap-readout.spec.ts checks the file matches it.
 */
export const SHIPPED: FitConfig = {
  inputPixels: INPUT_PIXELS,
  mode: 'two-scale',
  normalization: 'image',
  blurSigma: 2.5,
  l2: 0.2,
  layers: [],
  maxIterations: 300,
  centreGrid: { width: 8, height: 6 },
  cc: { weight: 1, exponent: 0.55, sigma: 2.6 },
  mirror: true,
  displayExponent: 0.55,
};
