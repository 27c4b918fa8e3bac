import type pg from 'pg';
import {
  streamTypeOf,
  VersionConflictError,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  type NewEvent,
  type ReadStreamResult,
  type RecordedEvent,
} from '../types';
import { appendStatement } from './append-sql';
import { eventColumns, toRecordedEvent, type EventRow } from './rows';
import { CommitNotifier } from './commit-notifier';
import { newEventId } from './event-ids';

interface AppendedRow {
  commit_position: string;
  global_position: string;
  stream_position: string;
}

/** The event store on PostgreSQL: the tested default (ARCHITECTURE.md). */
export class PostgresEventStore implements EventStore {
  private readonly notifier: CommitNotifier;

  /** `pool` may also be one connection inside an open transaction (then pass `notify: false`). */
  constructor(
    private readonly pool: Pick<pg.Pool, 'query'>,
    options: { notify?: boolean } = {},
  ) {
    this.notifier = new CommitNotifier(pool, options.notify ?? true);
  }

  async append(streamId: string, events: readonly NewEvent[], options: { expectedVersion: ExpectedVersion }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const ids = events.map((e) => e.id ?? newEventId());
    const single = events.length === 1;
    const { sql, exactVersion, name } = appendStatement(options.expectedVersion, single);
    const params: unknown[] = [streamId, streamTypeOf(streamId), events.length];
    if (single) {
      const [e] = events;
      params.push(ids[0], e.type, e.schemaVersion ?? 1, JSON.stringify(e.data), JSON.stringify(e.metadata));
    } else {
      params.push(JSON.stringify(events.map((e, i) => ({ ...e, id: ids[i], schemaVersion: e.schemaVersion ?? 1 }))));
    }
    if (exactVersion !== undefined) params.push(exactVersion);

    let rows: AppendedRow[];
    try {
      // Named statements are parsed and planned once per connection rather than on every append.
      ({ rows } = await this.pool.query<AppendedRow>({ name, text: sql, values: params }));
    } catch (error) {
      if ((error as { code?: string; constraint?: string }).code === '23505') {
        const duplicate = await this.previouslyAppended(streamId, ids);
        if (duplicate) return duplicate;
        throw new VersionConflictError(streamId, options.expectedVersion);
      }
      throw error;
    }
    if (rows.length === 0) {
      const duplicate = await this.previouslyAppended(streamId, ids);
      if (duplicate) return duplicate;
      throw new VersionConflictError(streamId, options.expectedVersion, await this.currentVersion(streamId));
    }
    this.notifier.committed();
    return {
      nextExpectedVersion: Number(rows[rows.length - 1].stream_position),
      positions: rows.map(toPosition),
      duplicate: false,
    };
  }

  async readStream(streamId: string, options: { fromPosition?: number; maxCount?: number } = {}): Promise<ReadStreamResult> {
    const { rows } = await this.pool.query<EventRow & { version: string }>(
      `select ${eventColumns}, s.version from streams s
       join events e using (stream_id)
       where s.stream_id = $1 and e.stream_position >= $2
       order by e.stream_position
       limit $3`,
      [streamId, options.fromPosition ?? 1, options.maxCount ?? null],
    );
    if (rows.length === 0) return { version: await this.currentVersion(streamId), events: [] };
    return { version: Number(rows[0].version), events: rows.map(toRecordedEvent) };
  }

  async readAll(options: { after?: GlobalPosition; limit?: number } = {}): Promise<RecordedEvent[]> {
    return readCommitted(this.pool, options.after ?? { commit: 0n, prepare: 0n }, options.limit ?? 1000);
  }

  async close(): Promise<void> {
    await this.notifier.flush();
  }

  private async currentVersion(streamId: string): Promise<number> {
    const { rows } = await this.pool.query<{ version: string }>('select version from streams where stream_id = $1', [streamId]);
    return rows.length ? Number(rows[0].version) : 0;
  }

  /** A retried append whose events are all stored already is answered as it was the first time. */
  private async previouslyAppended(streamId: string, ids: string[]): Promise<AppendResult | undefined> {
    const { rows } = await this.pool.query<AppendedRow & { stream_id: string; version: string }>(
      `select e.stream_id, e.transaction_id::text as commit_position, e.global_position, e.stream_position, s.version
       from events e join streams s using (stream_id)
       where e.event_id = any($1::uuid[]) order by e.stream_position`,
      [ids],
    );
    if (rows.length !== ids.length || rows.some((r) => r.stream_id !== streamId)) return undefined;
    return { nextExpectedVersion: Number(rows[rows.length - 1].stream_position), positions: rows.map(toPosition), duplicate: true };
  }
}

function toPosition(row: AppendedRow): GlobalPosition {
  return { commit: BigInt(row.commit_position), prepare: BigInt(row.global_position) };
}

/**
 * Events after `after` whose transactions are all finished: only rows below the oldest running transaction
 * are read, so a slow transaction that began first is never skipped by a reader that moved past it.
 */
export async function readCommitted(db: Pick<pg.Pool, 'query'>, after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
  const { rows } = await db.query<EventRow>(
    `select ${eventColumns} from events
     where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
       and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
     order by events.transaction_id, events.global_position
     limit $3`,
    [after.commit.toString(), after.prepare.toString(), limit],
  );
  return rows.map(toRecordedEvent);
}
