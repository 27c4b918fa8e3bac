import { describe, expect, it } from 'vitest';
import { logInThroughForm, screenshot, useBrowser } from '../support/browser';
import { clientWithAdmin } from '../support/companies';

const b = useBrowser();

describe('plans in the customer app', () => {
  it('an admin changes plan during an option period, confirming its end, and the header follows', async () => {
    const admin = await clientWithAdmin(b.baseUrl, 'プラン変更食品株式会社', 3);
    // Ad hoc with the naming/copy option for a month: an option period is running.
    await admin.api('PUT', `/change_plan/${admin.clientId}`, { plan_id: 2, plan_option_id: 12 });

    const page = await b.newPage();
    await logInThroughForm(page, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname === '/mypage');
    await expect.poll(() => page.locator('[data-testid=header-plan-name]').textContent()).toBe('プラン: アドホックプラン');
    expect(await page.locator('[data-testid=header-addon-option]').count()).toBe(1);

    await page.locator('[data-testid=header-edit-plan]').click();
    await page.waitForURL('**/register/plan_renew');
    await expect.poll(() => page.locator('[data-testid=current-addons]').textContent()).toMatch(/ネーミング・コピー（1ヶ月）（\d{4}\/\d{2}\/\d{2}まで）/);
    expect(await page.locator('[data-testid=refusal-plan-2]').textContent()).toBe('現在ご利用中のプランには変更できません。');
    expect(await page.locator('[data-testid=refusal-plan-3]').textContent()).toBe('プラン変更後は無料プランに戻すことはできません。');
    await page.locator('[data-testid=pick-plan-1] button').click();
    await screenshot(page, 'billing-1-plan-renew');
    await page.locator('[data-testid=plan-renew-next]').click();
    await page.waitForURL('**/register/plan_confirm?plan=1');

    await page.locator('[data-testid=plan-confirm-submit]').click();
    await page.locator('[data-testid=confirm-end-period-required]').waitFor();
    await page.locator('[data-testid=confirm-end-period]').check();
    await screenshot(page, 'billing-2-plan-confirm');
    await page.locator('[data-testid=plan-confirm-submit]').click();
    await page.waitForURL('**/register/plan_complete');
    await page.locator('[data-testid=plan-complete]').waitFor();
    // Takes effect at once: the header shows the new plan, the option is gone.
    await expect.poll(() => page.locator('[data-testid=header-plan-name]').textContent()).toBe('プラン: 無制限プラン');
    expect(await page.locator('[data-testid=header-addon-option]').count()).toBe(0);
    expect(await page.locator('[data-testid=header-image-limit]').textContent()).toBe('画像 0 / 100 枚');
    await screenshot(page, 'billing-3-plan-complete');

    // Without a selection the confirmation goes back to PlanRenew.
    await page.goto('/register/plan_confirm');
    await page.waitForURL('**/register/plan_renew');
  });

  it('a free user is refused a paid service with the message, in the app and by the API', async () => {
    const free = await clientWithAdmin(b.baseUrl, '無料プラン商店', 3);
    const page = await b.newPage();
    await logInThroughForm(page, free.email, free.password);
    await page.waitForURL((url) => url.pathname === '/mypage');
    await page.goto('/home');
    const shelf = page.locator('[data-testid=service-card-shelf]');
    await expect.poll(() => shelf.getAttribute('data-gated')).toBe('true');
    expect(await page.locator('[data-testid=gate-reason-shelf]').textContent()).toBe('有料会員様のみご利用いただけるサービスです。');
    // Free and trial plans offer the change-plan link (section 2).
    expect(await page.locator('[data-testid=header-change-plan]').getAttribute('href')).toBe('/register/plan_renew');
    await screenshot(page, 'billing-4-free-home');

    // Typing the address sends a free user to the survey index instead (section 6).
    await page.goto('/evaluate-shelve');
    await page.waitForURL('**/type-project');

    const gate = await free.api('GET', '/service_gate/shelf');
    expect(gate).toMatchObject({ allowed: false, code: 'PAID_MEMBERS_ONLY', message: 'このサービスは有料会員のみご利用いただけます。' });
  });
});
