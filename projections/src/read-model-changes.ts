import type pg from 'pg';
import { notify } from '@packlens/kernel';

/**
 * pg_notify channel: a read model's tables changed (the payload names the model, e.g. `projects`). Sent in the
 * batch's own transaction, so a listener hears it once the change is visible. Answers kept from read models (the
 * project results an API process keeps) are dropped on it.
 */
export const readModelChangesChannel = 'read_model_changes';

export async function notifyReadModelChange(db: Pick<pg.ClientBase, 'query'>, model: string): Promise<void> {
  await notify(db, readModelChangesChannel, model);
}
