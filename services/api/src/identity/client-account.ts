import type pg from 'pg';
import { DomainError, timeZoneOf } from '@packlens/contracts';
import { findAccountById, type UserAccountRow } from '@packlens/projections';
import type { AuthContext } from './identity-service';

export type ClientAccount = UserAccountRow & { client_id: string };

/**
 * The caller's account with its client: projects (evaluations, text projects) belong to a client, so a caller of
 * no client — the super admin — is refused with SERVICE_NOT_AVAILABLE.
 */
export async function clientAccountOf(pool: pg.Pool, auth: AuthContext): Promise<ClientAccount> {
  const account = await findAccountById(pool, auth.userId);
  if (!account?.client_id) throw new DomainError('SERVICE_NOT_AVAILABLE');
  return account as ClientAccount;
}

/**
 * The zone the caller sees and prints dates in (issue 19, item 11): their client's country's; the operator's
 * for the super admin, as the app does with the same rule (`timeZoneOf`).
 */
export async function callerTimeZone(pool: pg.Pool, auth: AuthContext): Promise<string> {
  const account = await findAccountById(pool, auth.userId);
  return timeZoneOf(account?.country);
}
