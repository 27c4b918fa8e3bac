import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headPosition, PostgresEventStore, type RunningSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations, ensureReadModels, findAccountByEmail, readModels, startReadModels, upgradeReadModels } from '@packlens/projections';
import pino from 'pino';
import { apiMigrations, identityService } from '../src';

const db = useTestDatabase([...allMigrations, ...apiMigrations]);
let running: RunningSubscription[] = [];
afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
});

describe('read models built by an older checkout', () => {
  beforeAll(async () => {
    await ensureReadModels(db.pool, readModels);
    running = startReadModels({ connectionString: db.url, pollIntervalMs: 100 });
    const deps = {
      pool: db.pool,
      store: new PostgresEventStore(db.pool),
      config: { jwtSecret: 'x'.repeat(40), tokenTtlSeconds: 7200, production: false, edition: 'standard' as const },
      clock: () => new Date('2026-11-21T09:00:00.000Z'),
      logger: pino({ level: 'silent' }),
    };
    const identity = identityService(deps, { mail: { transport: { kind: 'capture' }, from: 'x@example.com', publicUrl: 'http://x' }, rateLimits: {} as never, trustProxy: false, devMail: false });
    const { clientId } = await identity.registerClient({ company: 'Old Co', accountType: 'corporation', country: 'jp', planId: 1, maxImages: 1 }, { kind: 'system', id: 'spec' }, 'spec');
    await identity.registerUser({ clientId, email: 'old@example.com', name: 'Old', role: 1, password: 'Oldpass2026' }, { kind: 'system', id: 'spec' }, 'spec');
    await Promise.all(running.map((r) => r.stop()));
  });

  it('leaves models whose schema did not change alone', async () => {
    expect(await upgradeReadModels(db.pool, readModels)).toEqual([]);
  });

  it('rebuilds a model whose tables lack columns of the current schema.sql, and refills it from the log', async () => {
    await db.pool.query('alter table users_v1 drop column furigana cascade'); // as a table of the previous schema (its view goes too)
    expect(await upgradeReadModels(db.pool, readModels)).toEqual(['identity']);
    running = startReadModels({ connectionString: db.url, pollIntervalMs: 100 });
    const head = await headPosition(db.pool);
    await Promise.all(running.map((r) => r.waitFor(head)));
    expect(await findAccountByEmail(db.pool, 'old@example.com')).toMatchObject({ name: 'Old', furigana: '', company: 'Old Co', role: 1 });
    const { rows } = await db.pool.query(`select version from read_model_versions where name = 'identity'`);
    expect(rows).toEqual([{ version: 2 }]);
  });
});
