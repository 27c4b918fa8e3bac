import type { RgbImage } from '../image';
import { blurred, pasteBox } from './raster-ops';

/** Scores a raster for the ordered segments: the same pipeline as an evaluation (features, then the heads). */
export type RasterScorer = (raster: RgbImage) => Promise<number[]>;

export interface Attribution {
  columns: number;
  rows: number;
  /** Per segment (in the order scored), per cell row by row: base mean minus the mean with the cell blurred out. */
  cells: Float32Array[];
}

/** Cells across the longer side; the shorter side gets as many as keep cells about square (at least 3). */
export const ATTRIBUTION_CELLS_LONG_SIDE = 5;

/**
 * Occlusion attribution of the predicted preference: each cell of a grid in turn replaced by a strongly blurred copy
 * of itself (its colours stay, its shapes and lettering go) and the image re-scored by the full pipeline. A positive
 * value means the cell's detail raises the segment's predicted preference, a negative one that it lowers it.
 *
 * Occlusion rather than integrated gradients: the heads read design measurements (text area from the OCR detector,
 * colour statistics, saliency statistics) besides the backbone's embedding, and those are not differentiable; occlusion
 * measures the whole scoring pipeline as it runs, at the cost of one re-score per cell.
 */
export async function occlusionAttribution(raster: RgbImage, baseMeans: readonly number[], score: RasterScorer, longSideCells = ATTRIBUTION_CELLS_LONG_SIDE): Promise<Attribution> {
  const landscape = raster.width >= raster.height;
  const shortCells = Math.max(3, Math.round((longSideCells * Math.min(raster.width, raster.height)) / Math.max(raster.width, raster.height)));
  const columns = landscape ? longSideCells : shortCells;
  const rows = landscape ? shortCells : longSideCells;
  const cellW = raster.width / columns;
  const cellH = raster.height / rows;
  const fill = await blurred(raster, Math.max(cellW, cellH) / 3);
  const cells = baseMeans.map(() => new Float32Array(columns * rows));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const occluded = pasteBox(raster, fill, { x: c * cellW, y: r * cellH, width: cellW, height: cellH });
      const means = await score(occluded);
      means.forEach((m, s) => (cells[s][r * columns + c] = baseMeans[s] - m));
    }
  }
  return { columns, rows, cells };
}

/** The cell of largest negative attribution (blurring it raises the mean most), per segment. */
export function mostNegativeCell(attribution: Attribution, segment: number): { index: number; value: number } {
  let index = 0;
  const values = attribution.cells[segment];
  for (let i = 1; i < values.length; i++) if (values[i] < values[index]) index = i;
  return { index, value: values[index] };
}

/** The attribution a box receives: the cells' values weighted by how much of each the box covers. */
export function attributionIn(attribution: Attribution, segment: number, box: { x: number; y: number; width: number; height: number }, size: { width: number; height: number }): number {
  const cellW = size.width / attribution.columns;
  const cellH = size.height / attribution.rows;
  let sum = 0;
  for (let r = 0; r < attribution.rows; r++) {
    const oy = Math.max(0, Math.min(box.y + box.height, (r + 1) * cellH) - Math.max(box.y, r * cellH)) / cellH;
    for (let c = 0; c < attribution.columns; c++) {
      const ox = Math.max(0, Math.min(box.x + box.width, (c + 1) * cellW) - Math.max(box.x, c * cellW)) / cellW;
      sum += attribution.cells[segment][r * attribution.columns + c] * ox * oy;
    }
  }
  return sum;
}
