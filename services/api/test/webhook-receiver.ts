import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner's webhook receiver on loopback (node:http), for the webhook specs: records every request; answers
 * `status` (200 unless told), or holds the answer while `hold` is set; `down()` closes the port (connection refused)
 * and `up()` opens the same port again.
 */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  headers: http.IncomingHttpHeaders;
  /** What the receiver answered. */
  answered: number;
  at: number;
}

export interface Receiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Requests whose body has arrived, answered or still held. */
  arrived: number;
  /** The requests answered with a 2xx. */
  accepted(): ReceivedWebhook[];
  status: number;
  /** While set, requests wait (a slow receiver): resolve it to answer them. */
  hold?: Promise<void>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
  /** Waits until `count` requests were answered with a 2xx. */
  waitForAccepted(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
}

export async function startReceiver(path = '/hooks/packlens'): Promise<Receiver> {
  const receiver = { received: [] as ReceivedWebhook[], status: 200, arrived: 0 } as Receiver;
  const handler: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      receiver.arrived++;
      if (receiver.hold) await receiver.hold;
      const status = receiver.status;
      receiver.received.push({
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        signature: String(request.headers['webhook-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
        answered: status,
        at: Date.now(),
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'try later');
    });
  };
  let server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}${path}`;
  receiver.accepted = () => receiver.received.filter((r) => r.answered >= 200 && r.answered < 300);
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  receiver.down = closeServer;
  receiver.up = async () => {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(receiver.port, '127.0.0.1', resolve));
  };
  receiver.close = async () => {
    if (server.listening) await closeServer();
  };
  receiver.waitForAccepted = async (count, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (receiver.accepted().length < count) {
      if (Date.now() > deadline) throw new Error(`the receiver accepted ${receiver.accepted().length} of ${count} webhooks in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return receiver.accepted();
  };
  return receiver;
}

/**
 * Standard Webhooks verification, written here from the specification (standardwebhooks.com), independently of
 * the sender's code: the secret's base64 part after `whsec_` is the HMAC-SHA256 key, the signed content is
 * `id.timestamp.body`, the header holds space-separated `v1,<base64>` signatures of which one must match, and a
 * timestamp more than five minutes away is refused (replays).
 */
export function verifyStandardWebhook(secret: string, webhook: { id: string; timestamp: string; signature: string; body: string }, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const timestamp = Number(webhook.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = createHmac('sha256', key).update(`${webhook.id}.${webhook.timestamp}.${webhook.body}`).digest();
  return webhook.signature.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
