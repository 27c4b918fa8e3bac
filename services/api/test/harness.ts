import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { FilesystemBlobStore, headPosition, PostgresEventStore, startSubscription, type RunningSubscription } from '@packlens/kernel';
import { generationQueue, startGenerationWorker, type DesignScorer, type RunningGenerationWorker } from '@packlens/generation';
import { ReportRenderer } from '@packlens/reports';
import { startCalculations, type CalculationWorkerOptions, type RunningCalculations, type Scorer } from '@packlens/scoring/worker';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations, ensureReadModels, readModels, startReadModels } from '@packlens/projections';
import type { CapturedMail } from '@packlens/contracts';
import { apiMigrations, capturedMail, createApp, defaultRateLimits, generationImageModels, generationTextModels, settingsSecretFor, startAppMailer, startWebhookWorker, webhookOutbox, type AccountsOptions, type AppConfig, type AppDeps, type RateLimits, type RunningWebhookWorker, type WebhookWorkerOptions } from '../src';

/** Specs read bodies of many shapes; `any` keeps them readable where the contract is asserted field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export interface Harness {
  deps: AppDeps;
  /** The spec file's database, for subscriptions a spec starts itself. */
  databaseUrl: string;
  app: ReturnType<typeof createApp>;
  accounts: AccountsOptions;
  /** The test clock; move it with `harness.now = new Date(...)`. */
  now: Date;
  /** Waits until every read model and the mailer have handled everything appended so far. */
  settled(): Promise<void>;
  request(path: string, init?: RequestInit & { token?: string; language?: string }): Promise<ApiResponse>;
  /** Where the spec's blobs are kept (a worker process of a spec reads the same files through BLOB_DIR). */
  blobDir: string;
}

/** The calculation queue and a calculation worker scoring on `scorer`, as the platform runs them (polling kept short). */
export function calculationsOn(h: Harness, scorer: Scorer, clock: () => Date = () => new Date(), options: CalculationWorkerOptions = {}): RunningCalculations {
  return startCalculations(
    { pool: h.deps.pool, connectionString: h.databaseUrl, store: h.deps.store, blobs: h.deps.blobs!, scorer, clock },
    { pollMs: 250, ...options, subscription: { pollIntervalMs: 250 } },
  );
}

export const publicUrl = 'http://packlens.test';
export const startOfSpecs = new Date('2026-11-21T09:00:00.000Z');

/** Limits high enough that specs never trip them by accident; the rate-limit spec sets its own. */
const roomyLimits = Object.fromEntries(Object.entries(defaultRateLimits).map(([rule, limit]) => [rule, { ...limit, limit: 10_000 }])) as RateLimits;

/** The webhook worker of the specs: as the platform's, with retries in milliseconds; `false` for a spec that runs its own. */
const specWebhookWorker: WebhookWorkerOptions = { pollMs: 250, retryScheduleMs: [250, 500, 1000, 2000, 4000] };

/** A real API on a fresh database with its read models and mailer running: given (events) / when (request) / then. */
export function useApi(
  options: { rateLimits?: Partial<RateLimits>; webhookWorker?: WebhookWorkerOptions | false; designScorer?: () => DesignScorer; config?: Partial<AppConfig>; modelCacheDir?: string } = {},
): Harness {
  const db = useTestDatabase([...allMigrations, ...apiMigrations]);
  let running: RunningSubscription[] = [];
  let generation: RunningGenerationWorker | undefined;
  let webhooks: RunningWebhookWorker | undefined;
  const harness = { now: startOfSpecs } as Harness;
  let blobDir: string | undefined;
  // Chromium starts only if a spec asks for a report.
  const reports = ReportRenderer.launch();
  beforeAll(async () => {
    await ensureReadModels(db.pool, readModels);
    blobDir = await mkdtemp(path.join(tmpdir(), 'packlens-api-blobs-'));
    harness.databaseUrl = db.url;
    harness.blobDir = blobDir;
    harness.deps = {
      blobs: new FilesystemBlobStore(blobDir),
      reports,
      pool: db.pool,
      store: new PostgresEventStore(db.pool),
      config: { jwtSecret: 'test-secret-test-secret-test-secret!', tokenTtlSeconds: 7200, production: false, edition: 'standard', ...options.config },
      clock: () => harness.now,
      logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
      modelCacheDir: options.modelCacheDir,
    };
    harness.accounts = {
      mail: { transport: { kind: 'capture' }, from: 'Packlens <no-reply@packlens.test>', publicUrl },
      rateLimits: { ...roomyLimits, ...options.rateLimits },
      trustProxy: true,
      devMail: true,
    };
    // Commit notifications wake the subscriptions; polling is only the fallback, kept slow to spare the CPU.
    const subscription = { connectionString: db.url, pollIntervalMs: 250 };
    running = [...startReadModels(subscription), startAppMailer(harness.deps, harness.accounts.mail, subscription), startSubscription(generationQueue, subscription), startSubscription(webhookOutbox, subscription)];
    // Generation jobs (text services, concept assist) are answered as on the platform: the demo generator, or a provider set in settings.
    generation = startGenerationWorker(
      {
        pool: db.pool,
        connectionString: db.url,
        store: harness.deps.store,
        blobs: harness.deps.blobs!,
        textModelFor: generationTextModels(db.pool, process.env, harness.deps.config.jwtSecret),
        imageModelFor: generationImageModels(db.pool, process.env, harness.deps.config.jwtSecret),
        designScorer: options.designScorer?.(),
        clock: () => new Date(),
        onError: () => undefined,
      },
      { pollMs: 250, backoffBaseMs: 20, backoffMaxMs: 100 },
    );
    // Webhook deliveries, signed with the secrets the API sealed (loopback receivers allowed: not production).
    if (options.webhookWorker !== false) {
      webhooks = startWebhookWorker(
        { pool: db.pool, connectionString: db.url, sealer: settingsSecretFor(process.env, harness.deps.config.jwtSecret), policy: { allowPrivate: true }, onError: () => undefined },
        { ...specWebhookWorker, ...options.webhookWorker },
      );
    }
    harness.app = createApp(harness.deps, harness.accounts);
    harness.settled = async () => {
      const head = await headPosition(db.pool);
      await Promise.all(running.map((r) => r.waitFor(head)));
    };
    harness.request = (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
      if (init.language) headers.set('X-Language', init.language);
      if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      return Promise.resolve(harness.app.api.request(path, { ...init, headers }));
    };
  });
  afterAll(async () => {
    await generation?.stop();
    await webhooks?.stop();
    await Promise.all(running.map((r) => r.stop()));
    await reports.close();
    if (blobDir) await rm(blobDir, { recursive: true, force: true });
  });
  return harness;
}

const system = { kind: 'system' as const, id: 'spec' };

/** Given: a client with an admin and a user, and a platform super admin. */
export async function givenAccounts(h: Harness, prefix: string, client: { planId?: number; mfaEnabled?: boolean; country?: 'jp' | 'cn' | 'th' | 'id' | 'ot' } = {}) {
  const identity = h.app.identity;
  const { clientId, groupId } = await identity.registerClient(
    { company: `${prefix} Foods`, department: 'Marketing', accountType: 'corporation', country: client.country ?? 'jp', planId: client.planId ?? 1, maxImages: 100, mfaEnabled: client.mfaEnabled ?? false, ownerName: 'Owner' },
    system,
    'spec',
  );
  const password = 'Passw0rd123';
  const accounts = {
    clientId,
    groupId,
    password,
    superAdmin: { email: `${prefix}-super@example.com`, ...(await identity.registerUser({ clientId: null, email: `${prefix}-super@example.com`, name: 'Super', role: 2, password }, system, 'spec')) },
    admin: { email: `${prefix}-admin@example.com`, ...(await identity.registerUser({ clientId, email: `${prefix}-admin@example.com`, name: 'Admin', role: 1, password }, system, 'spec')) },
    user: { email: `${prefix}-user@example.com`, ...(await identity.registerUser({ clientId, email: `${prefix}-user@example.com`, name: 'User', role: 0, password }, system, 'spec')) },
  };
  await h.settled();
  return accounts;
}
export type Accounts = Awaited<ReturnType<typeof givenAccounts>>;

export async function loginAs(h: Harness, email: string, password = 'Passw0rd123') {
  const response = await h.request('/api/auth/obtain_token/', { method: 'POST', body: JSON.stringify({ email, password }) });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string; expires_in: number; user: { id: string; role: number } };
}

export const eventCount = async (h: Harness) =>
  (await h.deps.pool.query<{ n: number }>('select count(*)::int as n from events')).rows[0].n;

export const eventsOfType = async (h: Harness, type: string) =>
  (await h.deps.pool.query<{ data: Record<string, unknown> }>('select data from events where event_type = $1 order by global_position', [type])).rows.map((r) => r.data);

/** Reads until `done` holds, every `intervalMs`; fails after `timeoutMs` (work of workers and subscriptions lands later). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 180_000, intervalMs = 300): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The mail `to` received, newest first, once the mailer has caught up (read from the capture table, as the super admin's mailbox does). */
export async function mailTo(h: Harness, to: string): Promise<CapturedMail[]> {
  await h.settled();
  return capturedMail(h.deps.pool, { to });
}

/** The last link to `path` (e.g. `/register/`) in the newest mail to `to`, as a path with its token. */
export async function linkIn(h: Harness, to: string, path: string): Promise<string> {
  const [latest] = await mailTo(h, to);
  const link = latest?.links.find((l) => l.startsWith(`${publicUrl}${path}`));
  if (!link) throw new Error(`no ${path} link in the newest mail to ${to}: ${latest?.text}`);
  return link.slice(publicUrl.length);
}

/** Runs `body` with the clock moved by `seconds`, then puts it back. */
export async function later<T>(h: Harness, seconds: number, body: () => Promise<T>): Promise<T> {
  const before = h.now;
  h.now = new Date(before.getTime() + seconds * 1000);
  try {
    return await body();
  } finally {
    h.now = before;
  }
}

export const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });

/**
 * The super admin edits the unlimited plan (id 1) of the catalogue to allow `maxAccounts` accounts, its other
 * fields as seeded. Specs that lower it set it back to 5 afterwards.
 */
export const editUnlimitedPlan = (h: Harness, superAdminToken: string, maxAccounts: number) =>
  h.request('/api/admin/plans/1', {
    ...json('PUT', { name: '無制限プラン', name_en: 'Unlimited plan', name_cn: '无限制方案', price: null, price_cn: null, price_th: null, price_id: null, max_images: null, max_accounts: maxAccounts, validity_period: 1 }),
    token: superAdminToken,
  });
