import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, problem, renderApp, stubApi } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';

const helperOf = (name: string) => {
  const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('password reset', () => {
  it('asks for the address and says the same thing afterwards whether or not it has an account', async () => {
    await changeLanguage('zh-CN');
    const calls = stubApi({ 'POST /api/reset_password': () => json(202, { status: 'mail_sent' }) });
    const { router } = renderApp('/register/password_reset');

    expect((await screen.findByTestId('page-heading')).textContent).toBe('重置密码');
    await userEvent.type(screen.getByRole('textbox'), 'nobody@example.com');
    await userEvent.click(screen.getByTestId('password-reset-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/password_reset_send'));
    expect(calls[0].body).toEqual({ email: 'nobody@example.com', language: 'zh-CN' });
    expect((await screen.findByTestId('password-reset-sent')).textContent).toContain('如果 nobody@example.com 已注册');
  });

  it('shows the invalid-URL message for a used or expired reset link, with a way to ask again', async () => {
    stubApi({ 'GET /api/reset_password': () => problem(404, 'RESET_LINK_INVALID', 'このパスワード再設定のURLは無効です（使用済み、または有効期限切れです）。お手数ですが、もう一度パスワードの再設定をお申し込みください。') });
    renderApp('/register/password_new/used-token');
    expect((await screen.findByTestId('url-invalid')).textContent).toContain('このパスワード再設定のURLは無効です');
    expect(screen.getByTestId('url-invalid').textContent).not.toContain('登録してください');
    expect(screen.getByTestId('url-invalid-again').getAttribute('href')).toBe('/register/password_reset');
  });

  it('sets the new password after checking the rule and the repetition, then shows the completion page', async () => {
    const calls = stubApi({
      'GET /api/reset_password': () => json(200, { email: 'ta***@example.com', expires_at: '2026-11-22T10:00:00.000Z' }),
      'PUT /api/reset_password': () => json(200, { status: 'password_changed' }),
    });
    const { router } = renderApp('/register/password_new/tok-9');
    const password = await screen.findByLabelText(/^新しいパスワード/);

    await userEvent.type(password, 'ｐａｓｓ１２３４');
    await userEvent.type(screen.getByLabelText(/パスワード（確認）/), 'NewPass2026');
    await userEvent.click(screen.getByTestId('password-new-submit'));
    expect(helperOf('password')).toBe('パスワードは半角英数字8〜20文字で入力してください。');
    expect(helperOf('password_confirm')).toBe('パスワードが一致しません。');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'NewPass2026');
    await userEvent.click(screen.getByTestId('password-new-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/password_complete'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ token: 'tok-9', password: 'NewPass2026' });
    expect(calls.find((c) => c.method === 'GET')?.path).toBe('/api/reset_password');
    expect((await screen.findByTestId('password-complete')).textContent).toContain('パスワードを変更しました。');
  });
});
