/**
 * The partner API's section of docs/BENCHMARKS.md (issue 15, Bench), written from the figures `make bench-partner`
 * measured: pure, so the verdicts are specified in scripts/test/bench-partner-report.spec.ts.
 */

/** One autocannon run: requests per second and latency percentiles in ms. */
export interface LoadRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
}

export interface PartnerBench {
  connections: number;
  seconds: number;
  health: LoadRun;
  results: LoadRun;
  /** Where the API keys' requests are counted (the platform's rate-limit store). */
  rateLimitStore: 'postgres' | 'redis';
  /** Event committed → receiver got it, in ms, one delivery each. */
  webhookLagMs: { rate: number; deliveries: number; received: number; p50: number; p99: number; max: number };
}

export interface PartnerContext {
  when: string;
  command: string;
  machine: string;
  load: string;
  /** Said when other work shared the machine. */
  shared?: string;
}

/** The issue's targets. */
export const partnerTargets = { resultsShareOfHealth: 0.5, resultsP99Ms: 50, webhookLagP99Ms: 1000, webhookRate: 50 } as const;

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const r1 = (n: number) => Math.round(n * 10) / 10;

/** Whether each target holds, for the section and the command's exit line. */
export function partnerVerdicts(b: PartnerBench) {
  const share = b.health.requestsPerSecond > 0 ? b.results.requestsPerSecond / b.health.requestsPerSecond : 0;
  const clean = b.results.non2xx === 0 && b.results.errors === 0 && b.health.non2xx === 0 && b.health.errors === 0;
  return {
    share,
    shareMet: clean && share >= partnerTargets.resultsShareOfHealth,
    p99Met: clean && b.results.p99 < partnerTargets.resultsP99Ms,
    lagMet: b.webhookLagMs.received === b.webhookLagMs.deliveries && b.webhookLagMs.p99 < partnerTargets.webhookLagP99Ms,
    clean,
  };
}

const row = (name: string, run: LoadRun) =>
  `| ${name} | ${Math.round(run.requestsPerSecond)} | ${r1(run.p50)} ms | ${r1(run.p99)} ms | ${run.requests} | ${run.non2xx} / ${run.errors} |`;

export function partnerSection(b: PartnerBench, context: PartnerContext): string {
  const v = partnerVerdicts(b);
  const lag = b.webhookLagMs;
  return `## Partner API: authenticated reads with an API key, and webhook delivery lag

Measured ${context.when} UTC with \`${context.command}\` on ${context.machine}; load ${context.load}.${context.shared ? ` ${context.shared}` : ''}
The whole product runs as \`make start\` runs it (embedded PostgreSQL 18, one process); autocannon sends from a worker thread of the
bench's process over loopback, ${b.connections} connections, ${b.seconds} s per run, health first, then the results. The key's limit
(\`api_key_requests_per_minute\`) is raised for the run; its requests are counted in ${b.rateLimitStore === 'redis' ? 'Redis (`REDIS_URL`)' : 'PostgreSQL (no `REDIS_URL`: the default)'}.

| run | requests/s | p50 | p99 | requests | non-2xx / errors |
|---|---|---|---|---|---|
${row('`GET /api/health` (no credential)', b.health)}
${row('`GET /api/projects/{id}/results` with an API key (3 images, 2 segments)', b.results)}

| target | figure | verdict |
|---|---|---|
| authenticated read at ≥ 50 % of the health endpoint's rate | ${Math.round(v.share * 100)} % | ${met(v.shareMet)} |
| authenticated read p99 under 50 ms | ${r1(b.results.p99)} ms | ${met(v.p99Met)} |
| webhook delivery lag (event committed → receiver got it) p99 under 1 s at ${lag.rate} deliveries/s | p50 ${r1(lag.p50)} ms, p99 ${r1(lag.p99)} ms, worst ${r1(lag.max)} ms; ${lag.received} of ${lag.deliveries} received | ${met(v.lagMet)} |

The webhook figure: \`webhook.test\` events (what \`POST /api/webhooks/{id}/test\` records) committed at ${lag.rate}/s, each on a stream of its
own, to an endpoint with a receiver on loopback; the lag runs from the append's return (the event committed) to the receiver having the
body. Each delivery goes event → the outbox projection (its checkpoint's transaction) → \`pg_notify\` → a delivery worker → a signed POST.${v.clean ? '' : '\nSome requests were answered with an error: the read figures are not a valid measurement.'}`;
}
