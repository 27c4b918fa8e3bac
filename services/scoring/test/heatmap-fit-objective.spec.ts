import { describe, expect, it } from 'vitest';
import { countFixations, makeObjective, type FitImage } from '../eval/fit/objective';
import type { HeatmapInputs } from '../src/heatmap/inputs';
import { centrePrior } from '../src/heatmap/readout';

let seed = 11;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

function fitImage(): FitImage {
  const coarse = { grid: { width: 3, height: 2 }, channels: 2, data: Float32Array.from({ length: 12 }, random) };
  const mid = { grid: { width: 6, height: 4 }, channels: 1, data: Float32Array.from({ length: 24 }, random) };
  const fine = { width: 12, height: 8 };
  const inputs: HeatmapInputs = { input: { width: 96, height: 64 }, coarse, mid, fine, layers: {} };
  const fixations = Array.from({ length: 9 }, () => ({ x: Math.floor(random() * 96), y: Math.floor(random() * 64) }));
  return { inputs, scales: [coarse, mid], ...countFixations(fixations, 96, 64, fine) };
}

describe('the read-out fit objective', () => {
  it.each([
    ['likelihood alone', undefined],
    ['likelihood and the CC term', { weight: 2, exponent: 0.55, sigma: 1.3 }],
  ])('given channel weights, a centre prior and a free-form centre grid, when the %s is differentiated, then the gradient matches finite differences', (_, cc) => {
    const objective = makeObjective([fitImage(), fitImage()], { channels: 3, blurSigma: 1, layers: [], l2: 0.1, centreGrid: { width: 3, height: 2 }, cc });
    expect(objective.size).toBe(3 + 3 + 6);
    const x = Float64Array.from({ length: objective.size }, () => random() - 0.5);
    const grad = new Float64Array(objective.size);
    objective.value(x, grad);
    const scratch = new Float64Array(objective.size);
    for (let k = 0; k < objective.size; k++) {
      const h = 1e-3;
      const up = Float64Array.from(x);
      const down = Float64Array.from(x);
      up[k] += h;
      down[k] -= h;
      const numeric = (objective.value(up, scratch) - objective.value(down, scratch)) / (2 * h);
      expect(grad[k]).toBeCloseTo(numeric, 3);
    }
  });
});

describe('the centre prior', () => {
  const centre = { uu: -4, vv: -6, v: 0.5 };
  const fine = { width: 8, height: 6 };

  it('given no centre grid, when laid on the fine grid, then it is the quadratic, highest near the middle', () => {
    const prior = centrePrior({ centre }, fine);
    const middle = prior[3 * 8 + 3];
    expect(middle).toBeGreaterThan(prior[0]);
    expect(prior[0]).toBeCloseTo(-4 * 0.4375 ** 2 - 6 * (5 / 12) ** 2 + 0.5 * -(5 / 12), 5);
  });

  it('given a centre grid, when laid on the fine grid, then its enlarged values are added to the quadratic', () => {
    const plain = centrePrior({ centre }, fine);
    const flat = centrePrior({ centre, centreGrid: { width: 2, height: 1, values: [1, 1] } }, fine);
    for (let i = 0; i < plain.length; i++) expect(flat[i]).toBeCloseTo(plain[i] + 1, 5);
    const tilted = centrePrior({ centre, centreGrid: { width: 2, height: 1, values: [0, 2] } }, fine);
    expect(tilted[7] - plain[7]).toBeCloseTo(2, 5);
    expect(tilted[0] - plain[0]).toBeCloseTo(0, 5);
  });
});
