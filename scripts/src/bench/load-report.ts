import { quantile, round } from './stats';

/** One request of the load: its route (a template, ids taken out), how long it took, and whether it failed. */
export interface LoadSample {
  route: string;
  ms: number;
  ok: boolean;
}

export interface LoadRunFigures {
  workers: number;
  seconds: number;
  users: number;
  clients: number;
  journeys: number;
  errors: number;
  /** The first few failures, said as they were (status and code), for the notes. */
  errorExamples: string[];
  samples: LoadSample[];
  imagesScored: number;
  /** Images each worker recorded (by `metadata.worker`): what a second worker took on. */
  perWorker: number[];
  connections: { mean: number; max: number };
}

/** p50 / p95 / p99 and count per route, the routes in the order a journey takes them. */
export function routeTable(samples: readonly LoadSample[]): { route: string; count: number; p50: number; p95: number; p99: number; failed: number }[] {
  const routes = [...new Set(samples.map((s) => s.route))];
  return routes.map((route) => {
    const of = samples.filter((s) => s.route === route);
    const ms = of.map((s) => s.ms);
    return { route, count: of.length, p50: round(quantile(ms, 0.5)), p95: round(quantile(ms, 0.95)), p99: round(quantile(ms, 0.99)), failed: of.filter((s) => !s.ok).length };
  });
}

/** The load section of docs/BENCHMARKS.md: one table of totals per run, then the per-route latencies of each. */
export function loadSection(runs: readonly LoadRunFigures[], header: { stamp: string; machine: string; load: string; command: string }): string {
  const lines = [
    '## Load: 50 users of 10 clients on `make start` (issue 17)',
    '',
    `Measured ${header.stamp} UTC with \`${header.command}\` on ${header.machine}; load average before: ${header.load}.`,
    'Each user, in a loop: logs in, creates a project, sets menus and two segments, uploads three packs, sets their',
    'category, calculates, polls the project every second until it is done, reads the results and downloads the',
    'overall PDF. The server is `scripts/src/start.ts` in a process of its own on a fresh embedded PostgreSQL; each',
    'calculation worker has one scoring thread (SCORING_THREADS=1), the second one a process beside the server',
    '(SCORING_WORKERS=2). Loopback only; every journey counted once it downloaded its PDF.',
    '',
    '| workers | seconds | journeys | errors | images scored | images/s | images per worker | PostgreSQL connections (mean / max) |',
    '|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.workers} | ${r.seconds} | ${r.journeys} | ${r.errors} | ${r.imagesScored} | ${round(r.imagesScored / r.seconds, 2)} | ${r.perWorker.join(' / ')} | ${round(r.connections.mean)} / ${r.connections.max} |`,
    ),
  ];
  for (const run of runs) {
    lines.push('', `Latency per endpoint with ${run.workers} worker${run.workers === 1 ? '' : 's'} (ms):`, '', '| endpoint | requests | p50 | p95 | p99 | failed |', '|---|---|---|---|---|---|');
    for (const row of routeTable(run.samples)) lines.push(`| ${row.route} | ${row.count} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.failed} |`);
    if (run.errorExamples.length) lines.push('', `First errors: ${run.errorExamples.join('; ')}`);
  }
  return lines.join('\n');
}
