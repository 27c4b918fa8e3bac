import { randomUUID } from 'node:crypto';
import type { ClientAccount } from '../identity/client-account';

/**
 * A generation service's new project (design 6, key visual 7, logo 3) as `ProjectCreated` records it: the caller's
 * client and user, the client's country (Japan when it has none), the department given or the account's.
 */
export function generationProjectCreated<T extends 3 | 6 | 7>(account: ClientAccount, type: T, input: { name: string; department: string }, now: Date) {
  return {
    projectId: randomUUID(),
    clientId: account.client_id,
    createdBy: account.user_id,
    name: input.name,
    type,
    country: (account.country as 'jp' | null) ?? 'jp',
    department: input.department || account.department,
    createdAt: now.toISOString(),
  };
}
