import type { SegmentId } from '@packlens/contracts';
import type { DesignFeatures } from '../features';
import type { RgbImage } from '../image';
import { normFor, NORM_FEATURES, type DesignNorms, type NormFeature, type NormRange } from './norms';
import type { TextBox } from './text-boxes';

/**
 * Shelf viewing: a shopper reads a pack from about 1.5 m; lettering is legible at a glance when it subtends about
 * 0.3 degrees (a letter height of 1/200 of the distance: 7.5 mm at 1.5 m). Packs are assumed 20 cm tall unless the
 * caller knows better. Both are assumptions, stated in the report and the docs.
 */
export const SHELF_DISTANCE_M = 1.5;
export const LEGIBLE_HEIGHT_PER_DISTANCE = 1 / 200;
export const DEFAULT_PACK_HEIGHT_CM = 20;
/** A text line's box is taller than its letters (ascenders, descenders, the detector's margin). */
const LETTER_SHARE_OF_LINE = 0.75;

export interface NameDiagnostics {
  /** The largest lettering, in pixels of the analysed image. */
  box: TextBox;
  /** WCAG contrast ratio (1-21) between the lettering and its background inside the box. */
  contrastRatio: number;
  /** Letter height on a pack of the assumed height. */
  letterHeightMm: number;
  /** Farthest distance at which the name is legible at a glance. */
  legibleUpToM: number;
  /** Share of all attention (heat map) on the name, and that share over the name's share of the area. */
  attentionShare: number;
  attentionLift: number;
}

export interface Diagnostics {
  name: NameDiagnostics | null;
  textLines: number;
  packHeightCm: number;
  design: Record<NormFeature, number>;
}

export type NormPosition = 'below' | 'within' | 'above';

export interface NormComparison {
  segmentId: SegmentId;
  /** The norm's category, or null for every category. */
  categoryId: number | null;
  packs: number;
  features: { name: NormFeature; value: number; norm: NormRange; position: NormPosition }[];
}

export function diagnose(input: {
  raster: RgbImage;
  design: DesignFeatures;
  boxes: readonly TextBox[];
  /** Attention share of a box (the heat map's density over it). */
  attentionOf: (box: TextBox) => { share: number; lift: number };
  packHeightCm?: number;
}): Diagnostics {
  const packHeightCm = input.packHeightCm ?? DEFAULT_PACK_HEIGHT_CM;
  const design = Object.fromEntries(NORM_FEATURES.map((name) => [name, input.design[name]])) as Record<NormFeature, number>;
  const box = input.boxes[0];
  if (!box || box.width < box.height) return { name: null, textLines: 0, packHeightCm, design };
  const letterHeightMm = ((box.height * LETTER_SHARE_OF_LINE) / input.raster.height) * packHeightCm * 10;
  const attention = input.attentionOf(box);
  return {
    name: {
      box,
      contrastRatio: contrastRatioIn(input.raster, box),
      letterHeightMm,
      legibleUpToM: letterHeightMm / 1000 / LEGIBLE_HEIGHT_PER_DISTANCE,
      attentionShare: attention.share,
      attentionLift: attention.lift,
    },
    textLines: input.boxes.length,
    packHeightCm,
    design,
  };
}

export function compareWithNorms(diagnostics: Diagnostics, norms: DesignNorms | undefined, segmentIds: readonly SegmentId[], categoryId: number): NormComparison[] {
  if (!norms) return [];
  return segmentIds.flatMap((segmentId) => {
    const norm = normFor(norms, segmentId, categoryId);
    if (!norm) return [];
    return [
      {
        segmentId,
        categoryId: norm.categoryId,
        packs: norm.packs,
        features: NORM_FEATURES.map((name) => {
          const value = diagnostics.design[name];
          const range = norm.features[name];
          const position: NormPosition = value < range.p25 ? 'below' : value > range.p75 ? 'above' : 'within';
          return { name, value, norm: range, position };
        }),
      },
    ];
  });
}

/**
 * Contrast of lettering against its background: the box's pixels split in two by Otsu's threshold on relative
 * luminance; the smaller group is the ink. WCAG 2 ratio (L1 + 0.05) / (L2 + 0.05) of the groups' mean luminance.
 */
export function contrastRatioIn(raster: RgbImage, box: { x: number; y: number; width: number; height: number }): number {
  const values: number[] = [];
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(raster.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(raster.height, Math.ceil(box.y + box.height));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const p = (y * raster.width + x) * 3;
      values.push(relativeLuminance(raster.data[p], raster.data[p + 1], raster.data[p + 2]));
    }
  }
  if (values.length < 2) return 1;
  const threshold = otsu(values);
  let lowSum = 0, lowN = 0, highSum = 0, highN = 0;
  for (const v of values) {
    if (v <= threshold) {
      lowSum += v;
      lowN++;
    } else {
      highSum += v;
      highN++;
    }
  }
  if (!lowN || !highN) return 1;
  const dark = lowSum / lowN;
  const light = highSum / highN;
  return (light + 0.05) / (dark + 0.05);
}

export function relativeLuminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Otsu's threshold over values in [0, 1] (64 bins). */
function otsu(values: readonly number[]): number {
  const bins = 64;
  const histogram = new Float64Array(bins);
  for (const v of values) histogram[Math.min(bins - 1, Math.floor(v * bins))]++;
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < bins; i++) sumAll += i * histogram[i];
  let weightLow = 0, sumLow = 0, best = 0, bestT = 0;
  for (let t = 0; t < bins - 1; t++) {
    weightLow += histogram[t];
    if (!weightLow) continue;
    const weightHigh = total - weightLow;
    if (!weightHigh) break;
    sumLow += t * histogram[t];
    const meanLow = sumLow / weightLow;
    const meanHigh = (sumAll - sumLow) / weightHigh;
    const between = weightLow * weightHigh * (meanLow - meanHigh) ** 2;
    if (between > best) {
      best = between;
      bestT = t;
    }
  }
  return (bestT + 1) / bins;
}
