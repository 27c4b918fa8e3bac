import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { logInThroughForm, screenshot, useBrowser } from '../support/browser';
import { clientWithAdmin } from '../support/companies';

const b = useBrowser();

interface AdminPlan {
  name: string;
  name_en: string;
  name_cn: string;
  price: number | null;
  price_cn: number | null;
  price_th: number | null;
  price_id: number | null;
  max_images: number | null;
  max_accounts: number;
  validity_period: number | null;
}

describe('who uses the unlimited plan (section 4)', () => {
  it('only the selected users log in; the admin changes the selection in user management', async () => {
    // Four accounts on ad hoc; the super admin lets the unlimited plan have 3; the admin moves to it with two users.
    const admin = await clientWithAdmin(b.baseUrl, '無制限利用者食品株式会社', 2);
    const password = 'Member2026';
    const staff: { id: string; email: string }[] = [];
    for (const n of [1, 2, 3]) {
      const email = uniqueEmail(`plan-user-${n}`);
      staff.push({ id: (await admin.api<{ id: string }>('POST', '/user_add/', { email, name: `利用者 ${n}`, password })).id, email });
    }
    const [first, second, third] = staff;
    const me = await admin.api<{ id: string }>('GET', '/user_detail/');
    const plan = await admin.asSuperAdmin<AdminPlan>('GET', '/admin/plans/1');
    const withMaxAccounts = (maxAccounts: number) => {
      const { name, name_en, name_cn, price, price_cn, price_th, price_id, max_images, validity_period } = plan;
      return { name, name_en, name_cn, price, price_cn, price_th, price_id, max_images, max_accounts: maxAccounts, validity_period };
    };
    await admin.asSuperAdmin('PUT', '/admin/plans/1', withMaxAccounts(3));
    try {
      await admin.api('PUT', `/change_plan/${admin.clientId}`, { plan_id: 1, user_data: [me.id, first.id, second.id] });

      const left = await b.newPage();
      await logInThroughForm(left, third.email, password);
      await expect.poll(() => left.locator('[data-testid=login-error]').textContent()).toBe(
        'ご契約の無制限プランは、管理者が選択したユーザーのみご利用いただけます。ご利用になるには管理者にユーザー管理での選択を依頼してください。',
      );
      expect(new URL(left.url()).pathname).toBe('/login');
      await screenshot(left, 'plan-users-1-not-selected-login');

      const page = await b.newPage();
      await logInThroughForm(page, admin.email, admin.password);
      await page.waitForURL((url) => url.pathname === '/mypage');
      await expect.poll(() => page.locator('[data-testid=plan-users-notice]').textContent()).toContain('選択した 3 名まで');
      const planUse = (email: string) => page.locator(`[data-testid=user-row][data-email="${email}"] [data-testid=user-plan-use]`);
      await expect.poll(() => planUse(third.email).textContent()).toBe('未選択');
      expect(await planUse(second.email).textContent()).toBe('利用中');
      await screenshot(page, 'plan-users-2-user-management');

      await page.locator('[data-testid=plan-users-open]').click();
      const dialog = page.locator('[data-testid=plan-users-dialog]');
      await dialog.locator(`[data-testid="select-user-${second.id}"]`).uncheck();
      await dialog.locator(`[data-testid="select-user-${third.id}"]`).check();
      expect(await dialog.locator('[data-testid=selected-user-count]').textContent()).toBe('3 / 3 名を選択中');
      await screenshot(page, 'plan-users-3-select');
      await dialog.locator('[data-testid=plan-users-dialog-confirm]').click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => planUse(third.email).textContent()).toBe('利用中');
      expect(await planUse(second.email).textContent()).toBe('未選択');

      await logInThroughForm(left, third.email, password);
      await left.waitForURL((url) => url.pathname === '/mypage/users');
    } finally {
      await admin.asSuperAdmin('PUT', '/admin/plans/1', withMaxAccounts(plan.max_accounts));
    }
  });
});
