import type { Context } from 'hono';
import type { AppEnv } from './context';

/** ra-data-simple-rest's total for a list answered whole, never paged (plans, settings, model versions, …). */
export function wholeList<T>(c: Context<AppEnv>, resource: string, rows: T[]): T[] {
  c.header('Content-Range', `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
  return rows;
}
