import type pg from 'pg';

/** One schema change, applied once, in id order. Ids are namespaced by owner: `kernel/001-event-store`. */
export interface Migration {
  id: string;
  sql: string;
}

const lockKey = 7_246_381_001; // any constant: serialises concurrent migrators

/** Applies the migrations not applied yet, each in its own transaction, under an advisory lock. */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[]): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockKey]);
    await client.query(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    const { rows } = await client.query<{ id: string }>('select id from schema_migrations');
    const applied = new Set(rows.map((r) => r.id));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await client.query('begin');
      try {
        await client.query(migration.sql);
        await client.query('insert into schema_migrations (id) values ($1)', [migration.id]);
        await client.query('commit');
        done.push(migration.id);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${migration.id} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    return done;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
    client.release();
  }
}
