import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, plans, problem, renderApp, signInAs, stubApi } from '../../test/fixtures';
import { tokenStorageKey } from '../auth/session';
import { lastRouteIsResultsStorageKey, lastRouteStorageKey, rememberVisit } from './lastVisited';
import { routeTable } from './table';

function loggedInUser(overrides = {}) {
  const user = makeUser(overrides);
  signInAs(user);
  stubApi({ 'GET /api/user_detail/': () => json(200, user) });
  return user;
}

describe('navigation in the app', () => {
  it('shows not-found for an unknown path', async () => {
    renderApp('/no/such/page');
    expect((await screen.findByTestId('page-heading')).textContent).toBe('ページが見つかりません');
    expect(document.title).toBe('ページが見つかりません | Packlens');
  });

  it('gives every route of section 2 a screen of its own: none falls back to "not available yet"', () => {
    const forwarding = routeTable.filter((entry) => entry.forward);
    expect(routeTable.filter((entry) => !entry.built && !entry.forward).map((entry) => entry.name)).toEqual([]);
    expect(forwarding.map((entry) => entry.name)).toEqual(['Root']);
  });

  it('sends a visitor without login from a logged-in route to /login', async () => {
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('goes to /login and clears the auth data when the API answers 401', async () => {
    signInAs(makeUser());
    stubApi({ 'GET /api/user_detail/': () => problem(401, 'SESSION_EXPIRED', 'expired') });
    const { router } = renderApp('/mypage/users');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });

  it('remembers the last visited route and flags the results page', async () => {
    loggedInUser();
    const { router } = renderApp('/project-create/results');
    await waitFor(() => expect(localStorage.getItem(lastRouteStorageKey)).toBe('Results'));
    expect(localStorage.getItem(lastRouteIsResultsStorageKey)).toBe('true');

    await router.navigate('/home');

    await waitFor(() => expect(localStorage.getItem(lastRouteStorageKey)).toBe('Home'));
    expect(localStorage.getItem(lastRouteIsResultsStorageKey)).toBeNull();
  });

  it('flags the shelf evaluation’s result as a results page too', () => {
    rememberVisit('ShelfResult');
    expect(localStorage.getItem(lastRouteIsResultsStorageKey)).toBe('true');
    rememberVisit('ShelfConfirm');
    expect(localStorage.getItem(lastRouteIsResultsStorageKey)).toBeNull();
  });
});

describe('Home service selection', () => {
  it('offers open services and explains why a gated one is closed', async () => {
    loggedInUser({ plan: plans.free });
    renderApp('/home');

    const survey = await screen.findByTestId('service-card-survey');
    expect(survey.getAttribute('data-gated')).toBe('false');
    expect(screen.getByTestId('open-survey').getAttribute('href')).toBe('/type-project');
    expect(screen.getByTestId('service-card-shelf').getAttribute('data-gated')).toBe('true');
    expect(screen.getByTestId('gate-reason-shelf').textContent).toBe('有料会員様のみご利用いただけるサービスです。');
    expect(screen.getByTestId('gate-reason-designGeneration').textContent).toBe('生成プランのご契約が必要です。');
  });

  it('opens every service to a monthly user with the generation plan in Japan', async () => {
    loggedInUser({ plan: plans.monthly, plan_generate: 4 });
    renderApp('/home');
    await screen.findByTestId('service-card-survey');
    for (const id of ['survey', 'shelf', 'namingCopy', 'designGeneration', 'keyVisual', 'concept']) {
      expect(screen.getByTestId(`service-card-${id}`).getAttribute('data-gated'), id).toBe('false');
    }
  });
});

describe('dashboards', () => {
  it('show the logged-in user from GET /api/user_detail/', async () => {
    const stale = makeUser({ used_amount: 1 });
    signInAs(stale);
    const fresh = { ...stale, used_amount: 7, max_images: 50, company: '株式会社パックレンズ' };
    stubApi({ 'GET /api/user_detail/': () => json(200, fresh) });
    renderApp('/mypage/users');

    await waitFor(() => expect(screen.getByTestId('account-imageLimit').textContent).toBe('7 / 50 枚使用'));
    expect(screen.getByTestId('account-name').textContent).toBe('山田 花子');
    expect(screen.getByTestId('account-company').textContent).toBe('株式会社パックレンズ');
    expect(screen.getByTestId('account-role').textContent).toBe('ユーザー');
    expect(screen.getByTestId('account-plan').textContent).toBe('月額プラン');
    expect(screen.getByTestId('account-country').textContent).toBe('日本');
  });

  it('give the super admin a link to the admin console', async () => {
    const admin = makeUser({ id: '33333333-3333-4333-8333-333333333333', role: 2, is_superuser: true, plan: null });
    signInAs(admin);
    stubApi({ 'GET /api/user_detail/': () => json(200, admin) });
    renderApp('/mypage/plug');
    expect((await screen.findByTestId('admin-console-link')).getAttribute('href')).toBe('/admin/');
  });
});
