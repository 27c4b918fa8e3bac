import { planTypes, quotaWithin, roles, type AuthenticatedUser, type ImageQuota } from '@packlens/contracts';

export function planTypeOf(user: AuthenticatedUser): number | undefined {
  return user.plan?.plan_type;
}

export function isPaidPlan(user: AuthenticatedUser): boolean {
  const type = planTypeOf(user);
  return type === planTypes.byMonth || type === planTypes.adhoc;
}

export function isFreeOrTrial(user: AuthenticatedUser): boolean {
  const type = planTypeOf(user);
  return type === planTypes.free || type === planTypes.trial;
}

/** The add-ons a client can hold next to its plan (section 3). */
export type AddOn = 'option' | 'generate' | 'keyVisual';

export function addOnsOf(user: AuthenticatedUser): AddOn[] {
  const addOns: AddOn[] = [];
  if (user.plan_option !== null) addOns.push('option');
  if (user.plan_generate !== null) addOns.push('generate');
  if (user.plan_key_visual !== null) addOns.push('keyVisual');
  return addOns;
}

export function isSuperAdmin(user: AuthenticatedUser): boolean {
  return user.role === roles.superAdmin || user.is_superuser;
}

/** The image limit in force: the API sends it as `max_images` (the plan's, else the client's); the plan's as fallback. */
export function imageLimitOf(user: AuthenticatedUser): number | null {
  return user.max_images ?? user.plan?.max_images ?? null;
}

/** The user's image quota, computed by the same policy the API refuses uploads with (contracts). */
export function imageQuotaOf(user: AuthenticatedUser, now: Date): ImageQuota {
  return quotaWithin(imageLimitOf(user), user.used_amount, user.expired_at, now);
}

export function isPlanExpired(user: AuthenticatedUser, now: Date): boolean {
  return imageQuotaOf(user, now).expired;
}

/** Section 4: an expired plan counts as a reached limit. */
export function isImageLimitReached(user: AuthenticatedUser, now: Date): boolean {
  return imageQuotaOf(user, now).reached;
}
