import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { screenshotFromTop, useBrowser } from '../support/browser';
import { superAdminApi } from '../support/companies';
import { upgradeFromTrial } from '../support/journey';
import { registrationDetails, signUpOnTrial } from '../support/signup';

const b = useBrowser();

describe('a company registered on the trial becomes a paying one (issue 19, items 1 and 2)', () => {
  it('signs up through the real flow, finds its details filled in, upgrades to ad hoc, and keeps every registered field', async () => {
    const page = await b.newPage();
    const owner = await signUpOnTrial(page, b.baseUrl);
    await expect.poll(() => page.locator('[data-testid=header-plan-name]').textContent()).toContain('トライアル');

    // "Change plan": a trial user completes the information first, and it opens with what was registered.
    await upgradeFromTrial(page, {
      planId: 2,
      atInformation: async (form) => {
        for (const field of ['organization', 'department', 'furigana', 'zip_code', 'address', 'telephone'] as const) {
          expect(await form.locator(`input[name=${field}]`).inputValue()).toBe(registrationDetails[field]);
        }
        expect(await form.locator('input[name=account_type][value=corporation]').isChecked()).toBe(true);
        await screenshotFromTop(page, 'trial-upgrade-1-update-information');
      },
      // The confirmation did not send the trial back to the form.
      atConfirm: async () => {
        await screenshotFromTop(page, 'trial-upgrade-2-plan-confirm');
        expect(new URL(page.url()).pathname).toBe('/register/plan_confirm');
      },
    });
    await expect.poll(() => page.locator('[data-testid=header-plan-name]').textContent()).toBe('プラン: アドホックプラン');
    await screenshotFromTop(page, 'trial-upgrade-3-plan-complete');

    // The save erased nothing: the super admin's client record still has the registered details.
    const me = await (await apiAs(b.baseUrl, owner.email, owner.password))<{ client_id: string }>('GET', '/user_detail/');
    const client = await (await superAdminApi(b.baseUrl))<Record<string, unknown>>('GET', `/admin/clients/${me.client_id}`);
    expect(client).toMatchObject({
      company: registrationDetails.organization,
      department: registrationDetails.department,
      account_type: 'corporation',
      zip_code: registrationDetails.zip_code,
      address: registrationDetails.address,
      telephone: registrationDetails.telephone,
      plan_id: 2,
    });
  });
});
