import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/v1/chat/completions`. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body. */
  body: Buffer;
  /** The body parsed as JSON when it is JSON, else undefined. */
  json?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** What the stand-in answers: a JSON body, a stream of server-sent events, raw bytes, or a dropped connection. */
export type ScriptedAnswer =
  | { status?: number; headers?: Record<string, string>; json: unknown }
  | { status?: number; headers?: Record<string, string>; sse: { event?: string; data: unknown }[]; delayMs?: number }
  | { status?: number; headers?: Record<string, string>; bytes: Uint8Array; contentType: string }
  | { hangUp: true }
  /** Never answers until the client gives up (to test timeouts and cancel). */
  | { hang: true };

export type Route = (request: RecordedRequest, url: URL) => ScriptedAnswer | undefined | Promise<ScriptedAnswer | undefined>;

export interface StandInServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers queued for the next requests (first in, first out), before the default routes. */
  enqueue(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function answer(res: ServerResponse, scripted: ScriptedAnswer, open: Set<ServerResponse>) {
  if ('hangUp' in scripted) {
    res.socket?.destroy();
    return;
  }
  if ('hang' in scripted) {
    open.add(res);
    return;
  }
  const headers = scripted.headers ?? {};
  if ('json' in scripted) {
    res.writeHead(scripted.status ?? 200, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(scripted.json));
    return;
  }
  if ('bytes' in scripted) {
    res.writeHead(scripted.status ?? 200, { 'content-type': scripted.contentType, ...headers });
    res.end(Buffer.from(scripted.bytes));
    return;
  }
  res.writeHead(scripted.status ?? 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', ...headers });
  for (const event of scripted.sse) {
    const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
    res.write(`${event.event ? `event: ${event.event}\n` : ''}data: ${data}\n\n`);
    if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
  }
  res.end();
}

/**
 * A local HTTP server on 127.0.0.1 that stands in for a provider's API in tests: it records every request and
 * answers with queued answers first, then with `route`. Each provider's stand-in (openai.ts, anthropic.ts, ...)
 * is a `route` that speaks that provider's documented protocol.
 */
export async function startStandIn(route: Route): Promise<StandInServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedAnswer[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const type = String(req.headers['content-type'] ?? '');
      let json: unknown;
      if (type.includes('json') && body.length) {
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          json = undefined;
        }
      }
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body, json };
      requests.push(recorded);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const scripted = queue.shift() ?? (await route(recorded, url)) ?? { status: 404, json: { error: { message: `stand-in has no route for ${req.method} ${url.pathname}` } } };
      await answer(res, scripted, open);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...answers) => queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
