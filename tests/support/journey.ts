import type { Locator, Page } from 'playwright-core';

/**
 * A trial company's administrator changes plan as a customer does (issue 19, item 1): "Change plan" in the header
 * opens the information form (a trial completes its details first), saving it opens the plan page, the plan is
 * picked, "Continue to confirmation", confirm; it ends on /register/plan_complete. `atInformation` and `atConfirm`
 * let a spec look at (and photograph) those two screens before they are submitted.
 */
export async function upgradeFromTrial(
  page: Page,
  { planId = 2, atInformation, atConfirm }: { planId?: number; atInformation?: (form: Locator) => Promise<void>; atConfirm?: () => Promise<void> } = {},
) {
  await page.locator('[data-testid=header-change-plan]').click();
  await page.waitForURL('**/register/update_information');
  const form = page.locator('[data-testid=update-information-form]');
  await form.waitFor();
  await atInformation?.(form);
  await page.locator('[data-testid=update-information-submit]').click();

  // The plan page, then the confirmation: it must not send the trial back to the form.
  await page.waitForURL('**/register/plan_renew?user=*');
  await page.locator(`[data-testid=pick-plan-${planId}] button`).click();
  await page.locator('[data-testid=plan-renew-next]').click();
  await page.waitForURL((url) => url.pathname === '/register/plan_confirm' && url.searchParams.get('plan') === String(planId));
  await page.locator('[data-testid=plan-confirm-summary]').waitFor();
  await atConfirm?.();
  await page.locator('[data-testid=plan-confirm-submit]').click();
  await page.waitForURL('**/register/plan_complete');
}
