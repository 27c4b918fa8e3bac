import { generationLimits } from './generation';

/**
 * Print-readiness (issue 13, item 7; beyond the description): whether a design has the pixels a print of a given size
 * needs. Offset printing of packaging asks for 300 dpi at the printed size; a design with fewer pixels prints soft.
 * Used by the API (for partners) and the app alike, so both say the same.
 */
export const printDpi = 300;
const mmPerInch = 25.4;
/** Print sizes beyond this are posters, not packs (the check accepts them, the upscale cannot reach them). */
export const printMaxMm = 2000;

export interface PrintReadiness {
  widthPx: number;
  heightPx: number;
  widthMm: number;
  heightMm: number;
  /** The pixels a 300 dpi print of this size needs. */
  requiredWidthPx: number;
  requiredHeightPx: number;
  /** The resolution the design prints at: the lower of the two directions (its aspect may differ from the print's). */
  effectiveDpi: number;
  ready: boolean;
  /** The smallest factor of the upscale that reaches 300 dpi within its size limit; null when ready or out of reach. */
  suggestedScale: 2 | 3 | 4 | null;
  /** The resolution after the suggested upscale (or after the largest one allowed when none reaches 300 dpi). */
  dpiAfterUpscale: number | null;
}

const scales = [2, 3, 4] as const;

export function printReadiness(widthPx: number, heightPx: number, widthMm: number, heightMm: number): PrintReadiness {
  const dpiAt = (px: number, mm: number) => (px / mm) * mmPerInch;
  const effectiveDpi = Math.min(dpiAt(widthPx, widthMm), dpiAt(heightPx, heightMm));
  const ready = effectiveDpi >= printDpi - 0.5;
  const allowed = scales.filter((scale) => Math.max(widthPx, heightPx) * scale <= generationLimits.upscaleMaxLongSide);
  const reaching = ready ? undefined : allowed.find((scale) => effectiveDpi * scale >= printDpi - 0.5);
  const best = reaching ?? (ready ? undefined : allowed.at(-1));
  return {
    widthPx,
    heightPx,
    widthMm,
    heightMm,
    requiredWidthPx: Math.ceil((widthMm / mmPerInch) * printDpi),
    requiredHeightPx: Math.ceil((heightMm / mmPerInch) * printDpi),
    effectiveDpi: Math.round(effectiveDpi),
    ready,
    suggestedScale: reaching ?? null,
    dpiAfterUpscale: best ? Math.round(effectiveDpi * best) : null,
  };
}
