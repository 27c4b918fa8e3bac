import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { logInThroughForm, logInToConsole, screenshot, seeded, useBrowser } from '../support/browser';
import { clientWithAdmin } from '../support/companies';

const b = useBrowser();

describe('the super admin’s billing in the console', () => {
  it('edits a plan price: the customer app’s PlanRenew shows it at once', async () => {
    const admin = await clientWithAdmin(b.baseUrl, '価格確認食品株式会社', 3);
    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto('/admin/#/plans');
    await expect.poll(() => page.getByText('アドホックプラン').count()).toBeGreaterThan(0);
    await page.goto('/admin/#/plans/2');
    const price = page.locator('input[name=price]');
    await price.waitFor();
    expect(await price.inputValue()).toBe('20000');
    await price.fill('-5');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByText('0以上の値を入力してください。').count()).toBeGreaterThan(0);
    await price.fill('22000');
    await screenshot(page, 'billing-console-1-plan-edit');
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/admin/#/plans');
    await expect.poll(() => page.getByText('22,000').count()).toBeGreaterThan(0);

    try {
      // The free client's admin sees no prices (no fee, no payment requested); an ad hoc admin does.
      await admin.api('PUT', `/change_plan/${admin.clientId}`, { plan_id: 2 });
      const app = await b.newPage();
      await logInThroughForm(app, admin.email, admin.password);
      await app.waitForURL((url) => url.pathname === '/mypage');
      await app.goto('/register/plan_renew');
      await expect.poll(() => app.locator('[data-testid=price-plan-2]').textContent()).toBe('2.2万円 1回の計算（1プロジェクト・10枚まで）あたり');
    } finally {
      await admin.asSuperAdmin('PUT', '/admin/plans/2', { ...(await admin.asSuperAdmin<Record<string, unknown>>('GET', '/admin/plans/2')), price: 20000 });
    }
  });

  it('edits a system setting and stores a new API key, shown only by its last four characters', async () => {
    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto('/admin/#/system_settings');
    const tokens = page.locator('input[name=chat_token_limit]');
    await tokens.waitFor();
    expect(await tokens.inputValue()).toBe('3000');
    await tokens.fill('4500');
    // Partner API: requests per minute per API key (issue 15), 600 until the super admin changes it.
    expect(await page.locator('input[name=api_key_requests_per_minute]').inputValue()).toBe('600');
    await page.locator('input[name=api_key_requests_per_minute]').fill('1200');
    await page.locator('input[name=api_key]').fill('sk-e2e-secret-key-1234');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[data-testid=api-key-stored]').textContent()).toBe('保存されているAPIキー: 末尾 1234');
    expect(await page.locator('input[name=api_key]').inputValue()).toBe('');
    await screenshot(page, 'billing-console-2-system-settings');

    const asSuperAdmin = await apiAs(b.baseUrl, seeded.superAdmin.email, seeded.superAdmin.password);
    const chat = await asSuperAdmin('GET', '/settings/chat_config/');
    expect(chat).toEqual({ token_limit: 4500, request_limit: 20, api_key_set: true, api_key_last_four: '1234' });
    expect(JSON.stringify(await asSuperAdmin('GET', '/admin/system_settings/current'))).not.toContain('secret');
    const saved = await asSuperAdmin<Record<string, unknown>>('GET', '/admin/system_settings/current');
    expect(saved).toMatchObject({ api_key_requests_per_minute: 1200 });
    await asSuperAdmin('PUT', '/admin/system_settings/current', { ...saved, api_key_requests_per_minute: 600 });
    await asSuperAdmin('PUT', '/settings/chat_config/', { token_limit: 3000, api_key: '' });
  });

  it('shows sales per client and month, filtered, and exports them as CSV', async () => {
    const client = await clientWithAdmin(b.baseUrl, '売上確認株式会社', 3);
    await client.api('PUT', `/change_plan/${client.clientId}`, { plan_id: 2, plan_option_id: 11 });
    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto('/admin/#/sales');
    await expect.poll(() => page.getByText('売上確認株式会社').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('input[name=q]').fill('売上確認');
    await expect.poll(() => page.getByText('50,000').count()).toBeGreaterThan(0);
    await page.locator('input[name=from]').fill('2099-01');
    await expect.poll(() => page.getByText('売上確認株式会社').count()).toBe(0);
    await page.locator('input[name=from]').fill('');
    await expect.poll(() => page.getByText('売上確認株式会社').count()).toBeGreaterThan(0);
    await screenshot(page, 'billing-console-3-sales');

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=sales-export-csv]').click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-\d{8}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('"会社名","プラン","年月"');
    expect(csv).toContain('"売上確認株式会社","アドホックプラン"');
    expect(csv).toContain('"50000","0","50000"');
  });
});
