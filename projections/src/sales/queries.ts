import type pg from 'pg';
import type { Currency } from '@packlens/contracts';

type Db = Pick<pg.Pool, 'query'>;

/** Months are cut in Japan time, as image usage and login counts are. */
export const salesTimeZone = 'Asia/Tokyo';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: salesTimeZone, year: 'numeric', month: '2-digit' });

/** The sales month ('YYYY-MM', Japan time) an instant falls in. */
export function salesMonthOf(at: Date): string {
  const parts = Object.fromEntries(monthFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}

export interface SalesMonthRow {
  client_id: string;
  company: string;
  plan_id: number;
  month: string;
  currency: Currency;
  plan_fees: number;
  usage_fees: number;
  total: number;
  images_calculated: number;
  images_refunded: number;
  tokens_used: number;
  tickets_used: number;
}

export interface SalesQuery {
  clientId?: string;
  /** Company name contains (case-insensitive). */
  q?: string;
  /** First and last month, 'YYYY-MM', both included. */
  from?: string;
  to?: string;
  sort: (typeof salesSortColumns)[number];
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export const salesSortColumns = ['month', 'company', 'plan_fees', 'usage_fees', 'total', 'images_calculated', 'tokens_used', 'tickets_used'] as const;

/** Sales rows with the filter applied, one page, and how many rows the filter matches. */
export async function salesMonths(db: Db, query: SalesQuery): Promise<{ rows: SalesMonthRow[]; total: number }> {
  const column = (salesSortColumns as readonly string[]).includes(query.sort) ? query.sort : 'month';
  const { rows } = await db.query<SalesMonthRow & { matched: number }>(
    `select m.client_id, c.company, c.plan_id, m.month, m.currency, m.plan_fees::float8 as plan_fees, m.usage_fees::float8 as usage_fees,
            (m.plan_fees + m.usage_fees)::float8 as total, m.images_calculated, m.images_refunded,
            m.tokens_used::float8 as tokens_used, m.tickets_used::float8 as tickets_used, count(*) over ()::int as matched
     from sales_monthly m join sales_clients c on c.client_id = m.client_id
     where ($1::uuid is null or m.client_id = $1) and ($2::text is null or lower(c.company) like '%' || lower($2) || '%')
       and ($3::text is null or m.month >= $3) and ($4::text is null or m.month <= $4)
     order by ${column === 'company' ? 'c.company' : column === 'total' ? '(m.plan_fees + m.usage_fees)' : `m.${column}`} ${query.order === 'asc' ? 'asc' : 'desc'},
              m.month desc, c.company, m.client_id
     offset $5 limit $6`,
    [query.clientId ?? null, query.q ?? null, query.from ?? null, query.to ?? null, query.offset, query.limit],
  );
  return { rows: rows.map(({ matched: _matched, ...row }) => row), total: rows[0]?.matched ?? 0 };
}

export interface SalesTotal {
  currency: Currency;
  plan_fees: number;
  usage_fees: number;
  total: number;
}

/** One month's sales of every client, summed per currency (amounts in different currencies do not add up). */
export async function salesTotalsOfMonth(db: Db, month: string): Promise<SalesTotal[]> {
  const { rows } = await db.query<SalesTotal>(
    `select currency, sum(plan_fees)::float8 as plan_fees, sum(usage_fees)::float8 as usage_fees, sum(plan_fees + usage_fees)::float8 as total
     from sales_monthly where month = $1 group by currency order by currency`,
    [month],
  );
  return rows;
}
