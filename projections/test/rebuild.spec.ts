import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore, startSubscription, type RunningSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { activeVersion, allMigrations, ensureReadModels, identityReadModel, readModelProjection, rebuildReadModel, type ReadModel } from '../src';
import { givenClient, givenUser } from './fixtures';

const db = useTestDatabase(allMigrations);
let store: PostgresEventStore;
let live: RunningSubscription;

beforeAll(async () => {
  await ensureReadModels(db.pool, [identityReadModel]);
  store = new PostgresEventStore(db.pool);
  live = startSubscription(readModelProjection(identityReadModel), { connectionString: db.url, pollIntervalMs: 50, onError: () => undefined });
});
afterAll(async () => {
  await live.stop();
});

const count = async (table: string) => (await db.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;

describe('rebuilding a read model', () => {
  it('builds a new version from position zero, finds the same checksum as the live one and switches the views', async () => {
    const clientId = await givenClient(store);
    const { position } = await givenUser(store, clientId);
    await live.waitFor(position);

    const report = await rebuildReadModel(db.pool, identityReadModel);
    expect(report).toMatchObject({ fromVersion: 1, toVersion: 2, switched: true });
    expect(report.tables.map((t) => [t.table, t.equal, t.rebuiltRows])).toEqual([
      ['clients', true, 1],
      ['users', true, 1],
    ]);
    expect(await activeVersion(db.pool, identityReadModel)).toBe(2);
    const { rows } = await db.pool.query(`select to_regclass('clients_v1') as old, to_regclass('clients_v2') as new`);
    expect(rows[0]).toEqual({ old: null, new: 'clients_v2' });

    // The live subscription keeps going, into the new version.
    const later = await givenUser(store, clientId);
    await live.waitFor(later.position);
    expect(await count('users')).toBe(2);
    expect(await count('users_v2')).toBe(2);
  });

  it('loses nothing written while it runs', async () => {
    const clientId = await givenClient(store);
    const writing = (async () => {
      let last;
      for (let i = 0; i < 60; i++) last = (await givenUser(store, clientId)).position;
      return last!;
    })();
    const report = await rebuildReadModel(db.pool, identityReadModel);
    await live.waitFor(await writing);
    const expected = (await db.pool.query<{ n: number }>(`select count(*)::int as n from events where event_type = 'UserRegistered'`)).rows[0].n;
    expect(report.switched).toBe(true);
    expect(await count('users')).toBe(expected);
    const distinct = (await db.pool.query<{ n: number }>('select count(distinct user_id)::int as n from users')).rows[0].n;
    expect(distinct).toBe(expected);
  });

  it('reports different checksums when the projector changed, and a dry run leaves the live version in place', async () => {
    const changed: ReadModel = {
      ...identityReadModel,
      async apply(events, tx, tables) {
        await identityReadModel.apply(events, tx, tables);
        await tx.query(`update ${tables.clients} set company = upper(company)`);
      },
    };
    const before = await activeVersion(db.pool, identityReadModel);
    const report = await rebuildReadModel(db.pool, changed, { dryRun: true });
    expect(report.switched).toBe(false);
    expect(report.tables.find((t) => t.table === 'clients')?.equal).toBe(false);
    expect(report.tables.find((t) => t.table === 'users')?.equal).toBe(true);
    expect(await activeVersion(db.pool, identityReadModel)).toBe(before);
    const { rows } = await db.pool.query(`select to_regclass($1) as leftover`, [`clients_v${before! + 1}`]);
    expect(rows[0].leftover).toBeNull();
  });
});
