import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifacts, logInThroughForm, seeded, useBrowser } from '../support/browser';

const b = useBrowser();

describe('logging in to the customer app', () => {
  it.each([
    ['super admin', seeded.superAdmin, '/mypage/plug', '管理ダッシュボード | Packlens'],
    ['admin', seeded.admin, '/mypage', 'マイページ | Packlens'],
    ['user', seeded.user, '/mypage/users', 'マイページ | Packlens'],
  ])('the seeded %s lands where section 4 says', async (role, account, landing, title) => {
    const page = await b.newPage();
    await logInThroughForm(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === landing);
    await expect.poll(() => page.title()).toBe(title);
    await expect.poll(() => page.locator('[data-testid=account-email]').textContent()).toContain(account.email);
    await page.screenshot({ path: path.join(artifacts, `landing-${role.replace(' ', '-')}.png`) });
  });

  it('shows the server’s message for a wrong password and stays on the login page', async () => {
    const page = await b.newPage();
    await logInThroughForm(page, seeded.user.email, 'WrongPassword1');
    await expect.poll(() => page.locator('[data-testid=login-error]').textContent()).toBe('メールアドレスまたはパスワードが正しくありません。');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('the language switch', () => {
  it('changes the page title and the texts at once', async () => {
    const page = await b.newPage();
    await logInThroughForm(page, seeded.admin.email, seeded.admin.password);
    await page.waitForURL('**/mypage');
    await expect.poll(() => page.title()).toBe('マイページ | Packlens');
    await page.locator('[data-testid=language-switch]').selectOption('en');
    await expect.poll(() => page.title()).toBe('My page | Packlens');
    await page.locator('[data-testid=language-switch]').selectOption('zh-CN');
    await expect.poll(() => page.title()).not.toBe('My page | Packlens');
    expect(await page.title()).toMatch(/ \| Packlens$/);
    await page.screenshot({ path: path.join(artifacts, 'mypage-zh-CN.png') });
  });
});

describe('logging out', () => {
  it('goes to /login, and the old session no longer opens pages that need it', async () => {
    const page = await b.newPage();
    await logInThroughForm(page, seeded.user.email, seeded.user.password);
    await page.waitForURL('**/mypage/users');
    await page.locator('[data-testid=logout-link]').click();
    await page.waitForURL('**/login');
    await page.goto('/mypage/users');
    await page.waitForURL('**/login');
  });
});

describe('an unknown path', () => {
  it('shows the not-found page', async () => {
    const page = await b.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the app answers and shows its own page
    await expect.poll(() => page.locator('[data-testid=not-found]').count()).toBe(1);
    await expect.poll(() => page.title()).toBe('ページが見つかりません | Packlens');
  });
});

describe('the admin console', () => {
  it('logs the super admin in and lists the clients', async () => {
    const page = await b.newPage();
    await page.goto('/admin/');
    await page.locator('input[name=username]').fill(seeded.superAdmin.email);
    await page.locator('input[name=password]').fill(seeded.superAdmin.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/admin/#/clients**');
    await expect.poll(() => page.getByText(seeded.demoCompany).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(artifacts, 'admin-clients.png') });
  });

  it('turns away an admin of a client', async () => {
    const page = await b.newPage();
    await page.goto('/admin/');
    await page.locator('input[name=username]').fill(seeded.admin.email);
    await page.locator('input[name=password]').fill(seeded.admin.password);
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByText('スーパー管理者').count()).toBeGreaterThan(0);
    expect(page.url()).toContain('#/login');
  });
});

describe('the API reference', () => {
  it('renders from local assets only', async () => {
    const page = await b.newPage();
    await page.goto('/api/reference');
    await expect.poll(() => page.getByText('/api/auth/obtain_token/').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
