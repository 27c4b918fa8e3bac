import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CalculationCompleted, GenerationCompleted, GenerationFailed, GenerationRequested, ImageCalculationFailed } from '@packlens/contracts';
import { modelLockSql, readModels } from '@packlens/projections';
import { startSubscription, type EventMetadata, type NewEvent, type RunningSubscription } from '@packlens/kernel';
import { type RunningCalculations } from '@packlens/scoring/worker';
import { settingsSecretFor, startWebhookWorker, webhookOutbox, type RunningWebhookWorker, type WebhookWorkerOptions } from '../src';
import { calculationsOn, givenAccounts, json, later, loginAs, useApi, type Accounts } from './harness';
import { startReceiver, verifyStandardWebhook, type Receiver, type ReceivedWebhook } from './webhook-receiver';
import { readyProject, stubEngine } from './stub-engine';

/**
 * Webhook deliveries (issue 15, item 4) on real PostgreSQL with receivers on loopback: from the event to the signed
 * POST, retries while the receiver is down, restarts of the worker, replays, rotation. The spec runs its own
 * delivery worker (retries in milliseconds) so it can stop, kill and restart it.
 */
const h = useApi({ webhookWorker: false });
let a: Accounts;
let b: Accounts;
let adminOfA: string;
let adminOfB: string;
let worker: RunningWebhookWorker | undefined;
const receivers: Receiver[] = [];
const fast: WebhookWorkerOptions = { pollMs: 100, retryScheduleMs: [300, 600, 1200, 2400], jitter: 0 };

function startWorker(options: WebhookWorkerOptions = {}) {
  worker = startWebhookWorker(
    { pool: h.deps.pool, connectionString: h.databaseUrl, sealer: settingsSecretFor(process.env, h.deps.config.jwtSecret), policy: { allowPrivate: true }, onError: () => undefined },
    { ...fast, ...options },
  );
  return worker;
}

beforeAll(async () => {
  a = await givenAccounts(h, 'deliver-a');
  b = await givenAccounts(h, 'deliver-b');
  adminOfA = (await loginAs(h, a.admin.email)).token;
  adminOfB = (await loginAs(h, b.admin.email)).token;
  startWorker();
});
afterEach(async () => {
  // Each test starts with no endpoint, so one test's events do not reach another's receivers.
  for (const token of [adminOfA, adminOfB]) {
    for (const endpoint of await (await h.request('/api/webhooks/', { token })).json()) await h.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', token });
  }
});
afterAll(async () => {
  await worker?.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

interface Endpoint {
  id: string;
  secret: string;
}

async function register(url: string, events: string[] = ['calculation.completed', 'calculation.failed', 'report.ready', 'generation.completed', 'generation.failed'], token = adminOfA): Promise<Endpoint> {
  const response = await h.request('/api/webhooks/', { ...json('POST', { url, events }), token });
  expect(response.status).toBe(201);
  return response.json();
}

const metadata = (clientId: string): EventMetadata => ({ correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'spec' }, clientId, at: new Date().toISOString() });

/** Given: the scoring worker finished a calculation of the client's project (as calculation-results.ts writes it). */
async function calculationFinished(clientId: string, scored: number, failedCodes: string[] = []) {
  const calculationId = randomUUID();
  const projectId = randomUUID();
  const at = new Date().toISOString();
  const events: NewEvent[] = failedCodes.map((code) => ({ ...ImageCalculationFailed({ calculationId, projectId, imageId: randomUUID(), code, at }), metadata: metadata(clientId) }));
  events.push({ ...CalculationCompleted({ calculationId, projectId, succeededImages: scored, failedImages: failedCodes.length, completedAt: at }), metadata: metadata(clientId) });
  await h.deps.store.append(`calculation-${calculationId}`, events, { expectedVersion: 'any' });
  return { calculationId, projectId };
}

/** Given: a generation job of the client was asked for and answered (or failed), in one append. */
async function generationFinished(clientId: string, outcome: 'completed' | 'failed') {
  const jobId = randomUUID();
  const projectId = randomUUID();
  const at = new Date().toISOString();
  const requested = GenerationRequested({
    jobId,
    projectId,
    clientId,
    requestedBy: a.admin.userId,
    service: 'names',
    turn: 0,
    modelCode: 'gpt_4o',
    provider: 'demo',
    request: { model: 'demo', system: 'names', messages: [{ role: 'user', content: 'names' }], maxOutputTokens: 100, task: {} },
    timeoutMs: 60_000,
    requestedAt: at,
  });
  const answer =
    outcome === 'completed'
      ? GenerationCompleted({ jobId, projectId, clientId, items: ['Crunchy'], provider: 'demo', model: 'demo', demo: true, inputTokens: 1, outputTokens: 1, outputBlobKey: 'spec', attempts: 1, startedAt: at, completedAt: at })
      : GenerationFailed({ jobId, projectId, clientId, code: 'GENERATION_TIMEOUT', attempts: 1, failedAt: at });
  await h.deps.store.append(`text-project-${projectId}`, [{ ...requested, metadata: metadata(clientId) }, { ...answer, metadata: metadata(clientId) }], { expectedVersion: 'any' });
  return { jobId, projectId };
}

const bodyOf = (webhook: ReceivedWebhook) => JSON.parse(webhook.body) as { type: string; timestamp: string; data: Record<string, unknown> };

async function deliveryRows(endpointId: string) {
  return (await h.deps.pool.query(`select delivery_id, status, attempts, event_type from webhook_deliveries where endpoint_id = $1 order by created_at`, [endpointId])).rows;
}

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a calculation completed through the API, with a partner’s key alone', () => {
  let scoring: RunningCalculations | undefined;
  beforeAll(() => {
    scoring = calculationsOn(h, stubEngine());
  });
  afterAll(async () => {
    await scoring?.stop();
  });

  it('delivers one signed calculation.completed and one report.ready to the key’s endpoint', async () => {
    const partner = await receiver();
    const keyResponse = await h.request('/api/api_keys/', { ...json('POST', { name: 'partner', scopes: ['projects:read', 'projects:write', 'results:read', 'webhooks:write'] }), token: adminOfA });
    const key = (await keyResponse.json()).key as string;
    const endpoint = await register(partner.url, ['calculation.completed', 'calculation.failed', 'report.ready'], key);

    const call = (path: string, init: RequestInit = {}) => h.request(path, { ...init, token: key, language: 'en' });
    const project = await readyProject(call, { name: 'Webhook pack' });
    expect((await call(`/api/projects/${project.id}/calculate`, { method: 'POST' })).status).toBe(202);

    const received = await partner.waitForAccepted(2, 30_000);
    const types = received.map((r) => bodyOf(r).type).sort();
    expect(types).toEqual(['calculation.completed', 'report.ready']);
    const completed = received.find((r) => bodyOf(r).type === 'calculation.completed')!;
    expect(bodyOf(completed).data).toMatchObject({ project_id: project.id, succeeded_images: 1, failed_images: 0, failures: [], results_url: `/api/projects/${project.id}/results` });
    expect(bodyOf(received.find((r) => bodyOf(r).type === 'report.ready')!).data).toMatchObject({ project_id: project.id, reports_url: `/api/projects/${project.id}/reports` });
    for (const webhook of received) {
      expect(webhook.id).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(webhook.headers['content-type']).toBe('application/json');
      expect(verifyStandardWebhook(endpoint.secret, webhook)).toBe(true);
    }
    // The results are there when the webhook says so.
    expect((await call(`/api/projects/${project.id}/results`)).status).toBe(200);
    // Exactly one delivery per kind, delivered at the first attempt.
    const rows = await until(() => deliveryRows(endpoint.id), (all) => all.length === 2 && all.every((r) => r.status === 'delivered'));
    await pause(500);
    expect(partner.received).toHaveLength(2);
    expect(rows.map((r) => [r.event_type, r.status, r.attempts]).sort()).toEqual([
      ['calculation.completed', 'delivered', 1],
      ['report.ready', 'delivered', 1],
    ]);
  }, 60_000);
});

describe('what is delivered to whom', () => {
  it('sends calculation.failed with each image’s code when no image could be computed, and no report.ready', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    const { projectId, calculationId } = await calculationFinished(a.clientId, 0, ['IMAGE_DECODE_FAILED', 'IMAGE_TOO_LARGE']);
    const [webhook] = await partner.waitForAccepted(1);
    expect(bodyOf(webhook)).toMatchObject({
      type: 'calculation.failed',
      data: { project_id: projectId, calculation_id: calculationId, failed_images: 2, failures: [expect.objectContaining({ code: 'IMAGE_DECODE_FAILED' }), expect.objectContaining({ code: 'IMAGE_TOO_LARGE' })] },
    });
    expect(verifyStandardWebhook(endpoint.secret, webhook)).toBe(true);
    await pause(400);
    expect(partner.received.map((r) => bodyOf(r).type)).toEqual(['calculation.failed']);
  });

  it('sends generation.completed and generation.failed with the job’s service', async () => {
    const partner = await receiver();
    await register(partner.url, ['generation.completed', 'generation.failed']);
    const done = await generationFinished(a.clientId, 'completed');
    const failed = await generationFinished(a.clientId, 'failed');
    const received = await partner.waitForAccepted(2);
    const byType = Object.fromEntries(received.map((r) => [bodyOf(r).type, bodyOf(r).data]));
    expect(byType['generation.completed']).toMatchObject({ job_id: done.jobId, project_id: done.projectId, service: 'names', demo: true });
    expect(byType['generation.failed']).toMatchObject({ job_id: failed.jobId, service: 'names', code: 'GENERATION_TIMEOUT' });
  });

  it('sends only the kinds an endpoint asked for, and only the client’s own events', async () => {
    const onlyFailures = await receiver();
    const otherClient = await receiver();
    await register(onlyFailures.url, ['calculation.failed']);
    await register(otherClient.url, ['calculation.completed', 'calculation.failed'], adminOfB);
    await calculationFinished(a.clientId, 2);
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    await onlyFailures.waitForAccepted(1);
    await pause(500);
    expect(onlyFailures.received.map((r) => bodyOf(r).type)).toEqual(['calculation.failed']);
    expect(otherClient.received).toEqual([]);
  });

  it('sends nothing for events before the endpoint existed', async () => {
    const late = await receiver();
    await calculationFinished(a.clientId, 1);
    await h.settled();
    await register(late.url);
    await pause(500);
    expect(late.received).toEqual([]);
  });

  it('holds deliveries while an endpoint is disabled, sends them once enabled; a removed endpoint gets nothing more', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    // Made while enabled, then disabled before it could go out: the worker is stopped meanwhile.
    await worker!.stop();
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    await h.settled();
    await h.request(`/api/webhooks/${endpoint.id}/disable`, { method: 'POST', token: adminOfA });
    startWorker();
    // Made while disabled: none.
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    await h.settled();
    await pause(500);
    expect(partner.received).toEqual([]);
    expect((await deliveryRows(endpoint.id)).map((r) => r.status)).toEqual(['pending']);
    await h.request(`/api/webhooks/${endpoint.id}/enable`, { method: 'POST', token: adminOfA });
    await partner.waitForAccepted(1);
    await h.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', token: adminOfA });
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    await h.settled();
    await pause(500);
    expect(partner.received).toHaveLength(1);
  });

  it('drops what was still to be sent to an endpoint when it is removed', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    await worker!.stop();
    try {
      await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
      await h.settled();
      expect((await h.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', token: adminOfA })).status).toBe(200);
    } finally {
      startWorker();
    }
    await pause(500);
    expect(partner.received).toEqual([]);
    const { rows } = await h.deps.pool.query(`select status, last_error from webhook_deliveries where endpoint_id = $1`, [endpoint.id]);
    expect(rows).toEqual([{ status: 'failed', last_error: 'endpoint removed' }]);
  });

  it('sends a webhook.test on request, whatever the endpoint subscribed to', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url, ['generation.failed']);
    const response = await h.request(`/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: adminOfA });
    expect(response.status).toBe(202);
    const delivery = await response.json();
    expect(delivery).toMatchObject({ id: expect.stringMatching(/^msg_[0-9a-f]{32}$/), event_type: 'webhook.test' });
    expect(['pending', 'delivered']).toContain(delivery.status);
    const [webhook] = await partner.waitForAccepted(1);
    expect(webhook.id).toBe(delivery.id);
    expect(bodyOf(webhook)).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });
    expect(verifyStandardWebhook(endpoint.secret, webhook)).toBe(true);
  });
});

describe('read models first', () => {
  /** Holds every read model that handles CalculationCompleted still (their batches take this lock shared) until released. */
  async function readModelsHeld() {
    const client = await h.deps.pool.connect();
    await client.query('begin');
    for (const model of readModels.filter((m) => m.handles.includes('CalculationCompleted'))) await client.query(modelLockSql('exclusive'), [model.name]);
    return async () => {
      await client.query('commit');
      client.release();
    };
  }
  const projectsCheckpoint = async () =>
    (await h.deps.pool.query<{ at: string }>(`select global_position::text as at from checkpoints where subscription_id = 'read-model:projects'`)).rows[0].at;

  it('waits to send calculation.completed until the read models have applied it, so the receiver can read the results at once', async () => {
    const partner = await receiver();
    await register(partner.url, ['calculation.completed']);
    await h.settled();
    const release = await readModelsHeld();
    let released = false;
    try {
      const before = await projectsCheckpoint();
      await calculationFinished(a.clientId, 1);
      await until(async () => (await h.deps.pool.query(`select count(*)::int as n from webhook_deliveries where event_type = 'calculation.completed' and status = 'pending'`)).rows[0].n, (n) => n > 0);
      await pause(800);
      expect(partner.received).toEqual([]);
      expect(await projectsCheckpoint()).toBe(before);
      await release();
      released = true;
      const started = Date.now();
      await partner.waitForAccepted(1, 4_000);
      // Woken by the read model's commit, well before the bound (5 s).
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(BigInt(await projectsCheckpoint())).toBeGreaterThan(BigInt(before));
    } finally {
      if (!released) await release();
    }
  });

  it('sends anyway after the wait when the read models do not catch up (none running in reach)', async () => {
    await worker?.stop();
    startWorker({ readModelWaitMs: 700 });
    const partner = await receiver();
    await register(partner.url, ['calculation.completed']);
    await h.settled();
    const release = await readModelsHeld();
    try {
      await calculationFinished(a.clientId, 1);
      await partner.waitForAccepted(1, 5_000);
    } finally {
      await release();
      await worker?.stop();
      startWorker();
    }
  });
});

describe('retries (the receiver down for a while)', () => {
  it('retries with back-off while the receiver is down, delivers once it is back, each id once', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    await partner.down();
    for (let i = 0; i < 3; i++) await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    // Every delivery failed at least twice (connection refused), then the receiver comes back.
    await until(() => deliveryRows(endpoint.id), (rows) => rows.length === 3 && rows.every((r) => r.attempts >= 2));
    await partner.up();
    const accepted = await partner.waitForAccepted(3, 20_000);
    const ids = accepted.map((r) => r.id);
    expect(new Set(ids).size).toBe(3);
    const rows = await until(() => deliveryRows(endpoint.id), (all) => all.every((r) => r.status === 'delivered'));
    await pause(500);
    expect(partner.accepted()).toHaveLength(3);
    expect(rows.map((r) => r.delivery_id).sort()).toEqual([...ids].sort());
    // The attempts are logged: refusals with their error and duration, then the 200.
    const detail = await (await h.request(`/api/webhooks/${endpoint.id}/deliveries/${rows[0].delivery_id}`, { token: adminOfA })).json();
    expect(detail.attempt_log.length).toBeGreaterThanOrEqual(3);
    expect(detail.attempt_log[0]).toMatchObject({ attempt: 1, status_code: null, error: 'connection refused', replay: false });
    expect(detail.attempt_log.at(-1)).toMatchObject({ status_code: 200, error: null, response_excerpt: 'ok' });
    expect(detail.payload.type).toBe('calculation.failed');
  });

  it('retries on a 5xx answer, and then delivers', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    partner.status = 503;
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    await until(async () => partner.received.length, (n) => n >= 2);
    partner.status = 200;
    const [accepted] = await partner.waitForAccepted(1);
    expect(new Set(partner.received.map((r) => r.id))).toEqual(new Set([accepted.id]));
    // The worker records the answer just after the receiver gave it.
    await until(() => deliveryRows(endpoint.id), (rows) => rows[0]?.status === 'delivered');
    const list = await (await h.request(`/api/webhooks/${endpoint.id}/deliveries`, { token: adminOfA })).json();
    expect(list[0]).toMatchObject({ id: accepted.id, status: 'delivered', last_status_code: 200 });
  });

  it('gives up after the schedule (failed), times out a receiver that does not answer', async () => {
    await worker!.stop();
    startWorker({ retryScheduleMs: [100, 100], timeoutMs: 300 });
    try {
      const partner = await receiver();
      const endpoint = await register(partner.url);
      partner.hold = new Promise(() => undefined);
      await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
      const [row] = await until(() => deliveryRows(endpoint.id), (rows) => rows[0]?.status === 'failed');
      expect(row.attempts).toBe(3);
      const detail = await (await h.request(`/api/webhooks/${endpoint.id}/deliveries/${row.delivery_id}`, { token: adminOfA })).json();
      expect(detail.attempt_log.map((x: { error: string }) => x.error)).toEqual(['timed out after 0.3 s', 'timed out after 0.3 s', 'timed out after 0.3 s']);
      expect(detail).toMatchObject({ status: 'failed', next_attempt_at: null });
      partner.hold = undefined;
    } finally {
      await worker!.kill();
      startWorker();
    }
  });

  it('schedules the retries of the platform over more than 24 hours', async () => {
    const { defaultRetryScheduleMs } = await import('../src');
    const total = defaultRetryScheduleMs.reduce((sum, ms) => sum + ms, 0);
    expect(defaultRetryScheduleMs).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    // With the jitter at its shortest (-10 %), the last attempt is still more than 24 hours after the first.
    expect(total * 0.9).toBeGreaterThan(24 * 3600_000);
  });
});

describe('restarts lose or duplicate nothing', () => {
  it('delivers exactly once what arrived while the worker was stopped, after it restarts', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    await worker!.stop();
    const { calculationId } = await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    await h.settled();
    await pause(300);
    expect(partner.received).toEqual([]);
    expect((await deliveryRows(endpoint.id)).map((r) => r.status)).toEqual(['pending']);
    startWorker();
    const [webhook] = await partner.waitForAccepted(1);
    expect(bodyOf(webhook).data.calculation_id).toBe(calculationId);
    await pause(800);
    expect(partner.received).toHaveLength(1);
  });

  it('makes each delivery once however often the outbox applies an event (ids derived from event and endpoint)', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    await worker!.stop();
    try {
      await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
      await h.settled();
      const [recorded] = (await h.deps.store.readAll({ limit: 100_000 })).filter((e) => e.type === 'CalculationCompleted').slice(-1);
      // The outbox applies the batch again (as after a crash before its checkpoint moved): nothing more is stored.
      for (let i = 0; i < 2; i++) {
        const client = await h.deps.pool.connect();
        try {
          await client.query('begin');
          await webhookOutbox.apply([recorded], client);
          await client.query('commit');
        } finally {
          client.release();
        }
      }
      expect(await deliveryRows(endpoint.id)).toHaveLength(1);
    } finally {
      startWorker();
    }
    await partner.waitForAccepted(1);
    await pause(500);
    expect(partner.received).toHaveLength(1);
  });

  it('delivers again with the same webhook-id when a worker dies in the middle of a POST (the receiver de-duplicates on it)', async () => {
    await worker!.stop();
    const partner = await receiver();
    const endpoint = await register(partner.url);
    let release = () => undefined as void;
    partner.hold = new Promise<void>((resolve) => (release = resolve));
    const dying = startWorker({ leaseMs: 600, timeoutMs: 5000 });
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    // The POST reached the receiver; the worker dies before it learns the answer.
    await until(async () => partner.arrived, (n) => n === 1);
    await dying.kill();
    release();
    partner.hold = undefined;
    await partner.waitForAccepted(1);
    startWorker();
    const accepted = await partner.waitForAccepted(2);
    expect(accepted[0].id).toBe(accepted[1].id);
    const [row] = await until(() => deliveryRows(endpoint.id), (rows) => rows[0]?.status === 'delivered');
    expect(row.attempts).toBe(1);
  });
});

describe('replays and secrets', () => {
  it('replays a delivered delivery with the same webhook-id, a new timestamp and signature, logged as a replay', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    const [first] = await partner.waitForAccepted(1);
    await pause(1100);
    const response = await h.request(`/api/webhooks/${endpoint.id}/deliveries/${first.id}/replay`, { method: 'POST', token: adminOfA });
    expect(response.status).toBe(202);
    expect((await response.json()).id).toBe(first.id);
    const [, again] = await partner.waitForAccepted(2);
    expect(again.id).toBe(first.id);
    expect(again.body).toBe(first.body);
    expect(Number(again.timestamp)).toBeGreaterThan(Number(first.timestamp));
    expect(verifyStandardWebhook(endpoint.secret, again)).toBe(true);
    const detail = await until(
      async () => (await h.request(`/api/webhooks/${endpoint.id}/deliveries/${first.id}`, { token: adminOfA })).json(),
      (d) => d.attempt_log.length === 2,
    );
    expect(detail.attempt_log.map((x: { replay: boolean; status_code: number }) => [x.replay, x.status_code])).toEqual([
      [false, 200],
      [true, 200],
    ]);
    expect((await h.request(`/api/webhooks/${endpoint.id}/deliveries/${first.id}`, { token: adminOfB })).status).toBe(404);
  });

  it('replays a failed delivery: one attempt, delivered once the receiver is back', async () => {
    await worker!.stop();
    startWorker({ retryScheduleMs: [50] });
    const partner = await receiver();
    const endpoint = await register(partner.url);
    await partner.down();
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    const [row] = await until(() => deliveryRows(endpoint.id), (rows) => rows[0]?.status === 'failed');
    await partner.up();
    await h.request(`/api/webhooks/${endpoint.id}/deliveries/${row.delivery_id}/replay`, { method: 'POST', token: adminOfA });
    const [webhook] = await partner.waitForAccepted(1);
    expect(webhook.id).toBe(row.delivery_id);
    const [after] = await until(() => deliveryRows(endpoint.id), (rows) => rows[0]?.status === 'delivered');
    expect(after.attempts).toBe(3);
    await worker!.stop();
    startWorker();
  });

  it('signs with both secrets for a day after a rotation, the new one first', async () => {
    const partner = await receiver();
    const endpoint = await register(partner.url);
    // The previous secret's day counts from the rotation on the API's clock; the worker signs on the real one.
    const rotated = await later(h, (Date.now() - h.now.getTime()) / 1000, async () => {
      const token = (await loginAs(h, a.admin.email)).token;
      return (await h.request(`/api/webhooks/${endpoint.id}/rotate_secret`, { method: 'POST', token })).json();
    });
    await calculationFinished(a.clientId, 0, ['CALCULATION_FAILED']);
    const [webhook] = await partner.waitForAccepted(1);
    const signatures = webhook.signature.split(' ');
    expect(signatures).toHaveLength(2);
    expect(verifyStandardWebhook(rotated.secret, { ...webhook, signature: signatures[0] })).toBe(true);
    expect(verifyStandardWebhook(endpoint.secret, { ...webhook, signature: signatures[1] })).toBe(true);
  });
});
