import type pg from 'pg';
import { resetCheckpoint, startOfLog, startSubscription, type Projection, type RunningSubscription, type SubscriptionOptions } from '@packlens/kernel';
import { activeVersion, modelLockSql, pointViewsAt, readModelProjection, schemaFor, subscriptionIdOf, versionedTables, type ReadModel } from './read-model';
import { identityReadModel } from './identity/projector';
import { loginHistoryReadModel } from './login-history/projector';
import { registrationsReadModel } from './registrations/projector';
import { imageUsageReadModel } from './image-usage/projector';
import { billingReadModel } from './billing/projector';
import { settingsReadModel } from './settings/projector';
import { salesReadModel } from './sales/projector';
import { projectsReadModel } from './projects/projector';
import { apiKeysReadModel } from './api-keys/projector';
import { brandModelsReadModel } from './brand-models/projector';

/** Every read model the product serves queries from. */
export const readModels: readonly ReadModel[] = [identityReadModel, loginHistoryReadModel, registrationsReadModel, imageUsageReadModel, projectsReadModel, billingReadModel, settingsReadModel, salesReadModel, apiKeysReadModel, brandModelsReadModel];

/**
 * The model's projection, creating its first version in the first batch when nobody ran ensureReadModels for it
 * (a process that starts before the model existed, or one started with only some models ensured).
 */
function selfEnsuringProjection(model: ReadModel): Projection {
  const projection = readModelProjection(model);
  return {
    ...projection,
    async apply(events, tx) {
      if ((await activeVersion(tx, model)) === undefined) {
        await tx.query(modelLockSql('exclusive'), [model.name]);
        if ((await activeVersion(tx, model)) === undefined) {
          await tx.query(schemaFor(model, 1));
          await pointViewsAt(tx, model, 1);
        }
      }
      return projection.apply(events, tx);
    },
  };
}

/** Starts one subscription per read model. */
export function startReadModels(options: SubscriptionOptions, models: readonly ReadModel[] = readModels): RunningSubscription[] {
  return models.map((model) => startSubscription(selfEnsuringProjection(model), options));
}

type Db = Pick<pg.ClientBase, 'query'>;

/** `table.column type` of every column of the given tables, sorted: the shape a schema.sql produces. */
async function columnsOf(db: Db, tables: readonly string[], version: number): Promise<string[]> {
  const { rows } = await db.query<{ column: string }>(
    `select regexp_replace(table_name, '_v[0-9]+$', '') || '.' || column_name || ' ' || data_type as column
     from information_schema.columns where table_schema = current_schema() and table_name = any($1) order by 1`,
    [tables.map((t) => `${t}_v${version}`)],
  );
  return rows.map((r) => r.column);
}

/**
 * Read models whose schema.sql changed since their live version was built (a database from an older checkout)
 * are rebuilt from the log: a fresh version from the new schema, the checkpoint back to the start, and the
 * subscription refills it. Run at start-up, before the subscriptions; returns the names of the models rebuilt.
 */
export async function upgradeReadModels(pool: pg.Pool, models: readonly ReadModel[] = readModels): Promise<string[]> {
  const upgraded: string[] = [];
  for (const model of models) {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(modelLockSql('exclusive'), [model.name]);
      const live = await activeVersion(client, model);
      if (live === undefined) {
        await client.query('rollback');
        continue;
      }
      // The shape the current schema.sql gives, built under a scratch version and rolled back.
      await client.query('savepoint shape');
      await client.query(schemaFor(model, 0));
      const expected = await columnsOf(client, model.tables, 0);
      await client.query('rollback to savepoint shape');
      const actual = await columnsOf(client, model.tables, live);
      if (expected.join('\n') === actual.join('\n')) {
        await client.query('rollback');
        continue;
      }
      const next = live + 1;
      await client.query(schemaFor(model, next));
      await pointViewsAt(client, model, next);
      for (const table of Object.values(versionedTables(model, live))) await client.query(`drop table if exists ${table}`);
      await resetCheckpoint(client, subscriptionIdOf(model), startOfLog);
      await client.query('commit');
      upgraded.push(model.name);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return upgraded;
}
