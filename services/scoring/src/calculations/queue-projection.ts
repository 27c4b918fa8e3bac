import { readEvent } from '@packlens/contracts';
import { notify, type Projection } from '@packlens/kernel';
import { calculationJobsChannel } from './schema';

/**
 * Fills the calculation queue from the log in the projection's transaction (exactly once): a requested calculation
 * becomes one queued job per image, its completion removes it with its jobs. Workers close the jobs themselves, in
 * the transaction that records an image (queue.ts): a worker that dies after appending an image's events but before
 * closing its job leaves it to be scored again, appended as duplicates (ignored) and closed. The notify wakes the workers on commit.
 */
export const calculationQueue: Projection = {
  kind: 'projection',
  name: 'calculation-queue',
  handles: ['CalculationRequested', 'CalculationCompleted'],
  async apply(events, tx) {
    let wake = false;
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'CalculationRequested': {
          const d = event.data;
          const { rowCount } = await tx.query(
            `insert into calculation_requests (calculation_id, client_id, request, requested_event_id, correlation_id, requested_at)
             values ($1, $2, $3, $4, $5, $6) on conflict (calculation_id) do nothing`,
            [d.calculationId, d.clientId, JSON.stringify(d), recorded.id, recorded.metadata.correlationId, d.requestedAt],
          );
          if (!rowCount) break;
          await tx.query(
            `insert into calculation_jobs (calculation_id, image_id, seq, requested_at)
             select $1, image_id, seq::int - 1, $3 from unnest($2::uuid[]) with ordinality as i(image_id, seq)`,
            [d.calculationId, d.images.map((image) => image.imageId), d.requestedAt],
          );
          wake = true;
          break;
        }
        case 'CalculationCompleted':
          await tx.query(`delete from calculation_requests where calculation_id = $1`, [event.data.calculationId]);
          break;
        default:
          break;
      }
    }
    if (wake) await notify(tx, calculationJobsChannel);
  },
};
