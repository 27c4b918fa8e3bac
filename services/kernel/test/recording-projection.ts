import type { Migration, Projection } from '../src';

/** A read model for the specs: one row per applied event, deliberately without a unique key on event_id, so a
 * duplicate application would show as a second row instead of an error. */
export const seenEventsMigration: Migration = {
  id: 'test/seen-events',
  sql: `create table seen_events (
          row_id bigserial primary key, subscription text not null, event_id uuid not null, stream_id text not null,
          stream_position bigint not null, commit_position text not null, global_position bigint not null)`,
};

export function recordingProjection(name: string, options: { onApply?: (tx: import('pg').ClientBase, index: number) => Promise<void> } = {}): Projection {
  return {
    kind: 'projection',
    name,
    async apply(events, tx) {
      for (const [index, event] of events.entries()) {
        await tx.query(
          `insert into seen_events (subscription, event_id, stream_id, stream_position, commit_position, global_position)
           values ($1, $2, $3, $4, $5, $6)`,
          [name, event.id, event.streamId, event.streamPosition, event.position.commit.toString(), event.position.prepare.toString()],
        );
        await options.onApply?.(tx, index);
      }
    },
  };
}
