import { describe, expect, it } from 'vitest';
import { evaluateSection, heatmapQualitySection, heatmapSpeedSection, heatmapVariantsSection, verdict, type EvaluateBench, type HeatmapBench, type HeatmapVariantResult } from '../src/bench/scoring-report';

const context = { when: '2026-11-24 06:00', command: 'cmd', machine: '2 cores', load: '0 / 0 / 0 before, 0 / 0 / 0 after' };
const p = (p50: number, p95: number) => ({ p50, p95 });

describe('the scoring sections of BENCHMARKS.md', () => {
  it('judges an upper limit and a lower limit by the figure they name', () => {
    expect(verdict(300, 300, 'ms')).toBe('target ≤ 300 ms — met');
    expect(verdict(301, 300, 'ms')).toBe('target ≤ 300 ms — NOT met');
    expect(verdict(0.716, 0.72, '', false)).toBe('target ≥ 0.72 — NOT met');
    expect(verdict(0.9, 0.9, '', false)).toBe('target ≥ 0.9 — met');
  });

  it('given a heat-map run over 300 ms at p50, when the section is written, then it says the target is not met', () => {
    const bench: HeatmapBench = { images: 60, source: 'OSIE', inputPixels: 307200, modelLoadMs: 200, mapOnlyMs: p(290, 330), heatmapMs: p(310, 340), heatmapCpuMs: p(300, 330), heatmapWithPngMs: p(400, 450), peakRssMb: 440, cpuAffinity: '0' };
    const text = heatmapSpeedSection(bench, context);
    expect(text).toContain('| decode + heat map, 800x600 jpg | p50 310 ms, p95 340 ms | target ≤ 300 ms — NOT met (p50); p95 over 300 ms |');
    expect(text).toContain('cpus allowed:\n0');
  });

  it('given a full evaluation, when the section is written, then total and model load are judged and both-core throughput listed', () => {
    const bench: EvaluateBench = {
      images: 40, source: 'OSIE', segments: [1, 2, 3, 5, 25, 35], model: 'heads-x', modelLoadMs: 2500, totalMs: p(380, 400), decodeMs: p(17, 22),
      heatmapMs: p(173, 197), featuresMs: p(184, 206), headsMs: p(5, 6), peakRssMb: 569,
      throughput: [{ workers: 1, imagesPerSecond: 2.61 }, { workers: 2, imagesPerSecond: 4.31 }],
    };
    const text = evaluateSection(bench, context);
    expect(text).toContain('| total per image | p50 380 ms, p95 400 ms | target ≤ 1000 ms — met (p50) |');
    expect(text).toContain('| 2500 ms | target ≤ 2000 ms — NOT met |');
    expect(text).toContain('2.61 images/s with 1 worker thread; 4.31 images/s with 2 worker threads');
  });

  it('given the eval table, when the section is written, then the targets are read from the shipped displayed map', () => {
    const table = [
      '| map | AUC-Judd | shuffled AUC | NSS | CC | SIM | KLD | held-out gain (nats/fix.) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      '| centre bias (Gaussian, sigma 200 px) | 0.706 | 0.500 | 0.700 | 0.263 | 0.380 | 1.200 |  |',
      '| **shipped read-out, metric-specific maps: AUC and NSS on the density** | 0.907 | 0.852 | 2.903 | 0.721 | 0.610 | 0.554 | 1.2 |',
      '| **shipped read-out, displayed map (exponent 0.55; 640x480)** | 0.907 | 0.852 | 2.729 | 0.716 | 0.540 | 0.685 | 1.2 |',
    ].join('\n');
    const text = heatmapQualitySection(table, { when: '2026-11-24 06:00', command: 'eval', seconds: 300 });
    expect(text).toContain('the displayed map: AUC-Judd 0.907, target ≥ 0.9 — met; NSS 2.729, target ≥ 2.7 — met; CC 0.716, target ≥ 0.72 — NOT met.');
    expect(text).toContain('The metric-specific maps: AUC-Judd 0.907, target ≥ 0.9 — met; NSS 2.903, target ≥ 2.7 — met; CC 0.721, target ≥ 0.72 — met.');
    const withoutModel = heatmapQualitySection(table.split('\n').slice(0, 3).join('\n'), { when: '', command: '', seconds: 0 });
    expect(withoutModel).toContain("The displayed map's row is missing");
    expect(withoutModel).not.toContain('The metric-specific maps');
  });

  it('given the read-out on OSIE variants, when the section is written, then each aspect ratio is judged by its drop from the full frame', () => {
    const scores = (aucJudd: number, nss: number, cc: number) => ({ aucJudd, shuffledAuc: 0.8, nss, cc, sim: 0.6, kld: 0.9 });
    const results: HeatmapVariantResult[] = [
      { map: 'read-out', variant: 'full', scores: scores(0.9, 2.7, 0.72) },
      { map: 'read-out', variant: 'square', scores: scores(0.89, 2.65, 0.7) },
      { map: 'read-out', variant: 'portrait', scores: scores(0.87, 2.5, 0.7) },
      { map: 'centre bias', variant: 'square', scores: scores(0.6, 0.5, 0.2) },
    ];
    const section = heatmapVariantsSection(results, { when: '2026-11-25 04:00', command: 'cmd', seconds: 12 });
    expect(section).toContain('| square | read-out | 0.890 | 0.800 | 2.650 | 0.700 | 0.600 | 0.900 | -0.010 / -0.050 / -0.020 |');
    expect(section).toContain('square: met');
    expect(section).toContain('portrait: NOT met (aucJudd, nss)');
    // The centre bias is listed, not judged.
    expect(section).not.toContain('centre bias: ');
  });
});
