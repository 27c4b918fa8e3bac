/**
 * Held-out metrics of a preference model: mean absolute error, Pearson r, Spearman rank correlation,
 * and the calibration of the predicted spread (standard deviation of ratings).
 */

export function meanAbsoluteError(predicted: ArrayLike<number>, observed: ArrayLike<number>): number {
  assertPaired(predicted, observed);
  let sum = 0;
  for (let i = 0; i < predicted.length; i++) sum += Math.abs(predicted[i] - observed[i]);
  return sum / predicted.length;
}

/** Pearson correlation; NaN when either side has no variance (a constant prediction correlates with nothing). */
export function pearson(a: ArrayLike<number>, b: ArrayLike<number>): number {
  assertPaired(a, b);
  const n = a.length;
  const meanA = mean(a);
  const meanB = mean(b);
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i++) {
    const da = a[i] - meanA;
    const db = b[i] - meanB;
    cov += da * db;
    varA += da * da;
    varB += db * db;
  }
  if (varA === 0 || varB === 0) return Number.NaN;
  return cov / Math.sqrt(varA * varB);
}

/** Ranks starting at 1; tied values share the mean of their ranks, as Spearman's definition needs. */
export function fractionalRanks(values: ArrayLike<number>): Float64Array {
  const order = Array.from({ length: values.length }, (_, i) => i).sort((x, y) => values[x] - values[y]);
  const ranks = new Float64Array(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && values[order[end + 1]] === values[order[start]]) end++;
    const shared = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]] = shared;
    start = end + 1;
  }
  return ranks;
}

export function spearman(a: ArrayLike<number>, b: ArrayLike<number>): number {
  assertPaired(a, b);
  return pearson(fractionalRanks(a), fractionalRanks(b));
}

/**
 * How well the predicted spread matches the observed one. A calibrated model has slope near 1,
 * intercept near 0 and ratio near 1 when the observed SD is regressed on the predicted SD.
 */
export interface SpreadCalibration {
  /** Mean absolute error of the predicted SD. */
  mae: number;
  /** Least-squares fit observed = intercept + slope * predicted. */
  slope: number;
  intercept: number;
  /** mean(observed) / mean(predicted): above 1 means the model under-states the spread. */
  ratio: number;
  /** Pearson r between predicted and observed SD. */
  r: number;
}

export function spreadCalibration(predictedSd: ArrayLike<number>, observedSd: ArrayLike<number>): SpreadCalibration {
  assertPaired(predictedSd, observedSd);
  const n = predictedSd.length;
  const meanP = mean(predictedSd);
  const meanO = mean(observedSd);
  let cov = 0;
  let varP = 0;
  for (let i = 0; i < n; i++) {
    cov += (predictedSd[i] - meanP) * (observedSd[i] - meanO);
    varP += (predictedSd[i] - meanP) ** 2;
  }
  const slope = varP === 0 ? Number.NaN : cov / varP;
  return {
    mae: meanAbsoluteError(predictedSd, observedSd),
    slope,
    intercept: meanO - slope * meanP,
    ratio: meanO / meanP,
    r: pearson(predictedSd, observedSd),
  };
}

function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum / values.length;
}

function assertPaired(a: ArrayLike<number>, b: ArrayLike<number>): void {
  if (a.length !== b.length) throw new Error(`metric needs paired values, got ${a.length} and ${b.length}`);
  if (a.length === 0) throw new Error('metric needs at least one value');
}

/**
 * Share of observed panel means inside the interval the model predicts for a panel of that size: predicted mean ±
 * z · predicted SD / √n (z = 1.96: 95 % when the mean and the spread are both right). A model whose means are off,
 * or whose spread is too narrow, covers less; one whose spread is too wide covers more.
 */
export function intervalCoverage(cases: readonly { mean: number; sd: number; n: number; observed: number }[], z = 1.96): number {
  if (cases.length === 0) throw new Error('metric needs at least one value');
  let inside = 0;
  for (const c of cases) if (Math.abs(c.observed - c.mean) <= (z * c.sd) / Math.sqrt(Math.max(c.n, 1))) inside++;
  return inside / cases.length;
}

/**
 * Whether the image word the panel chose most often is among the model's k most probable ones (ties in the panel:
 * any of the tied words counts). Undefined when the panel chose no word.
 */
export function topWordHit(predicted: readonly { wordId: number; probability: number }[], observedRates: Record<number, number>, k: number): boolean | undefined {
  const rates = Object.entries(observedRates).map(([id, rate]) => [Number(id), rate] as const);
  const best = Math.max(0, ...rates.map(([, rate]) => rate));
  if (best === 0) return undefined;
  const top = new Set([...predicted].sort((a, b) => b.probability - a.probability).slice(0, k).map((w) => w.wordId));
  return rates.some(([id, rate]) => rate === best && top.has(id));
}

/**
 * The lower end of the 95 % interval of a Pearson r measured on n pairs (Fisher's z): above 0, the predictions
 * rank the held-out images better than chance would. −1 when n is too small to say anything (n ≤ 3) or r is NaN.
 */
export function pearsonLowerBound(r: number, n: number, z = 1.96): number {
  if (n <= 3 || Number.isNaN(r)) return -1;
  const clipped = Math.min(Math.max(r, -0.999999), 0.999999);
  return Math.tanh(Math.atanh(clipped) - z / Math.sqrt(n - 3));
}
