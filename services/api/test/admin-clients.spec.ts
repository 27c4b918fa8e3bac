import { beforeAll, describe, expect, it } from 'vitest';
import { givenAccounts, loginAs, useApi } from './harness';

const h = useApi();
let superToken: string;
let adminToken: string;
let accounts: Awaited<ReturnType<typeof givenAccounts>>;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'console');
  const identity = h.app.identity;
  for (const [company, country] of [['Beta Drinks', 'cn'], ['Alpha Snacks', 'jp'], ['Gamma Care', 'th']] as const) {
    await identity.registerClient(
      { company, department: '', accountType: 'corporation', country, address: '', telephone: '', ownerName: '', planId: 2, maxImages: 50, mfaEnabled: false },
      { kind: 'system', id: 'spec' },
      'spec',
    );
  }
  await h.settled();
  superToken = (await loginAs(h, accounts.superAdmin.email)).token;
  adminToken = (await loginAs(h, accounts.admin.email)).token;
});

const list = (query: string, token = superToken, language = 'en') => h.request(`/api/admin/clients?${query}`, { token, language });

describe('GET /api/admin/clients (ra-data-simple-rest contract)', () => {
  it('returns a sorted page and the total in Content-Range', async () => {
    const response = await list(`sort=${encodeURIComponent('["company","ASC"]')}&range=${encodeURIComponent('[0,1]')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('clients 0-1/4');
    const rows = await response.json();
    expect(rows.map((r: { company: string }) => r.company)).toEqual(['Alpha Snacks', 'Beta Drinks']);
    expect(rows[0]).toMatchObject({ country: 'jp', plan_id: 2, plan_name: 'Ad hoc plan', account_type: 'corporation', user_count: 0, administrator: null });
    expect(rows[0].group_id).toMatch(/^\d{5}$/);
  });

  it('filters by search text and country, and names the plan in the caller’s language', async () => {
    const response = await list(`filter=${encodeURIComponent('{"q":"a","country":"cn"}')}`, superToken, 'ja');
    const rows = await response.json();
    expect(rows.map((r: { company: string }) => r.company)).toEqual(['Beta Drinks']);
    expect(rows[0].plan_name).toBe('アドホックプラン');
    expect(response.headers.get('content-range')).toBe('clients 0-0/1');
  });

  it('counts a client’s users', async () => {
    const rows = await (await list(`filter=${encodeURIComponent('{"q":"console"}')}`)).json();
    expect(rows).toEqual([expect.objectContaining({ id: accounts.clientId, user_count: 2 })]);
  });

  it('fetches many by id (getMany)', async () => {
    const rows = await (await list(`filter=${encodeURIComponent(JSON.stringify({ id: [accounts.clientId] }))}`)).json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([accounts.clientId]);
  });

  it('rejects a malformed range or filter with VALIDATION_FAILED', async () => {
    expect((await (await list('range=[5,1]')).json()).code).toBe('VALIDATION_FAILED');
    expect((await (await list('range=notjson')).json()).code).toBe('VALIDATION_FAILED');
    expect((await list(`filter=${encodeURIComponent('{"country":"xx"}')}`)).status).toBe(400);
  });

  it('is for super admins only: an admin gets 403, no token 401', async () => {
    expect((await list('', adminToken)).status).toBe(403);
    expect((await h.request('/api/admin/clients')).status).toBe(401);
  });
});

describe('GET /api/admin/clients/{id}', () => {
  it('returns one client', async () => {
    const response = await h.request(`/api/admin/clients/${accounts.clientId}`, { token: superToken });
    expect(await response.json()).toMatchObject({
      id: accounts.clientId,
      company: 'console Foods',
      department: 'Marketing',
      owner_name: 'Owner',
      administrator: { id: accounts.admin.userId, name: 'Admin', email: accounts.admin.email },
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await h.request('/api/admin/clients/7a0f0d4e-0000-4000-8000-000000000000', { token: superToken });
    expect(response.status).toBe(404);
  });
});
