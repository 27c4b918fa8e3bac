import type { Migration } from '@packlens/kernel';

/** pg_notify channels: a job to take, and new streamed text of a job. */
export const jobsChannel = 'generation_jobs';
export const chunksChannel = 'generation_chunks';

/**
 * The generation job queue (ARCHITECTURE.md, "Scale-out"): one row per requested job, filled from the log by the
 * `generation-queue` projection, taken by competing workers with a lease (`FOR UPDATE SKIP LOCKED`). A worker that
 * dies stops renewing its lease and another takes the job once it expires. `generation_chunks` holds the text a
 * job streamed so far (per attempt), for the API to pass on to the browser as it comes.
 */
export const generationJobsMigration: Migration = {
  id: 'generation/001-jobs',
  sql: `create table generation_jobs (
          job_id uuid primary key,
          stream_id text not null,
          client_id uuid not null,
          project_id uuid,
          service text not null,
          provider text not null,
          -- the GenerationRequested event's data
          request jsonb not null,
          -- queued, running, completed, failed
          status text not null default 'queued',
          claims int not null default 0,
          lease_owner text,
          lease_until timestamptz,
          cancel_requested boolean not null default false,
          requested_at timestamptz not null,
          started_at timestamptz,
          finished_at timestamptz,
          failure_code text
        );
        create index on generation_jobs (requested_at) where status in ('queued', 'running');
        create table generation_chunks (
          job_id uuid not null,
          attempt int not null,
          seq int not null,
          text text not null,
          created_at timestamptz not null default now(),
          primary key (job_id, attempt, seq)
        );`,
};

export const generationMigrations: readonly Migration[] = [generationJobsMigration];
