import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type pg from 'pg';
import type { KeyVisualJob, KeyVisualMessage } from '@packlens/contracts';
import { chunksAfter } from '@packlens/generation';
import type { AppEnv } from '../../app/context';
import type { ChunkFeed } from '../chunk-feed';

/** Without a notification (a lost LISTEN connection), the stream still looks for news this often. */
const fallbackPollMs = 500;
const keepAliveMs = 15_000;

export type KeyVisualJobView = { kind: 'message'; view: KeyVisualMessage } | { kind: 'images'; view: KeyVisualJob };

/** A stage line of an image job ("scene 1/2") as the `progress` event carries it. */
export function progressOf(line: string): { stage: string; done: number; total: number } | undefined {
  const match = /^(cutout|scene|compose) (\d+)\/(\d+)$/.exec(line.trim());
  return match ? { stage: match[1], done: Number(match[2]), total: Number(match[3]) } : undefined;
}

/**
 * GET /api/key_visual_projects/{id}/jobs/{jobId}/events: `job` with the job as it stands when the stream opens (a
 * message or an image job, `kind` says which), then as it runs `text` (a piece of the scene description being
 * written; `restart` when a retry begins and what came before is void) or `progress` (an image job's stage: the
 * pack's cut-out, each scene, each composition), and `done` with the finished job (completed, or failed with the
 * catalogue's error — the 10-minute limit's GENERATION_TIMEOUT among them). Replays what came before the call.
 */
export function keyVisualJobEventStream(c: Context<AppEnv>, deps: { pool: pg.Pool; feed: ChunkFeed }, jobId: string, current: () => Promise<KeyVisualJobView>) {
  return streamSSE(c, async (stream) => {
    let closed = false;
    let wake: (() => void) | undefined;
    stream.onAbort(() => {
      closed = true;
      wake?.();
    });
    const unsubscribe = await deps.feed.subscribe(jobId, () => wake?.());
    try {
      let job = await current();
      await stream.writeSSE({ event: 'job', data: JSON.stringify({ kind: job.kind, ...job.view }) });
      let after = { attempt: 0, seq: 0 };
      let attempt = 0;
      let lastWrite = Date.now();
      while (!closed) {
        for (const chunk of await chunksAfter(deps.pool, jobId, after)) {
          if (chunk.attempt !== attempt) {
            if (attempt !== 0) await stream.writeSSE({ event: 'restart', data: JSON.stringify({ attempt: chunk.attempt }) });
            attempt = chunk.attempt;
          }
          if (job.kind === 'message') await stream.writeSSE({ event: 'text', data: JSON.stringify({ text: chunk.text }) });
          else {
            for (const line of chunk.text.split('\n')) {
              const progress = progressOf(line);
              if (progress) await stream.writeSSE({ event: 'progress', data: JSON.stringify(progress) });
            }
          }
          after = chunk;
          lastWrite = Date.now();
        }
        job = await current();
        if (job.view.status !== 'running') {
          await stream.writeSSE({ event: 'done', data: JSON.stringify({ kind: job.kind, ...job.view }) });
          break;
        }
        if (Date.now() - lastWrite > keepAliveMs) {
          await stream.write(': keep-alive\n\n');
          lastWrite = Date.now();
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, fallbackPollMs);
        });
      }
    } finally {
      unsubscribe();
    }
  });
}
