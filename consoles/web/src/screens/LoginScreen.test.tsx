import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthenticatedUser } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { clientAdmin, json, makeToken, makeUser, problem, renderApp, stubApi, superAdmin } from '../../test/fixtures';
import { tokenStorageKey } from '../auth/session';
import { nowInSeconds } from '../auth/token';
import { changeLanguage } from '../i18n/i18n';

async function logIn(email: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /メールアドレス/ }), email);
  await userEvent.type(screen.getByLabelText(/パスワード/), password);
  await userEvent.click(screen.getByTestId('login-submit'));
}

function tokenResponseFor(user: AuthenticatedUser) {
  const token = makeToken({ user_id: user.id, exp: nowInSeconds() + 3600, role: user.role });
  return { token, expires_in: 3600, user };
}

describe('the login form', () => {
  it("shows the server's problem detail as sent, in the request's language", async () => {
    await changeLanguage('en');
    const calls = stubApi({
      'POST /api/auth/obtain_token/': () =>
        problem(401, 'INVALID_CREDENTIALS', 'The e-mail address or password is incorrect (server text).'),
    });
    renderApp('/login');

    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail address/ }), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'The e-mail address or password is incorrect (server text).',
    );
    expect(calls[0].body).toEqual({ email: 'a@example.com', password: 'wrong-password' });
    expect(calls[0].headers.get('X-Language')).toBe('en');
    expect(screen.getByTestId('page-heading').textContent).toBe('Log in');
  });

  it('puts field errors of a validation problem next to their fields', async () => {
    stubApi({
      'POST /api/auth/obtain_token/': () =>
        problem(400, 'VALIDATION_FAILED', '正しく入力されていない項目があります。', [
          { field: 'email', code: 'invalid_format', message: 'メールアドレスの形式が正しくありません。' },
        ]),
    });
    renderApp('/login');

    await logIn('not-an-address', 'secret12');

    expect((await screen.findByTestId('login-error')).textContent).toBe('正しく入力されていない項目があります。');
    const email = screen.getByRole('textbox', { name: /メールアドレス/ });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'メールアドレスの形式が正しくありません。',
    );
  });

  it('asks for missing fields without calling the API', async () => {
    const calls = stubApi({});
    renderApp('/login');

    await userEvent.click(await screen.findByTestId('login-submit'));

    expect(screen.getByText('メールアドレスを入力してください。')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください。')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['super admin', superAdmin(), '/mypage/plug', '管理ダッシュボード'],
    ['admin', clientAdmin(), '/mypage', 'マイページ'],
    ['user', makeUser(), '/mypage/users', 'マイページ'],
  ])('lands a %s on their dashboard after login', async (_label, user, path, heading) => {
    stubApi({
      'POST /api/auth/obtain_token/': () => json(200, tokenResponseFor(user)),
      'GET /api/user_detail/': () => json(200, user),
    });
    const { router } = renderApp('/login');

    await logIn(user.email, 'secret12');

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(screen.getByTestId('page-heading').textContent).toBe(heading));
    expect(localStorage.getItem(tokenStorageKey)).toMatch(/^ey/);
    expect((await screen.findByTestId('account-email')).textContent).toBe(user.email);
  });
});
