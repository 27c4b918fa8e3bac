import { describe, expect, it } from 'vitest';
import { printReadiness } from '../src/catalogue/print';

describe('print-readiness at 300 dpi', () => {
  it('a design with the pixels a print needs is ready and needs no upscale', () => {
    // A4 portrait at 300 dpi is 2480 × 3508 px.
    expect(printReadiness(2480, 3508, 210, 297)).toMatchObject({ requiredWidthPx: 2481, requiredHeightPx: 3508, effectiveDpi: 300, ready: true, suggestedScale: null, dpiAfterUpscale: null });
  });

  it('prints at the lower resolution of its two directions when its shape differs from the print’s', () => {
    expect(printReadiness(1000, 500, 100, 100).effectiveDpi).toBe(127);
  });

  it('names the smallest upscale factor that reaches 300 dpi', () => {
    expect(printReadiness(1024, 1024, 150, 150)).toMatchObject({ effectiveDpi: 173, ready: false, suggestedScale: 2, dpiAfterUpscale: 347 });
    expect(printReadiness(512, 512, 120, 120)).toMatchObject({ effectiveDpi: 108, suggestedScale: 3, dpiAfterUpscale: 325 });
  });

  it('says how close the largest allowed upscale comes when none reaches it (the upscale stops at a 6,000 px long side)', () => {
    expect(printReadiness(2000, 2000, 600, 600)).toMatchObject({ effectiveDpi: 85, ready: false, suggestedScale: null, dpiAfterUpscale: 254 });
    expect(printReadiness(4000, 4000, 600, 600)).toMatchObject({ ready: false, suggestedScale: null, dpiAfterUpscale: null });
  });
});
