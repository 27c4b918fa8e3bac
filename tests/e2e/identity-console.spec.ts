import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiAs, uniqueEmail } from '../support/api';
import { logInToConsole, screenshot, seeded, useBrowser } from '../support/browser';

const b = useBrowser();

/** A client of this spec's own, so editing it disturbs no other spec. */
async function newClient(company: string) {
  const asSuperAdmin = await apiAs(b.baseUrl, seeded.superAdmin.email, seeded.superAdmin.password);
  return asSuperAdmin<{ id: string }>('POST', '/admin/clients', {
    company,
    account_type: 'corporation',
    country: 'jp',
    plan_id: 7,
    max_images: 5,
    mfa_enabled: false,
    admin_email: uniqueEmail('console-admin'),
    admin_name: '編集 一郎',
  });
}

describe('the admin console for clients', () => {
  it('edits a client pessimistically, refusing a phone number with hyphens in the catalogue’s words', async () => {
    const client = await newClient('編集テスト株式会社');
    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto(`/admin/#/clients/${client.id}`);
    await page.locator('input[name=company]').waitFor();
    await page.locator('input[name=department]').fill('品質保証部');
    await page.locator('input[name=telephone]').fill('03-9999-0000');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByText('電話番号はハイフンなしの数字で入力してください。').count()).toBeGreaterThan(0);
    await page.locator('input[name=telephone]').fill('0399990000');
    await screenshot(page, 'console-1-edit');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(`**/admin/#/clients/${client.id}/show`);
    await expect.poll(() => page.getByText('品質保証部').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('0399990000').count()).toBeGreaterThan(0);
  });

  it("shows the server's refusal of an administrator e-mail that is taken", async () => {
    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto('/admin/#/clients/create');
    await page.locator('input[name=company]').fill('重複メール株式会社');
    await page.locator('input[name=admin_email]').fill(seeded.admin.email);
    await page.locator('input[name=admin_name]').fill('重複 太郎');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByText('このメールアドレスはすでに登録されています。').count()).toBeGreaterThan(0);
    expect(page.url()).toContain('#/clients/create');
    await screenshot(page, 'console-3-taken-email');
  });

  it('downloads the clients of the list as CSV, and the pre-registered addresses that never completed', async () => {
    await newClient('CSVテスト商会');
    const pending = uniqueEmail('never-completed');
    await fetch(`${b.baseUrl}/api/pre_register/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: pending, country: 'jp' }),
    });
    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await expect.poll(() => page.getByText('CSVテスト商会').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, 'console-2-list');

    const [clientsCsv] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=clients-export-csv]').click()]);
    expect(clientsCsv.suggestedFilename()).toMatch(/\.csv$/);
    const clients = await readFile((await clientsCsv.path())!, 'utf8');
    expect(clients.charCodeAt(0)).toBe(0xfeff); // Excel reads Japanese only with the byte-order mark
    expect(clients).toContain('CSVテスト商会');
    expect(clients).toContain(seeded.demoCompany);

    const [emailsCsv] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid=temporary-emails-export]').click()]);
    expect(await readFile((await emailsCsv.path())!, 'utf8')).toContain(pending);
  });
});
