import type pg from 'pg';
import { comparePositions, readCheckpoint, readCommitted, resetCheckpoint, startOfLog, type GlobalPosition } from '@packlens/kernel';
import { activeVersion, modelLockSql, pointViewsAt, schemaFor, subscriptionIdOf, versionedTables, type ReadModel } from './read-model';

type Db = Pick<pg.ClientBase, 'query'>;

export interface TableComparison {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  liveChecksum: string;
  rebuiltChecksum: string;
  equal: boolean;
}

export interface RebuildReport {
  model: string;
  fromVersion: number;
  toVersion: number;
  position: GlobalPosition;
  tables: TableComparison[];
  switched: boolean;
}

const batchSize = 1000;

/** Applies the model's events after `from`, up to and including `until` when given; returns where it stopped. */
async function applyRange(db: Db, model: ReadModel, tables: Record<string, string>, from: GlobalPosition, until?: GlobalPosition) {
  let position = from;
  for (;;) {
    const batch = await readCommitted(db, position, batchSize);
    const inRange = until ? batch.filter((e) => comparePositions(e.position, until) <= 0) : batch;
    if (inRange.length === 0) return position;
    const relevant = inRange.filter((e) => model.handles.includes(e.type));
    if (relevant.length) await model.apply(relevant, db, tables);
    position = inRange[inRange.length - 1].position;
    if (inRange.length < batch.length) return position;
  }
}

async function checksum(db: Db, table: string, key: string): Promise<{ rows: number; checksum: string }> {
  const { rows } = await db.query<{ rows: number; checksum: string }>(
    `select count(*)::int as rows, md5(coalesce(string_agg(md5(t::text), ',' order by t.${key}), '')) as checksum from ${table} t`,
  );
  return rows[0];
}

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Builds a fresh version of a read model from position zero while the live one keeps serving, then, in one
 * transaction that pauses the live subscription, brings both to the same position, compares table checksums
 * and points the views at the new version (unless `dryRun`). The old version's tables are dropped.
 */
export async function rebuildReadModel(pool: pg.Pool, model: ReadModel, options: { dryRun?: boolean } = {}): Promise<RebuildReport> {
  const fromVersion = await activeVersion(pool, model);
  if (fromVersion === undefined) throw new Error(`read model ${model.name} has no live version`);
  const toVersion = fromVersion + 1;
  const live = versionedTables(model, fromVersion);
  const rebuilt = versionedTables(model, toVersion);

  await inTransaction(pool, async (tx) => {
    for (const table of Object.values(rebuilt)) await tx.query(`drop table if exists ${table}`); // a failed earlier run
    await tx.query(schemaFor(model, toVersion));
  });

  // Most of the work happens outside the switch, in short transactions, while the live model keeps going.
  let position = startOfLog;
  for (;;) {
    const next = await inTransaction(pool, (tx) => applyRange(tx, model, rebuilt, position, undefined));
    if (comparePositions(next, position) === 0) break;
    position = next;
  }

  return inTransaction(pool, async (tx) => {
    await tx.query(modelLockSql('exclusive'), [model.name]);
    const subscription = subscriptionIdOf(model);
    const livePosition = await readCheckpoint(tx, subscription);
    let target = livePosition;
    if (comparePositions(position, livePosition) > 0) {
      // The live subscription lags behind the rebuild: bring it level so both are compared at one position.
      target = await applyRange(tx, model, live, livePosition, position);
      await resetCheckpoint(tx, subscription, target);
    } else {
      position = await applyRange(tx, model, rebuilt, position, livePosition);
    }

    const tables: TableComparison[] = [];
    for (const table of model.tables) {
      const a = await checksum(tx, live[table], model.keys[table]);
      const b = await checksum(tx, rebuilt[table], model.keys[table]);
      tables.push({ table, liveRows: a.rows, rebuiltRows: b.rows, liveChecksum: a.checksum, rebuiltChecksum: b.checksum, equal: a.checksum === b.checksum });
    }
    if (options.dryRun) {
      for (const table of Object.values(rebuilt)) await tx.query(`drop table ${table}`);
    } else {
      await pointViewsAt(tx, model, toVersion);
      for (const table of Object.values(live)) await tx.query(`drop table ${table}`);
    }
    return { model: model.name, fromVersion, toVersion, position: target, tables, switched: !options.dryRun };
  });
}
