import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { configFromEnv, createApp } from '@packlens/api';
import { createPool, freePort, PostgresEventStore, startEmbeddedPostgres, withDatabase } from '@packlens/kernel';
import { repoRoot } from '../runtime';
import { loadSection, type LoadRunFigures, type LoadSample } from './load-report';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import { sleep } from './stats';

/**
 * `make bench-load` (issue 17, item 3): BENCH_LOAD_USERS (50) users of BENCH_LOAD_CLIENTS (10) clients run whole
 * journeys for BENCH_LOAD_SECONDS (300) against `scripts/src/start.ts` in a process of its own, once per count in
 * BENCH_LOAD_WORKERS ("1,2") calculation workers, each on a fresh database. Loopback only, bounded in time: journeys
 * running at the end finish and are counted (a calculation is given up after 10 minutes). `--no-write` prints only.
 */
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 300);
const users = Number(process.env.BENCH_LOAD_USERS ?? 50);
const clientCount = Number(process.env.BENCH_LOAD_CLIENTS ?? 10);
const workerCounts = (process.env.BENCH_LOAD_WORKERS ?? '1,2').split(',').map(Number);
const writeDoc = !process.argv.includes('--no-write');
const password = 'LoadBench2026';

const parent = await mkdtemp(path.join(tmpdir(), 'packlens-bench-load-'));
await chmod(parent, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'pg'), persistent: false });
const loadBefore = loadLine();
const runs: LoadRunFigures[] = [];
try {
  for (const workers of workerCounts) runs.push(await run(workers));
} finally {
  await server.stop();
  await rm(parent, { recursive: true, force: true });
}
const section = loadSection(runs, { stamp: minuteStamp(), machine: machineLine(), load: loadBefore, command: 'make bench-load' });
console.log(section);
if (writeDoc) await writeSection(path.join(repoRoot, 'docs/BENCHMARKS.md'), 'load', section);

async function run(workers: number): Promise<LoadRunFigures> {
  const database = `packlens_load_${workers}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const databaseUrl = withDatabase(server.adminUrl, database);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/src/start.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      BLOB_DIR: path.join(parent, `blobs-${workers}`),
      PACKLENS_DATA_DIR: path.join(parent, `data-${workers}`),
      SCORING_WORKERS: String(workers),
      SCORING_THREADS: '1',
      // Each user comes from an address of its own (X-Forwarded-For), as behind a load balancer.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pool = createPool(databaseUrl, { max: 4, applicationName: 'packlens-bench-load' });
  try {
    await until(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.ok === true, 300_000);
    const accounts = await registerAccounts(pool);
    await until(async () => (await login(base, accounts[accounts.length - 1], undefined).catch(() => undefined)) !== undefined, 60_000);
    // Warm-up (not measured): every worker's thread loads its models on its first image.
    await Promise.all(accounts.slice(0, workers * 2).map((account, i) => journey(base, account, i, [], () => undefined)));
    const before = await headOf(pool);

    const samples: LoadSample[] = [];
    const errorExamples: string[] = [];
    let errors = 0;
    let journeys = 0;
    const connections: number[] = [];
    const started = Date.now();
    const deadline = started + seconds * 1000;
    const sampler = setInterval(() => {
      pool.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1`, [database]).then(
        ({ rows }) => connections.push(rows[0].n),
        () => undefined,
      );
    }, 1000);
    await Promise.all(
      accounts.map(async (account, user) => {
        await sleep((user * 1000) / users); // spread the first logins over a second
        while (Date.now() < deadline) {
          const ok = await journey(base, account, user, samples, (error) => {
            errors++;
            if (errorExamples.length < 5) errorExamples.push(error);
          });
          if (ok) journeys++;
        }
      }),
    );
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    // Images each worker recorded in the measured part (by the worker named in each result's metadata).
    const { rows } = await pool.query<{ worker: string; n: number }>(
      `select metadata->>'worker' as worker, count(*)::int as n from events where event_type = 'CalculationProgressed' and global_position > $1 group by 1 order by 2 desc`,
      [before],
    );
    const perWorker = rows.map((r) => r.n);
    return {
      workers,
      seconds: Math.round(elapsed),
      users,
      clients: clientCount,
      journeys,
      errors,
      errorExamples,
      samples,
      imagesScored: perWorker.reduce((a, b) => a + b, 0),
      perWorker,
      connections: { mean: connections.reduce((a, b) => a + b, 0) / Math.max(1, connections.length), max: Math.max(0, ...connections) },
    };
  } finally {
    await pool.end();
    await stop(child);
  }
}

interface Account {
  email: string;
  address: string;
}

/** The clients (one admin and users each, a plan with room for the load's images), registered as the seed does. */
async function registerAccounts(pool: pg.Pool): Promise<Account[]> {
  const { identity } = createApp({ pool, store: new PostgresEventStore(pool), config: configFromEnv({}, 'bench-load-secret-bench-load-secret!'), clock: () => new Date(), logger: pino({ level: 'warn' }) });
  const system = { kind: 'system' as const, id: 'bench-load' };
  const accounts: Account[] = [];
  const perClient = Math.ceil(users / clientCount);
  for (let c = 0; c < clientCount; c++) {
    const { clientId } = await identity.registerClient(
      { company: `Load ${c} Foods`, department: 'Marketing', accountType: 'corporation', country: 'jp', planId: 1, maxImages: 1_000_000, mfaEnabled: false, ownerName: 'Owner' },
      system,
      'bench',
    );
    for (let u = 0; u < perClient && accounts.length < users; u++) {
      const email = `load-${c}-${u}@example.com`;
      await identity.registerUser({ clientId, email, name: `User ${u}`, role: u === 0 ? 1 : 0, password }, system, 'bench');
      accounts.push({ email, address: `10.${c}.${u}.${1 + (accounts.length % 250)}` });
    }
  }
  return accounts;
}

async function login(base: string, account: Account, record: ((route: string, ms: number, ok: boolean) => void) | undefined): Promise<string> {
  const t = performance.now();
  const response = await fetch(`${base}/api/auth/obtain_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': account.address },
    body: JSON.stringify({ email: account.email, password }),
  });
  record?.('POST /auth/obtain_token/', performance.now() - t, response.ok);
  if (!response.ok) throw new Error(`POST /auth/obtain_token/ ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** One journey; false (and `onError`) at the first refusal or failure. */
async function journey(base: string, account: Account, user: number, samples: LoadSample[], onError: (error: string) => void): Promise<boolean> {
  const record = (route: string, ms: number, ok: boolean) => samples.push({ route, ms, ok });
  try {
    const token = await login(base, account, record);
    const call = async (method: string, route: string, template: string, body?: unknown, binary = false) => {
      const form = body instanceof FormData;
      const t = performance.now();
      const response = await fetch(`${base}/api${route}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'X-Language': 'ja', 'X-Forwarded-For': account.address, ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      });
      const payload = binary ? await response.arrayBuffer() : await response.text();
      record(`${method} ${template}`, performance.now() - t, response.ok);
      if (!response.ok) throw new Error(`${method} ${template} ${response.status} ${String(payload).slice(0, 120)}`);
      return binary ? payload : JSON.parse(String(payload) || '{}');
    };
    const project = await call('POST', '/projects/', '/projects/', { name: `Load ${user} ${Date.now()}` });
    const id = String(project.id);
    await call('PUT', `/projects/${id}/menus`, '/projects/{id}/menus', { menus: ['heatmap', 'preference_score', 'image_word'] });
    await call('PUT', `/projects/${id}/segments`, '/projects/{id}/segments', { segment_ids: [1, 3] });
    const form = new FormData();
    for (let i = 0; i < 3; i++) {
      form.append('files', new Blob([new Uint8Array(await pack(user, i))]), `pack-${i}.png`);
      form.append('names', `Pack ${i}`);
    }
    const uploaded = await call('POST', `/projects/${id}/images`, '/projects/{id}/images', form);
    await call('PUT', `/projects/${id}/categories`, '/projects/{id}/categories', { images: (uploaded.images as { id: string }[]).map((image) => ({ image_id: image.id, category_id: 1 })) });
    await call('POST', `/projects/${id}/calculate`, '/projects/{id}/calculate');
    for (const until = Date.now() + 600_000; ; await sleep(1000)) {
      const status = (await call('GET', `/projects/${id}`, '/projects/{id}')).status;
      if (status === 'SUCCESS') break;
      if (status === 'FAILURE' || Date.now() > until) throw new Error(`calculation ended ${String(status)}`);
    }
    await call('GET', `/projects/${id}/results`, '/projects/{id}/results');
    await call('POST', `/projects/${id}/reports`, '/projects/{id}/reports', { type: 'over_all' }, true);
    return true;
  } catch (error) {
    onError(error instanceof Error ? error.message : String(error));
    await sleep(1000);
    return false;
  }
}

/** A pack of its own each time (no two uploads alike): a colour, a shape and a word. */
function pack(user: number, index: number): Promise<Buffer> {
  const hue = Math.floor(Math.random() * 360);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640"><rect width="100%" height="100%" fill="hsl(${hue},55%,75%)"/>
    <circle cx="${120 + Math.floor(Math.random() * 240)}" cy="400" r="110" fill="hsl(${(hue + 150) % 360},70%,40%)"/>
    <text x="240" y="160" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="56">PACK ${user}-${index}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function headOf(pool: pg.Pool): Promise<string> {
  return (await pool.query<{ head: string }>(`select coalesce(max(global_position), 0)::text as head from events`)).rows[0].head;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await check()); await sleep(500)) {
    if (Date.now() > end) throw new Error('the load bench gave up waiting for the server');
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  await exited;
  clearTimeout(timer);
}
