import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createAdminSession, superAdminOnlyMessage } from '../src/auth/adminSession';
import { createAuthProvider } from '../src/auth/authProvider';
import { sharedStorageKeys } from '@packlens/contracts';
import { fakeApi, problem, storeSession, tokenExpiringIn, userWithRole, type FakeAnswer } from './fakeApi';

const now = Date.parse('2026-11-21T09:00:00Z');
const hours = 3600;

function consoleAuth() {
  const session = createAdminSession({ storage: localStorage, language: () => 'ja', now: () => now });
  return { session, authProvider: createAuthProvider(session) };
}

const signedInAs = storeSession;
/** The token where the customer app reads it. */
const storedToken = () => localStorage.getItem(sharedStorageKeys.token);

const tokenAnswer = (token: string, role: 0 | 1 | 2): FakeAnswer => ({
  body: { token, expires_in: 24 * hours, user: userWithRole(role) },
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('login', () => {
  it('given super-admin credentials, stores the token and user where the customer app reads them, and sends e-mail and password', async () => {
    const token = tokenExpiringIn(24 * hours, now);
    const api = fakeApi({ 'POST /api/auth/obtain_token/': () => tokenAnswer(token, 2) });
    const { authProvider } = consoleAuth();

    await authProvider.login({ username: 'root@packlens.example', password: 'secret123' });

    expect(api.requests[0].body).toEqual({ email: 'root@packlens.example', password: 'secret123' });
    expect(api.requests[0].headers.get('X-Language')).toBe('ja');
    expect(storedToken()).toBe(token);
    expect(JSON.parse(localStorage.getItem(sharedStorageKeys.user)!)).toEqual(userWithRole(2));
    expect(await authProvider.getIdentity!()).toEqual({
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      fullName: 'Hanako Yamada',
    });
  });

  it.each([
    ['an admin', 1],
    ['a user', 0],
  ] as const)('given %s, refuses with the super-admin-only message, stores nothing and revokes the token', async (_, role) => {
    const token = tokenExpiringIn(24 * hours, now);
    const api = fakeApi({
      'POST /api/auth/obtain_token/': () => tokenAnswer(token, role),
      'POST /api/auth/logout/': () => ({ status: 204 }),
    });
    const { authProvider } = consoleAuth();

    await expect(authProvider.login({ username: 'admin@acme.example', password: 'secret123' })).rejects.toThrow(
      superAdminOnlyMessage,
    );

    expect(storedToken()).toBeNull();
    const revocation = api.requests.find((request) => request.url === '/api/auth/logout/');
    expect(revocation?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('given wrong credentials, rejects with the localized detail of the problem', async () => {
    fakeApi({ 'POST /api/auth/obtain_token/': () => problem(401, 'invalid_credentials', 'メールアドレスまたはパスワードが違います。') });
    const { authProvider } = consoleAuth();

    await expect(authProvider.login({ username: 'root@packlens.example', password: 'wrong' })).rejects.toThrow(
      'メールアドレスまたはパスワードが違います。',
    );
  });
});

describe('identity', () => {
  it('falls back to the e-mail address when the user has no name', async () => {
    signedInAs(tokenExpiringIn(24 * hours, now), userWithRole(2, { name: '' }));
    const { authProvider } = consoleAuth();

    expect((await authProvider.getIdentity!()).fullName).toBe('root@packlens.example');
  });
});

describe('checkAuth', () => {
  it('without a stored session, sends to the login page without an error message', async () => {
    const { authProvider } = consoleAuth();

    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('with more than 1800 s left, accepts the token without calling the API', async () => {
    const api = fakeApi({});
    signedInAs(tokenExpiringIn(1800, now));
    const { authProvider } = consoleAuth();

    await authProvider.checkAuth({});

    expect(api.requests).toEqual([]);
  });

  it('with fewer than 1800 s left, refreshes the token and stores the new one where the app reads it (the old one is retired)', async () => {
    const old = tokenExpiringIn(1799, now, 'old');
    const renewed = tokenExpiringIn(24 * hours, now, 'renewed');
    const api = fakeApi({ 'POST /api/auth/refresh_token/': () => tokenAnswer(renewed, 2) });
    signedInAs(old);
    const { authProvider } = consoleAuth();

    await authProvider.checkAuth({});

    expect(api.requests.map((request) => [request.url, request.body])).toEqual([['/api/auth/refresh_token/', { token: old }]]);
    expect(storedToken()).toBe(renewed);
  });

  it('when requests arrive together near expiry, they share one refresh', async () => {
    const api = fakeApi({ 'POST /api/auth/refresh_token/': () => tokenAnswer(tokenExpiringIn(24 * hours, now), 2) });
    signedInAs(tokenExpiringIn(60, now));
    const { session } = consoleAuth();

    const tokens = await Promise.all([session.validToken(), session.validToken(), session.validToken()]);

    expect(api.requests).toHaveLength(1);
    expect(new Set(tokens).size).toBe(1);
  });

  it('when the API refuses the refresh, ends the session', async () => {
    fakeApi({ 'POST /api/auth/refresh_token/': () => problem(401, 'token_revoked', 'Session revoked') });
    signedInAs(tokenExpiringIn(60, now));
    const { authProvider } = consoleAuth();

    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: 'ra.notification.logged_out' });
    expect(storedToken()).toBeNull();
  });

  it('when the refresh fails on the network, keeps the still-valid token', async () => {
    const token = tokenExpiringIn(60, now);
    fakeApi({
      'POST /api/auth/refresh_token/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signedInAs(token);
    const { authProvider } = consoleAuth();

    await authProvider.checkAuth({});

    expect(storedToken()).toBe(token);
  });

  it('with an expired token, says the session ended and clears it', async () => {
    signedInAs(tokenExpiringIn(-1, now));
    const { authProvider } = consoleAuth();

    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: 'ra.notification.logged_out' });
    expect(storedToken()).toBeNull();
  });
});

describe('checkError', () => {
  it.each([401, 403, 410])('on %i, logs out: revokes the token and clears the stored session', async (status) => {
    const token = tokenExpiringIn(24 * hours, now);
    const api = fakeApi({ 'POST /api/auth/logout/': () => ({ status: 204 }) });
    signedInAs(token);
    const { authProvider } = consoleAuth();

    await expect(authProvider.checkError({ status, message: 'denied' })).rejects.toMatchObject({ status });

    expect(storedToken()).toBeNull();
    expect(api.requests.map((request) => request.headers.get('Authorization'))).toEqual([`Bearer ${token}`]);
  });

  it.each([400, 404, 409, 500])('on %i, keeps the session', async (status) => {
    signedInAs(tokenExpiringIn(24 * hours, now));
    const { authProvider } = consoleAuth();

    await authProvider.checkError({ status, message: 'failed' });

    expect(storedToken()).not.toBeNull();
  });
});

describe('logout', () => {
  it('revokes the token with the API, then clears the stored session', async () => {
    const token = tokenExpiringIn(24 * hours, now);
    const api = fakeApi({ 'POST /api/auth/logout/': () => ({ status: 204 }) });
    signedInAs(token);
    const { authProvider } = consoleAuth();

    await authProvider.logout({});

    expect(api.requests.map((request) => [request.method, request.url, request.headers.get('Authorization')])).toEqual([
      ['POST', '/api/auth/logout/', `Bearer ${token}`],
    ]);
    expect(storedToken()).toBeNull();
  });

  it('clears the session even when the API cannot be reached', async () => {
    fakeApi({
      'POST /api/auth/logout/': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signedInAs(tokenExpiringIn(24 * hours, now));
    const { authProvider } = consoleAuth();

    await authProvider.logout({});

    expect(storedToken()).toBeNull();
  });
});

describe('the session shared with the customer app (issue 19 item 13)', () => {
  it('a super admin logged in to the app is logged in here: no second login, no request', async () => {
    const api = fakeApi({});
    storeSession(tokenExpiringIn(24 * hours, now));
    const { authProvider } = consoleAuth();

    await authProvider.checkAuth({});

    expect(await authProvider.getIdentity!()).toEqual({ id: userWithRole(2).id, fullName: 'Hanako Yamada' });
    expect(api.requests).toEqual([]);
  });

  it('a customer logged in to the app is not the console’s: the login page, and the app’s session is left alone', async () => {
    const api = fakeApi({});
    const token = tokenExpiringIn(24 * hours, now);
    storeSession(token, userWithRole(1));
    const { authProvider } = consoleAuth();

    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    await authProvider.logout({});

    expect(storedToken()).toBe(token);
    expect(api.requests).toEqual([]);
  });

  it('never takes a stored user of another account for the token’s', async () => {
    storeSession(tokenExpiringIn(24 * hours, now, 'token', '00000000-0000-4000-8000-000000000000'));
    const { authProvider } = consoleAuth();

    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('a refused refresh leaves alone a session the app started meanwhile', async () => {
    const newer = tokenExpiringIn(24 * hours, now, 'newer');
    fakeApi({
      'POST /api/auth/refresh_token/': () => {
        localStorage.setItem(sharedStorageKeys.token, newer);
        return problem(401, 'SESSION_EXPIRED', 'Session expired');
      },
    });
    storeSession(tokenExpiringIn(60, now, 'older'));
    const { session } = consoleAuth();

    await session.validToken();

    expect(storedToken()).toBe(newer);
  });
});
