import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * pgbench's rate for a single-row insert on the same server: the reference the event store's append rate is
 * judged against. Returns transactions per second (one row each), the transactions done and pgbench's own CPU.
 */
export async function pgbenchInsertRate(url: string, clients: number, seconds: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create table if not exists bench_rows (id bigserial primary key, payload jsonb not null)');
  await client.end();
  const script = path.join(tmpdir(), 'packlens-pgbench-insert.sql');
  await writeFile(script, `insert into bench_rows (payload) values ('{"type":"Benchmark","value":"x"}');\n`);
  const u = new URL(url);
  const args = ['-n', '-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username), '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), '-f', script, u.pathname.slice(1)];
  // `times` after pgbench prints the CPU its children (pgbench) used: the client's share of the machine.
  const { stdout, stderr } = await run('sh', ['-c', 'pgbench "$@"; status=$?; times >&2; exit $status', 'sh', ...args], {
    env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) },
  });
  const tps = /tps = ([\d.]+)/.exec(stdout);
  const done = /number of transactions actually processed: (\d+)/.exec(stdout);
  if (!tps || !done) throw new Error(`could not read pgbench's output:\n${stdout}`);
  const times = [...stderr.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  // Two lines of user/system: the shell's own, then its children's.
  const clientCpuSeconds = times.length >= 4 ? times[2] + times[3] : Number.NaN;
  return { rate: Number(tps[1]), operations: Number(done[1]), clientCpuSeconds };
}
