import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminSession } from '../src/auth/adminSession';
import { createHttpClient } from '../src/http/adminDataProvider';
import { readCookie } from '../src/http/apiRequest';
import { fakeApi, problem, storeSession, tokenExpiringIn } from './fakeApi';

const token = tokenExpiringIn(24 * 3600, Date.now());

function httpClientIn(language: 'ja' | 'en' | 'zh-CN') {
  const session = createAdminSession({ storage: localStorage, language: () => language });
  return createHttpClient(session, () => language);
}

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

beforeEach(() => {
  localStorage.clear();
  storeSession(token);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearCookie('csrftoken');
});

describe('the console httpClient', () => {
  it('sends the bearer token, the console language and the CSRF cookie', async () => {
    const api = fakeApi({ 'GET /api/admin/clients/1': () => ({ body: { id: '1' } }) });
    document.cookie = 'csrftoken=csrf-abc; path=/';

    await httpClientIn('zh-CN')('/api/admin/clients/1');

    const headers = api.requests[0].headers;
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('X-Language')).toBe('zh-CN');
    expect(headers.get('X-CSRFToken')).toBe('csrf-abc');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('sends no CSRF header without the cookie and no Authorization once signed out', async () => {
    const api = fakeApi({ 'GET /api/admin/clients/1': () => ({ body: { id: '1' } }) });
    localStorage.clear();

    await httpClientIn('en')('/api/admin/clients/1');

    const headers = api.requests[0].headers;
    expect(headers.has('X-CSRFToken')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('X-Language')).toBe('en');
  });

  it('keeps the headers its caller set', async () => {
    const api = fakeApi({ 'GET /api/admin/clients': () => ({ body: [], headers: { 'Content-Range': 'clients 0-0/0' } }) });

    await httpClientIn('ja')('/api/admin/clients', { headers: new Headers({ Range: 'clients=0-24' }) });

    expect(api.requests[0].headers.get('Range')).toBe('clients=0-24');
    expect(api.requests[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('turns a problem answer into an HttpError whose message is the localized detail', async () => {
    fakeApi({ 'GET /api/admin/clients/9': () => problem(404, 'client_not_found', 'クライアントが見つかりません。') });

    const failure = await httpClientIn('ja')('/api/admin/clients/9').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ message: 'クライアントが見つかりません。', status: 404, body: { code: 'client_not_found' } });
  });

  it('hands field errors to react-admin forms keyed by field', async () => {
    fakeApi({
      'POST /api/admin/clients': () => ({
        status: 422,
        body: {
          status: 422,
          code: 'validation_failed',
          detail: '入力内容を確認してください。',
          errors: [{ field: 'telephone', code: 'telephone_digits', message: 'ハイフンなしの数字で入力してください。' }],
        },
      }),
    });

    const failure = await httpClientIn('ja')('/api/admin/clients', { method: 'POST', body: '{}' }).catch((error: unknown) => error);

    expect((failure as HttpError).body.errors).toEqual({ telephone: 'ハイフンなしの数字で入力してください。' });
  });
});

describe('reading a cookie', () => {
  it('finds the named cookie among others and decodes it', () => {
    expect(readCookie('csrftoken', 'sessionid=x; csrftoken=a%2Bb; other=y')).toBe('a+b');
    expect(readCookie('csrftoken', 'xcsrftoken=nope')).toBeUndefined();
    expect(readCookie('csrftoken', '')).toBeUndefined();
  });
});
