import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@packlens/kernel/testing';
import { allMigrations } from '@packlens/projections';
import { apiMigrations } from '../src';
import type { AppEnv } from '../src/app/context';
import { errorHandler } from '../src/app/error-handler';
import { idempotency, idempotencyStore } from '../src/idempotency';
import type { IdentityService } from '../src/identity/identity-service';

/**
 * The middleware alone on a small app with a handler the spec controls (real PostgreSQL), for what the product's
 * routes cannot be made to do on demand: answer 500, or hang while a retry arrives.
 */
const db = useTestDatabase([...allMigrations, ...apiMigrations]);
let now = new Date('2026-11-21T09:00:00.000Z');
const noPeople = { authenticate: () => Promise.reject(new Error('no people here')) } as unknown as IdentityService;

function appWith(handler: (c: { req: { raw: Request } }) => Promise<Response>) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', async (c, next) => {
    const keyId = c.req.header('X-Spec-Key') ?? 'key-1';
    c.set('auth', { userId: 'u', role: 0, clientId: 'c-1', sessionId: '', apiKey: { keyId, name: 'spec', scopes: [], expiresAt: null } });
    await next();
  });
  app.use('*', idempotency(idempotencyStore(db.pool), noPeople, () => now));
  app.onError(errorHandler);
  app.post('/api/projects/', (c) => handler(c));
  app.post('/api/projects/:id/images', (c) => handler(c));
  app.post('/api/other/', (c) => handler(c));
  return app;
}

const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

const post = (app: ReturnType<typeof appWith>, path: string, key: string | undefined, body: string | FormData = '{}', headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    body,
    headers: { ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...(key === undefined ? {} : { 'Idempotency-Key': key }), ...headers },
  });

describe('the Idempotency-Key middleware', () => {
  it('given a first answer of 500, when retried with the same key, then the handler runs again and its 201 is kept', async () => {
    let runs = 0;
    const app = appWith(async () => (++runs === 1 ? new Response('boom', { status: 500 }) : Response.json({ run: runs }, { status: 201 })));
    expect((await post(app, '/api/projects/', 'k-500')).status).toBe(500);
    const second = await post(app, '/api/projects/', 'k-500');
    expect([second.status, await second.json()]).toEqual([201, { run: 2 }]);
    const third = await post(app, '/api/projects/', 'k-500');
    expect([third.status, await third.json(), third.headers.get('Idempotent-Replayed')]).toEqual([201, { run: 2 }, 'true']);
    expect(runs).toBe(2);
  });

  it('given a first answer of 4xx, when retried, then the 4xx is answered again and the handler does not run', async () => {
    let runs = 0;
    const app = appWith(async () => {
      runs++;
      return Response.json({ code: 'VALIDATION_FAILED' }, { status: 400 });
    });
    await post(app, '/api/projects/', 'k-400');
    const retry = await post(app, '/api/projects/', 'k-400');
    expect([retry.status, retry.headers.get('Content-Type'), runs]).toEqual([400, 'application/json', 1]);
  });

  it('given a first request still running, when the retry arrives, then 409 IDEMPOTENCY_KEY_IN_PROGRESS, and afterwards the first answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const app = appWith(async () => {
      runs++;
      await held;
      return Response.json({ first: true }, { status: 201 });
    });
    const first = post(app, '/api/projects/', 'k-busy');
    await new Promise((r) => setTimeout(r, 100));
    const concurrent = await post(app, '/api/projects/', 'k-busy');
    expect([concurrent.status, await codeOf(concurrent)]).toEqual([409, 'IDEMPOTENCY_KEY_IN_PROGRESS']);
    release();
    expect((await first).status).toBe(201);
    const retry = await post(app, '/api/projects/', 'k-busy');
    expect([retry.status, await retry.json(), runs]).toEqual([201, { first: true }, 1]);
  });

  it('given a first request whose process died (its lease ran out), when retried with the same request, then it runs again', async () => {
    let runs = 0;
    const never = new Promise<Response>(() => undefined);
    const hanging = appWith(async () => {
      runs++;
      return never;
    });
    void post(hanging, '/api/projects/', 'k-dead');
    await new Promise((r) => setTimeout(r, 100));
    const app = appWith(async () => Response.json({ run: ++runs }, { status: 201 }));
    expect((await post(app, '/api/projects/', 'k-dead')).status).toBe(409);
    const before = now;
    now = new Date(now.getTime() + 6 * 60_000);
    try {
      expect((await post(app, '/api/projects/', 'k-dead')).status).toBe(201);
    } finally {
      now = before;
    }
  });

  it('refuses the same key with another body (422), path or query, but matches JSON whatever its key order', async () => {
    const app = appWith(async (c) => Response.json(await c.req.raw.json().catch(() => ({})), { status: 201 }));
    expect((await post(app, '/api/projects/', 'k-body', JSON.stringify({ name: 'A', type: 1 }))).status).toBe(201);
    const reordered = await post(app, '/api/projects/', 'k-body', JSON.stringify({ type: 1, name: 'A' }));
    expect([reordered.status, reordered.headers.get('Idempotent-Replayed')]).toEqual([201, 'true']);
    const other = await post(app, '/api/projects/', 'k-body', JSON.stringify({ name: 'B', type: 1 }));
    expect([other.status, await codeOf(other)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const otherPath = await post(app, '/api/projects/p-2/images', 'k-body', JSON.stringify({ name: 'A', type: 1 }));
    expect(otherPath.status).toBe(422);
  });

  it('matches a multipart retry part by part, whatever boundary the client draws, and refuses other bytes', async () => {
    let runs = 0;
    const app = appWith(async (c) => {
      runs++;
      const form = await c.req.raw.formData();
      return Response.json({ files: form.getAll('files').length }, { status: 201 });
    });
    const form = (bytes: number[]) => {
      const data = new FormData();
      data.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
      data.append('names', 'A');
      return data;
    };
    expect((await post(app, '/api/projects/p-1/images', 'k-multi', form([1, 2, 3]))).status).toBe(201);
    const retry = await post(app, '/api/projects/p-1/images', 'k-multi', form([1, 2, 3]));
    expect([retry.status, await retry.json(), retry.headers.get('Idempotent-Replayed'), runs]).toEqual([201, { files: 1 }, 'true', 1]);
    expect((await post(app, '/api/projects/p-1/images', 'k-multi', form([1, 2, 4]))).status).toBe(422);
  });

  it('keeps keys per API key: the same key value from another key runs on its own', async () => {
    let runs = 0;
    const app = appWith(async () => Response.json({ run: ++runs }, { status: 201 }));
    await post(app, '/api/projects/', 'k-shared');
    const other = await post(app, '/api/projects/', 'k-shared', '{}', { 'X-Spec-Key': 'key-2' });
    expect([other.status, await other.json()]).toEqual([201, { run: 2 }]);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(256)],
    ['not ASCII', 'clé-1'],
  ])('refuses a malformed key (%s) with 400 IDEMPOTENCY_KEY_INVALID without running', async (_, key) => {
    let runs = 0;
    const app = appWith(async () => Response.json({ run: ++runs }, { status: 201 }));
    const response = await post(app, '/api/projects/', key);
    expect([response.status, await codeOf(response), runs]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID', 0]);
  });

  it('leaves other operations and requests without the header alone', async () => {
    let runs = 0;
    const app = appWith(async () => Response.json({ run: ++runs }, { status: 201 }));
    await post(app, '/api/other/', 'k-other');
    await post(app, '/api/other/', 'k-other');
    await post(app, '/api/projects/', undefined);
    await post(app, '/api/projects/', undefined);
    expect(runs).toBe(4);
  });

  it('keeps an answer 24 hours: after that the key is new again', async () => {
    let runs = 0;
    const app = appWith(async () => Response.json({ run: ++runs }, { status: 201 }));
    await post(app, '/api/projects/', 'k-day');
    const before = now;
    now = new Date(now.getTime() + 23 * 3600_000);
    expect(await (await post(app, '/api/projects/', 'k-day')).json()).toEqual({ run: 1 });
    now = new Date(before.getTime() + 24 * 3600_000 + 1000);
    try {
      expect(await (await post(app, '/api/projects/', 'k-day')).json()).toEqual({ run: 2 });
    } finally {
      now = before;
    }
  });
});
