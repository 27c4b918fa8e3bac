import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsSecret } from '../src/billing/settings-secret';
import { isPublicAddress, postWebhook, signatureOf, webhookUrlRefusal, type Resolver } from '../src';
import { eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';
import { startReceiver, verifyStandardWebhook, type Receiver } from './webhook-receiver';

/**
 * Webhook endpoints through the API (issue 15, item 4): who may manage them, the secret shown once and sealed, the
 * events on the client's stream, another client's ids, the SSRF rules. Deliveries: webhook-delivery.spec.ts.
 */
const h = useApi({ webhookWorker: false });
let a: Accounts;
let b: Accounts;
let adminOfA: string;
let userOfA: string;
let adminOfB: string;
let superAdmin: string;
let receiver: Receiver;

beforeAll(async () => {
  a = await givenAccounts(h, 'hooks-a');
  b = await givenAccounts(h, 'hooks-b');
  adminOfA = (await loginAs(h, a.admin.email)).token;
  userOfA = (await loginAs(h, a.user.email)).token;
  adminOfB = (await loginAs(h, b.admin.email)).token;
  superAdmin = (await loginAs(h, a.superAdmin.email)).token;
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

interface Endpoint {
  id: string;
  url: string;
  secret?: string;
  status: string;
  events: string[];
  client_id: string;
}

async function register(token: string, body: Record<string, unknown> = {}): Promise<Endpoint> {
  const response = await h.request('/api/webhooks/', { ...json('POST', { url: receiver.url, events: ['calculation.completed'], ...body }), token });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

async function issueKey(token: string, scopes: string[]) {
  const response = await h.request('/api/api_keys/', { ...json('POST', { name: `hooks ${scopes.join(' ')}`, scopes }), token });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; key: string };
}

describe('registering an endpoint (the client’s admin)', () => {
  it('answers the endpoint with its signing secret once: whsec_ and the base64 of 32 random bytes', async () => {
    const created = await register(adminOfA, { description: 'PIM sync', events: ['calculation.completed', 'report.ready'] });
    expect(created).toMatchObject({ url: receiver.url, description: 'PIM sync', events: ['calculation.completed', 'report.ready'], status: 'enabled', client_id: a.clientId, pending_deliveries: 0, last_attempt: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret!.slice(6), 'base64')).toHaveLength(32);
    // Never again: not in the list, not in one endpoint's answer.
    const list = await (await h.request('/api/webhooks/', { token: adminOfA })).json();
    expect(list.find((e: Endpoint) => e.id === created.id)).toMatchObject({ id: created.id, status: 'enabled' });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const one = await (await h.request(`/api/webhooks/${created.id}`, { token: adminOfA })).json();
    expect(one.secret).toBeUndefined();
  });

  it('writes WebhookEndpointRegistered on the client’s stream with the secret sealed (AES-256-GCM), never in clear', async () => {
    const created = await register(adminOfA);
    const { rows } = await h.deps.pool.query(`select stream_id, data, metadata from events where event_type = 'WebhookEndpointRegistered' and data->>'endpointId' = $1`, [created.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].stream_id).toBe(`client-${a.clientId}`);
    expect(rows[0].metadata.actor).toMatchObject({ kind: 'user', id: a.admin.userId });
    expect(JSON.stringify(rows[0].data)).not.toContain(created.secret!.slice(6));
    expect(settingsSecret(h.deps.config.jwtSecret).decrypt(rows[0].data.secretSealed)).toBe(created.secret);
    const stored = await h.deps.pool.query(`select * from webhook_endpoints where endpoint_id = $1`, [created.id]);
    expect(JSON.stringify(stored.rows)).not.toContain(created.secret!.slice(6));
  });

  it('refuses an endpoint without kinds, with an unknown kind, or without a URL (400), storing nothing', async () => {
    const before = (await eventsOfType(h, 'WebhookEndpointRegistered')).length;
    for (const body of [{ url: receiver.url, events: [] }, { url: receiver.url, events: ['project.created'] }, { events: ['calculation.completed'] }]) {
      const response = await h.request('/api/webhooks/', { ...json('POST', body), token: adminOfA });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('VALIDATION_FAILED');
    }
    expect((await eventsOfType(h, 'WebhookEndpointRegistered')).length).toBe(before);
  });

  it('refuses what is not an http(s) URL even outside production: 422 WEBHOOK_URL_NOT_ALLOWED on the url field', async () => {
    for (const url of ['ftp://127.0.0.1/hook', 'file:///etc/passwd', 'not a url', 'https://user:pass@hooks.example.com/', 'javascript:alert(1)']) {
      const response = await h.request('/api/webhooks/', { ...json('POST', { url, events: ['calculation.completed'] }), token: adminOfA, language: 'en' });
      expect(response.status, url).toBe(422);
      const problem = await response.json();
      expect(problem.code).toBe('WEBHOOK_URL_NOT_ALLOWED');
      expect(problem.errors).toEqual([expect.objectContaining({ field: 'url', code: 'WEBHOOK_URL_NOT_ALLOWED' })]);
    }
  });

  it('is for the company admin: a user and the super admin get 403 FORBIDDEN', async () => {
    for (const token of [userOfA, superAdmin]) {
      expect((await h.request('/api/webhooks/', { ...json('POST', { url: receiver.url, events: ['calculation.completed'] }), token })).status).toBe(403);
      expect((await h.request('/api/webhooks/', { token })).status).toBe(403);
    }
  });
});

describe('managing endpoints', () => {
  it('disables and enables an endpoint, and removes it: gone from the list, 404 afterwards', async () => {
    const created = await register(adminOfA);
    const disabled = await h.request(`/api/webhooks/${created.id}/disable`, { method: 'POST', token: adminOfA });
    expect(disabled.status).toBe(200);
    expect((await disabled.json()).status).toBe('disabled');
    const enabled = await h.request(`/api/webhooks/${created.id}/enable`, { method: 'POST', token: adminOfA });
    expect((await enabled.json()).status).toBe('enabled');
    const removed = await h.request(`/api/webhooks/${created.id}`, { method: 'DELETE', token: adminOfA });
    expect(removed.status).toBe(200);
    expect((await removed.json()).id).toBe(created.id);
    const list = await (await h.request('/api/webhooks/', { token: adminOfA })).json();
    expect(list.map((e: Endpoint) => e.id)).not.toContain(created.id);
    const again = await h.request(`/api/webhooks/${created.id}`, { method: 'DELETE', token: adminOfA });
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('WEBHOOK_NOT_FOUND');
    expect((await eventsOfType(h, 'WebhookEndpointRemoved')).some((d) => d.endpointId === created.id)).toBe(true);
  });

  it('rotates the secret: a new one shown once, the previous one valid for 24 hours more', async () => {
    const created = await register(adminOfA);
    const response = await h.request(`/api/webhooks/${created.id}/rotate_secret`, { method: 'POST', token: adminOfA });
    expect(response.status).toBe(200);
    const rotated = await response.json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.rotated_at).toBe(h.now.toISOString());
    expect(Date.parse(rotated.previous_secret_valid_until) - h.now.getTime()).toBe(24 * 3600_000);
    const { rows } = await h.deps.pool.query(`select secret_sealed, previous_secret_sealed from webhook_endpoints where endpoint_id = $1`, [created.id]);
    const open = settingsSecret(h.deps.config.jwtSecret);
    expect([open.decrypt(rows[0].secret_sealed), open.decrypt(rows[0].previous_secret_sealed)]).toEqual([rotated.secret, created.secret]);
  });
});

describe('another client’s endpoints', () => {
  it('answer 404 WEBHOOK_NOT_FOUND to every operation, and nothing changes', async () => {
    const theirs = await register(adminOfB);
    const deliveryId = `msg_${'0'.repeat(32)}`;
    for (const [method, path] of [
      ['GET', `/api/webhooks/${theirs.id}`],
      ['DELETE', `/api/webhooks/${theirs.id}`],
      ['POST', `/api/webhooks/${theirs.id}/disable`],
      ['POST', `/api/webhooks/${theirs.id}/enable`],
      ['POST', `/api/webhooks/${theirs.id}/rotate_secret`],
      ['POST', `/api/webhooks/${theirs.id}/test`],
      ['GET', `/api/webhooks/${theirs.id}/deliveries`],
      ['GET', `/api/webhooks/${theirs.id}/deliveries/${deliveryId}`],
      ['POST', `/api/webhooks/${theirs.id}/deliveries/${deliveryId}/replay`],
    ] as const) {
      const response = await h.request(path, { method, token: adminOfA });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await response.json()).code).toBe('WEBHOOK_NOT_FOUND');
    }
    const list = await (await h.request('/api/webhooks/', { token: adminOfA })).json();
    expect(list.map((e: Endpoint) => e.id)).not.toContain(theirs.id);
    const still = await (await h.request(`/api/webhooks/${theirs.id}`, { token: adminOfB })).json();
    expect(still.status).toBe('enabled');
  });

  it('answer 404 WEBHOOK_DELIVERY_NOT_FOUND for a delivery id of another endpoint', async () => {
    const mine = await register(adminOfA);
    const response = await h.request(`/api/webhooks/${mine.id}/deliveries/msg_${'1'.repeat(32)}`, { token: adminOfA });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
  });
});

describe('with a partner’s API key', () => {
  it('registers, lists and removes endpoints with webhooks:write and webhooks:read; the events name the key', async () => {
    const key = await issueKey(adminOfA, ['webhooks:read', 'webhooks:write']);
    const created = await register(key.key, { description: 'from the key' });
    const list = await (await h.request('/api/webhooks/', { token: key.key })).json();
    expect(list.map((e: Endpoint) => e.id)).toContain(created.id);
    const { rows } = await h.deps.pool.query(`select data, metadata from events where event_type = 'WebhookEndpointRegistered' and data->>'endpointId' = $1`, [created.id]);
    expect(rows[0].data.registeredBy).toEqual({ kind: 'apiKey', id: key.id });
    expect(rows[0].metadata.actor).toMatchObject({ kind: 'apiKey', id: key.id });
    expect((await h.request(`/api/webhooks/${created.id}`, { method: 'DELETE', token: key.key })).status).toBe(200);
  });

  it('answers 403 API_KEY_SCOPE_MISSING naming the scope: reading needs webhooks:read, changing webhooks:write', async () => {
    const reader = await issueKey(adminOfA, ['webhooks:read']);
    const writer = await issueKey(adminOfA, ['projects:read']);
    const refused = await h.request('/api/webhooks/', { ...json('POST', { url: receiver.url, events: ['calculation.completed'] }), token: reader.key, language: 'en' });
    expect(refused.status).toBe(403);
    const problem = await refused.json();
    expect(problem.code).toBe('API_KEY_SCOPE_MISSING');
    expect(problem.detail).toContain('webhooks:write');
    expect((await h.request('/api/webhooks/', { token: reader.key })).status).toBe(200);
    const listRefused = await h.request('/api/webhooks/', { token: writer.key, language: 'en' });
    expect(listRefused.status).toBe(403);
    expect((await listRefused.json()).detail).toContain('webhooks:read');
  });

  it('lists the webhook operations with their scopes in the OpenAPI document', async () => {
    const doc = await (await h.request('/api/doc')).json();
    expect(doc.paths['/api/webhooks/'].post['x-api-key-scope']).toBe('webhooks:write');
    expect(doc.paths['/api/webhooks/'].get['x-api-key-scope']).toBe('webhooks:read');
    expect(doc.paths['/api/webhooks/{id}/deliveries/{deliveryId}/replay'].post.security).toEqual(expect.arrayContaining([{ apiKeyAuth: ['webhooks:write'] }]));
    expect(doc.paths['/api/webhooks/'].post.responses['422']).toBeDefined();
    // The messages themselves, as OpenAPI 3.1 webhooks.
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual(['calculation.completed', 'calculation.failed', 'generation.completed', 'generation.failed', 'report.ready', 'webhook.test']);
    const message = doc.webhooks['calculation.completed'].post;
    expect(message.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['header:webhook-id', 'header:webhook-timestamp', 'header:webhook-signature']);
    expect(JSON.stringify(message.requestBody)).toContain('succeeded_images');
  });
});

describe('the signature (Standard Webhooks)', () => {
  it('matches the specification’s published example', () => {
    // standardwebhooks.com's reference example: secret, id, timestamp, body → signature.
    expect(signatureOf('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies with an independent implementation, and fails on any change of id, timestamp, body or secret', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const timestamp = Math.floor(Date.now() / 1000);
    const webhook = { id: 'msg_abc', timestamp: String(timestamp), body: '{"type":"calculation.completed"}', signature: signatureOf(secret, 'msg_abc', timestamp, '{"type":"calculation.completed"}') };
    expect(verifyStandardWebhook(secret, webhook)).toBe(true);
    expect(verifyStandardWebhook(secret, { ...webhook, id: 'msg_abd' })).toBe(false);
    expect(verifyStandardWebhook(secret, { ...webhook, body: '{"type":"calculation.failed"}' })).toBe(false);
    expect(verifyStandardWebhook(secret, { ...webhook, timestamp: String(timestamp + 1) })).toBe(false);
    expect(verifyStandardWebhook('whsec_' + Buffer.alloc(32, 1).toString('base64'), webhook)).toBe(false);
    // Ten minutes later the same message is refused as a replay.
    expect(verifyStandardWebhook(secret, webhook, timestamp + 600)).toBe(false);
  });
});

describe('SSRF: where webhooks may go in production (issue 15, item 4)', () => {
  const production = { allowPrivate: false };
  /** Names resolve here, not on the network: a public name, one that resolves to a private address, a mixed one. */
  const resolver: Resolver = async (name) => {
    const table: Record<string, { address: string; family: 4 | 6 }[]> = {
      'hooks.partner.example': [{ address: '93.184.215.14', family: 4 }],
      'v6.partner.example': [{ address: '2606:4700:4700::1111', family: 6 }],
      'rebind.partner.example': [{ address: '10.0.0.7', family: 4 }],
      'mixed.partner.example': [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      'ula.partner.example': [{ address: 'fd12:3456::1', family: 6 }],
      localhost: [{ address: '127.0.0.1', family: 4 }],
    };
    if (!table[name]) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return table[name];
  };

  it.each([
    ['http://hooks.partner.example/in', 'not https'],
    ['https://127.0.0.1/in', 'loopback'],
    ['https://127.8.9.10/in', 'loopback /8'],
    ['https://[::1]/in', 'IPv6 loopback'],
    ['https://0.0.0.0/in', 'this network'],
    ['https://[::]/in', 'IPv6 unspecified'],
    ['https://10.1.2.3/in', 'private 10/8'],
    ['https://172.16.0.1/in', 'private 172.16/12'],
    ['https://172.31.255.254/in', 'private 172.16/12, top'],
    ['https://192.168.0.10/in', 'private 192.168/16'],
    ['https://100.64.0.1/in', 'shared CGNAT'],
    ['https://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
    ['https://[fe80::1]/in', 'IPv6 link-local'],
    ['https://[fd00::1]/in', 'IPv6 unique-local'],
    ['https://[fc00::1]/in', 'IPv6 unique-local fc00'],
    ['https://[::ffff:127.0.0.1]/in', 'IPv4-mapped loopback'],
    ['https://[::ffff:10.0.0.1]/in', 'IPv4-mapped private'],
    ['https://[64:ff9b::a00:1]/in', 'NAT64 of 10.0.0.1'],
    ['https://[2002:c0a8:1::1]/in', '6to4 of 192.168.0.1'],
    ['https://2130706433/in', 'loopback as one decimal number'],
    ['https://0x7f.1/in', 'loopback in hex shorthand'],
    ['https://224.0.0.1/in', 'multicast'],
    ['https://localhost/in', 'a name that resolves to loopback'],
    ['https://rebind.partner.example/in', 'a name that resolves to a private address'],
    ['https://mixed.partner.example/in', 'a name with one private address among public ones'],
    ['https://ula.partner.example/in', 'a name that resolves to a unique-local address'],
    ['https://nowhere.partner.example/in', 'a name that does not resolve'],
  ])('refuses %s (%s)', async (url) => {
    expect(await webhookUrlRefusal(url, production, resolver)).toBeDefined();
  });

  it.each([
    ['https://hooks.partner.example/in'],
    ['https://v6.partner.example:8443/in?source=packlens'],
    ['https://93.184.215.14/in'],
    ['https://[2606:4700:4700::1111]/in'],
    ['https://[::ffff:93.184.215.14]/in'],
  ])('accepts %s', async (url) => {
    expect(await webhookUrlRefusal(url, production, resolver)).toBeUndefined();
  });

  it('accepts loopback and plain http outside production (development, these specs)', async () => {
    expect(await webhookUrlRefusal('http://127.0.0.1:9999/in', { allowPrivate: true }, resolver)).toBeUndefined();
    expect(await webhookUrlRefusal('http://[::1]:9999/in', { allowPrivate: true }, resolver)).toBeUndefined();
  });

  it('judges addresses by their ranges, IPv4 and IPv6', () => {
    expect(['8.8.8.8', '1.1.1.1', '2606:4700::6810:84e5', '2a00:1450:4001::200e'].map(isPublicAddress)).toEqual([true, true, true, true]);
    expect(['127.0.0.1', '10.0.0.1', '172.20.1.1', '192.168.1.1', '169.254.1.1', '::1', 'fe80::1', 'fd00::1', '::ffff:192.168.1.1', '::ffff:a00:1'].map(isPublicAddress)).toEqual(Array(10).fill(false));
  });

  it('refuses private URLs through the API when the deployment does (production): 422 WEBHOOK_URL_NOT_ALLOWED, nothing stored', async () => {
    const before = (await eventsOfType(h, 'WebhookEndpointRegistered')).length;
    h.deps.config.webhooksAllowPrivateUrls = false;
    try {
      for (const url of [receiver.url, 'https://127.0.0.1/in', 'https://[::1]/in', 'https://10.0.0.1/in', 'https://169.254.169.254/', 'https://[fd00::1]/in', 'https://localhost/in']) {
        const response = await h.request('/api/webhooks/', { ...json('POST', { url, events: ['calculation.completed'] }), token: adminOfA, language: 'en' });
        expect(response.status, url).toBe(422);
        expect((await response.json()).detail).toBe('Webhooks cannot be sent to this URL (use a public https address).');
      }
    } finally {
      h.deps.config.webhooksAllowPrivateUrls = undefined;
    }
    expect((await eventsOfType(h, 'WebhookEndpointRegistered')).length).toBe(before);
  });

  it('checks again at delivery, on the addresses the connection uses: a name that now resolves to loopback reaches nothing', async () => {
    const rebinding: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const before = receiver.received.length;
    const viaName = await postWebhook(`https://rebound.partner.example:${receiver.port}/hooks/packlens`, {}, '{}', { timeoutMs: 2000, policy: production, resolve: rebinding });
    expect(viaName.statusCode).toBeNull();
    expect(viaName.error).toMatch(/address not allowed: rebound.partner.example resolves to 127.0.0.1/);
    const literal = await postWebhook(`https://127.0.0.1:${receiver.port}/hooks/packlens`, {}, '{}', { timeoutMs: 2000, policy: production, resolve: rebinding });
    expect(literal.error).toMatch(/address not allowed/);
    const plain = await postWebhook(receiver.url, {}, '{}', { timeoutMs: 2000, policy: production, resolve: rebinding });
    expect(plain.error).toMatch(/not https/);
    expect(receiver.received.length).toBe(before);
  });
});
