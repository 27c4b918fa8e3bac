import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WorkerHealth } from '@packlens/scoring/worker';

/** A worker's probe: `GET /health` → 200 or 503 with the worker's health as JSON; anything else 404. */
export async function serveHealth(port: number, health: () => WorkerHealth): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/health') {
      response.writeHead(404).end();
      return;
    }
    const state = health();
    response.writeHead(state.healthy ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(state));
  });
  await new Promise<void>((resolve) => server.listen(port, process.env.WORKER_HEALTH_HOST ?? '0.0.0.0', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
