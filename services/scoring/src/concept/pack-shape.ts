import type { RgbImage } from '../image/rgb';
import { foregroundFrom, type Foreground } from './pack-colours';

/** The shape words concept matching reads on a design (issue 18, item 1). */
export const shapeNames = ['long', 'round'] as const;
export type ShapeName = (typeof shapeNames)[number];

/**
 * How elongated the design's foreground is: the square root of the ratio of the two principal second moments of
 * its pixels (weighted as for the colours), 1 for a disc or a square, about 5 for a cucumber or a leek lying
 * across the frame, whatever the orientation. Null where there is no backdrop to tell the product from (a
 * full-bleed pack photo: the frame is not the product's outline) or nothing stands out.
 */
export function packElongation(source: RgbImage | Foreground): number | null {
  const { samples, backdrop } = foregroundFrom(source);
  if (!backdrop) return null;
  let total = 0;
  let mx = 0;
  let my = 0;
  for (const { x, y, weight } of samples) {
    total += weight;
    mx += weight * x;
    my += weight * y;
  }
  // Less than 2 % of the frame standing out: no product to measure.
  if (total < samples.length * 0.02) return null;
  mx /= total;
  my /= total;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const { x, y, weight } of samples) {
    sxx += weight * (x - mx) ** 2;
    syy += weight * (y - my) ** 2;
    sxy += weight * (x - mx) * (y - my);
  }
  const mean = (sxx + syy) / 2;
  const spread = Math.hypot((sxx - syy) / 2, sxy);
  return mean - spread <= 0 ? null : Math.sqrt((mean + spread) / (mean - spread));
}
