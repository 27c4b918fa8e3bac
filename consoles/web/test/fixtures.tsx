import { render } from '@testing-library/react';
import type { AuthenticatedUser } from '@packlens/contracts';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../src/api/queryClient';
import { App } from '../src/App';
import { sessionStore } from '../src/auth/session';
import { nowInSeconds } from '../src/auth/token';
import type { Edition } from '../src/config/edition';
import { appRoutes } from '../src/routes/router';

export const plans = {
  monthly: { id: 1, plan_type: 1, name: '月額プラン', name_en: 'Monthly plan', name_cn: '月度套餐', max_images: null, max_accounts: 5, unit_type_period: 'month' },
  adhoc: { id: 2, plan_type: 2, name: 'スポットプラン', name_en: 'Ad hoc plan', name_cn: '单次套餐', max_images: 100, max_accounts: 5, unit_type_period: null },
  free: { id: 3, plan_type: 3, name: 'フリープラン', name_en: 'Free plan', name_cn: '免费套餐', max_images: 10, max_accounts: 3, unit_type_period: null },
  trial: { id: 7, plan_type: 4, name: 'トライアル', name_en: 'Trial', name_cn: '试用', max_images: 5, max_accounts: 3, unit_type_period: null },
} satisfies Record<string, NonNullable<AuthenticatedUser['plan']>>;

export function makeUser(overrides: Partial<AuthenticatedUser> = {}): AuthenticatedUser {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'hanako@example.co.jp',
    name: '山田 花子',
    role: 0,
    is_superuser: false,
    is_active: true,
    client_id: '22222222-2222-4222-8222-222222222222',
    company: '株式会社サンプル食品',
    plan: plans.monthly,
    setting_plan: 1,
    plan_generate: null,
    plan_key_visual: null,
    plan_option: null,
    expired_at: null,
    country: 'jp',
    max_images: null,
    used_amount: 3,
    ...overrides,
  };
}

export const superAdmin = () =>
  makeUser({ id: '33333333-3333-4333-8333-333333333333', role: 2, is_superuser: true, plan: null, client_id: null, company: null, name: 'Platform Admin' });
export const clientAdmin = (overrides: Partial<AuthenticatedUser> = {}) =>
  makeUser({ id: '44444444-4444-4444-8444-444444444444', role: 1, ...overrides });

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT: the app only reads the payload, the server verifies. */
export function makeToken(claims: { user_id: string; exp: number; role?: number }): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export function signInAs(user: AuthenticatedUser, secondsLeft = 3600): string {
  const token = makeToken({ user_id: user.id, exp: nowInSeconds() + secondsLeft, role: user.role });
  sessionStore.signIn({ token, expires_in: secondsLeft, user });
  return token;
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown, contentType = 'application/json') =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });

export function problem(status: number, code: string, detail: string, errors?: { field: string; code: string; message: string }[]) {
  return json(
    status,
    { type: `https://packlens.example/problems/${code}`, title: code, status, code, detail, requestId: 'req-1', errors },
    'application/problem+json',
  );
}

/** Replaces fetch with handlers keyed by "METHOD /path"; records every call. */
export function stubApi(handlers: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call: RecordedCall = {
        method: init.method ?? 'GET',
        path: new URL(input, 'http://localhost').pathname,
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${call.path}`];
      return handler ? handler(call) : problem(404, 'NOT_FOUND', 'not found');
    }),
  );
  return calls;
}

/** Renders the whole app at a path, as the browser would show it. */
export function renderApp(path: string, edition: Edition = 'standard') {
  const router = createMemoryRouter(appRoutes(edition), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}
