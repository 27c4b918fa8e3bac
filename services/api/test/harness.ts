import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { headPosition, PostgresEventStore, type RunningSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations, ensureReadModels, readModels, startReadModels } from '@packlens/projections';
import { createApp, type AppDeps } from '../src';

/** Specs read bodies of many shapes; `any` keeps them readable where the contract is asserted field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiResponse = Omit<Response, 'json'> & { json(): Promise<any> };

export interface Harness {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** The test clock; move it with `harness.now = new Date(...)`. */
  now: Date;
  /** Waits until every read model has applied everything appended so far. */
  settled(): Promise<void>;
  request(path: string, init?: RequestInit & { token?: string; language?: string }): Promise<ApiResponse>;
}

/** A real API on a fresh database with its read models running: given (events) / when (request) / then. */
export function useApi(): Harness {
  const db = useTestDatabase(allMigrations);
  let running: RunningSubscription[] = [];
  const harness = { now: new Date('2026-11-21T09:00:00.000Z') } as Harness;
  beforeAll(async () => {
    await ensureReadModels(db.pool, readModels);
    running = startReadModels({ connectionString: db.url, pollIntervalMs: 50 });
    harness.deps = {
      pool: db.pool,
      store: new PostgresEventStore(db.pool),
      config: { jwtSecret: 'test-secret-test-secret-test-secret!', tokenTtlSeconds: 7200, production: false, edition: 'standard' },
      clock: () => harness.now,
      logger: pino({ level: 'silent' }),
    };
    harness.app = createApp(harness.deps);
    harness.settled = async () => {
      const head = await headPosition(db.pool);
      await Promise.all(running.map((r) => r.waitFor(head)));
    };
    harness.request = (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
      if (init.language) headers.set('X-Language', init.language);
      if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      return Promise.resolve(harness.app.api.request(path, { ...init, headers }));
    };
  });
  afterAll(async () => {
    await Promise.all(running.map((r) => r.stop()));
  });
  return harness;
}

const system = { kind: 'system' as const, id: 'spec' };

/** Given: a client with an admin and a user, and a platform super admin. */
export async function givenAccounts(h: Harness, prefix: string) {
  const identity = h.app.identity;
  const { clientId } = await identity.registerClient(
    { company: `${prefix} Foods`, department: 'Marketing', accountType: 'corporation', country: 'jp', address: '', telephone: '', ownerName: 'Owner', planId: 1, maxImages: 100, mfaEnabled: false },
    system,
    'spec',
  );
  const password = 'Passw0rd123';
  const accounts = {
    clientId,
    password,
    superAdmin: { email: `${prefix}-super@example.com`, ...(await identity.registerUser({ clientId: null, email: `${prefix}-super@example.com`, name: 'Super', role: 2, password }, system, 'spec')) },
    admin: { email: `${prefix}-admin@example.com`, ...(await identity.registerUser({ clientId, email: `${prefix}-admin@example.com`, name: 'Admin', role: 1, password }, system, 'spec')) },
    user: { email: `${prefix}-user@example.com`, ...(await identity.registerUser({ clientId, email: `${prefix}-user@example.com`, name: 'User', role: 0, password }, system, 'spec')) },
  };
  await h.settled();
  return accounts;
}

export async function loginAs(h: Harness, email: string, password = 'Passw0rd123') {
  const response = await h.request('/api/auth/obtain_token/', { method: 'POST', body: JSON.stringify({ email, password }) });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string; expires_in: number; user: { role: number } };
}

export const eventCount = async (h: Harness) =>
  (await h.deps.pool.query<{ n: number }>('select count(*)::int as n from events')).rows[0].n;
