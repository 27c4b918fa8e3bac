import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { logInThroughForm, logInToConsole, screenshot, seeded, useBrowser } from '../support/browser';

const b = useBrowser();

/** The card's title and the created dialog's warning, per language. */
const texts = {
  ja: { title: 'APIキー', warning: '今回だけ', active: '有効', revoked: '無効化済み' },
  en: { title: 'API keys', warning: 'only time', active: 'Active', revoked: 'Revoked' },
  'zh-CN': { title: 'API密钥', warning: '仅显示这一次', active: '有效', revoked: '已吊销' },
} as const;

const api = (path: string, key: string, init: RequestInit = {}) =>
  fetch(new URL(`/api${path}`, b.baseUrl), { ...init, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers } });

describe('a company admin manages partner API keys on My page (issue 15)', () => {
  it.each(['ja', 'en', 'zh-CN'] as const)('creates a key in %s, sees it once, uses it, and revokes it', async (language) => {
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/login');
    await page.locator('[data-testid=language-switch]').selectOption(language);
    await logInThroughForm(page, seeded.admin.email, seeded.admin.password);
    await page.waitForURL((url) => url.pathname === '/mypage');
    const card = page.locator('[data-testid=api-keys]');
    await expect.poll(() => card.locator('h2').textContent()).toBe(texts[language].title);

    const name = `e2e ${language}`;
    await card.locator('[data-testid=api-key-create-open]').click();
    const dialog = page.locator('[data-testid=api-key-create]');
    await dialog.locator('[data-testid=api-key-name]').fill(name);
    await dialog.locator('[data-testid="api-key-scope-projects:write"] input').check();
    await dialog.locator('[data-testid=api-key-expires]').fill('2030-12-31');
    await screenshot(page, `api-keys-${language}-1-create`);
    await dialog.locator('[data-testid=api-key-create-confirm]').click();

    const created = page.locator('[data-testid=api-key-created]');
    const key = await created.locator('[data-testid=api-key-secret]').inputValue();
    expect(key).toMatch(/^pk_live_[0-9A-Za-z]{43}$/);
    expect(await created.locator('[data-testid=api-key-shown-once]').textContent()).toContain(texts[language].warning);
    await created.locator('[data-testid=api-key-copy]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await screenshot(page, `api-keys-${language}-2-shown-once`);
    await created.locator('[data-testid=api-key-created-confirm]').click();
    await created.waitFor({ state: 'detached' });

    // The key works for its client, with its scopes.
    const project = await api('/projects/', key, { method: 'POST', body: JSON.stringify({ name: `Partner ${language}` }) });
    expect(project.status).toBe(201);
    expect((await api('/user_detail/', key)).status).toBe(403);

    const row = card.locator('[data-testid=api-key-row]', { hasText: name });
    await expect.poll(() => row.locator('[data-testid=api-key-status]').textContent()).toBe(texts[language].active);
    expect(await row.textContent()).toContain(`…${key.slice(-4)}`);
    expect(await page.content()).not.toContain(key);
    await page.reload();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('UTC+9');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `api-keys-${language}-3-listed`);

    await row.locator('[data-testid=api-key-revoke]').click();
    await screenshot(page, `api-keys-${language}-4-revoke`);
    await page.locator('[data-testid=api-key-revoke-dialog-confirm]').click();
    await expect.poll(() => row.locator('[data-testid=api-key-status]').textContent(), { timeout: 10_000 }).toBe(texts[language].revoked);
    const refused = await api('/projects/', key);
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('API_KEY_REVOKED');
  });

  it('the super admin sees every client’s keys in the console and revokes one', async () => {
    const asAdmin = await apiAs(b.baseUrl, seeded.admin.email, seeded.admin.password);
    const key = await asAdmin<{ key: string; last_four: string }>('POST', '/api_keys/', { name: 'console check', scopes: ['results:read'] });

    const consolePage = await b.newPage();
    await logInToConsole(consolePage, seeded.superAdmin.email, seeded.superAdmin.password);
    await consolePage.goto('/admin/#/api_keys');
    const row = consolePage.locator('[data-testid=api-key-list] tbody tr', { hasText: 'console check' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain(`…${key.last_four}`);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('Demo Foods');
    await screenshot(consolePage, 'api-keys-console-1-list');
    await row.getByRole('button').click();
    await expect.poll(() => consolePage.locator('[data-testid=api-key-revoke-content]').count()).toBe(1);
    await screenshot(consolePage, 'api-keys-console-2-revoke');
    await consolePage.locator('.ra-confirm').click();
    await expect.poll(async () => (await api('/projects/', key.key)).status, { timeout: 10_000 }).toBe(401);
  });
});
