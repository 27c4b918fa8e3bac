import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthenticatedUser } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { clientAdmin, json, makeUser, plans, renderApp, signInAs, stubApi, superAdmin } from '../../test/fixtures';
import { sessionStore } from '../auth/session';
import { changeLanguage } from '../i18n/i18n';

async function showHeaderFor(user: AuthenticatedUser, path = '/home') {
  signInAs(user);
  const calls = stubApi({
    'GET /api/user_detail/': () => json(200, user),
    'POST /api/auth/logout/': () => json(204, null),
  });
  const view = renderApp(path);
  const banner = await screen.findByRole('banner');
  await screen.findByTestId('page-heading');
  return { ...view, calls, banner };
}

const hrefOf = (testId: string) => screen.getByTestId(testId).getAttribute('href');

describe('the header links', () => {
  it('for a user on a free plan: change plan, My page to Users, project registration', async () => {
    await showHeaderFor(makeUser({ plan: plans.free, used_amount: 4 }));

    expect(hrefOf('header-change-plan')).toBe('/register/plan_renew');
    expect(hrefOf('header-my-page')).toBe('/mypage/users');
    expect(hrefOf('header-register-project')).toBe('/type-project');
    expect(screen.queryByTestId('header-edit-plan')).toBeNull();
    expect(screen.getByTestId('header-plan-name').textContent).toBe('プラン: フリープラン');
    expect(screen.getByTestId('header-image-limit').textContent).toBe('画像 4 / 10 枚');
  });

  it('for an admin with plan setting: the edit icon to PlanRenew and My page to MypageIndex, no change-plan link', async () => {
    await showHeaderFor(clientAdmin({ setting_plan: 1 }), '/mypage');

    expect(hrefOf('header-edit-plan')).toBe('/register/plan_renew');
    expect(hrefOf('header-my-page')).toBe('/mypage');
    expect(screen.queryByTestId('header-change-plan')).toBeNull();
  });

  it('for an admin without plan setting: no edit icon', async () => {
    await showHeaderFor(clientAdmin({ setting_plan: 0 }), '/mypage');
    expect(screen.queryByTestId('header-edit-plan')).toBeNull();
  });

  it('for the super admin on Plug: neither My page nor project registration', async () => {
    await showHeaderFor(superAdmin(), '/mypage/plug');

    expect(screen.queryByTestId('header-my-page')).toBeNull();
    expect(screen.queryByTestId('header-register-project')).toBeNull();
    expect(screen.getByTestId('logout-link')).toBeTruthy();
  });

  it('hides project registration once the image limit is reached', async () => {
    await showHeaderFor(makeUser({ plan: plans.trial, used_amount: 5 }));
    expect(screen.queryByTestId('header-register-project')).toBeNull();
    expect(screen.getByTestId('header-change-plan')).toBeTruthy();
  });

  it('shows add-on icons and the plan name in the current language', async () => {
    await showHeaderFor(makeUser({ plan_generate: 4, plan_key_visual: 6 }));
    await changeLanguage('zh-CN');

    await waitFor(() => expect(screen.getByTestId('header-plan-name').textContent).toBe('套餐: 月度套餐'));
    expect(screen.getByTestId('header-addon-generate').getAttribute('aria-label')).toBe('生成套餐');
    expect(screen.getByTestId('header-addon-keyVisual')).toBeTruthy();
    expect(screen.queryByTestId('header-addon-option')).toBeNull();
  });

  it('logs out: POST /api/auth/logout/, clears the auth data and goes to /login', async () => {
    const { calls, router, banner } = await showHeaderFor(makeUser());

    await userEvent.click(within(banner).getByRole('button', { name: 'ログアウト' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logout = calls.find((call) => call.path === '/api/auth/logout/');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(sessionStore.get()).toBeNull();
  });

  it('logs out to /login from a public page too, where the header itself goes away', async () => {
    const { router, banner } = await showHeaderFor(makeUser(), '/no/such/page');

    await userEvent.click(within(banner).getByRole('button', { name: 'ログアウト' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get()).toBeNull();
  });
});
