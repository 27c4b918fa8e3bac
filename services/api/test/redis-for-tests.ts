import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

const answers = async (url: string) => {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A real Redis for the spec file: REDIS_URL, else the one at 127.0.0.1:6379, else a `redis-server` of its own on a
 * free port (Debian's redis-server; nothing persisted), stopped after the file. Keys of a spec start with a random prefix.
 */
export function useTestRedis(): { url: string } {
  const handle = { url: '' };
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    const candidate = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    if (await answers(candidate)) {
      handle.url = candidate;
      return;
    }
    const port = await freePort();
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const url = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 50 && !(await answers(url)); i++) await new Promise((r) => setTimeout(r, 100));
    if (!(await answers(url))) throw new Error(`no Redis at ${candidate}, and redis-server (apt-get install redis-server) could not be started`);
    handle.url = url;
  }, 20_000);
  afterAll(() => {
    child?.kill('SIGTERM');
  });
  return handle;
}
