import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthenticatedUser } from '@packlens/contracts';
import { json, makeToken, makeUser, problem, signInAs, stubApi } from '../../test/fixtures';
import { sessionStore, tokenStorageKey, userStorageKey } from '../auth/session';
import { nowInSeconds } from '../auth/token';
import { changeLanguage } from '../i18n/i18n';
import { apiRequest, ApiError, onAuthLost } from './http';

const user = makeUser();

describe('API requests', () => {
  it('send the bearer token, the interface language and the CSRF cookie', async () => {
    const token = signInAs(user);
    document.cookie = 'csrftoken=csrf-value-1; path=/';
    await changeLanguage('zh-CN');
    const calls = stubApi({ 'GET /api/user_detail/': () => json(200, user) });

    await apiRequest('/user_detail/', { schema: AuthenticatedUser });

    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0].headers.get('X-Language')).toBe('zh-CN');
    expect(calls[0].headers.get('X-CSRFToken')).toBe('csrf-value-1');
  });

  it('send neither token nor CSRF header when there is none', async () => {
    const calls = stubApi({ 'POST /api/auth/logout/': () => json(204, null) });

    await apiRequest('/auth/logout/', { method: 'POST' });

    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].headers.has('X-CSRFToken')).toBe(false);
    expect(calls[0].headers.get('X-Language')).toBe('ja');
  });

  it('validate the response body with the contract schema', async () => {
    signInAs(user);
    stubApi({ 'GET /api/user_detail/': () => json(200, { ...user, role: 7 }) });
    await expect(apiRequest('/user_detail/', { schema: AuthenticatedUser })).rejects.toThrow();
  });

  it('turn problem details into an ApiError with the detail and the field errors', async () => {
    stubApi({
      'POST /api/auth/obtain_token/': () =>
        problem(400, 'VALIDATION_FAILED', '正しく入力されていない項目があります。', [
          { field: 'body.email', code: 'invalid_format', message: 'メールアドレスの形式が正しくありません。' },
        ]),
    });

    const error = await apiRequest('/auth/obtain_token/', { method: 'POST', body: {}, anonymous: true }).catch((e) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('正しく入力されていない項目があります。');
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'メールアドレスの形式が正しくありません。' });
  });
});

describe('the token check before each request', () => {
  function refreshedToken() {
    return makeToken({ user_id: user.id, exp: nowInSeconds() + 7200, role: 0 });
  }

  it('refreshes first when fewer than 1800 s remain', async () => {
    const oldToken = signInAs(user, 1799);
    const newToken = refreshedToken();
    const calls = stubApi({
      'POST /api/auth/refresh_token/': () => json(200, { token: newToken, expires_in: 7200, user }),
      'GET /api/user_detail/': () => json(200, user),
    });

    await apiRequest('/user_detail/', { schema: AuthenticatedUser });

    expect(calls.map((call) => call.path)).toEqual(['/api/auth/refresh_token/', '/api/user_detail/']);
    expect(calls[0].body).toEqual({ token: oldToken });
    expect(calls[1].headers.get('Authorization')).toBe(`Bearer ${newToken}`);
    expect(localStorage.getItem(tokenStorageKey)).toBe(newToken);
  });

  it('does not refresh with 1800 s or more left', async () => {
    signInAs(user, 1900);
    const calls = stubApi({ 'GET /api/user_detail/': () => json(200, user) });

    await apiRequest('/user_detail/', { schema: AuthenticatedUser });

    expect(calls.map((call) => call.path)).toEqual(['/api/user_detail/']);
  });

  it('shares one refresh between parallel requests', async () => {
    signInAs(user, 60);
    const newToken = refreshedToken();
    const calls = stubApi({
      'POST /api/auth/refresh_token/': () => json(200, { token: newToken, expires_in: 7200, user }),
      'GET /api/user_detail/': () => json(200, user),
    });

    await Promise.all([1, 2, 3].map(() => apiRequest('/user_detail/', { schema: AuthenticatedUser })));

    expect(calls.filter((call) => call.path === '/api/auth/refresh_token/')).toHaveLength(1);
  });
});

describe('a lost login (401, 403, 410)', () => {
  const lost = vi.fn();
  let unsubscribe: () => void;
  beforeEach(() => {
    lost.mockReset();
    unsubscribe = onAuthLost(lost);
  });
  afterEach(() => unsubscribe());

  it.each([401, 403, 410])('on %i clears the auth data and asks to go to the login page', async (status) => {
    signInAs(user);
    stubApi({ 'GET /api/user_detail/': () => problem(status, 'SESSION_EXPIRED', 'expired') });

    await expect(apiRequest('/user_detail/', { schema: AuthenticatedUser })).rejects.toBeInstanceOf(ApiError);

    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(localStorage.getItem(userStorageKey)).toBeNull();
    expect(sessionStore.get()).toBeNull();
    expect(lost).toHaveBeenCalledWith(status);
  });

  it('on a failed refresh clears the auth data before the request is sent', async () => {
    signInAs(user, 100);
    const calls = stubApi({ 'POST /api/auth/refresh_token/': () => problem(401, 'SESSION_EXPIRED', 'expired') });

    await expect(apiRequest('/user_detail/', { schema: AuthenticatedUser })).rejects.toBeInstanceOf(ApiError);

    expect(calls.map((call) => call.path)).toEqual(['/api/auth/refresh_token/']);
    expect(sessionStore.get()).toBeNull();
    expect(lost).toHaveBeenCalledWith(401);
  });

  it('is not a wrong password: a 401 to an anonymous login request keeps the session alone', async () => {
    signInAs(user);
    stubApi({ 'POST /api/auth/obtain_token/': () => problem(401, 'INVALID_CREDENTIALS', 'wrong') });

    await expect(apiRequest('/auth/obtain_token/', { method: 'POST', body: {}, anonymous: true })).rejects.toBeInstanceOf(ApiError);

    expect(sessionStore.get()).not.toBeNull();
    expect(lost).not.toHaveBeenCalled();
  });

  it('does not end a newer login when an old request comes back 401', async () => {
    signInAs(user);
    let answer: (response: Response) => void = () => undefined;
    stubApi({ 'GET /api/user_detail/': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const pending = apiRequest('/user_detail/', { schema: AuthenticatedUser }).catch(() => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());

    const newToken = signInAs(makeUser({ id: '55555555-5555-4555-8555-555555555555' }));
    answer(problem(401, 'SESSION_EXPIRED', 'expired'));
    await pending;

    expect(sessionStore.get()?.token).toBe(newToken);
    expect(lost).not.toHaveBeenCalled();
  });
});
