/** Dense row-major matrices in Float64, just what closed-form kernel ridge heads need. */
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
