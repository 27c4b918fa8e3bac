import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createPool, withDatabase } from '../db/pool';
import { migrate, type Migration } from '../db/migrate';
import './provided-context';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  name: string;
}


/** Creates a fresh database on the test server, migrated with `migrations`. */
export async function createTestDatabase(migrations: readonly Migration[] = []): Promise<TestDatabase & { drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `packlens_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, { max: 20, applicationName: 'packlens-test' });
  await migrate(pool, migrations);
  return {
    url,
    pool,
    name,
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** One fresh database for the calling spec file, created before its tests and dropped after. */
export function useTestDatabase(migrations: readonly Migration[] = []): TestDatabase {
  const handle = {} as TestDatabase & { drop?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(handle, await createTestDatabase(migrations));
  }, 60_000);
  afterAll(async () => {
    await handle.drop?.();
  });
  return handle;
}
