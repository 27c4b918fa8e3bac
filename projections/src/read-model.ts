import type pg from 'pg';
import type { Projection, RecordedEvent } from '@packlens/kernel';
import { notifyReadModelChange } from './read-model-changes';

type Db = Pick<pg.ClientBase, 'query'>;

/**
 * A read model: a set of tables built from the log by one projector. Its tables are versioned (`clients_v3`)
 * behind plain views (`clients`) that queries use; a rebuild fills a new version from position zero and then
 * switches the views over (see rebuild.ts).
 */
export interface ReadModel {
  /** Names the model, its subscription and its advisory lock. */
  name: string;
  /** Base names of its tables; the SQL of `schema` writes them as `{{name}}`. */
  tables: readonly string[];
  /** `create table` statements with `{{table}}` placeholders. */
  schema: string;
  /** Primary key of each table, to order rows for the checksum. */
  keys: Readonly<Record<string, string>>;
  handles: readonly string[];
  /** Applies events to the tables named in `tables` (base name -> versioned name). */
  apply(events: RecordedEvent[], tx: Db, tables: Readonly<Record<string, string>>): Promise<void>;
}

export const registryMigration = {
  id: 'projections/001-read-model-registry',
  sql: `create table read_model_versions (
          name text primary key,
          version int not null,
          switched_at timestamptz not null default now()
        );`,
};

export const subscriptionIdOf = (model: ReadModel) => `read-model:${model.name}`;
export const versionedTables = (model: ReadModel, version: number): Record<string, string> =>
  Object.fromEntries(model.tables.map((t) => [t, `${t}_v${version}`]));

/** Switches and batches of one model exclude each other through this transaction-level advisory lock. */
export const modelLockSql = (mode: 'shared' | 'exclusive') =>
  mode === 'shared'
    ? `select pg_advisory_xact_lock_shared(hashtextextended('packlens-read-model:' || $1, 0))`
    : `select pg_advisory_xact_lock(hashtextextended('packlens-read-model:' || $1, 0))`;

export function schemaFor(model: ReadModel, version: number): string {
  const names = versionedTables(model, version);
  return model.schema.replace(/\{\{(\w+)\}\}/g, (whole, table: string) => names[table] ?? whole);
}

export async function activeVersion(db: Db, model: ReadModel): Promise<number | undefined> {
  const { rows } = await db.query<{ version: number }>('select version from read_model_versions where name = $1', [model.name]);
  return rows[0]?.version;
}

/** Points the plain views at a version's tables. */
export async function pointViewsAt(db: Db, model: ReadModel, version: number): Promise<void> {
  const names = versionedTables(model, version);
  for (const table of model.tables) {
    await db.query(`drop view if exists ${table}`);
    await db.query(`create view ${table} as select * from ${names[table]}`);
  }
  await db.query(
    `insert into read_model_versions (name, version) values ($1, $2)
     on conflict (name) do update set version = excluded.version, switched_at = now()`,
    [model.name, version],
  );
  await notifyReadModelChange(db, model.name);
}

/** Creates version 1 of every model that has none yet (idempotent; run at start-up after migrations). */
export async function ensureReadModels(pool: pg.Pool, models: readonly ReadModel[]): Promise<void> {
  for (const model of models) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(modelLockSql('exclusive'), [model.name]);
      if ((await activeVersion(client, model)) === undefined) {
        await client.query(schemaFor(model, 1));
        await pointViewsAt(client, model, 1);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

/**
 * The live subscription of a read model. Each batch holds the model's lock shared and writes into whichever
 * version is active, so a rebuild can switch versions between two batches without losing one.
 */
export function readModelProjection(model: ReadModel): Projection {
  return {
    kind: 'projection',
    name: subscriptionIdOf(model),
    handles: model.handles,
    async apply(events, tx) {
      await tx.query(modelLockSql('shared'), [model.name]);
      const version = await activeVersion(tx, model);
      if (version === undefined) throw new Error(`read model ${model.name} has no version; run ensureReadModels first`);
      await model.apply(events, tx, versionedTables(model, version));
      await notifyReadModelChange(tx, model.name);
    },
  };
}
