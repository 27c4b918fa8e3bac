import type pg from 'pg';
import type { EventOf, GenerationRequested } from '@packlens/contracts';
import { chunksChannel } from './schema';

export type RequestedJob = EventOf<typeof GenerationRequested>['data'];

export interface ClaimedJob {
  jobId: string;
  streamId: string;
  clientId: string;
  /** The text services' service, 'panel', 'concept_assist', or 'design' (whose request is a design job's). */
  service: string;
  request: RequestedJob;
  /** How many times a worker has taken it (1 the first time; more after a worker died holding it). */
  claims: number;
  cancelRequested: boolean;
  /** When a worker first took it: the job's timeout counts from here. */
  startedAt: Date;
}

interface JobRow {
  job_id: string;
  stream_id: string;
  client_id: string;
  service: string;
  request: RequestedJob;
  claims: number;
  cancel_requested: boolean;
  started_at: Date;
}

/**
 * Takes the oldest job nobody holds (queued, or running with an expired lease) for `owner` for `leaseMs`.
 * `SKIP LOCKED` lets any number of workers on any machines claim at once without waiting on each other.
 */
export async function claimJob(pool: pg.Pool, owner: string, leaseMs: number): Promise<ClaimedJob | undefined> {
  const { rows } = await pool.query<JobRow>(
    `update generation_jobs j
        set status = 'running', lease_owner = $1, lease_until = now() + make_interval(secs => $2::double precision / 1000),
            claims = claims + 1, started_at = coalesce(started_at, now())
      where j.job_id = (
        select job_id from generation_jobs
         where status in ('queued', 'running') and (lease_until is null or lease_until < now())
         order by requested_at
         for update skip locked
         limit 1)
      returning j.job_id, j.stream_id, j.client_id, j.service, j.request, j.claims, j.cancel_requested, j.started_at`,
    [owner, leaseMs],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { jobId: row.job_id, streamId: row.stream_id, clientId: row.client_id, service: row.service, request: row.request, claims: row.claims, cancelRequested: row.cancel_requested, startedAt: row.started_at };
}

/** Renews the lease; undefined when the job is no longer this worker's (the lease was lost to another). */
export async function renewLease(pool: pg.Pool, jobId: string, owner: string, leaseMs: number): Promise<{ cancelRequested: boolean } | undefined> {
  const { rows } = await pool.query<{ cancel_requested: boolean }>(
    `update generation_jobs set lease_until = now() + make_interval(secs => $3::double precision / 1000)
      where job_id = $1 and lease_owner = $2 and status = 'running' returning cancel_requested`,
    [jobId, owner, leaseMs],
  );
  return rows[0] ? { cancelRequested: rows[0].cancel_requested } : undefined;
}

/** Which of these jobs someone asked to cancel. */
export async function cancelledAmong(pool: pg.Pool, jobIds: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ job_id: string }>(`select job_id from generation_jobs where job_id = any($1::uuid[]) and cancel_requested`, [jobIds]);
  return rows.map((row) => row.job_id);
}

/** Whether `owner` still holds the job: checked before its result is recorded. */
export async function holdsLease(pool: pg.Pool, jobId: string, owner: string): Promise<boolean> {
  const { rows } = await pool.query(`select 1 from generation_jobs where job_id = $1 and lease_owner = $2 and status = 'running'`, [jobId, owner]);
  return rows.length === 1;
}

/** Closes the row at once (the projection confirms it from the recorded event) and tells the job's listeners. */
export async function finishJob(pool: pg.Pool, jobId: string, owner: string, status: 'completed' | 'failed', failureCode: string | null): Promise<void> {
  await pool.query(
    `with closed as (
       update generation_jobs set status = $3, failure_code = $4, finished_at = now(), lease_owner = null, lease_until = null
        where job_id = $1 and lease_owner = $2 and status = 'running' returning job_id)
     select pg_notify($5, $1::text) from closed`,
    [jobId, owner, status, failureCode, chunksChannel],
  );
}

/** Stores a piece of streamed text and tells listeners (the API's stream endpoint) about it. */
export async function appendChunk(pool: pg.Pool, jobId: string, attempt: number, seq: number, text: string): Promise<void> {
  await pool.query(
    `with stored as (insert into generation_chunks (job_id, attempt, seq, text) values ($1, $2, $3, $4) on conflict do nothing returning job_id)
     select pg_notify($5, $1::text) from stored`,
    [jobId, attempt, seq, text, chunksChannel],
  );
}

export interface StoredChunk {
  attempt: number;
  seq: number;
  text: string;
}

/** The chunks of a job after (attempt, seq), in order. */
export async function chunksAfter(db: Pick<pg.Pool, 'query'>, jobId: string, after: { attempt: number; seq: number }): Promise<StoredChunk[]> {
  const { rows } = await db.query<StoredChunk>(
    `select attempt, seq, text from generation_chunks where job_id = $1 and (attempt, seq) > ($2, $3) order by attempt, seq`,
    [jobId, after.attempt, after.seq],
  );
  return rows;
}

export interface JobStatusRow {
  job_id: string;
  client_id: string;
  project_id: string | null;
  status: 'queued' | 'running' | 'completed' | 'failed';
  failure_code: string | null;
  cancel_requested: boolean;
}

export async function jobStatus(db: Pick<pg.Pool, 'query'>, jobId: string): Promise<JobStatusRow | undefined> {
  const { rows } = await db.query<JobStatusRow>(
    `select job_id, client_id, project_id, status, failure_code, cancel_requested from generation_jobs where job_id = $1`,
    [jobId],
  );
  return rows[0];
}
