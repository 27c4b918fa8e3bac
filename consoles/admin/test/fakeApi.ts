import { sharedStorageKeys, type AuthenticatedUser, type RoleLevel } from '@packlens/contracts';
import { vi } from 'vitest';

/** A request as the fake API received it. */
export interface ReceivedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON (a CSV file). */
  raw?: string;
  headers?: Record<string, string>;
}

type Route = (request: ReceivedRequest) => FakeAnswer;

/**
 * Replaces `fetch` with an in-memory API answering `"METHOD /path"` routes; anything else is a 404 problem.
 * A route that throws stands for a network failure.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: ReceivedRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const request: ReceivedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url.split('?')[0]}`];
    if (!route) return problemResponse(404, 'not_found', 'Not found');
    const answer = route(request);
    const payload = answer.raw ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(payload, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return { requests };
}

export function problem(status: number, code: string, detail: string): FakeAnswer {
  return { status, body: { type: 'about:blank', title: code, status, code, detail } };
}

function problemResponse(status: number, code: string, detail: string) {
  const { body } = problem(status, code, detail);
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });
}

/** The user id every fake token and user carries unless told otherwise. */
export const fakeUserId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** An unsigned JWT whose payload expires `seconds` after `nowMs`: the console never verifies signatures. */
export function tokenExpiringIn(seconds: number, nowMs: number, id = 'token', userId = fakeUserId): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(nowMs / 1000) + seconds, jti: id, user_id: userId })}.signature`;
}

/** A session stored as the customer app and the console share it (logged in to either). */
export function storeSession(token: string, user: AuthenticatedUser = userWithRole(2)) {
  localStorage.setItem(sharedStorageKeys.token, token);
  localStorage.setItem(sharedStorageKeys.user, JSON.stringify(user));
}

export function userWithRole(role: RoleLevel, overrides: Partial<AuthenticatedUser> = {}): AuthenticatedUser {
  return {
    id: fakeUserId,
    email: 'root@packlens.example',
    name: 'Hanako Yamada',
    role,
    is_superuser: role === 2,
    is_active: true,
    client_id: null,
    company: null,
    plan: null,
    setting_plan: 0,
    plan_generate: null,
    plan_key_visual: null,
    plan_option: null,
    expired_at: null,
    country: 'jp',
    max_images: null,
    used_amount: 0,
    ...overrides,
  };
}
