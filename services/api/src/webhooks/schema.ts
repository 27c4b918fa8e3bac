import type { Migration } from '@packlens/kernel';

/** pg_notify channel: a delivery is due now (a new one, or a replay). */
export const deliveriesChannel = 'webhook_deliveries';

/**
 * The webhook outbox (issue 15, item 4). Filled by the `webhook-outbox` projection in the same transaction as its
 * checkpoint, so an event is turned into its deliveries exactly once whatever restarts; worked by the delivery
 * workers with leases (`FOR UPDATE SKIP LOCKED`), any number of them on any machines.
 *
 * - `webhook_endpoints`: the client's endpoints as the log says, with the sealed secrets the workers sign with.
 *   The projection keeps it itself (not a read model of its own) so that an event is matched against the
 *   endpoints as they were at that point of the log, never ahead or behind.
 * - `webhook_deliveries`: one row per (event, endpoint); `delivery_id` is the `webhook-id` (`msg_` + 32 hex,
 *   derived from the event and the endpoint), `body` the exact JSON posted on every attempt.
 * - `webhook_attempts`: one row per POST (time, status code, duration, error), what the admin sees.
 *
 * Not rebuildable from position zero (deliveries carry the workers' progress): its checkpoint is never reset.
 */
export const webhooksMigration: Migration = {
  id: 'webhooks/001-outbox',
  sql: `create table webhook_endpoints (
          endpoint_id uuid primary key,
          client_id uuid not null,
          url text not null,
          description text not null,
          events text[] not null,
          -- enabled, disabled, removed
          status text not null,
          secret_sealed text not null,
          previous_secret_sealed text,
          previous_secret_until timestamptz,
          secret_rotated_at timestamptz,
          created_at timestamptz not null,
          created_by text not null,
          -- the log position of its registration: only later events are delivered to it
          registered_commit xid8 not null,
          registered_position bigint not null,
          removed_at timestamptz
        );
        create index on webhook_endpoints (client_id, created_at);
        create table webhook_deliveries (
          delivery_id text primary key,
          endpoint_id uuid not null,
          client_id uuid not null,
          event_type text not null,
          source_event_id uuid not null,
          body text not null,
          -- pending, delivered, failed
          status text not null default 'pending',
          -- scheduled retries made so far (the index into the back-off schedule)
          step int not null default 0,
          -- after a replay of a finished delivery: one attempt, no retries
          final_attempt boolean not null default false,
          replay_requested boolean not null default false,
          attempts int not null default 0,
          next_attempt_at timestamptz,
          lease_owner text,
          lease_until timestamptz,
          created_at timestamptz not null default now(),
          last_attempt_at timestamptz,
          last_status_code int,
          last_error text,
          delivered_at timestamptz
        );
        create index on webhook_deliveries (next_attempt_at) where status = 'pending';
        create index on webhook_deliveries (endpoint_id, created_at desc);
        create table webhook_attempts (
          delivery_id text not null,
          attempt int not null,
          attempted_at timestamptz not null,
          status_code int,
          duration_ms int not null,
          error text,
          response_excerpt text,
          replay boolean not null default false,
          primary key (delivery_id, attempt)
        );`,
};

/**
 * A delivery waits until the read models that handle its event have applied it (`read_models`, their subscription
 * ids, and the event's log position), so a receiver that reads back at once — the results after
 * `calculation.completed` — sees what the message says. Rows from before carry none and go at once.
 */
export const deliveryReadModelsMigration: Migration = {
  id: 'webhooks/002-delivery-read-models',
  sql: `alter table webhook_deliveries
          add column source_commit xid8,
          add column source_position bigint,
          add column read_models text[] not null default '{}';`,
};

export const webhookMigrations: readonly Migration[] = [webhooksMigration, deliveryReadModelsMigration];
