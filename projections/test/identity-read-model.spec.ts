import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, type RunningSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations, ensureReadModels, findAccountByEmail, findAccountById, getClient, identityReadModel, listClients, startReadModels } from '../src';
import { givenClient, givenLogin, givenPlanChange, givenUser } from './fixtures';

const db = useTestDatabase(allMigrations);
let store: PostgresEventStore;
let running: RunningSubscription[] = [];

beforeAll(async () => {
  await ensureReadModels(db.pool, [identityReadModel]);
  store = new PostgresEventStore(db.pool);
  running = startReadModels({ connectionString: db.url });
});
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
});
const caughtUp = (position: Parameters<RunningSubscription['waitFor']>[0]) => Promise.all(running.map((r) => r.waitFor(position)));

describe('the identity read model', () => {
  it('given a client and its user, lists the user with the client’s plan and country', async () => {
    const clientId = await givenClient(store, { company: 'Kirin Test', country: 'jp', planId: 2 });
    const { userId, position } = await givenUser(store, clientId, { email: 'Buyer@Example.com', role: 1 });
    await caughtUp(position);
    const account = await findAccountByEmail(db.pool, 'buyer@example.COM');
    expect(account).toMatchObject({ user_id: userId, client_id: clientId, role: 1, company: 'Kirin Test', country: 'jp', plan_id: 2, login_count: 0 });
  });

  it('counts logins and remembers the last one', async () => {
    const clientId = await givenClient(store);
    const { userId } = await givenUser(store, clientId);
    await givenLogin(store, userId, clientId);
    const position = await givenLogin(store, userId, clientId);
    await caughtUp(position);
    expect(await findAccountById(db.pool, userId)).toMatchObject({ login_count: 2, last_login_at: new Date('2026-11-21T09:00:00.000Z') });
  });

  it('moves the client to a new plan when the plan changes', async () => {
    const clientId = await givenClient(store, { planId: 3 });
    await caughtUp(await givenPlanChange(store, clientId, 1, 1));
    expect((await getClient(db.pool, clientId))?.plan_id).toBe(1);
  });

  it('lists clients with filters, sort, a page and the total', async () => {
    const marker = `Zeta${Date.now()}`;
    await givenClient(store, { company: `${marker} B`, country: 'cn' });
    await givenClient(store, { company: `${marker} A`, country: 'cn' });
    const last = await givenClient(store, { company: `${marker} C`, country: 'th' });
    const { position } = await givenUser(store, last);
    await caughtUp(position);
    const page = await listClients(db.pool, { q: marker, sort: 'company', order: 'desc', offset: 0, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.company)).toEqual([`${marker} C`, `${marker} B`]);
    expect(page.rows[0].user_count).toBe(1);
    const chinese = await listClients(db.pool, { q: marker, country: 'cn', sort: 'company', order: 'asc', offset: 0, limit: 10 });
    expect(chinese.rows.map((r) => r.company)).toEqual([`${marker} A`, `${marker} B`]);
  });

  it('treats % and _ in the search text literally', async () => {
    const page = await listClients(db.pool, { q: '%', sort: 'company', order: 'asc', offset: 0, limit: 10 });
    expect(page.total).toBe(0);
  });
});
