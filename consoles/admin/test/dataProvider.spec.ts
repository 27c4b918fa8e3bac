import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminSession } from '../src/auth/adminSession';
import { createDataProvider } from '../src/http/adminDataProvider';
import { fakeApi, problem, storeSession, tokenExpiringIn } from './fakeApi';

const acme = {
  id: '0b7f4a52-3c1e-4a4e-9a51-2f1d6e8b9c01',
  group_id: '10001',
  company: 'Acme Foods',
  country: 'jp',
  account_type: 'corporation',
};

function dataProvider() {
  const session = createAdminSession({ storage: localStorage, language: () => 'ja' });
  return createDataProvider(session, () => 'ja');
}

beforeEach(() => {
  localStorage.clear();
  storeSession(tokenExpiringIn(86400, Date.now()));
});
afterEach(() => vi.unstubAllGlobals());

describe('the clients resource over ra-data-simple-rest', () => {
  it('asks for a page as sort, range and filter, and reads the total from Content-Range', async () => {
    const api = fakeApi({
      'GET /api/admin/clients': () => ({ body: [acme], headers: { 'Content-Range': 'clients 25-49/57' } }),
    });

    const page = await dataProvider().getList('clients', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'company', order: 'ASC' },
      filter: { q: 'acme', country: 'jp' },
    });

    const url = new URL(api.requests[0].url, 'http://console.test');
    expect(url.pathname).toBe('/api/admin/clients');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['company', 'ASC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'acme', country: 'jp' });
    expect(api.requests[0].headers.get('Range')).toBe('clients=25-49');
    expect(page).toEqual({ data: [acme], total: 57 });
  });

  it('fetches one client by id', async () => {
    const api = fakeApi({ [`GET /api/admin/clients/${acme.id}`]: () => ({ body: acme }) });

    const { data } = await dataProvider().getOne('clients', { id: acme.id });

    expect(api.requests[0].headers.get('X-Language')).toBe('ja');
    expect(data).toEqual(acme);
  });

  it('passes the status of a refusal on, so checkError can end the session', async () => {
    fakeApi({ 'GET /api/admin/clients': () => problem(403, 'forbidden', 'この操作は許可されていません。') });

    await expect(
      dataProvider().getList('clients', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({ status: 403, message: 'この操作は許可されていません。' });
  });
});
