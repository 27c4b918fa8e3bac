import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src';
import { givenAccounts, json, later, useApi, type Accounts } from './harness';

const window = 900;
const h = useApi({
  rateLimits: {
    loginFailuresPerSource: { limit: 3, windowSeconds: window },
    loginFailuresPerEmail: { limit: 6, windowSeconds: window },
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

const login = (email: string, password: string, app = h.app, ip = '203.0.113.9') =>
  app.api.request('/api/auth/obtain_token/', { ...json('POST', { email, password }), headers: { 'Content-Type': 'application/json', 'X-Language': 'en', 'X-Forwarded-For': ip } });

describe('rate limits (PostgreSQL counters shared by every API process)', () => {
  it('slows a source that keeps failing for an address, with Retry-After, and lets the owner in from elsewhere (issue 20, item 6)', async () => {
    for (let n = 0; n < 3; n++) expect((await login(accounts.user.email, 'Wrongpass1', h.app, '198.51.100.66')).status).toBe(401);
    const limited = await login(accounts.user.email, accounts.password, h.app, '198.51.100.66');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', detail: 'Too many requests. Please wait a moment and try again.' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(window);
    // The owner, from their own address, is not locked out by someone else's failures.
    expect((await login(accounts.user.email, accounts.password, h.app, '192.0.2.10')).status).toBe(200);
    await later(h, window, async () => {
      expect((await login(accounts.user.email, accounts.password, h.app, '198.51.100.66')).status).toBe(200);
    });
  });

  it('slows guesses spread over many sources, but not a source the owner logged in from before', async () => {
    expect((await login(accounts.admin.email, accounts.password, h.app, '192.0.2.20')).status).toBe(200);
    for (let n = 0; n < 6; n++) expect((await login(accounts.admin.email, 'Wrongpass1', h.app, `198.51.100.${100 + n}`)).status).toBe(401);
    expect((await login(accounts.admin.email, accounts.password, h.app, '198.51.100.200')).status).toBe(429);
    expect((await login(accounts.admin.email, accounts.password, h.app, '192.0.2.20')).status).toBe(200);
  });

  it('does not count successful logins against anyone', async () => {
    for (let n = 0; n < 5; n++) expect((await login(accounts.superAdmin.email, accounts.password, h.app, '192.0.2.30')).status).toBe(200);
  });

  it('limits unknown addresses the same way, so the limit tells nothing about accounts', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await login('ghost@limits.example', 'Wrongpass1')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts attempts made through two API processes together', async () => {
    const other = createApp(h.deps, h.accounts);
    const email = 'twoprocesses@limits.example';
    expect((await login(email, 'Wrongpass1')).status).toBe(401);
    expect((await login(email, 'Wrongpass1', other)).status).toBe(401);
    expect((await login(email, 'Wrongpass1')).status).toBe(401);
    expect((await login(email, 'Wrongpass1', other)).status).toBe(429);
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
