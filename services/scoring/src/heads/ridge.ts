import { type Matrix, matrix, multiplyTransposed, transposeMultiply } from './matrix';
import { symmetricEigen } from './symmetric-eigen';

/**
 * Closed-form ridge regression with many outputs, fitted in its dual form (n x n) because survey data sets
 * have fewer images than the head has inputs. The Gram matrix is eigen-decomposed once; then every output
 * column picks its own penalty by generalised cross-validation (GCV) at almost no cost, so one fit serves
 * preference means, spreads and word logits. Deterministic: no random initialisation, no epochs.
 */
export interface RidgeRegression {
  inputMean: number[];
  inputScale: number[];
  outputMean: number[];
  /** Chosen penalty per output column. */
  penalty: number[];
  /** Primal weights, inputs x outputs, row-major. */
  weights: number[];
  inputs: number;
  outputs: number;
}

export interface RidgeOptions {
  /** Penalties to try, as multiples of the mean eigenvalue of the Gram matrix. */
  relativePenalties?: readonly number[];
}

const defaultRelativePenalties = Array.from({ length: 25 }, (_, i) => 10 ** (-4 + i * 0.25));

export function fitRidge(x: Matrix, y: Matrix, options: RidgeOptions = {}): RidgeRegression {
  if (x.rows !== y.rows) throw new Error(`ridge needs one target row per input row (${x.rows} vs ${y.rows})`);
  if (x.rows < 4) throw new Error('ridge needs at least 4 training rows');
  const n = x.rows;
  const { standardised, mean, scale } = standardise(x);
  const outputMean = columnMeans(y);
  const centred = centre(y, outputMean);
  const { values, vectors } = symmetricEigen(multiplyTransposed(standardised, standardised));
  const eigenvalues = values.map((v) => Math.max(v, 0));
  const meanEigenvalue = eigenvalues.reduce((a, b) => a + b, 0) / n;
  const penalties = (options.relativePenalties ?? defaultRelativePenalties).map((c) => c * meanEigenvalue);
  // Projections of each centred target on the eigenvectors: z = Q^T y.
  const projected = transposeMultiply(matrix(n, n, vectors), centred);

  const chosen: number[] = [];
  const dual = matrix(n, y.cols);
  for (let c = 0; c < y.cols; c++) {
    const penalty = bestPenaltyByGcv(eigenvalues, projected, c, penalties);
    chosen.push(penalty);
    // alpha = Q diag(1 / (lambda_i + penalty)) z
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (let k = 0; k < n; k++) sum += (vectors[i * n + k] * projected.data[k * y.cols + c]) / (eigenvalues[k] + penalty);
      dual.data[i * y.cols + c] = sum;
    }
  }
  const weights = transposeMultiply(standardised, dual);
  return {
    inputMean: Array.from(mean),
    inputScale: Array.from(scale),
    outputMean: Array.from(outputMean),
    penalty: chosen,
    weights: Array.from(weights.data),
    inputs: x.cols,
    outputs: y.cols,
  };
}

/** GCV = n |residual|^2 / (n - 1 - trace(hat))^2; the extra 1 is the intercept taken out by centring. */
function bestPenaltyByGcv(eigenvalues: Float64Array, projected: Matrix, column: number, penalties: number[]): number {
  const n = eigenvalues.length;
  let best = penalties[0];
  let bestScore = Number.POSITIVE_INFINITY;
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
    const score = (n * residual) / (dof * dof);
    if (score < bestScore) {
      bestScore = score;
      best = penalty;
    }
  }
  return best;
}

export function predictRidge(model: RidgeRegression, input: ArrayLike<number>): Float64Array {
  if (input.length !== model.inputs) throw new Error(`ridge expects ${model.inputs} inputs, got ${input.length}`);
  const out = Float64Array.from(model.outputMean);
  for (let i = 0; i < model.inputs; i++) {
    const v = (input[i] - model.inputMean[i]) / model.inputScale[i];
    if (v === 0) continue;
    const offset = i * model.outputs;
    for (let c = 0; c < model.outputs; c++) out[c] += v * model.weights[offset + c];
  }
  return out;
}

function standardise(x: Matrix): { standardised: Matrix; mean: Float64Array; scale: Float64Array } {
  const mean = columnMeans(x);
  const scale = new Float64Array(x.cols);
  for (let i = 0; i < x.rows; i++) for (let c = 0; c < x.cols; c++) scale[c] += (x.data[i * x.cols + c] - mean[c]) ** 2;
  // A constant input carries no information; scale 1 keeps it at zero instead of dividing by zero.
  for (let c = 0; c < x.cols; c++) scale[c] = Math.sqrt(scale[c] / x.rows) || 1;
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
