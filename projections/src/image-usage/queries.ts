import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

/** Months of usage are cut in Japan time, as login counts are. */
export const usageTimeZone = 'Asia/Tokyo';

/** used_amount of section 3: images of the client accepted for calculation, less refunds of failed ones. */
export async function usedImagesOf(db: Db, clientId: string): Promise<number> {
  const { rows } = await db.query<{ used: number }>('select used from image_usage where client_id = $1', [clientId]);
  return rows[0]?.used ?? 0;
}

export interface MonthlyImageUsage {
  client_id: string;
  month: string;
  calculated: number;
  refunded: number;
}

/** Images per client and month ('YYYY-MM', Japan time), for sales management; all clients when none is given. */
export async function monthlyImageUsage(db: Db, filter: { clientId?: string; from?: string; to?: string } = {}): Promise<MonthlyImageUsage[]> {
  const { rows } = await db.query<MonthlyImageUsage>(
    `select client_id, month, calculated, refunded from image_usage_monthly
     where ($1::uuid is null or client_id = $1) and ($2::text is null or month >= $2) and ($3::text is null or month <= $3)
     order by month, client_id`,
    [filter.clientId ?? null, filter.from ?? null, filter.to ?? null],
  );
  return rows;
}

/** Images of every client accepted for calculation in one month ('YYYY-MM', Japan time), and those given back. */
export async function imageUsageOfMonth(db: Db, month: string): Promise<{ calculated: number; refunded: number }> {
  const { rows } = await db.query<{ calculated: number; refunded: number }>(
    'select coalesce(sum(calculated), 0)::int as calculated, coalesce(sum(refunded), 0)::int as refunded from image_usage_monthly where month = $1',
    [month],
  );
  return rows[0];
}
