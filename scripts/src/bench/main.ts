import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase } from '@packlens/kernel';
import { repoRoot } from '../runtime';
import { appendRate, subscriptionLag } from './event-store-bench';
import { measured, type Measured } from './measure';
import { pgbenchInsertRate } from './pgbench';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import { round } from './stats';

/**
 * `make bench`: event-store throughput against pgbench on the same server, and subscription lag; the figures go
 * into docs/BENCHMARKS.md with the date, the load and the command. Runs on a fresh embedded PostgreSQL unless
 * DATABASE_URL names a server.
 *
 * BENCH_SECONDS (10) per measurement; BENCH_ROUNDS (1) rounds of pgbench and appends, interleaved, the median
 * reported (the machine may be shared); BENCH_LAG_RATE (500) events/s for the lag. `--no-write` prints the
 * table without touching docs/BENCHMARKS.md.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const lagRate = Number(process.env.BENCH_LAG_RATE ?? 500);
const writeDoc = !process.argv.includes('--no-write');
let adminUrl = process.env.DATABASE_URL;
let stop = async () => undefined as void;
let parent: string | undefined;
let serverDataDir: string | undefined;
let serverLabel = 'external PostgreSQL (DATABASE_URL)';
if (!adminUrl) {
  parent = await mkdtemp(path.join(tmpdir(), 'packlens-bench-pg-'));
  await chmod(parent, 0o755);
  serverDataDir = path.join(parent, 'data');
  const server = await startEmbeddedPostgres({ dataDir: serverDataDir, persistent: false });
  adminUrl = server.adminUrl;
  stop = server.stop;
  serverLabel = 'embedded PostgreSQL 18 (the `make start` default), default settings (fsync and synchronous_commit on)';
}
const database = `packlens_bench_${Date.now()}`;
// The lag runs on a database of its own: its projection reads the log from the start.
const lagDatabase = `${database}_lag`;
const setup = new pg.Client({ connectionString: adminUrl });
await setup.connect();
await setup.query(`create database ${database}`);
await setup.query(`create database ${lagDatabase}`);
const version = (await setup.query<{ server_version: string }>('show server_version')).rows[0].server_version;
await setup.end();
const url = withDatabase(adminUrl, database);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** Each figure the median over the rounds (the mean of the middle two for an even number). */
const medianOf = (values: Measured[]): Measured => ({
  rate: median(values.map((m) => m.rate)),
  serverUs: values[0].serverUs === undefined ? undefined : median(values.map((m) => m.serverUs!)),
  clientUs: median(values.map((m) => m.clientUs)),
  walBytes: median(values.map((m) => m.walBytes)),
});

try {
  const loadBefore = loadLine();
  console.log(`event store bench on ${serverLabel} ${version}, ${seconds} s per measurement, ${rounds} round(s); load ${loadBefore}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Unmeasured: lets V8 compile the append path, as pgbench is compiled, before the first measurement.
  await appendRate(url, 16, 5);
  const series: Record<'p1' | 'a1' | 'p16' | 'a16', Measured[]> = { p1: [], a1: [], p16: [], a16: [] };
  for (let r = 0; r < rounds; r++) {
    // Each append measurement right after its pgbench reference, so both see the same load.
    series.p1.push(await measured(admin, serverDataDir, () => pgbenchInsertRate(url, 1, seconds)));
    series.a1.push(await measured(admin, serverDataDir, () => appendRate(url, 1, seconds)));
    series.p16.push(await measured(admin, serverDataDir, () => pgbenchInsertRate(url, 16, seconds)));
    series.a16.push(await measured(admin, serverDataDir, () => appendRate(url, 16, seconds)));
    console.log(`round ${r + 1}: ${(['p1', 'a1', 'p16', 'a16'] as const).map((k) => `${k} ${round(series[k][r].rate, 0)}/s`).join(', ')}; load ${loadLine()}`);
  }
  await admin.end();
  const lag = await subscriptionLag(withDatabase(adminUrl, lagDatabase), lagRate, seconds);
  const loadAfter = loadLine();

  const [pgbench1, appends1, pgbench16, appends16] = [series.p1, series.a1, series.p16, series.a16].map(medianOf);
  // Ratios per round (each append measurement beside its own reference), then their median.
  const ratios1 = series.a1.map((a, r) => a.rate / series.p1[r].rate);
  const ratios16 = series.a16.map((a, r) => a.rate / series.p16[r].rate);
  const ratio1 = median(ratios1);
  const ratio = median(ratios16);
  const percent = (x: number) => `${round(x * 100, 1)} %`;
  const costs = (m: Measured) => [m.serverUs === undefined ? 'n/a' : `${round(m.serverUs, 0)} µs`, `${round(m.clientUs, 0)} µs`, `${round(m.walBytes, 0)} B`];
  const rows = [
    ['pgbench single-row insert, 1 client', `${round(pgbench1.rate, 0)} rows/s`, 'reference', ...costs(pgbench1)],
    ['event appends, 1 writer', `${round(appends1.rate, 0)} events/s`, `${percent(ratio1)} of pgbench (1 client)${rounds > 1 ? `; per round ${ratios1.map(percent).join(', ')}` : ''}`, ...costs(appends1)],
    ['pgbench single-row insert, 16 clients', `${round(pgbench16.rate, 0)} rows/s`, 'reference', ...costs(pgbench16)],
    ['event appends, 16 writers', `${round(appends16.rate, 0)} events/s`, `${percent(ratio)} of pgbench (16 clients)${rounds > 1 ? `; per round ${ratios16.map(percent).join(', ')}` : ''}; target ≥ 50 % — ${ratio >= 0.5 ? 'met' : 'NOT met'}`, ...costs(appends16)],
    [
      `subscription lag at ${lag.achievedRate} events/s (asked ${lagRate}; append call → read-model row committed)`,
      `p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms (${lag.samples} events on ${lag.streams} streams; append alone p99 ${lag.appendP99} ms)`,
      `target p99 < 250 ms — ${lag.p99 < 250 ? 'met' : 'NOT met'}`,
      '',
      '',
      '',
    ],
  ];
  const table = [
    '| measurement | result | against | server CPU / op | client CPU / op | WAL / op |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  // CPU per operation does not move much with the load, unlike the rates: the ratio the CPU alone would allow.
  const cpuTotal = (m: Measured) => (m.serverUs ?? Number.NaN) + m.clientUs;
  const cpuNote =
    pgbench16.serverUs === undefined
      ? ''
      : `CPU per operation at 16, server + client: pgbench ${round(cpuTotal(pgbench16), 0)} µs, appends ${round(cpuTotal(appends16), 0)} µs; ` +
        `where the CPU is what limits both, that is ${percent(cpuTotal(pgbench16) / cpuTotal(appends16))} of pgbench's rate.`;
  console.log(table);
  if (cpuNote) console.log(cpuNote);
  const settings = [
    seconds !== 10 && `BENCH_SECONDS=${seconds}`,
    rounds !== 1 && `BENCH_ROUNDS=${rounds}`,
    lagRate !== 500 && `BENCH_LAG_RATE=${lagRate}`,
  ].filter(Boolean);
  const command = `${settings.length ? `${settings.join(' ')} ` : ''}node --import tsx scripts/src/bench/main.ts`;
  if (writeDoc) {
    await writeSection(
      path.join(repoRoot, 'docs/BENCHMARKS.md'),
      'event-store',
      `## Event store and subscriptions

Measured ${minuteStamp()} UTC with \`${command}\` (what \`make bench\` runs after its
install steps; ${seconds} s per measurement, ${rounds === 1 ? 'one round' : `median of ${rounds} interleaved rounds`}) on ${serverLabel} ${version};
machine: ${machineLine()}; load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAfter} after.
Each writer appends one event per command to its own stream with an exact expected version; pgbench runs
\`insert into bench_rows (payload) values ('{...}')\` on the same server in the same run, each append measurement right
after its pgbench reference, each after a checkpoint. CPU per operation: the server's processes (from /proc), and the client
(pgbench, or the Node process doing the appends); WAL from \`pg_current_wal_lsn()\`.

${table}

${cpuNote}`,
    );
  }
} finally {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${database} with (force)`);
  await c.query(`drop database if exists ${lagDatabase} with (force)`);
  await c.end();
  await stop();
  if (parent) await rm(parent, { recursive: true, force: true });
}
