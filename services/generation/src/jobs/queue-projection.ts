import { readEvent } from '@packlens/contracts';
import { notify, type Projection } from '@packlens/kernel';
import { jobsChannel } from './schema';

/**
 * Fills the job queue from the log, in the projection's transaction (exactly once): a requested job becomes a
 * queued row, a cancel marks it, a completion or failure closes it. The notify wakes the workers on commit.
 */
export const generationQueue: Projection = {
  kind: 'projection',
  name: 'generation-queue',
  handles: ['GenerationRequested', 'DesignGenerationRequested', 'BrandTrainingRequested', 'BrandModelTrained', 'BrandTrainingFailed', 'GenerationCancelRequested', 'GenerationCompleted', 'DesignImagesGenerated', 'GenerationFailed'],
  async apply(events, tx) {
    let wake = false;
    for (const recorded of events) {
      const event = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      switch (event.type) {
        case 'GenerationRequested': {
          const d = event.data;
          await tx.query(
            `insert into generation_jobs (job_id, stream_id, client_id, project_id, service, provider, request, requested_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (job_id) do nothing`,
            [d.jobId, recorded.streamId, d.clientId, d.projectId, d.service, d.provider, JSON.stringify(d), d.requestedAt],
          );
          wake = true;
          break;
        }
        case 'DesignGenerationRequested': {
          const d = event.data;
          await tx.query(
            `insert into generation_jobs (job_id, stream_id, client_id, project_id, service, provider, request, requested_at)
             values ($1, $2, $3, $4, 'design', $5, $6, $7) on conflict (job_id) do nothing`,
            [d.jobId, recorded.streamId, d.clientId, d.projectId, d.provider, JSON.stringify(d), d.requestedAt],
          );
          wake = true;
          break;
        }
        case 'BrandTrainingRequested': {
          const d = event.data;
          await tx.query(
            `insert into generation_jobs (job_id, stream_id, client_id, project_id, service, provider, request, requested_at)
             values ($1, $2, $3, $4, 'brand_training', $5, $6, $7) on conflict (job_id) do nothing`,
            [d.trainingId, recorded.streamId, d.clientId, d.brandModelId, d.provider, JSON.stringify(d), d.requestedAt],
          );
          wake = true;
          break;
        }
        case 'BrandModelTrained':
          await tx.query(`update generation_jobs set status = 'completed', finished_at = coalesce(finished_at, $2), lease_owner = null where job_id = $1`, [event.data.trainingId, event.data.completedAt]);
          break;
        case 'BrandTrainingFailed':
          await tx.query(
            `update generation_jobs set status = 'failed', failure_code = coalesce(failure_code, $2), finished_at = coalesce(finished_at, $3), lease_owner = null where job_id = $1 and status <> 'completed'`,
            [event.data.trainingId, event.data.code, event.data.failedAt],
          );
          break;
        case 'GenerationCancelRequested':
          await tx.query(`update generation_jobs set cancel_requested = true where job_id = $1`, [event.data.jobId]);
          wake = true;
          break;
        case 'GenerationCompleted':
        case 'DesignImagesGenerated':
          await tx.query(`update generation_jobs set status = 'completed', finished_at = coalesce(finished_at, $2), lease_owner = null where job_id = $1`, [
            event.data.jobId,
            event.data.completedAt,
          ]);
          break;
        case 'GenerationFailed':
          await tx.query(
            `update generation_jobs set status = 'failed', failure_code = coalesce(failure_code, $2), finished_at = coalesce(finished_at, $3), lease_owner = null
             where job_id = $1 and status <> 'completed'`,
            [event.data.jobId, event.data.code, event.data.failedAt],
          );
          break;
        default:
          break;
      }
    }
    if (wake) await notify(tx, jobsChannel);
  },
};
