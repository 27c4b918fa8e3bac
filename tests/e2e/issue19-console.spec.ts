import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, uniqueEmail } from '../support/api';
import { logInThroughForm, logInToConsole, screenshotFromTop, seeded, useBrowser } from '../support/browser';

const b = useBrowser();
const superAdmin = seeded.superAdmin;
const languages = ['ja', 'en', 'zh-CN'] as const;

/** The super admin logs into the customer app with the interface switched to `language` first. */
async function logInToAppIn(page: Page, language: (typeof languages)[number]) {
  await page.goto('/login');
  await page.locator('[data-testid=language-switch]').selectOption(language);
  await logInThroughForm(page, superAdmin.email, superAdmin.password);
  await page.waitForURL((url) => url.pathname === '/mypage/plug');
}

/** The console shows a resource (its list or record), not its login form. */
async function expectConsoleOpen(page: Page, hash: string) {
  await page.waitForURL(`**/admin/#/${hash}**`);
  await expect.poll(() => page.locator('.RaLayout-appFrame').count(), { timeout: 10_000 }).toBe(1);
  expect(await page.locator('input[name=username]').count()).toBe(0);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('packlens.auth.token'));

/** How many clients the console's list finds for a filter, from its Content-Range header. */
async function clientCount(filter: Record<string, unknown>): Promise<number> {
  const login = await fetch(`${b.baseUrl}/api/auth/obtain_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: superAdmin.email, password: superAdmin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${b.baseUrl}/api/admin/clients?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return Number(response.headers.get('content-range')?.split('/')[1]);
}

describe('issue 19 item 13: one session and one language for the app and the console', () => {
  it('the super admin logs into the app in English and opens the console without a second login, in English', async () => {
    const page = await b.newPage();
    await logInToAppIn(page, 'en');
    await page.goto('/admin/');
    await expectConsoleOpen(page, 'clients');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByText('Clients', { exact: true }).count()).toBeGreaterThan(0);

    // A language chosen in the console is the app's language too.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.goto('/mypage/plug');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
  });

  it('logging out of the console ends the app’s session, and logging out of the app ends the console’s', async () => {
    const page = await b.newPage();
    await logInToAppIn(page, 'en');
    const appToken = await storedToken(page);
    await page.goto('/admin/');
    await expectConsoleOpen(page, 'clients');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.locator('input[name=username]').waitFor();
    await page.goto('/mypage/plug');
    await page.waitForURL('**/login');
    const revoked = await fetch(`${b.baseUrl}/api/user_detail/`, { headers: { Authorization: `Bearer ${appToken}` } });
    expect(revoked.status).toBe(401);

    // The other way round: the console's login opens the app, the app's logout closes the console.
    await logInToConsole(page, superAdmin.email, superAdmin.password);
    await page.goto('/mypage/plug');
    await expect.poll(() => page.locator('[data-testid=logout-link]').count(), { timeout: 10_000 }).toBe(1);
    const consoleTab = await page.context().newPage();
    await consoleTab.goto(`${b.baseUrl}/admin/#/clients`);
    await expectConsoleOpen(consoleTab, 'clients');
    await page.locator('[data-testid=logout-link]').click();
    await page.waitForURL('**/login');
    // The console tab, left open, follows without a reload.
    await consoleTab.locator('input[name=username]').waitFor({ timeout: 10_000 });
    expect(await storedToken(consoleTab)).toBeNull();
  });
});

describe('issue 19 item 13: the client form names the owner and the administrator account apart', () => {
  it.each(languages)('in %s, the create form labels the owner and the administrator’s e-mail, name and mail language; the client page shows the administrator', async (language) => {
    const labels = {
      ja: { owner: '代表者名', email: '管理者のメールアドレス（ログインID）', name: '管理者の氏名', mail: '招待メールの言語', account: '管理者アカウント' },
      en: { owner: 'Owner name', email: 'Administrator’s e-mail (login ID)', name: 'Administrator’s name', mail: 'Language of the invitation mail', account: 'Administrator account' },
      'zh-CN': { owner: '负责人姓名', email: '管理员邮箱（登录ID）', name: '管理员姓名', mail: '邀请邮件的语言', account: '管理员账户' },
    }[language];
    const page = await b.newPage();
    await page.goto('/login');
    await page.evaluate((chosen) => localStorage.setItem('packlens.language', chosen), language);
    await logInToConsole(page, superAdmin.email, superAdmin.password);
    await page.goto('/admin/#/clients/create');
    // react-admin marks each input's control with ra-input-<source>; required labels end with an asterisk.
    const label = async (source: string) => (await page.locator(`.ra-input-${source} .MuiInputLabel-root`).first().textContent({ timeout: 10_000 }))?.replace(/\s*\*$/, '');
    expect(await label('owner_name')).toBe(labels.owner);
    expect(await label('admin_email')).toBe(labels.email);
    expect(await label('admin_name')).toBe(labels.name);
    expect(await label('admin_language')).toBe(labels.mail);
    await screenshotFromTop(page, `issue19-console-client-create-${language}`);

    const adminEmail = uniqueEmail('issue19-admin');
    await page.locator('input[name=company]').fill(`Issue 19 ${language} Foods`);
    await page.locator('input[name=admin_email]').fill(adminEmail);
    await page.locator('input[name=admin_name]').fill('Aiko Tanaka');
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/admin/#/clients/*/show');
    const administrator = page.locator('[data-testid=client-administrator]');
    await expect.poll(() => administrator.textContent(), { timeout: 10_000 }).toContain('Aiko Tanaka');
    expect(await administrator.textContent()).toContain(adminEmail);
    await expect.poll(() => page.getByText(labels.account, { exact: true }).count()).toBeGreaterThan(0);
    await screenshotFromTop(page, `issue19-console-client-show-${language}`);
  });
});

describe('issue 19 item 14: the Plug dashboard gives the platform’s figures', () => {
  it('shows clients by plan and country, users, this month’s calculations, images and sales, failures and lag, each leading into the console', async () => {
    const asSuperAdmin = await apiAs(b.baseUrl, superAdmin.email, superAdmin.password);
    await asSuperAdmin('POST', '/admin/clients', {
      company: 'Issue 19 Thai Drinks',
      account_type: 'corporation',
      country: 'th',
      plan_id: 2,
      max_images: 20,
      mfa_enabled: false,
      admin_email: uniqueEmail('issue19-th'),
      admin_name: 'Somchai',
    });
    const page = await b.newPage();
    await logInToAppIn(page, 'en');
    const figures = page.locator('[data-testid=platform-figures]');
    await figures.waitFor({ timeout: 10_000 });

    const thai = page.locator('[data-testid=clients-by-country-th]');
    await expect.poll(() => thai.textContent()).toContain(String(await clientCount({ country: 'th' })));
    const adHoc = page.locator('[data-testid=clients-by-plan-2]');
    await expect.poll(() => adHoc.textContent()).toContain(String(await clientCount({ plan_id: 2 })));
    for (const figure of ['clients-total', 'active-users', 'calculations-this-month', 'images-this-month', 'failed-calculations', 'sales-this-month', 'subscription-lag']) {
      await expect.poll(() => page.locator(`[data-testid=${figure}]`).count(), { timeout: 10_000 }).toBe(1);
    }
    const salesLink = await page.locator('[data-testid=sales-this-month-link]').getAttribute('href');
    expect(salesLink).toMatch(/^\/admin\/#\/sales\?filter=/);
    await screenshotFromTop(page, 'issue19-plug-dashboard-en');

    // The country's link opens the console's client list filtered to it, already logged in.
    await thai.locator('a').click();
    await expectConsoleOpen(page, 'clients');
    expect(decodeURIComponent(page.url())).toContain('"country":"th"');
    await expect.poll(() => page.getByText('Issue 19 Thai Drinks').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it.each(['ja', 'zh-CN'] as const)('reads in %s', async (language) => {
    const page = await b.newPage();
    await logInToAppIn(page, language);
    await page.locator('[data-testid=platform-figures]').waitFor({ timeout: 10_000 });
    const heading = { ja: 'プラットフォームの数字', 'zh-CN': '平台数据' }[language];
    await expect.poll(() => page.getByText(heading, { exact: true }).count()).toBe(1);
    await screenshotFromTop(page, `issue19-plug-dashboard-${language}`);
  });
});
