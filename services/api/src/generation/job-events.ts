import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type pg from 'pg';
import type { Language } from '@packlens/contracts';
import { chunksAfter, jobStatus, lineItems } from '@packlens/generation';
import { findGenerationTurn } from '@packlens/projections';
import type { AppEnv } from '../app/context';
import type { ChunkFeed } from './chunk-feed';
import type { TextProjectsService } from './text-projects-service';

/** Without a notification (a lost LISTEN connection), a stream still looks for news this often. */
const fallbackPollMs = 1_000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const keepAliveMs = 15_000;

/**
 * GET /api/generation/jobs/{id}/events: the job's text as it streams in, as server-sent events — `text` for each
 * stored piece, `item` for each complete list line (a name or catch-phrase), `restart` when a retry begins (what
 * came before is void), and `done` with the finished answer. Replays what was streamed before the call.
 */
export function jobEventStream(c: Context<AppEnv>, deps: { pool: pg.Pool; feed: ChunkFeed; texts: TextProjectsService }, jobId: string, clientId: string, language: Language) {
  return streamSSE(c, async (stream) => {
    let closed = false;
    let wake: (() => void) | undefined;
    const nudge = () => wake?.();
    stream.onAbort(() => {
      closed = true;
      nudge();
    });
    const unsubscribe = await deps.feed.subscribe(jobId, nudge);
    let after = { attempt: 0, seq: 0 };
    let attempt = 0;
    let items = lineItems((text, index) => void stream.writeSSE({ event: 'item', data: JSON.stringify({ index, text }) }));
    let lastWrite = Date.now();
    try {
      while (!closed) {
        for (const chunk of await chunksAfter(deps.pool, jobId, after)) {
          if (chunk.attempt !== attempt) {
            if (attempt !== 0) await stream.writeSSE({ event: 'restart', data: JSON.stringify({ attempt: chunk.attempt }) });
            attempt = chunk.attempt;
            items = lineItems((text, index) => void stream.writeSSE({ event: 'item', data: JSON.stringify({ index, text }) }));
          }
          await stream.writeSSE({ event: 'text', data: JSON.stringify({ text: chunk.text }) });
          items.push(chunk.text);
          after = chunk;
          lastWrite = Date.now();
        }
        const status = await jobStatus(deps.pool, jobId);
        if (status && (status.status === 'completed' || status.status === 'failed')) {
          items.flush();
          await stream.writeSSE({ event: 'done', data: JSON.stringify(await finishedTurn(deps, jobId, clientId, language)) });
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

/** The answer once the read model holds its end (it follows the worker by a moment). */
async function finishedTurn(deps: { pool: pg.Pool; texts: TextProjectsService }, jobId: string, clientId: string, language: Language) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const row = await findGenerationTurn(deps.pool, jobId, clientId);
    if (row && (row.status !== 'running' || Date.now() > deadline)) return deps.texts.toTurn(row, language);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
