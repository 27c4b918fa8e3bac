import type pg from 'pg';
import { withTransaction } from '@packlens/kernel';
import type { CalculationRequested, EventOf } from '@packlens/contracts';

export type CalculationRequest = EventOf<typeof CalculationRequested>['data'];

export interface ClaimedImage {
  calculationId: string;
  imageId: string;
  request: CalculationRequest;
  /** The CalculationRequested event's id and correlation: the results' cause. */
  requestedEventId: string;
  correlationId: string;
  /** How many times a worker holding this image died or lost its lease before recording it. */
  losses: number;
}

interface ClaimRow {
  calculation_id: string;
  image_id: string;
  losses: number;
  request: CalculationRequest;
  requested_event_id: string;
  correlation_id: string;
}

const leaseFor = (param: string) => `now() + make_interval(secs => ${param}::double precision / 1000)`;

/**
 * Takes the oldest image nobody holds (queued, or running with an expired lease) for `owner` for `leaseMs`.
 * `SKIP LOCKED` lets any number of workers on any machines claim at once without waiting on each other; a claim
 * of an image whose lease ran out while still held counts as a loss.
 */
export async function claimImage(pool: pg.Pool, owner: string, leaseMs: number): Promise<ClaimedImage | undefined> {
  const { rows } = await pool.query<ClaimRow>(
    claimSql(`(j.calculation_id, j.image_id) = (
       select calculation_id, image_id from calculation_jobs
        where status <> 'done' and (lease_until is null or lease_until < now())
        order by requested_at, seq
        for update skip locked
        limit 1)`),
    [owner, leaseMs],
  );
  return rows[0] && claimedOf(rows[0]);
}

/** The claim of the images `target` selects (`j`), for $1 (the owner) and $2 (lease ms), with the calculation's request. */
const claimSql = (target: string) => `with claimed as (
     update calculation_jobs j
        set status = 'running', lease_owner = $1, lease_until = ${leaseFor('$2')}, claims = claims + 1,
            losses = losses + (j.lease_owner is not null)::int
      where ${target}
      returning j.calculation_id, j.image_id, j.losses)
   select c.calculation_id, c.image_id, c.losses, r.request, r.requested_event_id, r.correlation_id
     from claimed c join calculation_requests r using (calculation_id)`;

const claimedOf = (row: ClaimRow): ClaimedImage => ({
  calculationId: row.calculation_id,
  imageId: row.image_id,
  request: row.request,
  requestedEventId: row.requested_event_id,
  correlationId: row.correlation_id,
  losses: row.losses,
});

/** Renews the lease; false when the image is no longer this worker's (the lease was lost to another). */
export async function renewImageLease(pool: pg.Pool, image: ClaimedImage, owner: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await pool.query(
    `update calculation_jobs set lease_until = ${leaseFor('$4')}
      where calculation_id = $1 and image_id = $2 and lease_owner = $3 and status = 'running'`,
    [image.calculationId, image.imageId, owner, leaseMs],
  );
  return rowCount === 1;
}

/** Hands an image back to be tried again after `delayMs` (a fault that is not the image's: a blob store or model file missing). */
export async function releaseImage(pool: pg.Pool, image: ClaimedImage, owner: string, delayMs: number): Promise<void> {
  await pool.query(
    `update calculation_jobs set status = 'queued', lease_owner = null, lease_until = ${leaseFor('$4')}
      where calculation_id = $1 and image_id = $2 and lease_owner = $3 and status = 'running'`,
    [image.calculationId, image.imageId, owner, delayMs],
  );
}

/** Hands back every image `owner` holds (a worker stopping gracefully: others take them at once). */
export async function releaseAll(pool: pg.Pool, owner: string): Promise<void> {
  await pool.query(`update calculation_jobs set status = 'queued', lease_owner = null, lease_until = null where lease_owner = $1 and status = 'running'`, [owner]);
}

export interface CalculationTally {
  /** Images recorded before this one. */
  done: number;
  failed: number;
  total: number;
}

/**
 * Records one image in a transaction that holds its calculation's row: `record` gets the tally of the images
 * recorded before it (so progress counts exactly, whatever the number of workers) and appends the image's events
 * with the transaction's connection (`client`); then the job closes, and `complete` runs when it was the last. With
 * the events in the same transaction, a worker dying anywhere in here leaves nothing: the job is done again, counted
 * from the same tally. False when there is nothing to record: the calculation is gone (completed already) or the image
 * was recorded by another worker after this one lost it.
 */
export async function recordImage(
  pool: pg.Pool,
  image: ClaimedImage,
  failed: boolean,
  record: (tally: CalculationTally, client: pg.PoolClient) => Promise<void>,
  complete: (tally: CalculationTally, client: pg.PoolClient) => Promise<void>,
): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    const { rowCount } = await client.query(`select 1 from calculation_requests where calculation_id = $1 for update`, [image.calculationId]);
    if (!rowCount) return false;
    // The tally, and whether another worker recorded this image already (then there is nothing to do).
    const { rows } = await client.query<CalculationTally & { recorded: boolean }>(
      `select count(*) filter (where status = 'done')::int as done,
              count(*) filter (where status = 'done' and failed)::int as failed,
              count(*)::int as total,
              coalesce(bool_or(image_id = $2 and status = 'done'), false) as recorded
         from calculation_jobs where calculation_id = $1`,
      [image.calculationId, image.imageId],
    );
    const { recorded, ...before } = rows[0];
    if (recorded) return false;
    await record(before, client);
    await client.query(`update calculation_jobs set status = 'done', failed = $3, lease_owner = null, lease_until = null where calculation_id = $1 and image_id = $2`, [
      image.calculationId,
      image.imageId,
      failed,
    ]);
    const after = { done: before.done + 1, failed: before.failed + (failed ? 1 : 0), total: before.total };
    if (after.done === after.total) await complete(after, client);
    return true;
  });
}

/**
 * Takes one named image (a Kafka message names it) for `owner`: the image, or why not — `done` (recorded already),
 * `held` (another worker's lease is live), `missing` (not queued: the calculation is not projected yet, or completed).
 */
export async function claimNamedImage(pool: pg.Pool, calculationId: string, imageId: string, owner: string, leaseMs: number): Promise<ClaimedImage | 'done' | 'held' | 'missing'> {
  const { rows } = await pool.query<ClaimRow>(
    claimSql(`j.calculation_id = $3 and j.image_id = $4 and j.status <> 'done' and (j.lease_until is null or j.lease_until < now())`),
    [owner, leaseMs, calculationId, imageId],
  );
  if (rows[0]) return claimedOf(rows[0]);
  const { rows: state } = await pool.query<{ status: string }>(`select status from calculation_jobs where calculation_id = $1 and image_id = $2`, [calculationId, imageId]);
  if (!state[0]) return 'missing';
  return state[0].status === 'done' ? 'done' : 'held';
}
