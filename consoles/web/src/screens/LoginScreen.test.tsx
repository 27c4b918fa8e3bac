import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthenticatedUser } from '@packlens/contracts';
import { describe, expect, it, vi } from 'vitest';
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

describe('the MFA step', () => {
  const mfaRequired = () => problem(401, 'MFA_CODE_REQUIRED', '認証コードを入力してください。');

  it('asks for the mail code when the server answers MFA_CODE_REQUIRED, then logs in with it', async () => {
    const admin = clientAdmin();
    let attempts = 0;
    const calls = stubApi({
      'POST /api/auth/obtain_token/': () => (++attempts === 1 ? mfaRequired() : json(200, tokenResponseFor(admin))),
      'GET /api/user_detail/': () => json(200, admin),
    });
    const { router } = renderApp('/login');
    await logIn(admin.email, 'secret12');

    const code = await screen.findByTestId('login-mfa-code');
    expect(screen.getByTestId('login-form').getAttribute('data-step')).toBe('mfa');
    expect(screen.getByTestId('login-mfa-sent').textContent).toBe(`${admin.email} に認証コードを送信しました。`);
    expect(screen.queryByTestId('login-error')).toBeNull();

    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('認証コードは6桁の数字で入力してください。')).toBeTruthy();
    expect(calls).toHaveLength(1);

    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(calls[1].body).toEqual({ email: admin.email, password: 'secret12', mfa_code: '482913' });
  });

  it('resends the code to the same address and shows a wrong code as the server words it', async () => {
    const calls = stubApi({
      'POST /api/auth/obtain_token/': (call) =>
        (call.body as { mfa_code?: string }).mfa_code ? problem(401, 'MFA_CODE_INVALID', '認証コードが正しくありません。') : mfaRequired(),
      'POST /api/auth/resend_mfa_code/': () => json(202, { status: 'mail_sent' }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/login');
    await logIn('owner@example.jp', 'secret12');

    // The server mails no second code within 30 s, so the link waits as long.
    const resend = await screen.findByTestId('login-mfa-resend');
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(resend.textContent).toMatch(/^(30|29) 秒後に再送できます$/);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(resend.textContent).toBe('認証コードを再送する'));
    await userEvent.click(resend);
    await waitFor(() => expect(screen.getByTestId('login-mfa-sent').textContent).toBe('owner@example.jp に新しい認証コードを送信しました。'));
    expect(calls.find((c) => c.path === '/api/auth/resend_mfa_code/')?.body).toEqual({ email: 'owner@example.jp' });

    await userEvent.type(screen.getByTestId('login-mfa-code'), '000000');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('認証コードが正しくありません。');
    expect(screen.getByTestId('login-mfa-code')).toBeTruthy();

    await userEvent.click(screen.getByTestId('login-start-over'));
    expect(screen.getByTestId('login-form').getAttribute('data-step')).toBe('credentials');
    expect(screen.getByLabelText(/パスワード/)).toBeTruthy();
  });

  it('offers password reset and registration from the login page', async () => {
    stubApi({});
    renderApp('/login');
    expect((await screen.findByTestId('login-forgot-password')).getAttribute('href')).toBe('/register/password_reset');
    expect(screen.getByTestId('login-pre-register').getAttribute('href')).toBe('/register/pre_register');
    expect(screen.getByTestId('login-trial-register').getAttribute('href')).toBe('/register/trial_register');
  });
});
