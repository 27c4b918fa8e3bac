import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { GenerationRequested } from '@packlens/contracts';
import { startOpenAiStandIn } from '@packlens/generation/stand-ins';
import { createPool, freePort, PostgresEventStore, startEmbeddedPostgres, withDatabase } from '@packlens/kernel';
import { startPlatform } from '../platform';
import { repoRoot } from '../runtime';
import { seedAccountsFromEnv } from '../seed';
import { loadLine, machineLine, minuteStamp, writeSection } from './report';
import { quantile, round, sleep } from './stats';

/**
 * `make bench`, the text services' part (issue 12): with OpenAI configured to a local stand-in that answers at once,
 * (1) how long from asking for an answer (POST …/turns) until its first streamed text reaches the API's event stream
 * — all of it the product's own overhead: recording the request, the queue, the worker taking the job, the call to
 * the provider over loopback, storing the chunk, the stream picking it up; (2) how many jobs per second one worker
 * (4 at a time, the default) completes when the provider answers at once.
 *
 * BENCH_TURNS (40) answers for (1), BENCH_JOBS (300) for (2). `--no-write` prints without touching docs/BENCHMARKS.md.
 */
const turns = Number(process.env.BENCH_TURNS ?? 40);
const jobs = Number(process.env.BENCH_JOBS ?? 300);
const writeDoc = !process.argv.includes('--no-write');

const parent = await mkdtemp(path.join(tmpdir(), 'packlens-bench-generation-'));
await chmod(parent, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'data'), persistent: false });
const setup = new pg.Client({ connectionString: server.adminUrl });
await setup.connect();
await setup.query('create database packlens_bench_generation');
await setup.end();
const databaseUrl = withDatabase(server.adminUrl, 'packlens_bench_generation');
const platform = await startPlatform({ databaseUrl, port: await freePort(), logger: pino({ level: 'warn' }), rateLimits: { loginPerIp: { limit: 10_000, windowSeconds: 900 } } });
const standIn = await startOpenAiStandIn({ apiKey: 'sk-bench-0000' });
const seeded = seedAccountsFromEnv(process.env);

async function login(email: string, password: string) {
  const response = await fetch(`${platform.url}/api/auth/obtain_token/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return ((await response.json()) as { token: string }).token;
}
const call = async (token: string, method: string, route: string, body?: unknown) => {
  const response = await fetch(`${platform.url}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-Language': 'ja', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

/** Reads a job's event stream until its first `text` event; resolves with the time it arrived. */
async function firstText(token: string, jobId: string): Promise<number> {
  const response = await fetch(`${platform.url}/api/generation/jobs/${jobId}/events`, { headers: { Authorization: `Bearer ${token}`, 'X-Language': 'ja' } });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let first: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (first === undefined && buffer.includes('event: text')) first = performance.now();
    if (buffer.includes('event: done')) break;
  }
  await reader.cancel().catch(() => undefined);
  if (first === undefined) throw new Error(`job ${jobId} streamed no text`);
  return first;
}

const superAdmin = await login(seeded.superAdmin.email, seeded.superAdmin.password);
await call(superAdmin, 'PUT', '/admin/providers/openai', { api_key: 'sk-bench-0000', base_url: standIn.baseUrl });
await call(superAdmin, 'PUT', '/admin/system_settings/current', { plan_setting: 1, display_languages: ['ja', 'en', 'zh-CN'], initial_language: 'ja', cost_display: true, chat_token_limit: 3000, chat_request_limit: 10_000 });
const admin = await login(seeded.admin.email, seeded.admin.password);

// 1. Request to first streamed text, one answer at a time.
const project = await call(admin, 'POST', '/text_projects/', { name: 'bench', type: 5 });
await call(admin, 'PUT', `/text_projects/${project.id}/brief`, { service: 'names', product: 'オレンジジュース', category_id: 2, count: 30 });
const latencies: number[] = [];
for (let i = 0; i < turns + 3; i++) {
  const started = performance.now();
  const turn = await call(admin, 'POST', `/text_projects/${project.id}/turns`, { instruction: i ? 'shorter' : '' });
  const arrived = await firstText(admin, String(turn.job_id));
  if (i >= 3) latencies.push(arrived - started); // the first few warm up connections and code paths
}

// 2. Jobs per second: requests appended at once, answered by the worker as the stand-in answers at once.
const pool = createPool(databaseUrl, { max: 4, applicationName: 'packlens-bench' });
const store = new PostgresEventStore(pool);
const clientId = ((await pool.query<{ client_id: string }>('select client_id from clients limit 1')).rows[0]).client_id;
const jobIds: string[] = [];
const load = loadLine();
const queuedAt = performance.now();
for (let i = 0; i < jobs; i++) {
  const jobId = randomUUID();
  jobIds.push(jobId);
  const request = { model: 'gpt-4o', system: 'You write product names.', messages: [{ role: 'user' as const, content: 'Write 3 names.' }], maxOutputTokens: 3000, task: { kind: 'names', count: 3 } };
  await store.append(
    `text-project-${randomUUID()}`,
    [{ ...GenerationRequested({ jobId, projectId: randomUUID(), clientId, requestedBy: randomUUID(), service: 'names', turn: 0, modelCode: 'gpt_4o', provider: 'openai', request, timeoutMs: 600_000, requestedAt: new Date().toISOString() }), metadata: { correlationId: jobId, causationId: null, actor: { kind: 'system', id: 'bench' }, clientId, at: new Date().toISOString() } }],
    { expectedVersion: 'no_stream' },
  );
}
for (;;) {
  const { rows } = await pool.query<{ done: number }>(`select count(*)::int as done from generation_jobs where job_id = any($1::uuid[]) and status in ('completed', 'failed')`, [jobIds]);
  if (rows[0].done === jobs) break;
  await sleep(20);
}
const seconds = (performance.now() - queuedAt) / 1000;
const { rows: failed } = await pool.query<{ n: number }>(`select count(*)::int as n from generation_jobs where job_id = any($1::uuid[]) and status = 'failed'`, [jobIds]);
await pool.end();

const body = `## Text services: request to first streamed token, and worker throughput

Measured ${minuteStamp()} UTC with \`make bench-generation\` (\`node --import tsx scripts/src/bench/generation.ts\`) on ${machineLine()}; load ${load} during the throughput run.
The whole product runs as \`make start\` runs it (embedded PostgreSQL 18, one process), with OpenAI configured in the console to a local
stand-in that speaks OpenAI's streaming protocol and answers at once, so every millisecond below is the product's own overhead.

| figure | value | target |
|---|---|---|
| request (POST …/turns) to the first streamed text on the job's event stream, p50 over ${turns} answers | ${round(quantile(latencies, 0.5))} ms | under 100 ms |
| the same, p95 | ${round(quantile(latencies, 0.95))} ms | |
| the same, worst | ${round(Math.max(...latencies))} ms | |
| jobs completed per second by one worker (4 at a time), ${jobs} jobs appended at once | ${round(jobs / seconds)} jobs/s (${failed[0].n} failed) | |

The first figure includes recording the request (append and read-your-writes), the queue projection (pg_notify wakes it), the
worker's claim (\`FOR UPDATE SKIP LOCKED\`), the OpenAI SDK's call over loopback, storing the chunk and the API's stream noticing it
(LISTEN/NOTIFY).`;
console.log(`\n${body}\n`);
if (writeDoc) await writeSection(path.join(repoRoot, 'docs/BENCHMARKS.md'), 'generation', body);

await standIn.close();
await platform.stop();
await server.stop();
await rm(parent, { recursive: true, force: true });
