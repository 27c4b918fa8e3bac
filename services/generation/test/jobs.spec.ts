import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GenerationCancelRequested, GenerationRequested } from '@packlens/contracts';
import { eventStoreMigrations, FilesystemBlobStore, PostgresEventStore, startSubscription, type RecordedEvent, type RunningSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { chunksAfter, generationMigrations, generationQueue, ProviderError, startGenerationWorker, type GenerationWorkerOptions, type RunningGenerationWorker, type TextModel, type TextRequest, type TextResult } from '../src';

const db = useTestDatabase([...eventStoreMigrations, ...generationMigrations]);
let store: PostgresEventStore;
let blobs: FilesystemBlobStore;
let blobDir: string;
let queue: RunningSubscription;
const workers: RunningGenerationWorker[] = [];

beforeAll(async () => {
  store = new PostgresEventStore(db.pool);
  blobDir = await mkdtemp(path.join(tmpdir(), 'packlens-generation-jobs-'));
  blobs = new FilesystemBlobStore(blobDir);
  queue = startSubscription(generationQueue, { connectionString: db.url, pollIntervalMs: 100 });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await queue.stop();
  await rm(blobDir, { recursive: true, force: true });
});

/** A model whose answers the spec scripts: each call takes the next step (an answer or an error). */
function scriptedModel(steps: (((request: TextRequest, onDelta?: (t: string) => void) => Promise<TextResult>) | ProviderError)[]) {
  const calls: TextRequest[] = [];
  const model: TextModel = {
    provider: 'openai',
    async complete(request, onDelta) {
      calls.push(request);
      const step = steps.shift();
      if (!step) throw new Error('no more scripted steps');
      if (step instanceof ProviderError) throw step;
      return step(request, onDelta);
    },
  };
  return { model, calls };
}

const answer = (lines: string[]) => async (_request: TextRequest, onDelta?: (t: string) => void): Promise<TextResult> => {
  for (const line of lines) onDelta?.(`${line}\n`);
  return { text: lines.map((l) => `${l}\n`).join(''), usage: { inputTokens: 120, outputTokens: 30 }, model: 'gpt-4o-2024-08-06', finishReason: 'stop' };
};

/** Never answers until aborted (a provider that hangs). */
const hangs = () => async (request: TextRequest): Promise<TextResult> =>
  new Promise((_, reject) => request.signal?.addEventListener('abort', () => reject(request.signal?.reason ?? new Error('aborted'))));

function worker(model: TextModel, options: GenerationWorkerOptions = {}) {
  const w = startGenerationWorker(
    { pool: db.pool, connectionString: db.url, store, blobs, textModelFor: async () => model, clock: () => new Date(), onError: () => undefined },
    { pollMs: 100, leaseMs: 2_000, backoffBaseMs: 20, backoffMaxMs: 200, chunkFlushMs: 10, ...options },
  );
  workers.push(w);
  return w;
}

const clientId = randomUUID();

/** Given: a requested names job on its project's stream. */
async function givenRequestedJob(overrides: { timeoutMs?: number } = {}) {
  const jobId = randomUUID();
  const projectId = randomUUID();
  const streamId = `text-project-${projectId}`;
  await store.append(
    streamId,
    [
      {
        ...GenerationRequested({
          jobId,
          projectId,
          clientId,
          requestedBy: randomUUID(),
          service: 'names',
          turn: 0,
          modelCode: 'gpt_4o',
          provider: 'openai',
          request: { model: 'gpt-4o', system: 'You are a naming specialist.', messages: [{ role: 'user', content: 'Write 3 names.' }], maxOutputTokens: 3000, task: { kind: 'names', count: 3 } },
          timeoutMs: overrides.timeoutMs ?? 600_000,
          requestedAt: new Date().toISOString(),
        }),
        metadata: { correlationId: jobId, causationId: null, actor: { kind: 'system', id: 'spec' }, clientId, at: new Date().toISOString() },
      },
    ],
    { expectedVersion: 'any' },
  );
  return { jobId, projectId, streamId };
}

async function eventsOf(streamId: string): Promise<RecordedEvent[]> {
  return (await store.readStream(streamId)).events;
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const finalEvent = (streamId: string) => until(async () => (await eventsOf(streamId)).find((e) => e.type === 'GenerationCompleted' || e.type === 'GenerationFailed'));
const usageEvents = async (jobId: string) => (await eventsOf(`usage-${clientId}`)).filter((e) => e.data.usageId === jobId);
/** The usage a completed job records, appended just after its completion: read once it is there. */
const chargedUsage = (jobId: string) => until(async () => {
  const usage = await usageEvents(jobId);
  return usage.length ? usage : undefined;
});

describe('a requested generation job', () => {
  it('is answered by a worker: the items, the model, the usage and the provenance blob are recorded', async () => {
    const { jobId, streamId } = await givenRequestedJob();
    const { model, calls } = scriptedModel([answer(['1. Morning Orchard', '2. Sunny Press', '3. Citrus Dawn'])]);
    worker(model);
    const done = await finalEvent(streamId);
    expect(done.type).toBe('GenerationCompleted');
    expect(done.data).toMatchObject({ jobId, items: ['Morning Orchard', 'Sunny Press', 'Citrus Dawn'], provider: 'openai', model: 'gpt-4o-2024-08-06', demo: false, inputTokens: 120, outputTokens: 30, attempts: 1 });
    expect(calls[0]).toMatchObject({ model: 'gpt-4o', maxOutputTokens: 3000 });
    const provenance = JSON.parse(String(await blobs.get(String(done.data.outputBlobKey))));
    expect(provenance).toMatchObject({ jobId, request: { model: 'gpt-4o', system: 'You are a naming specialist.' }, items: ['Morning Orchard', 'Sunny Press', 'Citrus Dawn'], usage: { inputTokens: 120, outputTokens: 30 } });
    expect((await chargedUsage(jobId)).map((e) => e.data)).toEqual([expect.objectContaining({ clientId, usageId: jobId, tokens: 150, tickets: 0, service: 'names', provider: 'openai', demo: false })]);
  });

  it('streams its text into the chunk table line by line while it runs', async () => {
    const { jobId, streamId } = await givenRequestedJob();
    worker(scriptedModel([answer(['1. A', '2. B', '3. C'])]).model);
    await finalEvent(streamId);
    const chunks = await chunksAfter(db.pool, jobId, { attempt: 0, seq: 0 });
    expect(chunks.map((c) => c.text)).toEqual(['1. A\n', '2. B\n', '3. C\n']);
  });

  it('retries a 429 after the time the provider asks for, then succeeds (one usage record)', async () => {
    const { jobId, streamId } = await givenRequestedJob();
    const { model, calls } = scriptedModel([
      new ProviderError('rate_limited', '429', { provider: 'openai', status: 429, retryAfterMs: 50 }),
      new ProviderError('unavailable', '500', { provider: 'openai', status: 500 }),
      answer(['1. Third time lucky']),
    ]);
    worker(model);
    const done = await finalEvent(streamId);
    expect(done.data).toMatchObject({ items: ['Third time lucky'], attempts: 3 });
    expect(calls).toHaveLength(3);
    expect(await chargedUsage(jobId)).toHaveLength(1);
  });

  it('fails with the catalogue code when the provider keeps refusing, without charging', async () => {
    const { jobId, streamId } = await givenRequestedJob();
    const { model, calls } = scriptedModel([new ProviderError('auth', '401', { provider: 'openai', status: 401 })]);
    worker(model);
    const done = await finalEvent(streamId);
    expect(done.type).toBe('GenerationFailed');
    expect(done.data).toMatchObject({ jobId, code: 'GENERATION_PROVIDER_AUTH' });
    expect(calls).toHaveLength(1);
    expect(await usageEvents(jobId)).toEqual([]);
  });

  it('gives up on retryable errors after the allowed tries (GENERATION_PROVIDER_BUSY)', async () => {
    const { streamId } = await givenRequestedJob();
    const busy = () => new ProviderError('rate_limited', '429', { provider: 'openai', status: 429 });
    const { model, calls } = scriptedModel([busy(), busy(), busy()]);
    worker(model, { maxProviderTries: 3 });
    expect((await finalEvent(streamId)).data).toMatchObject({ code: 'GENERATION_PROVIDER_BUSY', attempts: 3 });
    expect(calls).toHaveLength(3);
  });

  it('stops at its timeout (GENERATION_TIMEOUT), without charging', async () => {
    const { jobId, streamId } = await givenRequestedJob({ timeoutMs: 300 });
    worker(scriptedModel([hangs()]).model);
    expect((await finalEvent(streamId)).data).toMatchObject({ code: 'GENERATION_TIMEOUT' });
    expect(await usageEvents(jobId)).toEqual([]);
  });

  it('stops when cancelled while running (GENERATION_CANCELLED)', async () => {
    const { jobId, projectId, streamId } = await givenRequestedJob();
    const { model, calls } = scriptedModel([hangs()]);
    worker(model, { leaseMs: 300 });
    await until(async () => (calls.length ? true : undefined));
    await store.append(
      streamId,
      [{ ...GenerationCancelRequested({ jobId, projectId, by: randomUUID(), at: new Date().toISOString() }), metadata: { correlationId: jobId, causationId: null, actor: { kind: 'system', id: 'spec' }, clientId, at: new Date().toISOString() } }],
      { expectedVersion: 'any' },
    );
    expect((await finalEvent(streamId)).data).toMatchObject({ code: 'GENERATION_CANCELLED' });
  });

  it('is taken over by another worker when its worker dies mid-job, and recorded once', async () => {
    const { jobId, streamId } = await givenRequestedJob();
    const first = scriptedModel([hangs()]);
    const dying = worker(first.model, { leaseMs: 400 });
    await until(async () => (first.calls.length ? true : undefined));
    await dying.kill();
    const second = scriptedModel([answer(['1. Survivor'])]);
    worker(second.model, { leaseMs: 400 });
    const done = await finalEvent(streamId);
    expect(done.data).toMatchObject({ items: ['Survivor'] });
    const finals = (await eventsOf(streamId)).filter((e) => e.type === 'GenerationCompleted' || e.type === 'GenerationFailed');
    expect(finals).toHaveLength(1);
    expect(await chargedUsage(jobId)).toHaveLength(1);
    // The worker marks its queue row finished just after appending the completion: read the row once it is.
    const row = await until(async () => {
      const { rows } = await db.pool.query('select claims, status from generation_jobs where job_id = $1', [jobId]);
      return rows[0]?.status === 'running' ? undefined : rows[0];
    });
    expect(row).toEqual({ claims: 2, status: 'completed' });
  });

  it('is run by exactly one of several competing workers', async () => {
    const jobs = await Promise.all([givenRequestedJob(), givenRequestedJob(), givenRequestedJob(), givenRequestedJob()]);
    const models = [0, 1, 2].map(() => scriptedModel([answer(['1. X']), answer(['1. X']), answer(['1. X']), answer(['1. X'])]));
    for (const m of models) worker(m.model);
    for (const job of jobs) await finalEvent(job.streamId);
    expect(models.reduce((sum, m) => sum + m.calls.length, 0)).toBe(4);
    for (const job of jobs) expect(await chargedUsage(job.jobId)).toHaveLength(1);
  });
});
