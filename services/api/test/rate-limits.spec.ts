import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src';
import { givenAccounts, json, later, useApi, type Accounts } from './harness';

const window = 900;
const h = useApi({
  rateLimits: {
    loginPerEmail: { limit: 3, windowSeconds: window },
    mfaResendPerEmail: { limit: 2, windowSeconds: window },
    passwordResetPerEmail: { limit: 2, windowSeconds: 3600 },
    registrationPerEmail: { limit: 2, windowSeconds: 3600 },
    passwordResetPerIp: { limit: 4, windowSeconds: 3600 },
  },
});
let accounts: Accounts;
beforeAll(async () => {
  accounts = await givenAccounts(h, 'limits');
});

const login = (email: string, password: string, app = h.app) =>
  app.api.request('/api/auth/obtain_token/', { ...json('POST', { email, password }), headers: { 'Content-Type': 'application/json', 'X-Language': 'en' } });

describe('rate limits (PostgreSQL counters shared by every API process)', () => {
  it('refuses a fourth login attempt for one address within 15 minutes, even with the right password', async () => {
    for (let n = 0; n < 3; n++) expect((await login(accounts.user.email, 'Wrongpass1')).status).toBe(401);
    const limited = await login(accounts.user.email, accounts.password);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', detail: 'Too many requests. Please wait a moment and try again.' });
    await later(h, window, async () => {
      expect((await login(accounts.user.email, accounts.password)).status).toBe(200);
    });
  });

  it('limits unknown addresses the same way, so the limit tells nothing about accounts', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await login('ghost@limits.example', 'Wrongpass1')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts attempts made through two API processes together', async () => {
    const other = createApp(h.deps, h.accounts);
    expect((await login(accounts.admin.email, 'Wrongpass1')).status).toBe(401);
    expect((await login(accounts.admin.email, 'Wrongpass1', other)).status).toBe(401);
    expect((await login(accounts.admin.email, 'Wrongpass1')).status).toBe(401);
    expect((await login(accounts.admin.email, accounts.password, other)).status).toBe(429);
  });

  it('limits password-reset requests per address and per IP address', async () => {
    const reset = (email: string, ip: string) => h.request('/api/reset_password', { ...json('POST', { email }), headers: { 'X-Forwarded-For': ip } });
    expect((await reset('a@limits.example', '198.51.100.7')).status).toBe(202);
    expect((await reset('a@limits.example', '198.51.100.7')).status).toBe(202);
    expect((await reset('a@limits.example', '198.51.100.7')).status).toBe(429);
    expect((await reset('b@limits.example', '198.51.100.7')).status).toBe(202);
    expect((await reset('c@limits.example', '198.51.100.7')).status).toBe(429); // the fifth from this address
    expect((await reset('c@limits.example', '198.51.100.8')).status).toBe(202);
  });

  it('limits MFA code resends and registration mails per address', async () => {
    const statuses = async (path: string, body: Record<string, unknown>) => {
      const seen = [];
      for (let n = 0; n < 3; n++) seen.push((await h.request(path, json('POST', body))).status);
      return seen;
    };
    expect(await statuses('/api/auth/resend_mfa_code/', { email: accounts.user.email })).toEqual([202, 202, 429]);
    expect(await statuses('/api/pre_register/', { email: 'signup@limits.example' })).toEqual([202, 202, 429]);
  });

  it('keeps no address in the counters, only hashes', async () => {
    const { rows } = await h.deps.pool.query<{ n: number }>(`select count(*)::int as n from rate_limit_hits where bucket like '%@%'`);
    expect(rows[0].n).toBe(0);
  });
});
