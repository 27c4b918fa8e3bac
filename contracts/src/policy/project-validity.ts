import { timeLimits } from '../catalogue/limits';

const dayMs = 24 * 60 * 60 * 1000;

/** A project stays valid one month from its creation (section 4), calendar month in UTC. */
export function projectExpiresAt(createdAt: Date | string): Date {
  const expires = new Date(createdAt);
  const day = expires.getUTCDate();
  expires.setUTCMonth(expires.getUTCMonth() + timeLimits.pastProjectValidityMonths);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (expires.getUTCDate() !== day) expires.setUTCDate(0);
  return expires;
}

/** Whole days left before the project expires, as the past-project list shows them (0 once expired). */
export function projectDaysLeft(expiresAt: Date | string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / dayMs));
}

export function isProjectExpired(expiresAt: Date | string, now: Date): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}
