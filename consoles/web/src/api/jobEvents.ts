import { TextTurn } from '@packlens/contracts';
import { apiStream } from './http';

/**
 * The events of a generation job's stream (GET /api/generation/jobs/{id}/events): `text` for each streamed piece,
 * `item` for each complete name or catch-phrase, `restart` when a retry began (what came before is void) and
 * `done` with the finished answer, after which the server closes the stream.
 */
export type JobEvent =
  | { type: 'text'; text: string }
  | { type: 'item'; index: number; text: string }
  | { type: 'restart'; attempt: number }
  | { type: 'done'; turn: TextTurn };

/** One server-sent event as the wire has it: its name (`message` when unnamed) and its data lines joined. */
export interface SseFrame {
  event: string;
  data: string;
}

/**
 * The frames of a `text/event-stream` body, as they arrive (the HTML standard's rules: `field: value` lines, a
 * blank line ends a frame, lines starting with `:` are comments such as keep-alives). Stopping early cancels the
 * body, which closes the connection.
 */
export async function* sseFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<SseFrame> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      if (done) buffer += '\n\n';
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const fieldValue = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = fieldValue;
        else if (field === 'data') data.push(fieldValue);
      }
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A frame as a job event; frames of other names, or with data the contract does not describe, are skipped. */
export function jobEventOf(frame: SseFrame): JobEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(frame.data);
  } catch {
    return undefined;
  }
  if (!isRecord(data)) return undefined;
  switch (frame.event) {
    case 'text':
      return typeof data.text === 'string' ? { type: 'text', text: data.text } : undefined;
    case 'item':
      return typeof data.text === 'string' && Number.isInteger(data.index) ? { type: 'item', index: data.index as number, text: data.text } : undefined;
    case 'restart':
      return { type: 'restart', attempt: typeof data.attempt === 'number' ? data.attempt : 0 };
    case 'done':
      return { type: 'done', turn: TextTurn.parse(data) };
    default:
      return undefined;
  }
}

/** A job's events, read with fetch (EventSource cannot send the bearer token); ends after `done`. */
export async function* jobEvents(jobId: string, signal?: AbortSignal): AsyncGenerator<JobEvent> {
  const response = await apiStream(`/generation/jobs/${encodeURIComponent(jobId)}/events`, { accept: 'text/event-stream', signal });
  if (!response.body) return;
  for await (const frame of sseFrames(response.body)) {
    const event = jobEventOf(frame);
    if (!event) continue;
    yield event;
    if (event.type === 'done') return;
  }
}
