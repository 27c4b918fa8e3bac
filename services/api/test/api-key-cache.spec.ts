import { describe, expect, it } from 'vitest';
import { createApp } from '../src';
import { startKeyEvictions } from '../src/api-keys/key-evictions';
import { givenAccounts, json, later, loginAs, useApi } from './harness';

/** An API process keeps an authenticated key for AppConfig.apiKeyCacheMs (here 2 s): what that saves and what it delays. */
const h = useApi({ config: { apiKeyCacheMs: 2000 } });

async function givenKey(prefix: string, body: Record<string, unknown> = {}) {
  const company = await givenAccounts(h, prefix);
  const admin = (await loginAs(h, company.admin.email)).token;
  const response = await h.request('/api/api_keys/', { ...json('POST', { name: 'Cached partner', scopes: ['projects:read'], ...body }), token: admin });
  expect(response.status).toBe(201);
  return { admin, key: (await response.json()) as { id: string; key: string } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an API key kept by the process that authenticated it', () => {
  it('given a key in use, when it is revoked through this process, then the very next request is refused', async () => {
    const { admin, key } = await givenKey('cache-revoke');
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
    expect((await h.request(`/api/api_keys/${key.id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const response = await h.request('/api/projects/', { token: key.key });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('API_KEY_REVOKED');
  });

  it('given a key in use, when another replica revokes it, then this process lets it through until the cache time has passed, then refuses it', async () => {
    const { key } = await givenKey('cache-replica');
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
    // What another replica's revocation leaves in the shared read model.
    await h.deps.pool.query('update api_keys set revoked_at = now() where key_id = $1', [key.id]);
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
    await sleep(2100);
    const response = await h.request('/api/projects/', { token: key.key });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('API_KEY_REVOKED');
  });

  it('given a kept key with an expiry, when the expiry passes, then it is refused at once (expiry is checked on every request)', async () => {
    const { key } = await givenKey('cache-expiry', { expires_at: new Date(h.now.getTime() + 60_000).toISOString() });
    expect((await h.request('/api/projects/', { token: key.key })).status).toBe(200);
    await later(h, 61, async () => {
      const response = await h.request('/api/projects/', { token: key.key });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('API_KEY_EXPIRED');
    });
  });

  it('given a key kept a minute by another replica, when this one revokes it or suspends its client, then that replica refuses it at once: it hears the change', async () => {
    // Replica B keeps keys for a minute and listens, as startHttpServer does with a connection string.
    const replica = createApp({ ...h.deps, config: { ...h.deps.config, apiKeyCacheMs: 60_000 } }, h.accounts);
    const evictions = startKeyEvictions(h.databaseUrl, replica.apiKeys.forgetClient);
    const onReplica = (key: string) => Promise.resolve(replica.api.request('/api/projects/', { headers: { Authorization: `Bearer ${key}`, 'X-Language': 'en' } }));
    try {
      const revoked = await givenKey('cache-listen-revoke');
      expect((await onReplica(revoked.key.key)).status).toBe(200);
      await sleep(300); // the LISTEN connection is up
      expect((await h.request(`/api/api_keys/${revoked.key.id}`, { method: 'DELETE', token: revoked.admin })).status).toBe(200);
      await expect.poll(async () => (await onReplica(revoked.key.key)).status, { timeout: 3_000, interval: 50 }).toBe(401);

      const suspended = await givenKey('cache-listen-suspend');
      expect((await onReplica(suspended.key.key)).status).toBe(200);
      const superAdmin = (await loginAs(h, (await givenAccounts(h, 'cache-listen-super')).superAdmin.email)).token;
      const clientId = (await (await h.request('/api/user_token/', { method: 'POST', token: suspended.key.key })).json()).client_id as string;
      const current = await (await h.request(`/api/admin/clients/${clientId}`, { token: superAdmin })).json();
      expect((await h.request(`/api/admin/clients/${clientId}`, { ...json('PUT', { ...current, status: 'invalid' }), token: superAdmin })).status).toBe(200);
      await expect.poll(async () => (await onReplica(suspended.key.key)).status, { timeout: 3_000, interval: 50 }).toBe(403);
    } finally {
      await evictions.stop();
    }
  });
});
