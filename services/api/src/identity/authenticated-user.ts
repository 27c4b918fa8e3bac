import { imageQuota, isExpired, planIn, seededPlanCatalogue, userPlanFields, type AuthenticatedUser, type CountryCode, type PlanCatalogue } from '@packlens/contracts';
import { clientPlanOf, countrySettingOf, planCatalogue, systemSettings, usedImagesOf, type UserAccountRow } from '@packlens/projections';
import type pg from 'pg';

/** What the user's plan fields read beside the account: the plans in force, the plan setting, add-on periods, the quota. */
export interface BillingView {
  catalogue: PlanCatalogue;
  /** System setting: whether client admins may change plans (0 off, 1 all, 2 ad hoc only). */
  planSetting: number;
  /** When each add-on's period ends; an add-on whose period is over is not held any more. */
  periods: { option: Date | null; generate: Date | null; keyVisual: Date | null };
  /** The image limit in force (the plan's, else the client's, else the country's). */
  maxImages: number | null;
  now: Date;
}

const seededView = (account: UserAccountRow): BillingView => ({
  catalogue: seededPlanCatalogue,
  planSetting: 1,
  periods: { option: null, generate: null, keyVisual: null },
  maxImages: account.max_images,
  now: new Date(0),
});

/** The authenticated user of section 3, from the read model and the plans in force. */
export function toAuthenticatedUser(account: UserAccountRow, usedAmount = 0, billing: BillingView = seededView(account)): AuthenticatedUser {
  const held = (id: number | null, end: Date | null) => (id !== null && !isExpired(end, billing.now) ? id : null);
  const plan = planIn(billing.catalogue, account.plan_id);
  const option = planIn(billing.catalogue, held(account.plan_option_id, billing.periods.option));
  return {
    id: account.user_id,
    email: account.email,
    name: account.name,
    role: account.role,
    is_superuser: account.role === 2,
    is_active: account.status === 'valid',
    client_id: account.client_id,
    company: account.company,
    plan: plan ? userPlanFields(plan) : null,
    setting_plan: account.role === 2 ? 0 : billing.planSetting,
    plan_generate: held(account.plan_generate_id, billing.periods.generate),
    plan_key_visual: held(account.plan_key_visual_id, billing.periods.keyVisual),
    plan_option: option?.unitTypePeriod ? { type: option.unitTypePeriod, max_accounts: option.maxAccounts } : null,
    expired_at: account.plan_expires_at ? account.plan_expires_at.toISOString() : null,
    country: (account.country as CountryCode | null) ?? null,
    max_images: account.client_id ? billing.maxImages : account.max_images,
    used_amount: usedAmount,
  };
}

/**
 * The user with everything billing adds: the plans in force, the system's plan setting, add-ons whose period is
 * over dropped, and `max_images` the image limit in force (the same one the API refuses uploads with).
 */
export async function authenticatedUserOf(pool: Pick<pg.Pool, 'query'>, account: UserAccountRow, now: Date): Promise<AuthenticatedUser> {
  const [catalogue, settings, clientPlan, country, used] = await Promise.all([
    planCatalogue(pool),
    systemSettings(pool),
    account.client_id ? clientPlanOf(pool, account.client_id) : undefined,
    countrySettingOf(pool, account.country),
    account.client_id ? usedImagesOf(pool, account.client_id) : 0,
  ]);
  const quota = imageQuota({
    planId: account.plan_id,
    clientMaxImages: account.max_images,
    expiresAt: account.plan_expires_at,
    used,
    now,
    catalogue,
    countryMaxImages: country?.max_images ?? null,
  });
  return toAuthenticatedUser(account, used, {
    catalogue,
    planSetting: settings?.plan_setting ?? 1,
    periods: {
      option: clientPlan?.option_expires_at ?? null,
      generate: clientPlan?.generate_expires_at ?? null,
      keyVisual: clientPlan?.key_visual_expires_at ?? null,
    },
    maxImages: quota.limit,
    now,
  });
}
