import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockSkewToleranceSeconds } from '../src';
import { eventCount, givenAccounts, loginAs, useApi } from './harness';

const h = useApi();
let accounts: Awaited<ReturnType<typeof givenAccounts>>;
beforeAll(async () => {
  accounts = await givenAccounts(h, 'auth');
});
const post = (path: string, body: unknown, init: { token?: string; language?: string; headers?: Record<string, string> } = {}) =>
  h.request(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), ...init });

describe('POST /api/auth/obtain_token/', () => {
  it('given a valid user, returns a token carrying the payload of section 3 and the authenticated user', async () => {
    const result = await loginAs(h, accounts.admin.email);
    const payload = decodeJwt(result.token);
    expect(payload).toMatchObject({ user_id: accounts.admin.userId, plan: 1, max_images: 100, country: 'jp', expired_at: null, role: 1, client_id: accounts.clientId });
    expect(payload.exp).toBe(Math.floor(h.now.getTime() / 1000) + 7200);
    expect(result.expires_in).toBe(7200);
    expect(result.user).toMatchObject({ id: accounts.admin.userId, role: 1, is_superuser: false, plan: { id: 1, plan_type: 1, name_en: 'Unlimited plan' } });
  });

  it('accepts the e-mail in any letter case', async () => {
    expect((await loginAs(h, accounts.user.email.toUpperCase())).user.role).toBe(0);
  });

  it('given a wrong password, answers 401 with the catalogue message in Japanese by default, and stores nothing', async () => {
    const before = await eventCount(h);
    const response = await post('/api/auth/obtain_token/', { email: accounts.user.email, password: 'WrongPass1' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401, detail: 'メールアドレスまたはパスワードが正しくありません。' });
    expect(await eventCount(h)).toBe(before);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await post('/api/auth/obtain_token/', { email: 'nobody@example.com', password: 'WrongPass1' }, { language: 'en' });
    const body = await unknown.json();
    expect(unknown.status).toBe(401);
    expect(body).toMatchObject({ code: 'INVALID_CREDENTIALS', detail: 'The e-mail address or password is incorrect.' });
  });

  it('speaks the language header first, then Accept-Language', async () => {
    const chinese = await post('/api/auth/obtain_token/', { email: 'x@example.com', password: 'WrongPass1' }, { headers: { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.5' } });
    expect((await chinese.json()).detail).toBe('邮箱地址或密码不正确。');
    expect(chinese.headers.get('content-language')).toBe('zh-CN');
    const header = await post('/api/auth/obtain_token/', { email: 'x@example.com', password: 'WrongPass1' }, { language: 'cn', headers: { 'Accept-Language': 'en' } });
    expect((await header.json()).detail).toBe('邮箱地址或密码不正确。');
  });

  it('rejects missing fields with VALIDATION_FAILED and a message per field', async () => {
    const response = await post('/api/auth/obtain_token/', { email: '' }, { language: 'en' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.detail).toBe('Some fields have not been entered correctly.');
    expect(body.errors).toEqual([
      { field: 'email', code: 'FIELD_REQUIRED', message: 'This field is required.' },
      { field: 'password', code: 'FIELD_REQUIRED', message: 'This field is required.' },
    ]);
  });

  it('rejects a body that is not JSON with MALFORMED_REQUEST', async () => {
    const response = await post('/api/auth/obtain_token/', '{"email":', { language: 'en' });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('MALFORMED_REQUEST');
  });
});

describe('a session', () => {
  it('gives the logged-in user their details', async () => {
    const { token } = await loginAs(h, accounts.user.email);
    const response = await h.request('/api/user_detail/', { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: accounts.user.userId, email: accounts.user.email, role: 0, company: 'auth Foods', country: 'jp' });
  });

  it('refuses a request without a token with 401 UNAUTHENTICATED', async () => {
    const response = await h.request('/api/user_detail/');
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged token', async () => {
    const { token } = await loginAs(h, accounts.user.email);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await h.request('/api/user_detail/', { token: forged })).status).toBe(401);
  });

  it('refreshes into a new token that works, and moves the timeout', async () => {
    const first = await loginAs(h, accounts.user.email);
    h.now = new Date(h.now.getTime() + 6000 * 1000); // 1000 s left: the client would refresh now
    try {
      const response = await post('/api/auth/refresh_token/', { token: first.token });
      expect(response.status).toBe(200);
      const refreshed = await response.json();
      expect(decodeJwt(refreshed.token).exp).toBe(Math.floor(h.now.getTime() / 1000) + 7200);
      h.now = new Date(h.now.getTime() + 3600 * 1000); // past the first token's expiry, within the new one
      expect((await h.request('/api/user_detail/', { token: first.token })).status).toBe(401);
      expect((await h.request('/api/user_detail/', { token: refreshed.token })).status).toBe(200);
    } finally {
      h.now = new Date('2026-11-21T09:00:00.000Z');
    }
  });

  it('times out when the token is not refreshed in time', async () => {
    const { token } = await loginAs(h, accounts.user.email);
    // Past 7200 s and past the skew allowed between replicas' clocks.
    h.now = new Date(h.now.getTime() + (7201 + clockSkewToleranceSeconds) * 1000);
    try {
      const response = await h.request('/api/user_detail/', { token, language: 'en' });
      expect(response.status).toBe(401);
      expect((await response.json()).code).toBe('SESSION_EXPIRED');
      expect((await post('/api/auth/refresh_token/', { token })).status).toBe(401);
    } finally {
      h.now = new Date('2026-11-21T09:00:00.000Z');
    }
  });

  it('ends at logout: the token and any refresh of it stop working', async () => {
    const { token } = await loginAs(h, accounts.user.email);
    expect((await post('/api/auth/logout/', {}, { token })).status).toBe(204);
    expect((await h.request('/api/user_detail/', { token })).status).toBe(401);
    expect((await post('/api/auth/refresh_token/', { token })).status).toBe(401);
  });
});

describe('request plumbing', () => {
  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const mine = await h.request('/api/health', { headers: { 'X-Request-Id': 'req-12345678' } });
    expect(mine.headers.get('x-request-id')).toBe('req-12345678');
    const made = await h.request('/api/health', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks a browser holding the CSRF cookie to echo it on state-changing requests', async () => {
    const body = JSON.stringify({ email: accounts.user.email, password: accounts.password });
    const cookie = 'csrftoken=abc123abc123';
    const missing = await h.request('/api/auth/obtain_token/', { method: 'POST', body, headers: { Cookie: cookie } });
    expect(missing.status).toBe(403);
    const echoed = await h.request('/api/auth/obtain_token/', { method: 'POST', body, headers: { Cookie: cookie, 'X-CSRFToken': 'abc123abc123' } });
    expect(echoed.status).toBe(200);
  });

  it('hands out the CSRF cookie when the browser has none', async () => {
    const response = await h.request('/api/health');
    expect(response.headers.get('set-cookie')).toMatch(/^csrftoken=[\w-]{32}; Path=\/; SameSite=Lax$/);
  });

  it('answers unknown API paths with a problem 404', async () => {
    const response = await h.request('/api/nothing-here', { language: 'en' });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('NOT_FOUND');
  });
});
