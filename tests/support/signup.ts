import type { Page } from 'playwright-core';
import { uniqueEmail } from './api';
import { openLinkFromMailPage, waitForMail } from './mail';

/** What a new company types into the registration form (section 3). */
export const registrationDetails = {
  organization: '株式会社E2Eフーズ',
  department: '商品企画部',
  name: '試験 太郎',
  furigana: 'シケン タロウ',
  zip_code: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  telephone: '0312345678',
  password: 'Owner2026e2e',
};

/** Fills the registration form of /register/{token} with `details` and agrees to the terms (does not submit). */
export async function fillRegistrationForm(page: Page, details = registrationDetails) {
  for (const field of ['organization', 'department', 'name', 'furigana', 'zip_code', 'address', 'telephone'] as const) {
    await page.locator(`input[name=${field}]`).fill(details[field]);
  }
  await page.locator('input[name=password]').fill(details.password);
  await page.locator('input[name=password_confirm]').fill(details.password);
  await page.locator('input[name=terms_agreed]').check();
}

/**
 * A company signs up as a new customer does: pre-registration, the link from the mail, the form, the trial on
 * plan select, confirm, complete; it ends on My page, logged in as the company's administrator.
 */
export async function signUpOnTrial(page: Page, baseUrl: string, details = registrationDetails) {
  const email = uniqueEmail('signup');
  await page.goto('/register/pre_register');
  await page.locator('input[name=email]').fill(email);
  await page.locator('[data-testid=pre-register-submit]').click();
  await page.waitForURL('**/register/mail_send');
  await waitForMail(baseUrl, email, 'registration_link');
  await openLinkFromMailPage(page, email, '/register/');
  await page.locator('[data-testid=registration-form]').waitFor();
  await fillRegistrationForm(page, details);
  await page.locator('[data-testid=registration-submit]').click();
  await page.waitForURL('**/register/plan_select?user=*');
  await page.locator('[data-testid=plan-7]').click();
  await page.locator('[data-testid=plan-select-submit]').click();
  await page.waitForURL('**/register/confirm?user=*');
  await page.locator('[data-testid=register-confirm-submit]').click();
  await page.waitForURL('**/register/complete?user=*');
  await page.locator('[data-testid=register-complete-next]').click();
  await page.waitForURL((url) => url.pathname === '/mypage');
  return { email, password: details.password };
}
