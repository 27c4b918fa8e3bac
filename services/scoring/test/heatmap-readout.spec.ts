import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SHIPPED } from '../eval/shipped';
import { INPUT_PIXELS } from '../src/heatmap/grid';
import { DEFAULT_READOUT_PATH } from '../src/heatmap/model';
import { centrePrior, displayedMap, featureLogits, LAYER_NAMES, normalizedFeatureLogits, readoutScales, standardizeScales, type ReadoutParameters } from '../src/heatmap/readout';

describe('the committed heat-map read-out', () => {
  it('is the configuration eval/shipped.ts names, fitted on OSIE 1001-1500 and reported on 1501-1700', async () => {
    const params = JSON.parse(await readFile(DEFAULT_READOUT_PATH, 'utf8')) as ReadoutParameters;
    expect(params.format).toBe('packlens-heatmap-readout');
    expect(params.mode).toBe(SHIPPED.mode);
    expect(params.normalization).toBe(SHIPPED.normalization);
    expect(params.inputPixels).toBe(SHIPPED.inputPixels ?? INPUT_PIXELS);
    expect(params.blurSigma).toBe(SHIPPED.blurSigma);
    expect(params.displayExponent).toBe(SHIPPED.displayExponent ?? 1);
    expect(params.displayBlur ?? 0).toBe(SHIPPED.displayBlur ?? 0);
    expect(params.centreUnits ?? 'per-axis').toBe(SHIPPED.centreUnits ?? 'per-axis');
    expect(params.fit.l2).toBe(SHIPPED.l2);
    expect(params.centreGrid && { width: params.centreGrid.width, height: params.centreGrid.height }).toEqual(SHIPPED.centreGrid);
    if (params.centreGrid) expect(params.centreGrid.values).toHaveLength(params.centreGrid.width * params.centreGrid.height);
    expect(String(params.fit.objective).includes('CC')).toBe(SHIPPED.cc !== undefined);
    expect(String(params.fit.data).includes('mirrored')).toBe(SHIPPED.mirror === true);
    expect(LAYER_NAMES.filter((name) => params.layers[name] !== 0).sort()).toEqual([...SHIPPED.layers].sort());
    expect(params.weights).toHaveLength(params.channels);
    expect(params.featureScale).toHaveLength(params.channels);
    expect(params.fit.images).toBe(500);
    expect(params.fit.reportIds).toBe('1501-1700');
    expect(Object.keys(params.fit.report as object).sort()).toEqual(['aucJudd', 'cc', 'kld', 'nss', 'shuffledAuc', 'sim']);
  });
});

describe('the read-out with its normalisation folded into the weights', () => {
  it('gives the logits of the normalised copy (image and global normalisation, two scales)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const grid = (w: number, h: number, channels: number) => ({
      grid: { width: w, height: h },
      channels,
      data: Float32Array.from({ length: w * h * channels }, (_, i) => (i % channels === 3 ? 0.5 : Math.sqrt(6 * random()))),
    });
    const scales = [grid(5, 4, 6), grid(10, 8, 4)];
    const weights = Array.from({ length: 10 }, () => random() - 0.5);
    const featureScale = Array.from({ length: 10 }, () => 0.5 + random());
    const fine = { width: 20, height: 16 };
    for (const normalization of ['image', 'global'] as const) {
      const expected = featureLogits(standardizeScales(scales, normalization, featureScale), weights, fine, 2.5);
      const folded = normalizedFeatureLogits(scales, { normalization, featureScale, weights, blurSigma: 2.5 }, fine);
      for (let i = 0; i < expected.length; i++) expect(folded[i]).toBeCloseTo(expected[i], 4);
    }
  });
});

describe('the displayed map', () => {
  const density = { width: 5, height: 1, data: Float32Array.from([0, 0, 1, 0, 0]) };

  it('given exponent 1 and no blur, when shown, then it is the density itself', () => {
    expect(displayedMap(density, { displayExponent: 1 })).toBe(density);
  });

  it('given an exponent below 1, when shown, then weak cells are lifted relative to the strongest', () => {
    const shown = displayedMap({ width: 2, height: 1, data: Float32Array.from([0.25, 1]) }, { displayExponent: 0.5 });
    expect(Array.from(shown.data)).toEqual([0.5, 1]);
  });

  it('given a display blur, when shown, then the peak spreads to its neighbours symmetrically', () => {
    const shown = displayedMap(density, { displayExponent: 1, displayBlur: 1 });
    expect(shown.data[2]).toBeLessThan(1);
    expect(shown.data[1]).toBeGreaterThan(0);
    expect(shown.data[1]).toBeCloseTo(shown.data[3], 6);
  });
});

describe('the read-out scales', () => {
  const grid = (width: number, height: number, channels: number) => ({ grid: { width, height }, channels, data: new Float32Array(width * height * channels) });
  const inputs = { input: { width: 64, height: 64 }, coarse: grid(2, 2, 3), mid: grid(4, 4, 2), fine: { width: 8, height: 8 }, layers: {} };

  it('given the two-scale mode, when the scales are taken, then they are the coarse and the mid features', () => {
    expect(readoutScales(inputs, 'two-scale')).toEqual([inputs.coarse, inputs.mid]);
  });

  it('given the two-scale-wide mode without wide features, when the scales are taken, then it says what is missing', () => {
    expect(() => readoutScales(inputs, 'two-scale-wide')).toThrow(/wide features/);
    const wide = grid(1, 1, 3);
    expect(readoutScales({ ...inputs, wide }, 'two-scale-wide')).toEqual([inputs.coarse, inputs.mid, wide]);
  });
});

describe('the centre prior', () => {
  const centre = { uu: -8, vv: -8, v: 0 };
  /** Log-prior drop from the centre to the left edge and to the top edge of a wide grid. */
  const drops = (units: 'per-axis' | 'area') => {
    const fine = { width: 160, height: 40 };
    const prior = centrePrior({ centre, centreUnits: units }, fine);
    const at = (x: number, y: number) => prior[y * fine.width + x];
    return { across: at(80, 20) - at(0, 20), down: at(80, 20) - at(80, 0) };
  };

  it('given per-axis units, when the image is wide, then the prior stretches with it (the same drop to every edge)', () => {
    const { across, down } = drops('per-axis');
    expect(across / down).toBeGreaterThan(0.9);
    expect(across / down).toBeLessThan(1.1);
  });

  it('given area units, when the image is wide, then the prior keeps its shape in pixels (a round prior on a 4:1 grid)', () => {
    const { across, down } = drops('area');
    // 160x40: the left edge is 80 cells from the centre, the top edge 20, so the drop is (80 / 20)^2 = 16 times larger.
    expect(across / down).toBeGreaterThan(14);
    expect(across / down).toBeLessThan(18);
  });
});
