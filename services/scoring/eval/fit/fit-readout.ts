import { INPUT_PIXELS } from '../../src/heatmap/grid';
import type { HeatmapInputs } from '../../src/heatmap/inputs';
import type { Fixation } from '../../src/heatmap/metrics';
import { LAYER_NAMES, readoutScales, standardizeScales, type CentreUnits, type LayerName, type ReadoutMode, type ReadoutParameters } from '../../src/heatmap/readout';
import { lbfgs } from './lbfgs';
import { channelScales, countFixations, makeObjective, type FitImage } from './objective';

export interface FitConfig {
  /** Backbone pixel budget (default INPUT_PIXELS, 640x480 for OSIE); the fit data must be computed at it. */
  inputPixels?: number;
  mode: ReadoutMode;
  normalization: 'global' | 'image';
  blurSigma: number;
  l2: number;
  layers: readonly LayerName[];
  maxIterations?: number;
  /** Fits a free-form centre grid of this size beside the quadratic centre prior (ReadoutParameters.centreGrid). */
  centreGrid?: { width: number; height: number };
  /** Coordinates of the quadratic centre prior (ReadoutParameters.centreUnits; default 'per-axis'). */
  centreUnits?: CentreUnits;
  /** Adds the CC term to the fit's objective (ObjectiveConfig.cc; sigma in fine-grid cells). */
  cc?: { weight: number; exponent: number; sigma: number };
  /**
   * Data augmentation: the fit also sees every fit image mirrored left-right with its fixations mirrored (the
   * caller provides them under the negated id; heatmap-eval.ts). Changes nothing at run time.
   */
  mirror?: boolean;
  /** false: no backbone features, only the centre prior and layers (the ablation's baseline). */
  features?: boolean;
  /** Exponent of the displayed map, chosen on validation data (does not change the fit). */
  displayExponent?: number;
  /** Blur of the displayed map in fine-grid cells, chosen on validation data (does not change the fit). */
  displayBlur?: number;
}

export interface FitData {
  inputs: Map<number, HeatmapInputs>;
  fixations: Map<number, Fixation[]>;
  imageWidth: number;
  imageHeight: number;
}

/** Maximum-likelihood fit of the read-out on the given images (see makeObjective). */
export function fitReadout(ids: readonly number[], data: FitData, config: FitConfig, log: (line: string) => void = () => undefined): ReadoutParameters {
  const useFeatures = config.features !== false;
  const raw = ids.map((id) => readoutScales(data.inputs.get(id)!, config.mode));
  const scale = useFeatures ? channelScales(raw) : new Float64Array(0);
  const channels = scale.length;
  const images: FitImage[] = ids.map((id, i) => {
    const inputs = data.inputs.get(id)!;
    return {
      inputs,
      scales: useFeatures ? standardizeScales(raw[i], config.normalization, scale) : [],
      ...countFixations(data.fixations.get(id) ?? [], data.imageWidth, data.imageHeight, inputs.fine),
    };
  });
  const objective = makeObjective(images, { channels, blurSigma: config.blurSigma, layers: config.layers, l2: config.l2, centreGrid: config.centreGrid, centreUnits: config.centreUnits, cc: config.cc });
  const x0 = new Float64Array(objective.size);
  // Start from a broad centre prior: logit -8 u^2 - 8 v^2 (a Gaussian with sigma 0.25 of each side).
  x0[channels] = -8;
  x0[channels + 1] = -8;
  const started = performance.now();
  const result = lbfgs((x, g) => objective.value(x, g), x0, {
    maxIterations: config.maxIterations ?? 300,
    tolerance: 1e-7,
    log: (i, v) => {
      if (i % 25 === 0) log(`    iteration ${i}: ${v.toFixed(5)} nats per fixation`);
    },
  });
  const x = result.x;
  const layers = Object.fromEntries(LAYER_NAMES.map((n) => [n, 0])) as Record<LayerName, number>;
  config.layers.forEach((name, k) => {
    layers[name] = round(x[channels + 3 + k]);
  });
  return {
    format: 'packlens-heatmap-readout',
    version: 1,
    mode: config.mode,
    inputPixels: config.inputPixels ?? INPUT_PIXELS,
    channels,
    weights: Array.from(x.subarray(0, channels), round),
    normalization: config.normalization,
    featureScale: Array.from(scale, round),
    blurSigma: config.blurSigma,
    centre: { uu: round(x[channels]), vv: round(x[channels + 1]), v: round(x[channels + 2]) },
    ...(config.centreUnits && config.centreUnits !== 'per-axis' ? { centreUnits: config.centreUnits } : {}),
    ...(config.centreGrid ? { centreGrid: { ...config.centreGrid, values: Array.from(x.subarray(channels + 3 + config.layers.length), round) } } : {}),
    layers,
    displayExponent: config.displayExponent ?? 1,
    ...(config.displayBlur ? { displayBlur: config.displayBlur } : {}),
    fit: {
      objective: `maximum likelihood of fixations (first fixation of each viewer dropped) on the fine grid, L2 on channel weights${
        config.cc ? `, plus ${config.cc.weight} x (1 - CC) of density^${config.cc.exponent} against the fixations blurred by ${config.cc.sigma} cells` : ''
      }`,
      l2: config.l2,
      // Distinct images: the mirrored copies (half of the ids when mirror is set) are not counted.
      images: config.mirror ? ids.length / 2 : ids.length,
      ...(config.mirror ? { mirroredCopies: ids.length / 2 } : {}),
      fixations: images.reduce((s, im) => s + im.total, 0),
      // The objective's final value: nats per fixation (+ the L2 penalty), plus the CC term when there is one.
      [config.cc ? 'objectiveValue' : 'nllPerFixation']: round(result.value),
      iterations: result.iterations,
      seconds: Math.round((performance.now() - started) / 1000),
    },
  };
}

/** Seven significant digits keep the JSON small and the model unchanged in practice. */
function round(v: number): number {
  return Number(v.toPrecision(7));
}
