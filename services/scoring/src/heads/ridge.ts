import { type Matrix, matrix, multiplyTransposed, transposeMultiply } from './matrix';
import { symmetricEigen } from './symmetric-eigen';

/**
 * Closed-form kernel ridge regression with many outputs, fitted in its dual form (n x n) because survey data
 * sets have fewer images than the heads have inputs. The kernel matrix is eigen-decomposed once; then every
 * output column picks its own penalty by generalised cross-validation (GCV) at almost no cost, so one fit
 * serves preference means, spreads and word logits. Deterministic: no random initialisation, no epochs.
 *
 * Kernels: `linear` (plain ridge; stored as primal weights) and `rbf` (a Gaussian kernel, which lets the heads
 * combine cues non-linearly — e.g. a hue band, or a motif only on a light background; stores its training
 * inputs). Inputs are standardised, then multiplied by per-input weights, so that a small block of inputs
 * (the 20 design features) is not drowned by a large one (the 1280-d embedding).
 */
export type RidgeRegression = LinearRidge | RbfRidge;

interface RidgeBase {
  inputs: number;
  outputs: number;
  /** Standardisation: x' = (x - inputMean) / inputScale; inputScale already holds the input weights. */
  inputMean: number[];
  inputScale: number[];
  outputMean: number[];
  /** Chosen penalty per output column. */
  penalty: number[];
}

export interface LinearRidge extends RidgeBase {
  kernel: 'linear';
  /** Primal weights, inputs x outputs, row-major. */
  weights: Float32Array;
}

export interface RbfRidge extends RidgeBase {
  kernel: 'rbf';
  /** k(a, b) = linearShare a'.b' / linearScale + exp(-gamma |a' - b'|^2) over standardised inputs. */
  gamma: number;
  /**
   * Weight of a linear kernel added to the Gaussian one. Far from every training image the Gaussian part
   * fades to zero and all such images would get the same prediction; the linear part keeps them apart.
   */
  linearShare: number;
  /** The mean squared norm of the training inputs, which scales the linear part to the Gaussian's range. */
  linearScale: number;
  /** Standardised training inputs, rows x inputs. */
  support: Float32Array;
  /** Dual coefficients, rows x outputs. */
  dual: Float32Array;
}

export interface RidgeOptions {
  kernel?: 'linear' | 'rbf';
  /** Multiplies each standardised input (default 1). */
  inputWeights?: ArrayLike<number>;
  /** Penalties to try, as multiples of the kernel matrix's mean eigenvalue. */
  relativePenalties?: readonly number[];
  /** RBF widths to try, as gamma x mean squared distance between training inputs; the lowest total GCV wins. */
  rbfScales?: readonly number[];
  /** Weight of the linear kernel added to the RBF one (default 0: pure RBF). */
  linearShare?: number;
}

const defaultRelativePenalties = Array.from({ length: 29 }, (_, i) => 10 ** (-5 + i * 0.25));

export function fitRidge(x: Matrix, y: Matrix, options: RidgeOptions = {}): RidgeRegression {
  if (x.rows !== y.rows) throw new Error(`ridge needs one target row per input row (${x.rows} vs ${y.rows})`);
  if (x.rows < 4) throw new Error('ridge needs at least 4 training rows');
  const { standardised, mean, scale } = standardise(x, options.inputWeights);
  const outputMean = columnMeans(y);
  const centred = centre(y, outputMean);
  const linearGram = multiplyTransposed(standardised, standardised);
  const base = { inputs: x.cols, outputs: y.cols, inputMean: Array.from(mean), inputScale: Array.from(scale), outputMean: Array.from(outputMean) };

  if ((options.kernel ?? 'linear') === 'linear') {
    const fit = fitDual(linearGram, centred, options.relativePenalties);
    return { ...base, kernel: 'linear', penalty: fit.penalty, weights: Float32Array.from(transposeMultiply(standardised, fit.dual).data) };
  }
  const squaredNorms = Array.from({ length: x.rows }, (_, i) => linearGram.data[i * x.rows + i]);
  let meanDistance = 0;
  for (let i = 0; i < x.rows; i++) for (let j = 0; j < x.rows; j++) meanDistance += squaredNorms[i] + squaredNorms[j] - 2 * linearGram.data[i * x.rows + j];
  meanDistance /= x.rows * x.rows;
  const linearShare = options.linearShare ?? 0;
  const linearScale = squaredNorms.reduce((a, b) => a + b, 0) / x.rows || 1;
  let best: (ReturnType<typeof fitDual> & { gamma: number }) | undefined;
  for (const relative of options.rbfScales ?? [0.5]) {
    const gamma = relative / (meanDistance || 1);
    const kernel = matrix(x.rows, x.rows);
    for (let i = 0; i < x.rows; i++) {
      for (let j = 0; j < x.rows; j++) {
        const dot = linearGram.data[i * x.rows + j];
        kernel.data[i * x.rows + j] = (linearShare * dot) / linearScale + Math.exp(-gamma * Math.max(0, squaredNorms[i] + squaredNorms[j] - 2 * dot));
      }
    }
    const fit = fitDual(kernel, centred, options.relativePenalties);
    if (!best || fit.score < best.score) best = { ...fit, gamma };
  }
  return {
    ...base,
    kernel: 'rbf',
    penalty: best!.penalty,
    gamma: best!.gamma,
    linearShare,
    linearScale,
    support: Float32Array.from(standardised.data),
    dual: Float32Array.from(best!.dual.data),
  };
}

export function predictRidge(model: RidgeRegression, input: ArrayLike<number>): Float64Array {
  if (input.length !== model.inputs) throw new Error(`ridge expects ${model.inputs} inputs, got ${input.length}`);
  const x = new Float64Array(model.inputs);
  for (let i = 0; i < model.inputs; i++) x[i] = (input[i] - model.inputMean[i]) / model.inputScale[i];
  const out = Float64Array.from(model.outputMean);
  if (model.kernel === 'linear') {
    for (let i = 0; i < model.inputs; i++) {
      if (x[i] === 0) continue;
      const offset = i * model.outputs;
      for (let c = 0; c < model.outputs; c++) out[c] += x[i] * model.weights[offset + c];
    }
    return out;
  }
  const rows = model.support.length / model.inputs;
  for (let r = 0; r < rows; r++) {
    let distance = 0;
    let dot = 0;
    const offset = r * model.inputs;
    for (let i = 0; i < model.inputs; i++) {
      const s = model.support[offset + i];
      distance += (x[i] - s) ** 2;
      dot += x[i] * s;
    }
    const k = (model.linearShare * dot) / model.linearScale + Math.exp(-model.gamma * distance);
    const dualOffset = r * model.outputs;
    for (let c = 0; c < model.outputs; c++) out[c] += k * model.dual[dualOffset + c];
  }
  return out;
}

/**
 * Dual solution alpha = (K + penalty I)^-1 y per column, with the penalty chosen by GCV.
 * `score` sums each column's best GCV relative to its variance, to compare kernels.
 */
function fitDual(kernel: Matrix, y: Matrix, relativePenalties: readonly number[] = defaultRelativePenalties): { dual: Matrix; penalty: number[]; score: number } {
  const n = kernel.rows;
  const { values, vectors } = symmetricEigen(kernel);
  const eigenvalues = values.map((v) => Math.max(v, 0));
  const meanEigenvalue = eigenvalues.reduce((a, b) => a + b, 0) / n;
  const penalties = relativePenalties.map((c) => c * meanEigenvalue);
  // Projections of each centred target on the eigenvectors: z = Q^T y.
  const projected = transposeMultiply(matrix(n, n, vectors), y);
  const penalty: number[] = [];
  let score = 0;
  const dual = matrix(n, y.cols);
  const scaled = new Float64Array(n);
  for (let c = 0; c < y.cols; c++) {
    const best = bestPenaltyByGcv(eigenvalues, projected, c, penalties);
    penalty.push(best.penalty);
    let variance = 0;
    for (let i = 0; i < n; i++) variance += y.data[i * y.cols + c] ** 2 / n;
    score += variance > 0 ? best.score / variance : 0;
    // alpha = Q diag(1 / (lambda_i + penalty)) z
    for (let k = 0; k < n; k++) scaled[k] = projected.data[k * y.cols + c] / (eigenvalues[k] + best.penalty);
    for (let i = 0; i < n; i++) {
      let sum = 0;
      const row = i * n;
      for (let k = 0; k < n; k++) sum += vectors[row + k] * scaled[k];
      dual.data[i * y.cols + c] = sum;
    }
  }
  return { dual, penalty, score };
}

/** GCV = n |residual|^2 / (n - 1 - trace(hat))^2; the extra 1 is the intercept taken out by centring. */
function bestPenaltyByGcv(eigenvalues: Float64Array, projected: Matrix, column: number, penalties: number[]): { penalty: number; score: number } {
  const n = eigenvalues.length;
  let best = { penalty: penalties[0], score: Number.POSITIVE_INFINITY };
  for (const penalty of penalties) {
    let residual = 0;
    let trace = 0;
    for (let k = 0; k < n; k++) {
      const shrink = penalty / (eigenvalues[k] + penalty);
      residual += (shrink * projected.data[k * projected.cols + column]) ** 2;
      trace += 1 - shrink;
    }
    const dof = n - 1 - trace;
    if (dof <= 0) continue;
    const score = residual / (dof * dof) * n;
    if (score < best.score) best = { penalty, score };
  }
  return best;
}

function standardise(x: Matrix, weights?: ArrayLike<number>): { standardised: Matrix; mean: Float64Array; scale: Float64Array } {
  const mean = columnMeans(x);
  const scale = new Float64Array(x.cols);
  for (let i = 0; i < x.rows; i++) for (let c = 0; c < x.cols; c++) scale[c] += (x.data[i * x.cols + c] - mean[c]) ** 2;
  for (let c = 0; c < x.cols; c++) {
    // A constant input carries no information; scale 1 keeps it at zero instead of dividing by zero.
    const sd = Math.sqrt(scale[c] / x.rows) || 1;
    scale[c] = sd / (weights ? weights[c] : 1);
  }
  const out = matrix(x.rows, x.cols);
  for (let i = 0; i < x.rows; i++) {
    for (let c = 0; c < x.cols; c++) out.data[i * x.cols + c] = (x.data[i * x.cols + c] - mean[c]) / scale[c];
  }
  return { standardised: out, mean, scale };
}

function columnMeans(m: Matrix): Float64Array {
  const mean = new Float64Array(m.cols);
  for (let i = 0; i < m.rows; i++) for (let c = 0; c < m.cols; c++) mean[c] += m.data[i * m.cols + c];
  for (let c = 0; c < m.cols; c++) mean[c] /= m.rows;
  return mean;
}

function centre(m: Matrix, mean: Float64Array): Matrix {
  const out = matrix(m.rows, m.cols);
  for (let i = 0; i < m.rows; i++) for (let c = 0; c < m.cols; c++) out.data[i * m.cols + c] = m.data[i * m.cols + c] - mean[c];
  return out;
}
