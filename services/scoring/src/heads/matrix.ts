/** Dense row-major matrices in Float64, just what closed-form ridge heads need. */
export interface Matrix {
  rows: number;
  cols: number;
  data: Float64Array;
}

export function matrix(rows: number, cols: number, data: Float64Array = new Float64Array(rows * cols)): Matrix {
  if (data.length !== rows * cols) throw new Error(`matrix ${rows}x${cols} needs ${rows * cols} values, got ${data.length}`);
  return { rows, cols, data };
}

export function fromRows(rows: ArrayLike<number>[]): Matrix {
  const cols = rows.length ? rows[0].length : 0;
  const out = matrix(rows.length, cols);
  rows.forEach((row, i) => {
    if (row.length !== cols) throw new Error(`row ${i} has ${row.length} values, expected ${cols}`);
    out.data.set(row, i * cols);
  });
  return out;
}

export function row(m: Matrix, i: number): Float64Array {
  return m.data.subarray(i * m.cols, (i + 1) * m.cols);
}

export function selectRows(m: Matrix, indices: readonly number[]): Matrix {
  const out = matrix(indices.length, m.cols);
  indices.forEach((source, target) => out.data.set(row(m, source), target * m.cols));
  return out;
}

/** A * B^T: the Gram matrix when B is A. */
export function multiplyTransposed(a: Matrix, b: Matrix): Matrix {
  if (a.cols !== b.cols) throw new Error('inner dimensions differ');
  const out = matrix(a.rows, b.rows);
  for (let i = 0; i < a.rows; i++) {
    const ai = i * a.cols;
    for (let j = 0; j < b.rows; j++) {
      const bj = j * b.cols;
      let sum = 0;
      for (let k = 0; k < a.cols; k++) sum += a.data[ai + k] * b.data[bj + k];
      out.data[i * b.rows + j] = sum;
    }
  }
  return out;
}

/** A^T * B, used to turn dual ridge coefficients into primal weights. */
export function transposeMultiply(a: Matrix, b: Matrix): Matrix {
  if (a.rows !== b.rows) throw new Error('outer dimensions differ');
  const out = matrix(a.cols, b.cols);
  for (let r = 0; r < a.rows; r++) {
    const ar = r * a.cols;
    const br = r * b.cols;
    for (let i = 0; i < a.cols; i++) {
      const v = a.data[ar + i];
      if (v === 0) continue;
      const oi = i * b.cols;
      for (let j = 0; j < b.cols; j++) out.data[oi + j] += v * b.data[br + j];
    }
  }
  return out;
}

/** In-place Cholesky factor (lower triangle) of a symmetric positive definite matrix. */
export function cholesky(a: Matrix): Matrix {
  const n = a.rows;
  const l = matrix(n, n, Float64Array.from(a.data));
  const d = l.data;
  for (let j = 0; j < n; j++) {
    let diag = d[j * n + j];
    for (let k = 0; k < j; k++) diag -= d[j * n + k] ** 2;
    if (!(diag > 0)) throw new Error('matrix is not positive definite');
    const root = Math.sqrt(diag);
    d[j * n + j] = root;
    for (let i = j + 1; i < n; i++) {
      let sum = d[i * n + j];
      const ri = i * n;
      const rj = j * n;
      for (let k = 0; k < j; k++) sum -= d[ri + k] * d[rj + k];
      d[i * n + j] = sum / root;
    }
    for (let k = j + 1; k < n; k++) d[j * n + k] = 0;
  }
  return l;
}

/** Solves (L L^T) X = B for every column of B, given the Cholesky factor L. */
export function choleskySolve(l: Matrix, b: Matrix): Matrix {
  const n = l.rows;
  const k = b.cols;
  const x = matrix(n, k, Float64Array.from(b.data));
  const d = l.data;
  const xd = x.data;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < i; j++) {
      const lij = d[i * n + j];
      if (lij === 0) continue;
      for (let c = 0; c < k; c++) xd[i * k + c] -= lij * xd[j * k + c];
    }
    const lii = d[i * n + i];
    for (let c = 0; c < k; c++) xd[i * k + c] /= lii;
  }
  for (let i = n - 1; i >= 0; i--) {
    for (let j = i + 1; j < n; j++) {
      const lji = d[j * n + i];
      if (lji === 0) continue;
      for (let c = 0; c < k; c++) xd[i * k + c] -= lji * xd[j * k + c];
    }
    const lii = d[i * n + i];
    for (let c = 0; c < k; c++) xd[i * k + c] /= lii;
  }
  return x;
}
