import type pg from 'pg';
import { notify } from '@packlens/kernel';

/**
 * pg_notify channel: a client's keys or what they act for changed (a key revoked; the client's status, plan or
 * administrator, or its users). Sent in the read model's transaction, so a listener that reads again on it sees
 * the change. API processes drop the keys they keep for that client (services/api/src/api-keys/key-evictions.ts).
 */
export const apiKeyChangesChannel = 'api_key_changes';

export async function notifyApiKeyChange(db: Pick<pg.ClientBase, 'query'>, clientId: string | null | undefined): Promise<void> {
  if (clientId) await notify(db, apiKeyChangesChannel, clientId);
}
