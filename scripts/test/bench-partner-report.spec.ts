import { describe, expect, it } from 'vitest';
import { partnerSection, partnerVerdicts, type LoadRun, type PartnerBench } from '../src/bench/partner-report';

const context = { when: '2026-11-25 09:30', command: 'make bench-partner', machine: '2 cores', load: '0.5 / 0.5 / 0.5 before, 1 / 1 / 1 after' };
const run = (requestsPerSecond: number, p50: number, p99: number, non2xx = 0): LoadRun => ({ requestsPerSecond, p50, p99, requests: requestsPerSecond * 12, non2xx, errors: 0 });
const bench = (results: LoadRun, lag = { p99: 180, received: 500 }): PartnerBench => ({
  connections: 16,
  seconds: 12,
  health: run(2000, 7, 20),
  results,
  rateLimitStore: 'postgres',
  webhookLagMs: { rate: 50, deliveries: 500, received: lag.received, p50: 20, p99: lag.p99, max: lag.p99 + 40 },
});

describe('the partner section of BENCHMARKS.md', () => {
  it('given a read at 60 % of health with p99 30 ms and webhooks under a second, when written, then every target is met', () => {
    const text = partnerSection(bench(run(1200, 12, 30)), context);
    expect(text).toContain('| authenticated read at ≥ 50 % of the health endpoint\'s rate | 60 % | met |');
    expect(text).toContain('| authenticated read p99 under 50 ms | 30 ms | met |');
    expect(text).toContain('p50 20 ms, p99 180 ms, worst 220 ms; 500 of 500 received | met |');
    expect(text).toContain('Measured 2026-11-25 09:30 UTC with `make bench-partner` on 2 cores');
    expect(text).toContain('counted in PostgreSQL');
  });

  it('given a read at 40 % of health and p99 of 50 ms, when written, then both read targets are not met', () => {
    const text = partnerSection(bench(run(800, 20, 50)), context);
    expect(text).toContain('| 40 % | NOT met |');
    expect(text).toContain('| 50 ms | NOT met |');
  });

  it('given reads answered with errors (a key refused by its limit), when judged, then no read target counts as met', () => {
    const verdicts = partnerVerdicts(bench(run(5000, 2, 5, 300)));
    expect(verdicts).toMatchObject({ clean: false, shareMet: false, p99Met: false });
    expect(partnerSection(bench(run(5000, 2, 5, 300)), context)).toContain('not a valid measurement');
  });

  it('given a webhook that never arrived, when judged, then the lag target is not met whatever the p99', () => {
    expect(partnerVerdicts(bench(run(1200, 12, 30), { p99: 100, received: 499 })).lagMet).toBe(false);
    expect(partnerVerdicts(bench(run(1200, 12, 30), { p99: 1000, received: 500 })).lagMet).toBe(false);
  });

  it('says the machine was shared when told so', () => {
    expect(partnerSection(bench(run(1200, 12, 30)), { ...context, shared: 'Other agents’ tests ran at the same time.' })).toContain('Other agents’ tests ran at the same time.');
  });
});
