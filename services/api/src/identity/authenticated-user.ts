import { planById, type AuthenticatedUser, type CountryCode } from '@packlens/contracts';
import type { UserAccountRow } from '@packlens/projections';

/** Whether users may change plans, until system settings (a later issue) make it configurable: 1 = all. */
const defaultPlanSetting = 1;

/** The authenticated user of section 3, from the read model and the plan catalogue. */
export function toAuthenticatedUser(account: UserAccountRow, usedAmount = 0): AuthenticatedUser {
  const plan = account.plan_id ? planById(account.plan_id) : undefined;
  const option = account.plan_option_id ? planById(account.plan_option_id) : undefined;
  return {
    id: account.user_id,
    email: account.email,
    name: account.name,
    role: account.role,
    is_superuser: account.role === 2,
    is_active: account.status === 'valid',
    client_id: account.client_id,
    company: account.company,
    plan: plan
      ? {
          id: plan.id,
          plan_type: plan.planType ?? 0,
          name: plan.name.ja,
          name_en: plan.name.en,
          name_cn: plan.name['zh-CN'],
          max_images: plan.maxImages,
          max_accounts: plan.maxAccounts,
          unit_type_period: plan.unitTypePeriod,
        }
      : null,
    setting_plan: account.role === 2 ? 0 : defaultPlanSetting,
    plan_generate: account.plan_generate_id,
    plan_key_visual: account.plan_key_visual_id,
    plan_option: option?.unitTypePeriod ? { type: option.unitTypePeriod, max_accounts: option.maxAccounts } : null,
    expired_at: account.plan_expires_at ? account.plan_expires_at.toISOString() : null,
    country: (account.country as CountryCode | null) ?? null,
    max_images: account.max_images,
    used_amount: usedAmount,
  };
}
