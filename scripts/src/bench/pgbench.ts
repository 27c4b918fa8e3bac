import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * pgbench's rate for a single-row insert on the same server: the reference the event store's append rate is
 * judged against. Returns transactions per second (one row each).
 */
export async function pgbenchInsertRate(url: string, clients: number, seconds: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create table if not exists bench_rows (id bigserial primary key, payload jsonb not null)');
  await client.end();
  const script = path.join(tmpdir(), 'packlens-pgbench-insert.sql');
  await writeFile(script, `insert into bench_rows (payload) values ('{"type":"Benchmark","value":"x"}');\n`);
  const u = new URL(url);
  const { stdout } = await run(
    'pgbench',
    ['-n', '-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username), '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), '-f', script, u.pathname.slice(1)],
    { env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) } },
  );
  const match = /tps = ([\d.]+)/.exec(stdout);
  if (!match) throw new Error(`could not read pgbench's output:\n${stdout}`);
  return Number(match[1]);
}
