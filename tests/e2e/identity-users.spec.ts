import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { logInThroughForm, screenshot, seeded, useBrowser } from '../support/browser';

const b = useBrowser();

const rowOf = (email: string) => `[data-testid=user-row][data-email="${email}"]`;

describe('an admin manages the users of the client', () => {
  const member = { email: uniqueEmail('member'), password: 'Member2026e2e', name: '追加 花子' };

  it('adds a user on My page, who then logs in and lands on the user page', async () => {
    const admin = await b.newPage();
    await logInThroughForm(admin, seeded.admin.email, seeded.admin.password);
    await admin.waitForURL((url) => url.pathname === '/mypage');
    await admin.locator('[data-testid=user-add]').click();
    const dialog = admin.locator('[data-testid=user-add-dialog]');
    await dialog.locator('input[name=email]').fill(member.email);
    await dialog.locator('input[name=name]').fill(member.name);
    await dialog.locator('input[name=department]').fill('営業部');
    await dialog.locator('input[name=password]').fill(member.password);
    await screenshot(admin, 'users-1-add-dialog');
    await dialog.locator('[data-testid=user-add-dialog-confirm]').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => admin.locator(rowOf(member.email)).count(), { timeout: 10_000 }).toBe(1);
    await screenshot(admin, 'users-2-mypage-with-member');

    const user = await b.newPage();
    await logInThroughForm(user, member.email, member.password);
    await user.waitForURL((url) => url.pathname === '/mypage/users');
    await expect.poll(() => user.locator('[data-testid=account-email]').textContent()).toBe(member.email);
    await expect.poll(() => user.locator('[data-testid=status-login_count]').textContent()).toContain('1');
    expect(await user.locator('[data-testid=header-my-page]').getAttribute('href')).toBe('/mypage/users');
    await screenshot(user, 'users-3-member-page');
  });

  it('locks the user, who can no longer log in', async () => {
    const admin = await b.newPage();
    await logInThroughForm(admin, seeded.admin.email, seeded.admin.password);
    await admin.waitForURL((url) => url.pathname === '/mypage');
    const row = admin.locator(rowOf(member.email));
    await row.locator('[data-testid=user-select] input').check();
    await admin.locator('[data-testid=user-lock]').click();
    await admin.locator('[data-testid=user-lock-dialog-confirm]').click();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('lock');
    await screenshot(admin, 'users-4-locked');

    const user = await b.newPage();
    await logInThroughForm(user, member.email, member.password);
    await expect.poll(() => user.locator('[data-testid=login-error]').textContent()).toBe('このアカウントはロックされています。管理者にお問い合わせください。');
    expect(new URL(user.url()).pathname).toBe('/login');
    await screenshot(user, 'users-5-locked-login');
  });
});
