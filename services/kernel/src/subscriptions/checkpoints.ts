import type pg from 'pg';
import type { GlobalPosition } from '../event-store/types';

type Db = Pick<pg.ClientBase, 'query'>;

/** The position a subscription has processed up to; start of the log when it has none. */
export async function readCheckpoint(db: Db, subscriptionId: string): Promise<GlobalPosition> {
  const { rows } = await db.query<{ commit_position: string; global_position: string }>(
    'select transaction_id::text as commit_position, global_position from checkpoints where subscription_id = $1',
    [subscriptionId],
  );
  if (!rows.length) {
    await db.query('insert into checkpoints (subscription_id) values ($1) on conflict do nothing', [subscriptionId]);
    return { commit: 0n, prepare: 0n };
  }
  return { commit: BigInt(rows[0].commit_position), prepare: BigInt(rows[0].global_position) };
}

/**
 * Moves the checkpoint from `from` to `to`, compare-and-set: false when someone else moved it meanwhile (then
 * the caller's transaction must roll back, so a batch is never applied twice).
 */
export async function advanceCheckpoint(
  db: Db,
  subscriptionId: string,
  from: GlobalPosition,
  to: GlobalPosition,
  owner: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update checkpoints
       set transaction_id = $4::text::xid8, global_position = $5, owner = $6, heartbeat_at = now(), updated_at = now()
     where subscription_id = $1 and transaction_id = $2::text::xid8 and global_position = $3`,
    [subscriptionId, from.commit.toString(), from.prepare.toString(), to.commit.toString(), to.prepare.toString(), owner],
  );
  return rowCount === 1;
}

export async function heartbeat(db: Db, subscriptionId: string, owner: string): Promise<void> {
  await db.query('update checkpoints set owner = $2, heartbeat_at = now() where subscription_id = $1', [subscriptionId, owner]);
}

export async function resetCheckpoint(db: Db, subscriptionId: string, to: GlobalPosition): Promise<void> {
  await db.query(
    `insert into checkpoints (subscription_id, transaction_id, global_position) values ($1, $2::text::xid8, $3)
     on conflict (subscription_id) do update set transaction_id = excluded.transaction_id,
       global_position = excluded.global_position, updated_at = now()`,
    [subscriptionId, to.commit.toString(), to.prepare.toString()],
  );
}

/** The position of the last committed event (start of the log when empty). */
export async function headPosition(db: Db): Promise<GlobalPosition> {
  const { rows } = await db.query<{ commit_position: string; global_position: string }>(
    `select transaction_id::text as commit_position, global_position from events
     order by transaction_id desc, global_position desc limit 1`,
  );
  return rows.length ? { commit: BigInt(rows[0].commit_position), prepare: BigInt(rows[0].global_position) } : { commit: 0n, prepare: 0n };
}

export interface SubscriptionBacklog {
  name: string;
  /** Events committed after the subscription's checkpoint. */
  behind: number;
  heartbeatAt: Date | null;
}

/** How far each subscription is behind the head of the log, for health checks and the platform's figures. */
export async function subscriptionBacklogs(db: Db): Promise<SubscriptionBacklog[]> {
  const { rows } = await db.query<{ name: string; behind: number; heartbeat_at: Date | null }>(
    `select c.subscription_id as name, c.heartbeat_at,
            (select count(*)::int from events e where (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)) as behind
     from checkpoints c order by c.subscription_id`,
  );
  return rows.map((r) => ({ name: r.name, behind: r.behind, heartbeatAt: r.heartbeat_at }));
}
