import pg from 'pg';

// Global positions and transaction ids are bigint/xid8: read them as strings and convert where needed.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

export interface PoolOptions {
  max?: number;
  applicationName?: string;
  /** Abort transactions left idle this long: a stuck transaction would stall every subscription. */
  idleInTransactionTimeoutMs?: number;
  /** Give up on getting a connection after this long (a database that does not answer, or every connection busy): the API answers 503. */
  connectionTimeoutMs?: number;
}

export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'packlens',
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs ?? 30_000,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 15_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}

/** Runs `work` in one transaction on one connection; rolls back on error. */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
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

/** Replaces the database name of a connection string. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
