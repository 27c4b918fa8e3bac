import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { WebhookTestRequested } from '@packlens/contracts';
import { createPool, freePort, PostgresEventStore, startEmbeddedPostgres, withDatabase } from '@packlens/kernel';
import { startPlatform } from '../platform';
import { repoRoot } from '../runtime';
import { seedAccountsFromEnv } from '../seed';
import { partnerSection, partnerVerdicts, type LoadRun } from './partner-report';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import { quantile, sleep } from './stats';

/**
 * `make bench-partner` (issue 15, Bench): (1) requests per second and p50/p99 latency of an authenticated GET of a
 * calculated project's results with an API key, 16 connections over loopback, against `/api/health` in the same run;
 * (2) webhook delivery lag, event committed → a local receiver got it, at 50 deliveries a second.
 *
 * BENCH_SECONDS (12) per autocannon run, BENCH_DELIVERIES (500) webhooks at BENCH_RATE (50) a second;
 * BENCH_SHARED="…" adds a sentence about other work on the machine. `--no-write` prints without touching
 * docs/BENCHMARKS.md.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const connections = 16;
const deliveries = Number(process.env.BENCH_DELIVERIES ?? 500);
const rate = Number(process.env.BENCH_RATE ?? 50);
const writeDoc = !process.argv.includes('--no-write');

const parent = await mkdtemp(path.join(tmpdir(), 'packlens-bench-partner-'));
await chmod(parent, 0o755);
// Uploaded packs and heat maps go to the bench's own directory, not the installation's .data.
process.env.BLOB_DIR = path.join(parent, 'blobs');
process.env.SCORING_THREADS ??= '1';
const server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'data'), persistent: false });
const setup = new pg.Client({ connectionString: server.adminUrl });
await setup.connect();
await setup.query('create database packlens_bench_partner');
await setup.end();
const databaseUrl = withDatabase(server.adminUrl, 'packlens_bench_partner');
const platform = await startPlatform({ databaseUrl, port: await freePort(), logger: pino({ level: 'warn' }), rateLimits: { loginPerIp: { limit: 10_000, windowSeconds: 900 } } });
const seeded = seedAccountsFromEnv(process.env);

async function call(credential: string, method: string, route: string, body?: unknown): Promise<Record<string, unknown>> {
  const form = body instanceof FormData;
  const response = await fetch(`${platform.url}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${credential}`, 'X-Language': 'en', ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}
async function login(email: string, password: string): Promise<string> {
  const response = await fetch(`${platform.url}/api/auth/obtain_token/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return ((await response.json()) as { token: string }).token;
}

// The key's limit is 600 a minute by default: raised, or the key would be refused after its first 600 reads.
const superAdmin = await login(seeded.superAdmin.email, seeded.superAdmin.password);
const settings = await call(superAdmin, 'GET', '/admin/system_settings/current');
await call(superAdmin, 'PUT', '/admin/system_settings/current', {
  plan_setting: settings.plan_setting,
  display_languages: settings.display_languages,
  initial_language: settings.initial_language,
  cost_display: settings.cost_display,
  chat_token_limit: settings.chat_token_limit,
  chat_request_limit: settings.chat_request_limit,
  api_key_requests_per_minute: 100_000,
});

// A partner's key, and a project calculated with it: three packs, two segments.
const admin = await login(seeded.admin.email, seeded.admin.password);
const created = await call(admin, 'POST', '/api_keys/', { name: 'bench', scopes: ['projects:read', 'projects:write', 'results:read', 'webhooks:write'] });
const key = String(created.key);
const project = await call(key, 'POST', '/projects/', { name: 'Partner bench', type: 1 });
const id = String(project.id);
await call(key, 'PUT', `/projects/${id}/menus`, { menus: ['preference_score', 'heatmap'] });
await call(key, 'PUT', `/projects/${id}/segments`, { segment_ids: [1, 3] });
const form = new FormData();
for (const [name, colour] of [['Lemon', '#e8d53a'], ['Lime', '#7cc242'], ['Peach', '#f4a38b']]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="100%" height="100%" fill="${colour}"/><text x="150" y="200" text-anchor="middle" font-family="DejaVu Sans" font-size="40" fill="#111">${name}</text></svg>`;
  form.append('files', new Blob([new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer())]), `${name}.png`);
  form.append('names', name);
}
const uploaded = await call(key, 'POST', `/projects/${id}/images`, form);
await call(key, 'PUT', `/projects/${id}/categories`, { images: (uploaded.images as { id: string }[]).map((image) => ({ image_id: image.id, category_id: 2 })) });
await call(key, 'POST', `/projects/${id}/calculate`);
for (const deadline = Date.now() + 10 * 60_000; ; await sleep(500)) {
  const status = (await call(key, 'GET', `/projects/${id}`)).status;
  if (status === 'SUCCESS') break;
  if (status === 'FAILURE' || Date.now() > deadline) throw new Error(`the bench project's calculation ended ${String(status)}`);
}
// The setting is read again within a second; the first reads also warm the code paths.
await sleep(1500);
for (let i = 0; i < 20; i++) await call(key, 'GET', `/projects/${id}/results`);

/** One autocannon run from a worker thread, so the load does not share the server's event loop. */
async function load(route: string, headers: Record<string, string> = {}): Promise<LoadRun> {
  const result = await autocannon({ url: `${platform.url}${route}`, connections, duration: seconds, workers: 1, headers: { 'X-Language': 'en', ...headers } });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const loadBefore = loadLine();
const health = await load('/api/health');
const results = await load(`/api/projects/${id}/results`, { Authorization: `Bearer ${key}` });

// Webhook delivery lag: a receiver on loopback; `webhook.test` events committed at `rate` a second, each on a stream of
// its own (through the API they would all go to the client's stream, one at a time: concurrent asks there meet a
// version conflict), timed from the moment the append returned, i.e. the event was committed.
const arrived = new Map<string, number>();
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { test_id?: string } };
    if (message.data.test_id) arrived.set(message.data.test_id, performance.now());
    response.writeHead(200).end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const endpoint = await call(key, 'POST', '/webhooks/', { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, events: ['calculation.completed'] });
const pool = createPool(databaseUrl, { max: 4, applicationName: 'packlens-bench-partner' });
const store = new PostgresEventStore(pool);
const clientId = String(created.client_id);
const committed = new Map<string, number>();
const started = performance.now();
const appends: Promise<void>[] = [];
for (let i = 0; i < deliveries; i++) {
  await sleep(Math.max(0, started + (i * 1000) / rate - performance.now()));
  const testId = randomUUID();
  const at = new Date().toISOString();
  appends.push(
    store
      .append(`webhook-bench-${testId}`, [
        { ...WebhookTestRequested({ clientId, endpointId: String(endpoint.id), testId, requestedAt: at, requestedBy: { kind: 'apiKey', id: String(created.id) } }), metadata: { correlationId: testId, causationId: null, actor: { kind: 'system', id: 'bench' }, clientId, at } },
      ], { expectedVersion: 'no_stream' })
      .then(() => void committed.set(testId, performance.now())),
  );
}
await Promise.all(appends);
for (const deadline = Date.now() + 60_000; [...committed.keys()].some((testId) => !arrived.has(testId)) && Date.now() < deadline; ) await sleep(50);
const lags = [...committed].filter(([testId]) => arrived.has(testId)).map(([testId, at]) => arrived.get(testId)! - at);
await pool.end();
await new Promise((resolve) => receiver.close(resolve));

const bench = {
  connections,
  seconds,
  health,
  results,
  rateLimitStore: process.env.REDIS_URL ? ('redis' as const) : ('postgres' as const),
  webhookLagMs: { rate, deliveries, received: lags.length, p50: quantile(lags, 0.5), p99: quantile(lags, 0.99), max: Math.max(...lags) },
};
const body = partnerSection(bench, {
  when: minuteStamp(),
  command: 'make bench-partner (node --import tsx scripts/src/bench/partner.ts)',
  machine: machineLine(),
  load: `${loadBefore} before, ${loadLine()} after`,
  shared: process.env.BENCH_SHARED,
});
console.log(`\n${body}\n`);
if (writeDoc) await writeSection(path.join(repoRoot, 'docs/BENCHMARKS.md'), 'partner', body);
const verdicts = partnerVerdicts(bench);
console.log(`targets: read share ${verdicts.shareMet ? 'met' : 'NOT met'}, read p99 ${verdicts.p99Met ? 'met' : 'NOT met'}, webhook lag ${verdicts.lagMet ? 'met' : 'NOT met'}`);

await platform.stop();
await server.stop();
await rm(parent, { recursive: true, force: true });
