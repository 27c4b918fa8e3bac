import type { ErrorCode } from '../errors';
import { isExpired, planTypes } from '../catalogue/plans';
import { planIn, seededPlanCatalogue, type PlanCatalogue } from './plan-catalogue';

/** What the image quota is computed from: the client's plan, its own limit, the plan's expiry and the count. */
export interface ImageQuotaInput {
  planId: number | null;
  /** The client's image upper limit (set at registration, changed by the super admin). */
  clientMaxImages: number | null;
  expiresAt: Date | string | null;
  /** Images accepted for calculation so far, minus those refunded after a failed calculation. */
  used: number;
  now: Date;
  /** The plans in force (with the super admin's edits); the seeded figures when left out. */
  catalogue?: PlanCatalogue;
  /** The country setting's image limit, used when neither the plan nor the client sets one. */
  countryMaxImages?: number | null;
}

export interface ImageQuota {
  /** The limit in force; null when neither the plan nor the client sets one. */
  limit: number | null;
  used: number;
  /** Images that can still be calculated; null when there is no limit. */
  remaining: number | null;
  /** An expired plan counts as a reached limit (section 4). */
  expired: boolean;
  reached: boolean;
}

/**
 * The one place the remaining image quota is computed (issue 5): free plans 10 images, trial 5 (the plan's
 * own limit), every other plan the client's limit. The API refuses with it, the header and the project flow
 * show it.
 */
export function imageQuota(input: ImageQuotaInput): ImageQuota {
  const plan = planIn(input.catalogue ?? seededPlanCatalogue, input.planId);
  const limit = plan?.maxImages ?? input.clientMaxImages ?? input.countryMaxImages ?? null;
  return quotaWithin(limit, input.used, input.expiresAt, input.now);
}

/** The quota for a limit already resolved (the authenticated user's `max_images`): what the header shows. */
export function quotaWithin(limit: number | null, used: number, expiresAt: Date | string | null, now: Date): ImageQuota {
  const expired = isExpired(expiresAt, now);
  const remaining = limit === null ? null : Math.max(0, limit - used);
  return { limit, used, remaining, expired, reached: expired || remaining === 0 };
}

/** Why `requested` more images cannot be taken, as a catalogue code with its parameters; undefined when they can. */
export function imageQuotaRefusal(
  quota: ImageQuota,
  planId: number | null,
  requested: number,
  catalogue: PlanCatalogue = seededPlanCatalogue,
): { code: ErrorCode; params: Record<string, string | number> } | undefined {
  if (quota.expired) return { code: 'PLAN_EXPIRED', params: {} };
  if (quota.remaining === null || requested <= quota.remaining) return undefined;
  const planType = planIn(catalogue, planId)?.planType;
  const max = quota.limit ?? 0;
  if (planType === planTypes.free) return { code: 'FREE_PLAN_IMAGE_LIMIT_EXCEEDED', params: { max } };
  if (planType === planTypes.trial) return { code: 'TRIAL_PLAN_IMAGE_LIMIT_EXCEEDED', params: { max } };
  return { code: 'IMAGE_LIMIT_REACHED', params: { max, remaining: quota.remaining } };
}
