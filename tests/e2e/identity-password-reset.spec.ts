import { describe, expect, it } from 'vitest';
import { apiAs, uniqueEmail } from '../support/api';
import { fieldHelperText, logInThroughForm, screenshot, seeded, useBrowser } from '../support/browser';
import { linkPath, waitForMail } from '../support/mail';

const b = useBrowser();

describe('password reset', () => {
  it('mails a link, sets a new password once, and the old password stops working', async () => {
    const email = uniqueEmail('forgetful');
    const asAdmin = await apiAs(b.baseUrl, seeded.admin.email, seeded.admin.password);
    await asAdmin('POST', '/user_add/', { email, name: '忘却 次郎', password: 'Oldpass2026' });

    const page = await b.newPage();
    await page.goto('/login');
    await page.locator('[data-testid=login-forgot-password]').click();
    await page.waitForURL('**/register/password_reset');
    // The login form stays on screen until the reset screen has loaded: fill the reset form, not the login one.
    const form = page.locator('[data-testid=password-reset-form]');
    await form.locator('input[name=email]').fill(email);
    await form.locator('[data-testid=password-reset-submit]').click();
    await page.waitForURL('**/register/password_reset_send');
    await screenshot(page, 'reset-1-sent');

    const mail = await waitForMail(b.baseUrl, email, 'password_reset');
    const link = linkPath(mail, '/register/password_new/');
    await page.goto(link);
    await page.locator('input[name=password]').fill('short');
    await page.locator('[data-testid=password-new-submit]').click();
    expect(await fieldHelperText(page, 'password')).toBe('パスワードは半角英数字8〜20文字で入力してください。');
    await page.locator('input[name=password]').fill('Newpass2026');
    await page.locator('input[name=password_confirm]').fill('Newpass2026');
    await screenshot(page, 'reset-2-new-password');
    await page.locator('[data-testid=password-new-submit]').click();
    await page.waitForURL('**/register/password_complete');

    await page.goto(link);
    // A used reset link has its own message (not "register again": issue 19, item 10).
    await expect.poll(() => page.locator('[data-testid=url-invalid]').textContent()).toContain('このパスワード再設定のURLは無効です');

    await logInThroughForm(page, email, 'Oldpass2026');
    await expect.poll(() => page.locator('[data-testid=login-error]').textContent()).toBe('メールアドレスまたはパスワードが正しくありません。');
    await logInThroughForm(page, email, 'Newpass2026');
    await page.waitForURL((url) => url.pathname === '/mypage/users');
  });

  it('answers an unknown address exactly as a known one', async () => {
    const page = await b.newPage();
    await page.goto('/register/password_reset');
    await page.locator('input[name=email]').fill(uniqueEmail('nobody'));
    await page.locator('[data-testid=password-reset-submit]').click();
    await page.waitForURL('**/register/password_reset_send');
    await expect.poll(() => page.locator('[data-testid=password-reset-sent]').textContent()).toContain('ご登録のアドレスであれば');
  });
});
