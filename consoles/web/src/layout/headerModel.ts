import { planSettings, planTypes, roles, type AuthenticatedUser, type Language } from '@packlens/contracts';
import type { RouteName } from '../routes/table';
import {
  addOnsOf,
  imageLimitOf,
  isImageLimitReached,
  isPlanExpired,
  isSuperAdmin,
  planTypeOf,
  type AddOn,
} from '../services/plans';

/** What the header shows for a user (section 2), as data, so the rules can be read and tested in one place. */
export interface HeaderModel {
  /** The plan name in the interface language; null without a plan. */
  planName: string | null;
  addOns: AddOn[];
  /** Images used against the limit; null when the user has neither a plan nor a limit. */
  imageUsage: { used: number; limit: number | null } | null;
  limitReached: boolean;
  expired: boolean;
  /** Free and trial plans offer a change-plan link. */
  changePlan: boolean;
  /** Admins whose client may change plans get an edit icon to PlanRenew. */
  editPlan: boolean;
  /** Where My page leads; super admins have none. */
  myPage: Extract<RouteName, 'MypageIndex' | 'Users'> | null;
  /** Project registration is hidden on the Plug route and once the image limit is reached. */
  projectRegister: boolean;
}

/** A plan's name in the interface language (section 3: name, name_en, name_cn), the Japanese name as fallback. */
export function planNameIn(plan: Pick<NonNullable<AuthenticatedUser['plan']>, 'name' | 'name_en' | 'name_cn'>, language: Language): string {
  if (language === 'en') return plan.name_en || plan.name;
  if (language === 'zh-CN') return plan.name_cn || plan.name;
  return plan.name;
}

export function headerModel(
  user: AuthenticatedUser,
  context: { routeName: RouteName | undefined; language: Language; now: Date; countryStatus?: 0 | 1 },
): HeaderModel {
  const planType = planTypeOf(user);
  const limit = imageLimitOf(user);
  const limitReached = isImageLimitReached(user, context.now);
  const superAdmin = isSuperAdmin(user);
  return {
    planName: user.plan ? planNameIn(user.plan, context.language) : null,
    addOns: addOnsOf(user),
    // The country setting hides image limits (and prices) from the clients of a country (section 3).
    imageUsage: context.countryStatus !== 0 && (user.plan !== null || limit !== null) ? { used: user.used_amount, limit } : null,
    limitReached,
    expired: isPlanExpired(user, context.now),
    changePlan: planType === planTypes.free || planType === planTypes.trial,
    editPlan: user.role === roles.admin && user.setting_plan !== planSettings.off,
    myPage: superAdmin ? null : user.role === roles.admin ? 'MypageIndex' : 'Users',
    projectRegister: context.routeName !== 'Plug' && !limitReached,
  };
}
