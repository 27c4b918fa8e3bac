import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { DesignJob } from '@packlens/contracts';
import type { AppEnv } from '../../app/context';

/** How often the stream looks at the job (images come in one piece: there is no text to pass on as it streams). */
const pollMs = 250;
const keepAliveMs = 15_000;

/**
 * GET /api/design_projects/{id}/jobs/{jobId}/events: `job` with the job as it stands when the stream opens, then
 * `done` with the finished job (completed with its images in the gallery, or failed with the catalogue's error).
 */
export function designJobEventStream<Job extends Pick<DesignJob, 'status'>>(c: Context<AppEnv>, current: () => Promise<Job>) {
  return streamSSE(c, async (stream) => {
    let closed = false;
    stream.onAbort(() => {
      closed = true;
    });
    let job = await current();
    await stream.writeSSE({ event: 'job', data: JSON.stringify(job) });
    let lastWrite = Date.now();
    while (!closed && job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      job = await current();
      if (Date.now() - lastWrite > keepAliveMs) {
        await stream.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
    }
    if (!closed) await stream.writeSSE({ event: 'done', data: JSON.stringify(job) });
  });
}
