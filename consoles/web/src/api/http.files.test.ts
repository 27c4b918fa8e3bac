import { QueryClient } from '@tanstack/react-query';
import { AuthenticatedUser, ProjectDetail } from '@packlens/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeToken, makeUser, problem, signInAs } from '../../test/fixtures';
import { sessionStore } from '../auth/session';
import { nowInSeconds } from '../auth/token';
import { changeLanguage } from '../i18n/i18n';
import { projectDetail } from '../screens/projects/testing';
import { apiBlob, apiRequest, ApiError, onAuthLost } from './http';

/** Uploads (multipart) and downloads (a PDF) go the one way every request goes (the fold of projects.ts' own helper). */

const user = makeUser();

interface Sent {
  path: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

function stubFetch(answer: (call: Sent) => Response): Sent[] {
  const calls: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { path: new URL(input, 'http://localhost').pathname, headers: new Headers(init.headers), body: init.body };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

describe('a multipart upload', () => {
  it('goes as FormData with the token, language and CSRF headers, and no JSON content type', async () => {
    const token = signInAs(user);
    document.cookie = 'csrftoken=csrf-2; path=/';
    await changeLanguage('en');
    const calls = stubFetch(() => json(201, projectDetail()));
    const form = new FormData();
    form.append('names', 'shelf');

    const project = await apiRequest('/projects/p/images', { method: 'POST', body: form, schema: ProjectDetail });

    expect(project.id).toBe(projectDetail().id);
    expect(calls[0].body).toBe(form);
    expect(calls[0].headers.has('Content-Type')).toBe(false);
    expect(calls[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(calls[0].headers.get('X-Language')).toBe('en');
    expect(calls[0].headers.get('X-CSRFToken')).toBe('csrf-2');
    expect(calls[0].headers.get('Accept')).toBe('application/json');
  });
});

describe('a file download', () => {
  it('asks for the file type, sends its order as JSON and gives back the bytes and headers', async () => {
    signInAs(user);
    const calls = stubFetch(() => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="a.pdf"' } }));

    const file = await apiBlob('/projects/p/reports', { method: 'POST', body: { type: 'shelve' }, accept: 'application/pdf' });

    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="a.pdf"');
    expect(calls[0].headers.get('Accept')).toBe('application/pdf');
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toBe(JSON.stringify({ type: 'shelve' }));
  });

  it('refreshes a token near its end first, through the same refresh as every request', async () => {
    signInAs(user, 600);
    const newToken = makeToken({ user_id: user.id, exp: nowInSeconds() + 7200, role: 0 });
    const calls = stubFetch((call) =>
      call.path === '/api/auth/refresh_token/' ? json(200, { token: newToken, expires_in: 7200, user }) : new Response(new Blob(['%PDF']), { status: 200 }),
    );

    await apiBlob('/projects/p/reports', { method: 'POST', body: { type: 'over_all' }, accept: 'application/pdf' });

    expect(calls.map((call) => call.path)).toEqual(['/api/auth/refresh_token/', '/api/projects/p/reports']);
    expect(calls[1].headers.get('Authorization')).toBe(`Bearer ${newToken}`);
  });

  it('turns a refusal into an ApiError with the server’s words', async () => {
    signInAs(user);
    stubFetch(() => problem(409, 'HEATMAP_REQUIRED_FIRST', '先にヒートマップを計算してください。'));
    const error = await apiBlob('/projects/p/reports', { method: 'POST', body: { type: 'shelve' }, accept: 'application/pdf' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('先にヒートマップを計算してください。');
  });
});

describe('a lost login on an upload or a download', () => {
  const lost = vi.fn();
  let unsubscribe: () => void;
  beforeEach(() => {
    lost.mockReset();
    unsubscribe = onAuthLost(lost);
  });
  afterEach(() => unsubscribe());

  it.each([401, 403, 410])('on %i clears the session and tells the app (which drops its cache and goes to /login)', async (status) => {
    signInAs(user);
    stubFetch(() => problem(status, 'SESSION_EXPIRED', 'expired'));
    const cache = new QueryClient();
    cache.setQueryData(['projects', 'list'], { rows: [] });
    lost.mockImplementation(() => cache.clear());

    await expect(apiRequest('/projects/p/images', { method: 'POST', body: new FormData(), schema: ProjectDetail })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
    expect(lost).toHaveBeenCalledWith(status);
    expect(cache.getQueryData(['projects', 'list'])).toBeUndefined();

    signInAs(user);
    await expect(apiBlob('/projects/p/reports', { method: 'POST', body: {}, accept: 'application/pdf' })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toBeNull();
    expect(lost).toHaveBeenCalledTimes(2);
  });

  it('keeps a user record request (JSON) on the same path', async () => {
    signInAs(user);
    stubFetch(() => json(200, user));
    await expect(apiRequest('/user_detail/', { schema: AuthenticatedUser })).resolves.toMatchObject({ id: user.id });
  });
});
