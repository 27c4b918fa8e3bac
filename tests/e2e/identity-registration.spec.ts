import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { screenshot, useBrowser } from '../support/browser';
import { linkPath, openLinkFromMailPage, waitForMail } from '../support/mail';
import { fillRegistrationForm } from '../support/signup';

const b = useBrowser();

describe('a new visitor registers a client', () => {
  it('pre-registers, opens the link from /dev/mail, registers, chooses the trial and lands on My page', async () => {
    const email = uniqueEmail('owner');
    const page = await b.newPage();

    await page.goto('/register/pre_register');
    await page.locator('input[name=email]').fill(email);
    await screenshot(page, 'register-1-pre-register');
    await page.locator('[data-testid=pre-register-submit]').click();
    await page.waitForURL('**/register/mail_send');
    await expect.poll(() => page.locator('[data-testid=mail-sent]').textContent()).toContain(email);

    const mail = await waitForMail(b.baseUrl, email, 'registration_link');
    await openLinkFromMailPage(page, email, '/register/');
    await page.locator('[data-testid=registration-form]').waitFor();
    expect(await page.locator('input[name=email]').inputValue()).toBe(email);

    // The form refuses what section 5 refuses, with the catalogue's words.
    await page.locator('input[name=telephone]').fill('03-1234-5678');
    await page.locator('[data-testid=registration-submit]').click();
    await expect.poll(() => page.getByText('電話番号はハイフンなしの数字で入力してください。').count()).toBe(1);
    await screenshot(page, 'register-2-form-errors');

    await fillRegistrationForm(page);
    await page.locator('[data-testid=registration-submit]').click();

    await page.waitForURL('**/register/plan_select?user=*');
    await page.locator('[data-testid=plan-7]').click();
    await screenshot(page, 'register-3-plan-select');
    await page.locator('[data-testid=plan-select-submit]').click();

    await page.waitForURL('**/register/confirm?user=*');
    await expect.poll(() => page.locator('[data-testid=summary-organization]').textContent()).toBe('株式会社E2Eフーズ');
    await screenshot(page, 'register-4-confirm');
    await page.locator('[data-testid=register-confirm-submit]').click();

    await page.waitForURL('**/register/complete?user=*');
    await expect.poll(() => page.locator('[data-testid=register-complete-group-id]').textContent()).toMatch(/\d{5}/);
    await screenshot(page, 'register-5-complete');
    await page.locator('[data-testid=register-complete-next]').click();

    // The owner of the new client is its admin: section 4 lands admins on MypageIndex.
    await page.waitForURL((url) => url.pathname === '/mypage');
    await expect.poll(() => page.locator('[data-testid=account-email]').textContent()).toBe(email);
    await expect.poll(() => page.locator('[data-testid=header-plan-name]').textContent()).toContain('トライアル');
    await screenshot(page, 'register-6-mypage');

    // The link is used up: opening it again asks to register again.
    await page.goto(linkPath(mail, '/register/'));
    await expect.poll(() => page.locator('[data-testid=url-invalid]').textContent()).toContain('このURLは無効です');
    expect(await page.locator('[data-testid=url-invalid-again]').getAttribute('href')).toBe('/register/pre_register');
    await screenshot(page, 'register-7-used-link');
  });

  it('starts a trial from e-mail and password: the mail link asks for the terms and logs in', async () => {
    const email = uniqueEmail('trial');
    const page = await b.newPage();
    await page.goto('/register/trial_register');
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('Trial2026e2e');
    await page.locator('input[name=password_confirm]').fill('Trial2026e2e');
    await page.locator('[data-testid=trial-register-submit]').click();
    await page.waitForURL('**/register/mail_send');

    const mail = await waitForMail(b.baseUrl, email, 'trial_link');
    await page.goto(linkPath(mail, '/register/'));
    await page.locator('[data-testid=trial-start-form]').waitFor();
    await page.locator('input[name=terms_agreed]').check();
    await screenshot(page, 'trial-start');
    await page.locator('[data-testid=trial-start-submit]').click();
    await page.waitForURL((url) => url.pathname === '/mypage');
    await expect.poll(() => page.locator('[data-testid=account-email]').textContent()).toBe(email);
  });
});
