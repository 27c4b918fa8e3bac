import type { Migration } from '@packlens/kernel';

/** pg_notify channel: images to score. */
export const calculationJobsChannel = 'calculation_jobs';

/**
 * The calculation queue (ARCHITECTURE.md, "Scale-out"): a requested calculation and one job per image, filled from
 * the log by the `calculation-queue` projection, taken by competing workers on any machine with a lease
 * (`FOR UPDATE SKIP LOCKED`). A worker that dies stops renewing its lease and another takes the image once it
 * expires; `losses` counts such takeovers (an image that keeps killing its worker fails after a few).
 */
export const calculationJobsMigration: Migration = {
  id: 'scoring/001-calculation-jobs',
  sql: `create table calculation_requests (
          calculation_id uuid primary key,
          client_id uuid not null,
          -- the CalculationRequested event's data, id and correlation (for the results' metadata)
          request jsonb not null,
          requested_event_id uuid not null,
          correlation_id text not null,
          requested_at timestamptz not null
        );
        create table calculation_jobs (
          calculation_id uuid not null references calculation_requests on delete cascade,
          image_id uuid not null,
          seq int not null,
          -- queued, running, done
          status text not null default 'queued',
          failed boolean not null default false,
          claims int not null default 0,
          losses int not null default 0,
          lease_owner text,
          lease_until timestamptz,
          requested_at timestamptz not null,
          primary key (calculation_id, image_id)
        );
        create index on calculation_jobs (requested_at, seq) where status <> 'done';`,
};

export const scoringMigrations: readonly Migration[] = [calculationJobsMigration];
