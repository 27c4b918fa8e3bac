import type { Migration } from '../../db/migrate';

/** The event store and checkpoint tables (ARCHITECTURE.md, "Event store"). */
export const eventStoreMigrations: Migration[] = [
  {
    id: 'kernel/001-event-store',
    sql: `
      -- Room on each page lets the version bump of an append be a HOT update (no index write).
      create table streams (
        stream_id text primary key,
        stream_type text not null,
        version bigint not null
      ) with (fillfactor = 70);
      create sequence events_global_position_seq;
      create table events (
        global_position bigint not null default nextval('events_global_position_seq'),
        transaction_id xid8 not null default pg_current_xact_id(),
        stream_id text not null,
        stream_position bigint not null,
        event_id uuid not null unique,
        event_type text not null,
        schema_version int not null default 1,
        data jsonb not null,
        metadata jsonb not null,
        recorded_at timestamptz not null default now(),
        primary key (stream_id, stream_position)
      );
      alter sequence events_global_position_seq owned by events.global_position;
      create index events_commit_order on events (transaction_id, global_position);
      -- No index on metadata->>'clientId': every index costs each append, and the audit that filters on it is a
      -- rare operator command (measured in docs/BENCHMARKS.md).

      create table checkpoints (
        subscription_id text primary key,
        transaction_id xid8 not null default '0',
        global_position bigint not null default 0,
        owner text,
        heartbeat_at timestamptz,
        updated_at timestamptz not null default now()
      );
    `,
  },
  {
    id: 'kernel/002-consumed-events',
    sql: `
      -- Consumers of a broker (Kafka) record each event id in the transaction that applies it: exactly-once effect.
      create table consumed_events (
        consumer text not null,
        event_id uuid not null,
        consumed_at timestamptz not null default now(),
        primary key (consumer, event_id)
      );
    `,
  },
];

/** The channel appenders notify after a commit so subscribers wake before their next poll. */
export const eventsChannel = 'packlens_events';
