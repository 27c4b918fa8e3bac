import { beforeAll, describe, expect, it } from 'vitest';
import { givenAccounts, json, loginAs, useApi, type Accounts } from './harness';

const h = useApi();
let accounts: Accounts;
let admin: string;
let user: string;

/** Logs in at a given time (the clock moves; the session is what counts). */
async function loginAt(iso: string, email: string) {
  const before = h.now;
  h.now = new Date(iso);
  try {
    return (await loginAs(h, email)).token;
  } finally {
    h.now = before;
  }
}

beforeAll(async () => {
  accounts = await givenAccounts(h, 'history');
  // Months are cut in Japan time: 2026-01-31T16:00Z is already February 1st in Tokyo.
  await loginAt('2025-12-31T14:59:00.000Z', accounts.user.email);
  await loginAt('2026-01-31T16:00:00.000Z', accounts.user.email);
  await loginAt('2026-03-10T01:00:00.000Z', accounts.user.email);
  await loginAt('2026-03-11T01:00:00.000Z', accounts.admin.email);
  admin = await loginAt('2026-11-21T08:00:00.000Z', accounts.admin.email);
  user = await loginAt('2026-11-21T08:30:00.000Z', accounts.user.email);
});

describe('login_history', () => {
  it('gives the admin every login of the client, newest first, with who and from where', async () => {
    const response = await h.request('/api/login_history/?page_size=10', { token: admin, headers: { 'User-Agent': 'spec' } });
    const page = await response.json();
    expect(page.count).toBe(6);
    expect(page.results.map((r: { logged_in_at: string; email: string }) => [r.logged_in_at, r.email])).toEqual([
      ['2026-11-21T08:30:00.000Z', accounts.user.email],
      ['2026-11-21T08:00:00.000Z', accounts.admin.email],
      ['2026-03-11T01:00:00.000Z', accounts.admin.email],
      ['2026-03-10T01:00:00.000Z', accounts.user.email],
      ['2026-01-31T16:00:00.000Z', accounts.user.email],
      ['2025-12-31T14:59:00.000Z', accounts.user.email],
    ]);
    expect(page.results[0]).toMatchObject({ name: 'User', mfa: false });
  });

  it('narrows to one user and a period, with the parameters in a POST body too', async () => {
    const body = { user_id: accounts.user.userId, from: '2026-01-01T00:00:00Z', to: '2026-04-01T00:00:00Z', page_size: 10 };
    const page = await (await h.request('/api/login_history/', { ...json('POST', body), token: admin })).json();
    expect(page.results.map((r: { logged_in_at: string }) => r.logged_in_at)).toEqual(['2026-03-10T01:00:00.000Z', '2026-01-31T16:00:00.000Z']);
  });

  it('shows a user only their own logins', async () => {
    const page = await (await h.request('/api/login_history/', { token: user })).json();
    expect(page.count).toBe(4);
    expect(new Set(page.results.map((r: { user_id: string }) => r.user_id))).toEqual(new Set([accounts.user.userId]));
    expect((await h.request(`/api/login_history/?user_id=${accounts.admin.userId}`, { token: user })).status).toBe(404);
  });

  it('pages through the history', async () => {
    const second = await (await h.request('/api/login_history/?page=2&page_size=10', { token: admin })).json();
    expect(second).toMatchObject({ count: 6, page: 2, results: [] });
  });

  it.each(['page=0', 'page_size=11', 'user_id=abc', 'from=yesterday'])('refuses %s as bad input', async (query) => {
    const response = await h.request(`/api/login_history/?${query}`, { token: admin });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('VALIDATION_FAILED');
  });
});

describe('login counts per month and year (Japan time)', () => {
  it('counts the client’s logins for each month of a year, zeros included', async () => {
    const counts = await (await h.request('/api/login_history_monthly/?year=2026', { token: admin })).json();
    expect(counts.time_zone).toBe('Asia/Tokyo');
    expect(counts.results).toHaveLength(12);
    expect(counts.results.filter((r: { count: number }) => r.count > 0)).toEqual([
      { period: '2026-02', count: 1 },
      { period: '2026-03', count: 2 },
      { period: '2026-11', count: 2 },
    ]);
    expect(counts.total).toBe(5);
  });

  it('counts one user’s logins per year', async () => {
    const counts = await (await h.request(`/api/login_history_yearly/?user_id=${accounts.user.userId}`, { token: admin })).json();
    expect(counts.results).toEqual([
      { period: '2025', count: 1 },
      { period: '2026', count: 3 },
    ]);
  });

  it('defaults to this year in Japan', async () => {
    const counts = await (await h.request('/api/login_history_monthly/', { token: user })).json();
    expect(counts.results[0].period).toBe('2026-01');
    expect(counts.total).toBe(3);
  });

  it('shows the login count on the user’s record', async () => {
    const page = await (await h.request('/api/user_list/', { token: admin })).json();
    expect(page.results.find((u: { id: string }) => u.id === accounts.user.userId)).toMatchObject({ login_count: 4, last_login_at: '2026-11-21T08:30:00.000Z' });
  });
});
