import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { logInThroughForm, logInToConsole, screenshot, seeded, useBrowser } from '../support/browser';
import { linkPath, mailCount, mfaCodeOf, waitForMail } from '../support/mail';

const b = useBrowser();

describe('a client with MFA', () => {
  const owner = { email: uniqueEmail('mfa-owner'), password: 'Mfaowner2026' };

  it('is created in the admin console; its administrator sets a password from the invitation mail', async () => {
    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto('/admin/#/clients/create');
    await page.locator('input[name=company]').fill('MFA商事株式会社');
    await page.locator('input[name=telephone]').fill('0-3');
    await page.locator('input[name=admin_email]').fill(owner.email);
    await page.locator('input[name=admin_name]').fill('多要素 一郎');
    await page.locator('input[name=mfa_enabled]').check();
    await page.locator('button[type=submit]').click();
    // The console checks with the contract's schema and speaks the catalogue.
    await expect.poll(() => page.getByText('電話番号はハイフンなしの数字で入力してください。').count()).toBeGreaterThan(0);
    await screenshot(page, 'mfa-1-console-create-errors');
    await page.locator('input[name=telephone]').fill('0398765432');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/#\/clients\/[0-9a-f-]+\/show/);
    await expect.poll(() => page.getByText('MFA商事株式会社').count()).toBeGreaterThan(0);
    await screenshot(page, 'mfa-2-console-show');

    const invitation = await waitForMail(b.baseUrl, owner.email, 'invitation');
    await page.goto(linkPath(invitation, '/register/password_new/'));
    await page.locator('input[name=password]').fill(owner.password);
    await page.locator('input[name=password_confirm]').fill(owner.password);
    await page.locator('[data-testid=password-new-submit]').click();
    await page.waitForURL('**/register/password_complete');
  });

  it('asks for the mailed code at login; a resent code logs the administrator in', async () => {
    const page = await b.newPage();
    const before = await mailCount(b.baseUrl, owner.email, 'mfa_code');
    await logInThroughForm(page, owner.email, owner.password);
    await page.locator('[data-testid=login-mfa-code]').waitFor();
    await waitForMail(b.baseUrl, owner.email, 'mfa_code', { seen: before });
    await screenshot(page, 'mfa-3-code-step');

    await page.locator('[data-testid=login-mfa-code]').fill('000000');
    await page.locator('[data-testid=login-submit]').click();
    await expect.poll(() => page.locator('[data-testid=login-error]').textContent()).toMatch(/認証コード/);

    // No second code within 30 s: the link counts down, then sends a new one.
    const resend = page.locator('[data-testid=login-mfa-resend]');
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.textContent()).toMatch(/秒後に再送できます$/);
    await expect.poll(() => resend.isEnabled(), { timeout: 40_000, interval: 1000 }).toBe(true);
    await resend.click();
    await expect.poll(() => page.locator('[data-testid=login-mfa-sent]').textContent()).toContain('新しい認証コード');
    const resent = await waitForMail(b.baseUrl, owner.email, 'mfa_code', { seen: before + 1 });
    await page.locator('[data-testid=login-mfa-code]').fill(mfaCodeOf(resent));
    await page.locator('[data-testid=login-submit]').click();
    await page.waitForURL((url) => url.pathname === '/mypage');
    await expect.poll(() => page.locator('[data-testid=account-email]').textContent()).toBe(owner.email);
    await screenshot(page, 'mfa-4-mypage');
  }, 90_000);
});
