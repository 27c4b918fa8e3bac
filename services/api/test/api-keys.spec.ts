import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { clientHistory, formatHistoryLine } from '@packlens/projections';
import { eventsOfType, givenAccounts, json, later, loginAs, useApi, type Accounts } from './harness';

const h = useApi();
let a: Accounts;
let b: Accounts;
let adminOfA: string;
let userOfA: string;
let adminOfB: string;
let superAdmin: string;

beforeAll(async () => {
  a = await givenAccounts(h, 'keys-a');
  b = await givenAccounts(h, 'keys-b');
  adminOfA = (await loginAs(h, a.admin.email)).token;
  userOfA = (await loginAs(h, a.user.email)).token;
  adminOfB = (await loginAs(h, b.admin.email)).token;
  superAdmin = (await loginAs(h, a.superAdmin.email)).token;
});

const allScopes = ['projects:read', 'projects:write', 'results:read', 'reports:read', 'generation:write'];

async function issue(token: string, body: Record<string, unknown>) {
  const response = await h.request('/api/api_keys/', { ...json('POST', body), token });
  expect(response.status).toBe(201);
  return response.json() as Promise<{ id: string; key: string; last_four: string; scopes: string[]; status: string; expires_at: string | null }>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('issuing a key (the client’s admin on My page)', () => {
  it('shows the key once, pk_live_ and 43 base62 characters, and stores only its sha256', async () => {
    const created = await issue(adminOfA, { name: 'PIM sync', scopes: ['projects:read'] });
    expect(created.key).toMatch(/^pk_live_[0-9A-Za-z]{43}$/);
    expect(created).toMatchObject({ name: 'PIM sync', scopes: ['projects:read'], last_four: created.key.slice(-4), status: 'active', expires_at: null, last_used_at: null, client_id: a.clientId });
    const stored = await h.deps.pool.query(`select data::text as data from events where event_type = 'ApiKeyIssued'`);
    expect(stored.rows.some((r) => r.data.includes(sha256(created.key)))).toBe(true);
    expect(stored.rows.some((r) => r.data.includes(created.key))).toBe(false);
    const readModel = await h.deps.pool.query(`select * from api_keys where key_id = $1`, [created.id]);
    expect(JSON.stringify(readModel.rows)).not.toContain(created.key);
  });

  it('writes ApiKeyIssued on the client’s stream, by the admin', async () => {
    const created = await issue(adminOfA, { name: 'Stream check', scopes: ['results:read'] });
    const { rows } = await h.deps.pool.query(`select stream_id, metadata from events where event_type = 'ApiKeyIssued' and data->>'keyId' = $1`, [created.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].stream_id).toBe(`client-${a.clientId}`);
    expect(rows[0].metadata.actor).toMatchObject({ kind: 'user', id: a.admin.userId });
    expect(rows[0].metadata.clientId).toBe(a.clientId);
  });

  it('lists the client’s keys without any secret: last four, scopes, times, status', async () => {
    const created = await issue(adminOfA, { name: 'Listed', scopes: ['projects:read', 'results:read'] });
    const list = await (await h.request('/api/api_keys/', { token: adminOfA })).json();
    const listed = list.find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({ name: 'Listed', last_four: created.last_four, status: 'active' });
    expect(listed.key).toBeUndefined();
    expect(JSON.stringify(list)).not.toContain(created.key);
    expect(JSON.stringify(list)).not.toMatch(/[0-9a-f]{64}/);
  });

  it('refuses an expiry in the past with VALIDATION_FAILED and unknown scopes per field', async () => {
    const past = await h.request('/api/api_keys/', { ...json('POST', { name: 'Old', scopes: ['projects:read'], expires_at: '2020-01-01T00:00:00Z' }), token: adminOfA });
    expect(past.status).toBe(400);
    const unknown = await h.request('/api/api_keys/', { ...json('POST', { name: 'Odd', scopes: ['users:write'] }), token: adminOfA });
    expect(unknown.status).toBe(400);
  });

  it('is for the company admin: a user gets 403 FORBIDDEN, and nothing is issued', async () => {
    const before = (await eventsOfType(h, 'ApiKeyIssued')).length;
    const response = await h.request('/api/api_keys/', { ...json('POST', { name: 'Mine', scopes: ['projects:read'] }), token: userOfA });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('FORBIDDEN');
    expect((await h.request('/api/api_keys/', { token: userOfA })).status).toBe(403);
    expect((await eventsOfType(h, 'ApiKeyIssued')).length).toBe(before);
  });
});

describe('calling the API with a key', () => {
  it('lists and creates projects with projects:read and projects:write, the events naming the key', async () => {
    const key = (await issue(adminOfA, { name: 'Writer', scopes: ['projects:read', 'projects:write'] }));
    const created = await h.request('/api/projects/', { ...json('POST', { name: 'Partner project' }), token: key.key });
    expect(created.status).toBe(201);
    const project = await created.json();
    const list = await (await h.request('/api/projects/', { token: key.key })).json();
    expect(JSON.stringify(list)).toContain(project.id);
    const { rows } = await h.deps.pool.query(`select metadata from events where event_type = 'ProjectCreated' and stream_id = $1`, [`project-${project.id}`]);
    expect(rows[0].metadata.actor).toEqual({ kind: 'apiKey', id: key.id, role: 0, clientId: a.clientId });
    // The audit trail names the key's id, never the key.
    const trail = (await clientHistory(h.deps.pool, a.clientId)).map(formatHistoryLine).join('\n');
    expect(trail).toContain(`apiKey:${key.id}`);
    expect(trail).not.toContain(key.key);
  });

  it('shows when the key was last used', async () => {
    const key = await issue(adminOfA, { name: 'Used', scopes: ['projects:read'] });
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
    const list = await (await h.request('/api/api_keys/', { token: adminOfA })).json();
    expect(list.find((k: { id: string }) => k.id === key.id).last_used_at).toBe(h.now.toISOString());
  });

  it('answers 403 API_KEY_SCOPE_MISSING naming the scope outside the key’s scopes, storing nothing', async () => {
    const key = await issue(adminOfA, { name: 'Reader', scopes: ['projects:read'] });
    const before = (await eventsOfType(h, 'ProjectCreated')).length;
    const response = await h.request('/api/projects/', { ...json('POST', { name: 'Not allowed' }), token: key.key, language: 'en' });
    expect(response.status).toBe(403);
    const problem = await response.json();
    expect(problem.code).toBe('API_KEY_SCOPE_MISSING');
    expect(problem.detail).toContain('projects:write');
    expect((await eventsOfType(h, 'ProjectCreated')).length).toBe(before);
  });

  it.each([
    ['user details', 'GET', '/api/user_detail/'],
    ['user management', 'GET', '/api/user_list/'],
    ['logout', 'POST', '/api/auth/logout/'],
    ['refresh a login', 'POST', '/api/auth/refresh_token/'],
    ['log in', 'POST', '/api/auth/obtain_token/'],
    ['plans', 'GET', '/api/plans/'],
    ['key management itself', 'GET', '/api/api_keys/'],
    ['the console', 'GET', '/api/admin/clients'],
  ])('refuses keys where only a person may act (%s): 403 API_KEY_NOT_ALLOWED', async (_name, method, path) => {
    const key = await issue(adminOfA, { name: 'Everything', scopes: allScopes });
    const response = await h.request(path, { method, token: key.key, ...(method === 'POST' ? { body: '{}' } : {}) });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('API_KEY_NOT_ALLOWED');
  });

  it('passes public operations a client sends its key to anyway: health, the OpenAPI document, signed file links', async () => {
    const key = await issue(adminOfA, { name: 'Chatty client', scopes: ['results:read'] });
    expect((await h.request('/api/health', { token: key.key })).status).toBe(200);
    expect((await h.request('/api/doc', { token: key.key })).status).toBe(200);
    // The link is the credential: a bad one is not found, not refused for the key.
    expect((await h.request('/api/files/not-a-signed-link', { token: key.key })).status).toBe(404);
  });

  it('answers 401 API_KEY_INVALID for an unknown or malformed key', async () => {
    for (const token of [`pk_live_${'0'.repeat(43)}`, 'pk_live_short']) {
      const response = await h.request('/api/projects/', { token });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('API_KEY_INVALID');
    }
  });

  it('answers 401 API_KEY_REVOKED from the request after the revocation, ApiKeyRevoked on the client’s stream', async () => {
    const key = await issue(adminOfA, { name: 'Short-lived', scopes: ['projects:read'] });
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
    const revoked = await h.request(`/api/api_keys/${key.id}`, { method: 'DELETE', token: adminOfA });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).status).toBe('revoked');
    const response = await h.request('/api/projects/', { token: key.key });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('API_KEY_REVOKED');
    const { rows } = await h.deps.pool.query(`select stream_id, metadata from events where event_type = 'ApiKeyRevoked' and data->>'keyId' = $1`, [key.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].stream_id).toBe(`client-${a.clientId}`);
  });

  it('answers 401 API_KEY_EXPIRED once the expiry has passed, and lists the key as expired', async () => {
    const expiresAt = new Date(h.now.getTime() + 3600_000).toISOString();
    const key = await issue(adminOfA, { name: 'An hour', scopes: ['projects:read'], expires_at: expiresAt });
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
    await later(h, 3601, async () => {
      const response = await h.request('/api/projects/', { token: key.key });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('API_KEY_EXPIRED');
      const list = await (await h.request('/api/api_keys/', { token: adminOfA })).json();
      expect(list.find((k: { id: string }) => k.id === key.id).status).toBe('expired');
    });
  });

  it('works within the client’s plan as a person does: a free plan’s key gets the shelf gate’s refusal', async () => {
    const system = { kind: 'system' as const, id: 'spec' };
    const { clientId } = await h.app.identity.registerClient({ company: 'Free Keys', accountType: 'corporation', country: 'jp', planId: 3, maxImages: 10 }, system, 'spec');
    await h.app.identity.registerUser({ clientId, email: 'free@keys.example', name: 'Free', role: 1, password: a.password }, system, 'spec');
    await h.settled();
    const freeAdmin = (await loginAs(h, 'free@keys.example')).token;
    const key = await issue(freeAdmin, { name: 'Free partner', scopes: ['projects:write'] });
    const byKey = await h.request('/api/projects/', { ...json('POST', { name: 'Shelf', type: 4 }), token: key.key, language: 'en' });
    const byPerson = await h.request('/api/projects/', { ...json('POST', { name: 'Shelf', type: 4 }), token: freeAdmin, language: 'en' });
    expect(byKey.status).toBe(422);
    expect(await byKey.json()).toMatchObject({ code: (await byPerson.json()).code, detail: 'This service is available for paying members only.' });
  });

  it('stops with its client: a key of a client set invalid answers 403 ACCOUNT_INACTIVE', async () => {
    const company = await givenAccounts(h, 'keys-paused');
    const admin = (await loginAs(h, company.admin.email)).token;
    const key = await issue(admin, { name: 'Paused partner', scopes: ['projects:read'] });
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
    const current = await (await h.request(`/api/admin/clients/${company.clientId}`, { token: superAdmin })).json();
    expect((await h.request(`/api/admin/clients/${company.clientId}`, { ...json('PUT', { ...current, status: 'invalid' }), token: superAdmin })).status).toBe(200);
    await h.settled();
    const response = await h.request('/api/projects/', { token: key.key });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('ACCOUNT_INACTIVE');
  });

  it('cannot see another client’s project: 404', async () => {
    const project = await (await h.request('/api/projects/', { ...json('POST', { name: 'B secret' }), token: adminOfB })).json();
    const key = await issue(adminOfA, { name: 'A reader', scopes: ['projects:read', 'results:read'] });
    expect((await h.request(`/api/projects/${project.id}`, { token: key.key })).status).toBe(404);
    expect((await h.request(`/api/projects/${project.id}/results`, { token: key.key })).status).toBe(404);
    const list = await (await h.request('/api/projects/', { token: key.key })).text();
    expect(list).not.toContain(project.id);
  });

  it('cannot revoke another client’s key through My page: 404, the key still works', async () => {
    const key = await issue(adminOfB, { name: 'B key', scopes: ['projects:read'] });
    expect((await h.request(`/api/api_keys/${key.id}`, { method: 'DELETE', token: adminOfA })).status).toBe(404);
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
  });
});

describe('POST /api/user_token/ (section 7)', () => {
  it('tells a key what it is and may do', async () => {
    const key = await issue(adminOfA, { name: 'Introspected', scopes: ['results:read'] });
    const response = await h.request('/api/user_token/', { method: 'POST', token: key.key });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ token_type: 'api_key', key_id: key.id, client_id: a.clientId, name: 'Introspected', scopes: ['results:read'], expires_at: null });
  });

  it('answers 401 API_KEY_INVALID to a person’s login token', async () => {
    const response = await h.request('/api/user_token/', { method: 'POST', token: adminOfA });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('API_KEY_INVALID');
  });
});

describe('the super admin', () => {
  it('lists any client’s keys and revokes them', async () => {
    const key = await issue(adminOfB, { name: 'B partner', scopes: ['projects:read'] });
    const list = await (await h.request(`/api/admin/api_keys?client_id=${b.clientId}`, { token: superAdmin })).json();
    expect(list.map((k: { id: string }) => k.id)).toContain(key.id);
    expect(list.every((k: { client_id: string }) => k.client_id === b.clientId)).toBe(true);
    const revoked = await h.request(`/api/admin/api_keys/${key.id}`, { method: 'DELETE', token: superAdmin });
    expect(revoked.status).toBe(200);
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(401);
  });

  it('answers the console’s ra-data-simple-rest list: filter by client, the count in Content-Range', async () => {
    const query = new URLSearchParams({ filter: JSON.stringify({ client_id: a.clientId }), sort: JSON.stringify(['created_at', 'DESC']), range: '[0,24]' });
    const response = await h.request(`/api/admin/api_keys?${query}`, { token: superAdmin });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((k: { client_id: string }) => k.client_id === a.clientId)).toBe(true);
    expect(response.headers.get('Content-Range')).toBe(`api_keys 0-${list.length - 1}/${list.length}`);
    expect((await h.request(`/api/admin/api_keys?filter=${encodeURIComponent('{"client_id":1}')}`, { token: superAdmin })).status).toBe(400);
  });

  it('is the only one: a company admin gets 403 on the console’s key routes', async () => {
    expect((await h.request(`/api/admin/api_keys?client_id=${b.clientId}`, { token: adminOfA })).status).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('declares the API-key scheme and the scope of each operation a key may call', async () => {
    const doc = await (await h.request('/api/doc')).json();
    expect(doc.components.securitySchemes.apiKeyAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/projects/'].post.security).toContainEqual({ apiKeyAuth: ['projects:write'] });
    expect(doc.paths['/api/projects/{id}/results'].get.security).toContainEqual({ apiKeyAuth: ['results:read'] });
    expect(JSON.stringify(doc.paths['/api/user_list/'].get.security ?? [])).not.toContain('apiKeyAuth');
    // Public operations stay public.
    expect(doc.paths['/api/health'].get.security ?? []).toEqual([]);
    expect(doc.paths['/api/user_token/'].post.security).toEqual([{ apiKeyAuth: [] }]);
  });
});
