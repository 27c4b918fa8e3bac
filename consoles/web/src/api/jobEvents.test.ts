import { describe, expect, it } from 'vitest';
import { jobEventOf, sseFrames, type SseFrame } from './jobEvents';

function bodyOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function framesOf(...chunks: string[]): Promise<SseFrame[]> {
  const frames: SseFrame[] = [];
  for await (const frame of sseFrames(bodyOf(...chunks))) frames.push(frame);
  return frames;
}

describe('reading a job’s event stream', () => {
  it('splits frames at blank lines, whatever the chunks, and skips keep-alive comments', async () => {
    const frames = await framesOf('event: item\ndata: {"index":0,', '"text":"朝"}\n', '\n: keep-alive\n\nevent: text\r\ndata: {"text":"a"}\r\n\r\n');
    expect(frames).toEqual([
      { event: 'item', data: '{"index":0,"text":"朝"}' },
      { event: 'text', data: '{"text":"a"}' },
    ]);
  });

  it('joins data lines and names unnamed frames `message`; a last frame without a blank line still counts', async () => {
    expect(await framesOf('data: one\ndata: two\n\ndata: last')).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: 'last' },
    ]);
  });

  it('keeps a multi-byte character split between chunks', async () => {
    const bytes = new TextEncoder().encode('event: text\ndata: {"text":"ジュース"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 28));
        controller.enqueue(bytes.slice(28));
        controller.close();
      },
    });
    const frames: SseFrame[] = [];
    for await (const frame of sseFrames(body)) frames.push(frame);
    expect(jobEventOf(frames[0])).toEqual({ type: 'text', text: 'ジュース' });
  });

  it('reads the events the contract names and skips the rest', () => {
    expect(jobEventOf({ event: 'item', data: '{"index":2,"text":"案"}' })).toEqual({ type: 'item', index: 2, text: '案' });
    expect(jobEventOf({ event: 'restart', data: '{"attempt":2}' })).toEqual({ type: 'restart', attempt: 2 });
    expect(jobEventOf({ event: 'item', data: '{"text":"no index"}' })).toBeUndefined();
    expect(jobEventOf({ event: 'ping', data: '{}' })).toBeUndefined();
    expect(jobEventOf({ event: 'text', data: 'not json' })).toBeUndefined();
  });
});
