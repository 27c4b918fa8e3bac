import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rectangleJpeg } from '../../scoring/test/image-fixtures';
import { createApp } from '../src';
import { redisRateLimitStore, type RateLimitStore } from '../src/rate-limits';
import { eventsOfType, givenAccounts, json, later, loginAs, useApi, type Accounts } from './harness';
import { useTestRedis } from './redis-for-tests';

/** Rate limits per API key and Idempotency-Key through the real API (issue 15, items 2-3), on PostgreSQL and Redis. */
const h = useApi();
const redis = useTestRedis();
let a: Accounts;
let admin: string;
let superAdmin: string;

beforeAll(async () => {
  a = await givenAccounts(h, 'limits');
  admin = (await loginAs(h, a.admin.email)).token;
  superAdmin = (await loginAs(h, a.superAdmin.email)).token;
});

const allScopes = ['projects:read', 'projects:write', 'results:read', 'reports:read', 'generation:write'];
async function issueKey(name: string): Promise<string> {
  const response = await h.request('/api/api_keys/', { ...json('POST', { name, scopes: allScopes }), token: admin });
  expect(response.status).toBe(201);
  return (await response.json()).key;
}

const withKey = (idempotencyKey: string | undefined): Record<string, string> => (idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey });
const createProject = (token: string, body: unknown, idempotencyKey?: string) =>
  h.request('/api/projects/', { ...json('POST', body), token, language: 'en', headers: withKey(idempotencyKey) });
const projectsNamed = async (name: string) => (await eventsOfType(h, 'ProjectCreated')).filter((data) => data.name === name).length;
const usedAmount = async () => (await (await h.request('/api/user_detail/', { token: admin })).json()).used_amount as number;

async function packForm() {
  const form = new FormData();
  for (const [name, colour] of [['Red', '#d02020'], ['Blue', '#2020d0']]) {
    const bytes = await rectangleJpeg(400, 300, { x: 100, y: 100, w: 100, h: 100, colour });
    form.append('files', new Blob([new Uint8Array(bytes)]), `${name}.jpg`);
    form.append('names', name);
  }
  return form;
}

describe('Idempotency-Key through the API', () => {
  let key: string;
  beforeAll(async () => {
    key = await issueKey('Idempotent partner');
  });

  it('given a project created with a key, when the partner retries with the same Idempotency-Key, then the first answer comes back and one project exists', async () => {
    const first = await createProject(key, { name: 'Retry pack' }, 'create-1');
    expect(first.status).toBe(201);
    const project = await first.json();
    const retry = await createProject(key, { name: 'Retry pack' }, 'create-1');
    expect([retry.status, retry.headers.get('Idempotent-Replayed'), retry.headers.get('Content-Type')]).toEqual([201, 'true', first.headers.get('Content-Type')]);
    expect((await retry.json()).id).toBe(project.id);
    expect(await projectsNamed('Retry pack')).toBe(1);
    // A replay is a call like any other: it carries the key's rate-limit headers.
    expect(retry.headers.get('RateLimit-Limit')).toBe('600');
  });

  it('given a used key, when another body is sent with it, then 422 IDEMPOTENCY_KEY_REUSED and nothing is stored', async () => {
    await createProject(key, { name: 'Reuse pack' }, 'create-2');
    const other = await createProject(key, { name: 'Another pack' }, 'create-2');
    expect([other.status, (await other.json()).code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await projectsNamed('Another pack')).toBe(0);
  });

  it('when the same request arrives six times at once, then one runs, the others answer 409 IDEMPOTENCY_KEY_IN_PROGRESS or its answer', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => createProject(key, { name: 'Concurrent pack' }, 'create-3')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(answers.filter((r) => r.status === 201 && r.headers.get('Idempotent-Replayed') === null)).toHaveLength(1);
    expect(statuses).toContain(409);
    for (const refused of answers.filter((r) => r.status === 409)) expect((await refused.json()).code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(await projectsNamed('Concurrent pack')).toBe(1);
  });

  it('refuses a malformed key with 400 IDEMPOTENCY_KEY_INVALID and stores nothing', async () => {
    const response = await createProject(key, { name: 'Bad key pack' }, 'x'.repeat(256));
    expect([response.status, (await response.json()).code]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
    expect(await projectsNamed('Bad key pack')).toBe(0);
  });

  it('works with a person’s login token too, and keeps the person’s keys apart from the API key’s', async () => {
    const first = await createProject(admin, { name: 'Person pack' }, 'person-1');
    const retry = await createProject(admin, { name: 'Person pack' }, 'person-1');
    expect([first.status, retry.status, retry.headers.get('Idempotent-Replayed')]).toEqual([201, 201, 'true']);
    expect((await retry.json()).id).toBe((await first.json()).id);
    expect(await projectsNamed('Person pack')).toBe(1);
    // The same key value from the API key is the key's own: it runs.
    expect((await createProject(key, { name: 'Person pack' }, 'person-1')).status).toBe(201);
    expect(await projectsNamed('Person pack')).toBe(2);
  });

  it('given images uploaded and a calculation started with keys, when both are retried (a new multipart boundary), then two images and one charge', async () => {
    const send = (method: string, path: string, body?: unknown, idempotencyKey?: string) =>
      h.request(path, { ...(body === undefined ? { method } : json(method, body)), token: key, language: 'en', headers: withKey(idempotencyKey) });
    const project = await (await createProject(key, { name: 'Charge pack' }, 'charge-create')).json();
    await send('PUT', `/api/projects/${project.id}/menus`, { menus: ['image_word'] });
    await send('PUT', `/api/projects/${project.id}/segments`, { segment_ids: [1] });
    const upload = async () => h.request(`/api/projects/${project.id}/images`, { method: 'POST', body: await packForm(), token: key, language: 'en', headers: withKey('charge-upload') });
    const uploaded = await upload();
    expect(uploaded.status).toBe(201);
    const uploadedAgain = await upload();
    expect([uploadedAgain.status, uploadedAgain.headers.get('Idempotent-Replayed')]).toEqual([201, 'true']);
    const detail = await (await send('GET', `/api/projects/${project.id}`)).json();
    expect(detail.images).toHaveLength(2);
    await send('PUT', `/api/projects/${project.id}/categories`, { images: detail.images.map((image: { id: string }) => ({ image_id: image.id, category_id: 5 })) });

    await h.settled();
    const usedBefore = await usedAmount();
    const calculated = await send('POST', `/api/projects/${project.id}/calculate`, undefined, 'charge-calculate');
    expect(calculated.status).toBe(202);
    const retried = await send('POST', `/api/projects/${project.id}/calculate`, undefined, 'charge-calculate');
    expect([retried.status, retried.headers.get('Idempotent-Replayed')]).toEqual([202, 'true']);
    expect(await retried.json()).toEqual(await calculated.json());
    await h.settled();
    expect(await usedAmount()).toBe(usedBefore + 2);
    expect((await eventsOfType(h, 'ImageQuotaUsed')).filter((data) => data.projectId === project.id)).toHaveLength(1);
    expect((await eventsOfType(h, 'CalculationRequested')).filter((data) => data.projectId === project.id)).toHaveLength(1);
  });

  it('declares Idempotency-Key on the creating and charging operations of the OpenAPI document, and RateLimit headers on key operations', async () => {
    const doc = await (await h.request('/api/doc')).json();
    const refs = (path: string, method = 'post') => JSON.stringify(doc.paths[path][method].parameters ?? []);
    for (const path of ['/api/projects/', '/api/projects/{id}/images', '/api/projects/{id}/calculate', '/api/projects/{id}/reports', '/api/projects/{id}/analysis_reports', '/api/text_projects/{id}/turns', '/api/design_projects/{id}/generations']) {
      expect(refs(path)).toContain('#/components/parameters/IdempotencyKey');
    }
    expect(refs('/api/api_keys/')).not.toContain('IdempotencyKey');
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false });
    const refusal = doc.paths['/api/projects/'].post.responses['429'];
    expect(Object.keys(refusal.headers)).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'Retry-After']);
    expect(Object.keys(doc.paths['/api/projects/{id}/results'].get.responses['200'].headers)).toContain('RateLimit-Remaining');
    // Asked twice, the document is the same (the decoration does not pile up).
    expect(await (await h.request('/api/doc')).json()).toEqual(doc);
  });
});

describe('requests per minute per API key', () => {
  const settingsWith = async (limit: number) => {
    const current = await (await h.request('/api/admin/system_settings/current', { token: superAdmin })).json();
    const response = await h.request('/api/admin/system_settings/current', { ...json('PUT', { ...current, api_key_requests_per_minute: limit }), token: superAdmin });
    expect(response.status).toBe(200);
    expect((await response.json()).api_key_requests_per_minute).toBe(limit);
  };
  afterAll(async () => {
    await settingsWith(600);
  });

  it('given the default, when a key calls, then every answer carries the RateLimit fields of draft-06 (600 a minute), errors too', async () => {
    const key = await issueKey('Default limit');
    const ok = await h.request('/api/projects/', { token: key });
    expect([ok.status, ok.headers.get('RateLimit-Limit'), ok.headers.get('RateLimit-Remaining'), ok.headers.get('RateLimit-Reset'), ok.headers.get('RateLimit-Policy')]).toEqual([
      200,
      '600',
      '599',
      '1',
      '600;w=60',
    ]);
    const missing = await h.request('/api/projects/00000000-0000-4000-8000-000000000000', { token: key });
    expect([missing.status, missing.headers.get('RateLimit-Remaining')]).toEqual([404, '598']);
    expect(ok.headers.get('Retry-After')).toBeNull();
  });

  it('given the super admin sets 3 a minute, when a key sends a fourth request, then 429 with Retry-After and the fields, and nothing is stored', async () => {
    const probe = await issueKey('Probe');
    await settingsWith(3);
    // Every API process reads the setting again within a second.
    await expect
      .poll(async () => (await h.request('/api/projects/', { token: probe })).headers.get('RateLimit-Limit'), { timeout: 5000, interval: 250 })
      .toBe('3');
    const key = await issueKey('Three a minute');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await h.request('/api/projects/', { token: key }));
    expect(answers.map((r) => [r.status, r.headers.get('RateLimit-Remaining'), r.headers.get('RateLimit-Reset')])).toEqual([
      [200, '2', '20'],
      [200, '1', '40'],
      [200, '0', '60'],
    ]);
    const refused = await createProject(key, { name: 'Over the limit' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('TOO_MANY_REQUESTS');
    expect([refused.headers.get('Retry-After'), refused.headers.get('RateLimit-Limit'), refused.headers.get('RateLimit-Remaining'), refused.headers.get('RateLimit-Reset'), refused.headers.get('RateLimit-Policy')]).toEqual([
      '20',
      '3',
      '0',
      '60',
      '3;w=60',
    ]);
    expect(await projectsNamed('Over the limit')).toBe(0);
    // An Idempotency-Key does not get round it, and the refusal is not kept as the key's answer.
    expect((await createProject(key, { name: 'Over the limit' }, 'limited-1')).status).toBe(429);
    // When Retry-After has passed, one more request is allowed, and it runs (the refusal was not kept).
    await later(h, 20, async () => {
      const created = await createProject(key, { name: 'Over the limit' }, 'limited-1');
      expect([created.status, created.headers.get('RateLimit-Remaining')]).toEqual([201, '0']);
    });
    expect(await projectsNamed('Over the limit')).toBe(1);
  });

  it('leaves people alone: a login token past the key’s limit is neither counted nor refused', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await h.request('/api/projects/', { token: admin });
      expect([response.status, response.headers.get('RateLimit-Limit')]).toEqual([200, null]);
    }
  });

  describe('with the counts in Redis (REDIS_URL)', () => {
    let store: RateLimitStore;
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      store = redisRateLimitStore(redis.url, { keyPrefix: `packlens-test:${randomBytes(4).toString('hex')}:` });
      app = createApp({ ...h.deps, apiKeyRateLimits: store }, h.accounts);
    });
    afterAll(async () => {
      await store.close();
    });

    it('answers the same: three pass, the fourth 429 with Retry-After, and the other replica (PostgreSQL here) keeps its own count', async () => {
      const key = await issueKey('Redis counted');
      const call = () => Promise.resolve(app.api.request('/api/projects/', { headers: { Authorization: `Bearer ${key}` } }));
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await call());
      expect(answers.map((r) => [r.status, r.headers.get('RateLimit-Remaining')])).toEqual([
        [200, '2'],
        [200, '1'],
        [200, '0'],
        [429, '0'],
      ]);
      expect(answers[3].headers.get('Retry-After')).toBe('20');
      expect((await h.request('/api/projects/', { token: key })).status).toBe(200);
    });

    it('holds across replicas sharing Redis: two apps, 16 calls at once, exactly 3 pass', async () => {
      const key = await issueKey('Redis shared');
      const other = createApp({ ...h.deps, apiKeyRateLimits: store }, h.accounts);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => Promise.resolve((i % 2 ? app : other).api.request('/api/projects/', { headers: { Authorization: `Bearer ${key}` } }))),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(13);
    });
  });

  it('given Redis out of reach, when a key calls, then the call is let through (without the fields) rather than refused', async () => {
    const key = await issueKey('Redis down');
    const unreachable = redisRateLimitStore('redis://127.0.0.1:9');
    try {
      const app = createApp({ ...h.deps, apiKeyRateLimits: unreachable }, h.accounts);
      const started = Date.now();
      const response = await app.api.request('/api/projects/', { headers: { Authorization: `Bearer ${key}` } });
      expect([response.status, response.headers.get('RateLimit-Limit')]).toEqual([200, null]);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await unreachable.close();
    }
  });

  it('holds across replicas sharing PostgreSQL: two apps, 16 calls at once, exactly 3 pass', async () => {
    const key = await issueKey('Postgres shared');
    const other = createApp(h.deps, h.accounts);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => Promise.resolve((i % 2 ? h.app : other).api.request('/api/projects/', { headers: { Authorization: `Bearer ${key}` } }))),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
  });
});
