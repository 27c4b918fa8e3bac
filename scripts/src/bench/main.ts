import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase } from '@packlens/kernel';
import { repoRoot } from '../runtime';
import { appendRate, subscriptionLag } from './event-store-bench';
import { pgbenchInsertRate } from './pgbench';
import { machineLine, writeSection } from './report';
import { round } from './stats';

/**
 * `make bench`: event-store throughput against pgbench on the same server, and subscription lag; the figures go
 * into docs/BENCHMARKS.md with the date and the command. Runs on a fresh embedded PostgreSQL unless
 * DATABASE_URL names a server.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// `--no-write` prints the table without touching docs/BENCHMARKS.md (for trying changes).
const writeDoc = !process.argv.includes('--no-write');
let adminUrl = process.env.DATABASE_URL;
let stop = async () => undefined as void;
let parent: string | undefined;
let serverLabel = 'external PostgreSQL (DATABASE_URL)';
if (!adminUrl) {
  parent = await mkdtemp(path.join(tmpdir(), 'packlens-bench-pg-'));
  await chmod(parent, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'data'), persistent: false });
  adminUrl = server.adminUrl;
  stop = server.stop;
  serverLabel = 'embedded PostgreSQL 18 (the `make start` default), default settings (fsync and synchronous_commit on)';
}
const database = `packlens_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0].server_version;
await admin.end();
const url = withDatabase(adminUrl, database);

try {
  console.log(`event store bench on ${serverLabel} ${version}, ${seconds} s per measurement`);
  const pgbench1 = await pgbenchInsertRate(url, 1, seconds);
  const pgbench16 = await pgbenchInsertRate(url, 16, seconds);
  const appends1 = await appendRate(url, 1, seconds);
  const appends16 = await appendRate(url, 16, seconds);
  const lag = await subscriptionLag(url, 500, seconds);
  const ratio = appends16 / pgbench16;
  const rows = [
    ['pgbench single-row insert, 1 client', `${round(pgbench1, 0)} rows/s`, 'reference'],
    ['pgbench single-row insert, 16 clients', `${round(pgbench16, 0)} rows/s`, 'reference'],
    ['event appends, 1 writer', `${round(appends1, 0)} events/s`, `${round((appends1 / pgbench1) * 100, 0)} % of pgbench (1 client)`],
    ['event appends, 16 writers', `${round(appends16, 0)} events/s`, `${round(ratio * 100, 0)} % of pgbench (16 clients); target ≥ 50 % — ${ratio >= 0.5 ? 'met' : 'NOT met'}`],
    [`subscription lag at ${lag.achievedRate} events/s (append → read-model row committed)`, `p50 ${lag.p50} ms, p99 ${lag.p99} ms, max ${lag.max} ms (${lag.samples} events)`, `target p99 < 250 ms — ${lag.p99 < 250 ? 'met' : 'NOT met'}`],
  ];
  const table = ['| measurement | result | against |', '|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  console.log(table);
  if (writeDoc) await writeSection(
    path.join(repoRoot, 'docs/BENCHMARKS.md'),
    'event-store',
    `## Event store and subscriptions

Measured ${new Date().toISOString().slice(0, 10)} with \`make bench\` (scripts/src/bench/main.ts, ${seconds} s per line) on ${serverLabel} ${version};
machine: ${machineLine()}. Each writer appends one event per command to its own stream with an exact expected version;
pgbench runs \`insert into bench_rows (payload) values ('{...}')\` on the same server in the same run.

${table}`,
  );
} finally {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${database} with (force)`);
  await c.end();
  await stop();
  if (parent) await rm(parent, { recursive: true, force: true });
}
