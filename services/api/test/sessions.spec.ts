import { beforeAll, describe, expect, it } from 'vitest';
import { givenAccounts, json, later, loginAs, useApi, type Accounts } from './harness';

const h = useApi();
let accounts: Accounts;
let admin: string;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'sessions');
  admin = (await loginAs(h, accounts.admin.email)).token;
});

const me = (token: string) => h.request('/api/user_detail/', { token });
const refresh = (token: string) => h.request('/api/auth/refresh_token/', json('POST', { token }));

describe('sessions end with a lock, and a refresh retires the old token (issue 20, item 8)', () => {
  it('a lock ends the user’s sessions: unlocking lets them log in again, not use the old token', async () => {
    const { token } = await loginAs(h, accounts.user.email);
    expect((await me(token)).status).toBe(200);
    await later(h, 1, async () => {
      expect((await h.request(`/api/user_detail/${accounts.user.userId}`, { ...json('PUT', { status: 'lock' }), token: admin })).status).toBe(200);
    });
    expect((await me(token)).status).toBe(403);
    await later(h, 2, async () => {
      expect((await h.request(`/api/user_detail/${accounts.user.userId}`, { ...json('PUT', { status: 'valid' }), token: admin })).status).toBe(200);
      const old = await me(token);
      expect(old.status).toBe(401);
      expect((await old.json()).code).toBe('SESSION_EXPIRED');
      const fresh = await loginAs(h, accounts.user.email);
      expect((await me(fresh.token)).status).toBe(200);
    });
  });

  it('a refresh retires the token it replaces; refreshing a retired token again ends the session (reuse detection)', async () => {
    const { token: first } = await loginAs(h, accounts.admin.email);
    const refreshed = await refresh(first);
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()).token as string;
    expect((await me(second)).status).toBe(200);
    const retired = await me(first);
    expect(retired.status).toBe(401);
    expect((await retired.json()).code).toBe('SESSION_EXPIRED');
    // Someone replays the retired token later: the session is ended, the current token too.
    await later(h, 31, async () => {
      expect((await refresh(first)).status).toBe(401);
      expect((await me(second)).status).toBe(401);
    });
  });

  it('two tabs refreshing the same token at once both get the session’s newest token, and the session goes on', async () => {
    const { token } = await loginAs(h, accounts.admin.email);
    const [a, b] = [await refresh(token), await refresh(token)];
    expect([a.status, b.status]).toEqual([200, 200]);
    const [tokenA, tokenB] = [(await a.json()).token, (await b.json()).token];
    expect((await me(tokenA)).status).toBe(200);
    expect((await me(tokenB)).status).toBe(200);
  });
});
