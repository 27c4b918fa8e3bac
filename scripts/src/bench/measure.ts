import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

/** What one throughput measurement cost, per operation (one pgbench row or one appended event). */
export interface Measured {
  rate: number;
  /** CPU of the PostgreSQL server (all its processes), µs per operation; undefined on an external server. */
  serverUs?: number;
  /** CPU of the client process (pgbench, or this Node process for the appends), µs per operation. */
  clientUs: number;
  /** WAL written, bytes per operation. */
  walBytes: number;
}

const ticksPerSecond = 100; // USER_HZ on Linux

/**
 * CPU seconds used by a PostgreSQL server so far: the postmaster and its live children, plus the children it
 * has already reaped (a backend that ended). Read from /proc, so only for a server on this machine.
 */
export function serverCpuSeconds(dataDir: string): number {
  const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime
    if (Number(entry) === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    else if (Number(fields[1]) === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
}

/**
 * Runs one throughput measurement after a checkpoint (so each starts from the same state) and adds the server's
 * CPU and the WAL per operation. `run` returns the rate, the operations done and the client's CPU seconds.
 */
export async function measured(
  admin: pg.Client,
  serverDataDir: string | undefined,
  run: () => Promise<{ rate: number; operations: number; clientCpuSeconds: number }>,
): Promise<Measured> {
  await admin.query('checkpoint').catch(() => undefined); // needs superuser or pg_checkpoint on an external server
  const lsn = (await admin.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0].lsn;
  const cpu = serverDataDir ? serverCpuSeconds(serverDataDir) : undefined;
  const { rate, operations, clientCpuSeconds } = await run();
  const serverCpu = serverDataDir && cpu !== undefined ? serverCpuSeconds(serverDataDir) - cpu : undefined;
  const wal = Number((await admin.query<{ bytes: string }>('select pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::bigint as bytes', [lsn])).rows[0].bytes);
  const perOp = (seconds: number) => (seconds / Math.max(operations, 1)) * 1e6;
  return {
    rate,
    serverUs: serverCpu === undefined ? undefined : perOp(serverCpu),
    clientUs: perOp(clientCpuSeconds),
    walBytes: wal / Math.max(operations, 1),
  };
}
