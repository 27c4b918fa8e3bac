import { planById, type Language, type PlatformFigures } from '@packlens/contracts';
import { subscriptionBacklogs } from '@packlens/kernel';
import {
  activeUserCount,
  calculationsOfMonth,
  clientCountsByPlanAndCountry,
  imageUsageOfMonth,
  salesMonthOf,
  salesTotalsOfMonth,
} from '@packlens/projections';
import type { AppDeps } from '../app/deps';

/** A user counts as active when they logged in within this many days. */
export const activeUserDays = 30;

type ClientCount = Awaited<ReturnType<typeof clientCountsByPlanAndCountry>>[number];

/** Sums the per plan-and-country counts by one of the two, largest first. */
function countBy<K extends 'plan_id' | 'country'>(rows: ClientCount[], key: K): { key: ClientCount[K]; clients: number }[] {
  const totals = new Map<ClientCount[K], number>();
  for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.clients);
  return [...totals].map(([value, clients]) => ({ key: value, clients })).sort((a, b) => b.clients - a.clients || String(a.key).localeCompare(String(b.key)));
}

/** The super admin's figures of the whole platform, read from the read models (and the subscriptions' checkpoints). */
export async function platformFigures(deps: AppDeps, language: Language): Promise<PlatformFigures> {
  const now = deps.clock();
  const month = salesMonthOf(now);
  const [clients, activeUsers, calculations, images, sales, backlogs] = await Promise.all([
    clientCountsByPlanAndCountry(deps.pool),
    activeUserCount(deps.pool, new Date(now.getTime() - activeUserDays * 86_400_000)),
    calculationsOfMonth(deps.pool, month),
    imageUsageOfMonth(deps.pool, month),
    salesTotalsOfMonth(deps.pool, month),
    subscriptionBacklogs(deps.pool),
  ]);
  return {
    month,
    clients: {
      total: clients.reduce((sum, row) => sum + row.clients, 0),
      by_plan: countBy(clients, 'plan_id').map(({ key, clients }) => ({ plan_id: key, plan_name: planById(key)?.name[language] ?? String(key), clients })),
      by_country: countBy(clients, 'country').map(({ key, clients }) => ({ country: key as PlatformFigures['clients']['by_country'][number]['country'], clients })),
    },
    active_users: { users: activeUsers, days: activeUserDays },
    calculations,
    images,
    sales,
    subscriptions: backlogs.map((s) => ({ name: s.name, behind: s.behind, heartbeat_at: s.heartbeatAt?.toISOString() ?? null })),
  };
}
