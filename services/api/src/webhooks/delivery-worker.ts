import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { listen } from '@packlens/kernel';
import { readModelChangesChannel } from '@packlens/projections';
import type { SettingsSecret } from '../billing/settings-secret';
import { deliveriesChannel } from './schema';
import { webhookHeaders } from './signing';
import { hostOf, isPublicAddress, systemResolver, type Resolver, type WebhookUrlPolicy } from './url-policy';

/**
 * The retry schedule after a failed attempt (Standard Webhooks' suggestion): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 10 h, each ±10 % at random so that a receiver that comes back is not hit by every delivery at once. Eight attempts
 * over 27 h 35 min (at least 24 h 50 min with the jitter); after the last the delivery is `failed`, and the admin
 * can replay it.
 */
export const defaultRetryScheduleMs: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

export interface WebhookWorkerOptions {
  /** Deliveries in flight at once (they mostly wait on receivers). */
  concurrency?: number;
  /** One attempt's whole time: connect, send, first answer (default 10 s). */
  timeoutMs?: number;
  retryScheduleMs?: readonly number[];
  /** ±this share of each delay (default 0.1). */
  jitter?: number;
  /** How long a claim lasts: a worker that dies holding one lets another take it after (default timeout + 20 s). */
  leaseMs?: number;
  /** Polling when no notification arrives (retries fall due without one). */
  pollMs?: number;
  /**
   * How long a first attempt waits for the read models that handle its event (default 5 s): a receiver reading
   * back at once sees what the message says. Past it, the delivery goes anyway (no read model running in reach).
   */
  readModelWaitMs?: number;
}

export interface WebhookWorkerDeps {
  pool: pg.Pool;
  /** For LISTEN: a connection of its own. */
  connectionString: string;
  /** Opens the sealed signing secrets. */
  sealer: SettingsSecret;
  policy: WebhookUrlPolicy;
  resolve?: Resolver;
  onError?: (error: unknown, context: string) => void;
}

export interface RunningWebhookWorker {
  readonly owner: string;
  /** Stops taking deliveries and waits for those in flight. */
  stop(): Promise<void>;
  /** Dies as a crashed process would: records nothing more; its claims expire and another worker takes them. */
  kill(): Promise<void>;
}

interface Claimed {
  delivery_id: string;
  body: string;
  step: number;
  final_attempt: boolean;
  replay_requested: boolean;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: Date | null;
}

export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
  durationMs: number;
}

const excerptBytes = 1024;
const userAgent = 'Packlens-Webhooks/1.0';

/** A lookup that refuses names resolving to addresses that are not public: the connection uses what it checked. */
function guardedLookup(resolve: Resolver): LookupFunction {
  return ((host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(host).then(
      (addresses) => {
        const blocked = addresses.find((a) => !isPublicAddress(a.address));
        if (blocked) return callback(Object.assign(new Error(`address not allowed: ${host} resolves to ${blocked.address}`), { code: 'WEBHOOK_URL_NOT_ALLOWED' }));
        if (!addresses.length) return callback(Object.assign(new Error(`${host} does not resolve`), { code: 'ENOTFOUND' }));
        if (options?.all) return callback(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      },
      (error: unknown) => callback(error),
    );
  }) as unknown as LookupFunction;
}

/** Why an attempt failed without an answer, in a line the admin can act on. */
function describeError(error: unknown, timeoutMs: number): string {
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'ETIMEDOUT_WEBHOOK') return `timed out after ${timeoutMs / 1000} s`;
  if (e?.code === 'WEBHOOK_URL_NOT_ALLOWED') return e.message;
  if (e?.code === 'ECONNREFUSED') return 'connection refused';
  if (e?.code === 'ECONNRESET') return 'connection reset';
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return `host not found (${e.code})`;
  if (e?.code && String(e.code).startsWith('ERR_TLS') || /certificate/i.test(e?.message ?? '')) return `TLS: ${e.message}`;
  return e?.code ? `${e.code}: ${e.message}` : String(e?.message ?? error);
}

/**
 * POSTs one body: no redirects followed (a 3xx is a failure), at most `timeoutMs` in all, the first KB of the
 * answer kept. Outside `allowPrivate`, https only, and every address the host has must be public (checked on the
 * addresses the connection then uses, so a name cannot resolve one way for the check and another for the POST).
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; policy: WebhookUrlPolicy; resolve: Resolver; agents?: { http: http.Agent; https: https.Agent } },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (outcome: Omit<AttemptOutcome, 'durationMs'>): AttemptOutcome => ({ ...outcome, durationMs: Math.round(performance.now() - started) });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(done({ statusCode: null, error: 'not a URL', excerpt: null }));
  }
  if (!options.policy.allowPrivate) {
    if (url.protocol !== 'https:') return Promise.resolve(done({ statusCode: null, error: 'address not allowed: not https', excerpt: null }));
    const host = hostOf(url);
    if (isIP(host) && !isPublicAddress(host)) return Promise.resolve(done({ statusCode: null, error: `address not allowed: ${host}`, excerpt: null }));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(outcome));
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': userAgent },
        agent: url.protocol === 'https:' ? options.agents?.https : options.agents?.http,
        ...(options.policy.allowPrivate ? {} : { lookup: guardedLookup(options.resolve) }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const statusCode = response.statusCode ?? null;
        const close = () => finish({ statusCode, error: null, excerpt: Buffer.concat(chunks).toString('utf8').slice(0, excerptBytes) || null });
        response.on('data', (chunk: Buffer) => {
          if (size >= excerptBytes) return;
          chunks.push(chunk.subarray(0, excerptBytes - size));
          size += chunk.length;
          if (size >= excerptBytes) {
            close();
            response.destroy();
          }
        });
        response.on('end', close);
        response.on('error', close);
        response.on('close', close);
      },
    );
    const timer = setTimeout(() => request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT_WEBHOOK' })), options.timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, error: describeError(error, options.timeoutMs), excerpt: null }));
    request.end(body);
  });
}

/** The delay before retry `step` (0 for the first retry), with its jitter; undefined when the schedule is spent. */
export function retryDelayMs(schedule: readonly number[], step: number, jitter: number, random = Math.random): number | undefined {
  const base = schedule[step];
  if (base === undefined) return undefined;
  return Math.round(base * (1 - jitter + 2 * jitter * random()));
}

const isSuccess = (statusCode: number | null) => statusCode !== null && statusCode >= 200 && statusCode < 300;

export interface DeliveryState {
  status: 'pending' | 'delivered' | 'failed';
  step: number;
  /** Until the next attempt; null when none is due. */
  delayMs: number | null;
  finalAttempt: boolean;
  replayRequested: boolean;
}

/**
 * What a delivery becomes after an attempt: delivered on a 2xx; else the next retry of the schedule, or failed
 * when the schedule is spent or the attempt was a replay's only one. A replay asked for while the attempt was in
 * flight (`replay_requested` set after the claim) still gets its own attempt, at once.
 */
export function nextState(
  row: { step: number; final_attempt: boolean; replay_requested: boolean },
  attemptWasReplay: boolean,
  statusCode: number | null,
  schedule: readonly number[],
  jitter: number,
  random = Math.random,
): DeliveryState {
  const replayAgain = row.replay_requested && !attemptWasReplay;
  if (replayAgain) return { status: 'pending', step: row.step, delayMs: 0, finalAttempt: row.final_attempt || isSuccess(statusCode), replayRequested: true };
  if (isSuccess(statusCode)) return { status: 'delivered', step: row.step, delayMs: null, finalAttempt: false, replayRequested: false };
  const delay = row.final_attempt ? undefined : retryDelayMs(schedule, row.step, jitter, random);
  if (delay === undefined) return { status: 'failed', step: row.step, delayMs: null, finalAttempt: false, replayRequested: false };
  return { status: 'pending', step: row.step + 1, delayMs: delay, finalAttempt: false, replayRequested: false };
}

/**
 * A webhook delivery worker: takes due deliveries (`FOR UPDATE SKIP LOCKED`, with a lease), signs and POSTs each,
 * logs the attempt and schedules the next one on failure. Woken by the outbox's notifications; polls for retries
 * falling due. Any number run side by side; a crashed one's claims are taken over when their lease runs out (the
 * receiver may then see a delivery twice, with the same `webhook-id`).
 */
export function startWebhookWorker(deps: WebhookWorkerDeps, options: WebhookWorkerOptions = {}): RunningWebhookWorker {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const o = {
    concurrency: options.concurrency ?? 8,
    timeoutMs,
    schedule: options.retryScheduleMs ?? defaultRetryScheduleMs,
    jitter: options.jitter ?? 0.1,
    leaseMs: options.leaseMs ?? timeoutMs + 20_000,
    pollMs: options.pollMs ?? 1_000,
    readModelWaitMs: options.readModelWaitMs ?? 5_000,
  };
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const onError = deps.onError ?? ((error, context) => console.error(`[webhook-worker ${context}]`, error));
  const resolve = deps.resolve ?? systemResolver;
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  const running = new Set<Promise<void>>();
  let stopped = false;
  let killed = false;
  let filling = false;
  let refill = false;

  async function claim(): Promise<Claimed | undefined> {
    const { rows } = await deps.pool.query<Claimed>(
      `update webhook_deliveries d
          set lease_owner = $1, lease_until = now() + make_interval(secs => $2::double precision / 1000)
         from webhook_endpoints e
        where e.endpoint_id = d.endpoint_id
          and d.delivery_id = (
            select d2.delivery_id from webhook_deliveries d2 join webhook_endpoints e2 on e2.endpoint_id = d2.endpoint_id
             where d2.status = 'pending' and d2.next_attempt_at <= now() and e2.status = 'enabled'
               and (d2.lease_until is null or d2.lease_until < now())
               -- a first attempt waits until the read models handling its event have applied it (or for at most $3 ms)
               and (d2.attempts > 0 or cardinality(d2.read_models) = 0
                    or d2.created_at < now() - make_interval(secs => $3::double precision / 1000)
                    or (select count(*) from checkpoints c
                         where c.subscription_id = any(d2.read_models)
                           and (c.transaction_id, c.global_position) >= (d2.source_commit, d2.source_position)) = cardinality(d2.read_models))
             order by d2.next_attempt_at
             for update of d2 skip locked
             limit 1)
        returning d.delivery_id, d.body, d.step, d.final_attempt, d.replay_requested,
                  e.url, e.secret_sealed, e.previous_secret_sealed, e.previous_secret_until`,
      [owner, o.leaseMs, o.readModelWaitMs],
    );
    return rows[0];
  }

  async function record(delivery: Claimed, attemptedAt: Date, outcome: AttemptOutcome): Promise<void> {
    const client = await deps.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ attempts: number; step: number; final_attempt: boolean; replay_requested: boolean }>(
        `select attempts, step, final_attempt, replay_requested from webhook_deliveries where delivery_id = $1 and lease_owner = $2 for update`,
        [delivery.delivery_id, owner],
      );
      const row = rows[0];
      if (!row) {
        // The lease ran out and another worker has it: its attempt is the one recorded.
        await client.query('rollback');
        return;
      }
      const attempt = row.attempts + 1;
      await client.query(
        `insert into webhook_attempts (delivery_id, attempt, attempted_at, status_code, duration_ms, error, response_excerpt, replay)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [delivery.delivery_id, attempt, attemptedAt, outcome.statusCode, outcome.durationMs, outcome.error, outcome.excerpt, delivery.replay_requested],
      );
      const next = nextState(row, delivery.replay_requested, outcome.statusCode, o.schedule, o.jitter);
      await client.query(
        `update webhook_deliveries
            set status = $2, attempts = $3, step = $4, last_attempt_at = $5, last_status_code = $6, last_error = $7,
                delivered_at = case when $2 = 'delivered' then $5 else delivered_at end,
                next_attempt_at = case when $8::double precision is null then null else now() + make_interval(secs => $8::double precision / 1000) end,
                final_attempt = $9, replay_requested = $10, lease_owner = null, lease_until = null
          where delivery_id = $1`,
        [delivery.delivery_id, next.status, attempt, next.step, attemptedAt, outcome.statusCode, outcome.error, next.delayMs, next.finalAttempt, next.replayRequested],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function deliver(delivery: Claimed): Promise<void> {
    const attemptedAt = new Date();
    const timestamp = Math.floor(attemptedAt.getTime() / 1000);
    let outcome: AttemptOutcome;
    try {
      const secrets = [deps.sealer.decrypt(delivery.secret_sealed)];
      if (delivery.previous_secret_sealed && delivery.previous_secret_until && delivery.previous_secret_until > attemptedAt) {
        // A previous secret sealed under a settings key since changed cannot sign: the current one still does.
        try {
          secrets.push(deps.sealer.decrypt(delivery.previous_secret_sealed));
        } catch (error) {
          onError(error, `previous secret of ${delivery.delivery_id}`);
        }
      }
      const headers = webhookHeaders(secrets, delivery.delivery_id, timestamp, delivery.body);
      outcome = await postWebhook(delivery.url, headers, delivery.body, { timeoutMs: o.timeoutMs, policy: deps.policy, resolve, agents });
    } catch (error) {
      outcome = { statusCode: null, error: `not sent: ${(error as Error)?.message ?? String(error)}`, excerpt: null, durationMs: 0 };
    }
    if (killed) return;
    await record(delivery, attemptedAt, outcome);
  }

  const fill = async () => {
    if (stopped) return;
    if (filling) {
      refill = true;
      return;
    }
    filling = true;
    try {
      do {
        refill = false;
        while (!stopped && running.size < o.concurrency) {
          const delivery = await claim();
          if (!delivery) break;
          const task: Promise<void> = deliver(delivery)
            .catch((error) => onError(error, `delivery ${delivery.delivery_id}`))
            .finally(() => {
              running.delete(task);
              void fill();
            });
          running.add(task);
        }
      } while (refill && !stopped);
    } catch (error) {
      onError(error, 'claim');
    } finally {
      filling = false;
    }
  };

  const listener = listen({
    connectionString: deps.connectionString,
    // new deliveries, and read models that applied what a waiting delivery's event says
    channel: [deliveriesChannel, readModelChangesChannel],
    applicationName: 'packlens-webhook-worker',
    onNotification: () => void fill(),
    onError: (error) => onError(error, 'listen'),
  });
  void listener.ready.then(fill);
  const timer = setInterval(() => void fill(), o.pollMs);

  async function halt() {
    stopped = true;
    clearInterval(timer);
    await listener.stop();
  }

  return {
    owner,
    async stop() {
      await halt();
      await Promise.allSettled([...running]);
      agents.http.destroy();
      agents.https.destroy();
    },
    async kill() {
      killed = true;
      await halt();
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
