/** Objective: returns the value and writes the gradient into `grad`. */
export type Objective = (x: Float64Array, grad: Float64Array) => number;

export interface LbfgsOptions {
  maxIterations?: number;
  memory?: number;
  /**
   * Stop when the relative decrease of the value has been below this for three iterations in a row (one short
   * step of the line search is not convergence: a fit of 500 images stopped at 35 iterations on one).
   */
  tolerance?: number;
  log?: (iteration: number, value: number) => void;
}

/**
 * Limited-memory BFGS (Nocedal & Wright, algorithm 7.4) with a backtracking line search on the Armijo
 * condition; curvature pairs with s.y <= 0 are skipped. Minimises `f` from `x0`; returns the minimiser.
 */
export function lbfgs(f: Objective, x0: Float64Array, options: LbfgsOptions = {}): { x: Float64Array; value: number; iterations: number } {
  const m = options.memory ?? 10;
  const maxIterations = options.maxIterations ?? 200;
  const tolerance = options.tolerance ?? 1e-7;
  const n = x0.length;
  let x = Float64Array.from(x0);
  let g = new Float64Array(n);
  let value = f(x, g);
  const ss: Float64Array[] = [];
  const ys: Float64Array[] = [];
  const rhos: number[] = [];
  let iteration = 0;
  let small = 0;
  for (; iteration < maxIterations; iteration++) {
    // Two-loop recursion: d = -H g.
    const q = Float64Array.from(g);
    const alphas: number[] = [];
    for (let i = ss.length - 1; i >= 0; i--) {
      const a = rhos[i] * dot(ss[i], q);
      alphas[i] = a;
      axpy(-a, ys[i], q);
    }
    if (ss.length > 0) {
      const last = ss.length - 1;
      const gamma = dot(ss[last], ys[last]) / dot(ys[last], ys[last]);
      for (let i = 0; i < n; i++) q[i] *= gamma;
    } else {
      const norm = Math.sqrt(dot(g, g));
      for (let i = 0; i < n; i++) q[i] /= Math.max(norm, 1);
    }
    for (let i = 0; i < ss.length; i++) {
      const b = rhos[i] * dot(ys[i], q);
      axpy(alphas[i] - b, ss[i], q);
    }
    const d = q.map((v) => -v);
    let slope = dot(g, d);
    if (slope >= 0) {
      // Not a descent direction (bad curvature history): restart from steepest descent.
      ss.length = ys.length = rhos.length = 0;
      for (let i = 0; i < n; i++) d[i] = -g[i];
      slope = dot(g, d);
    }
    let step = 1;
    const xNew = new Float64Array(n);
    const gNew = new Float64Array(n);
    let valueNew = Infinity;
    for (let tries = 0; tries < 30; tries++) {
      for (let i = 0; i < n; i++) xNew[i] = x[i] + step * d[i];
      valueNew = f(xNew, gNew);
      if (Number.isFinite(valueNew) && valueNew <= value + 1e-4 * step * slope) break;
      step *= 0.5;
    }
    if (!(valueNew < value)) break;
    const s = new Float64Array(n);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      s[i] = xNew[i] - x[i];
      y[i] = gNew[i] - g[i];
    }
    const sy = dot(s, y);
    if (sy > 1e-12) {
      ss.push(s);
      ys.push(y);
      rhos.push(1 / sy);
      if (ss.length > m) {
        ss.shift();
        ys.shift();
        rhos.shift();
      }
    }
    const decrease = (value - valueNew) / Math.max(Math.abs(value), 1e-12);
    x = Float64Array.from(xNew);
    g = Float64Array.from(gNew);
    value = valueNew;
    options.log?.(iteration, value);
    small = decrease < tolerance ? small + 1 : 0;
    if (small >= 3) {
      iteration++;
      break;
    }
  }
  return { x, value, iterations: iteration };
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

function axpy(a: number, x: Float64Array, y: Float64Array): void {
  for (let i = 0; i < x.length; i++) y[i] += a * x[i];
}
