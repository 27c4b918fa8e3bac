import type pg from 'pg';
import type { Logger } from 'pino';
import { comparePositions, type GlobalPosition } from '@packlens/kernel';
import { readModels, subscriptionIdOf } from '@packlens/projections';

const subscriptionIds = readModels.map(subscriptionIdOf);

/**
 * Waits until every read model has applied `position`, so the answer to a command and the next query the caller
 * makes agree (the customer app reloads lists right after a change); `subscriptions` names others to wait for
 * instead (the webhook outbox). Read models apply in milliseconds; if none
 * is running in reach (a process without subscriptions), it gives up after `timeoutMs`: the write stands anyway.
 */
export function readYourWrites(pool: pg.Pool, logger: Logger, timeoutMs = 5000, subscriptions: readonly string[] = subscriptionIds) {
  return async function settle(position: GlobalPosition | undefined): Promise<void> {
    if (!position) return;
    const deadline = Date.now() + timeoutMs;
    for (let wait = 2; ; wait = Math.min(wait * 2, 25)) {
      const { rows } = await pool.query<{ commit_position: string; global_position: string }>(
        `select transaction_id::text as commit_position, global_position from checkpoints where subscription_id = any($1)`,
        [subscriptions],
      );
      const behind =
        rows.length < subscriptions.length ||
        rows.some((r) => comparePositions({ commit: BigInt(r.commit_position), prepare: BigInt(r.global_position) }, position) < 0);
      if (!behind) return;
      if (Date.now() > deadline) {
        logger.warn({ position: `${position.commit}/${position.prepare}` }, 'read models did not catch up in time; answering anyway');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
}
export type Settle = ReturnType<typeof readYourWrites>;
