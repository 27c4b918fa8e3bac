import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

/** Months and years of login counts are cut in Japan time, where the product's clients work. */
export const loginCountTimeZone = 'Asia/Tokyo';

export interface LoginHistoryScope {
  /** Logins of this client's users; with `userId`, of that user only. */
  clientId: string | null;
  userId?: string;
}

export interface LoginHistoryRow {
  session_id: string;
  user_id: string;
  name: string | null;
  email: string | null;
  logged_in_at: Date;
  ip: string | null;
  user_agent: string | null;
  mfa: boolean;
}

function scopeWhere(scope: LoginHistoryScope, params: unknown[]): string[] {
  params.push(scope.clientId);
  const where = [`h.client_id is not distinct from $${params.length}::uuid`];
  if (scope.userId) {
    params.push(scope.userId);
    where.push(`h.user_id = $${params.length}`);
  }
  return where;
}

/** Newest first, one page, with the total; names come from the users read model (null once a user is deleted). */
export async function loginHistoryPage(
  db: Db,
  scope: LoginHistoryScope & { from?: Date; to?: Date; offset: number; limit: number },
): Promise<{ rows: LoginHistoryRow[]; total: number }> {
  const params: unknown[] = [];
  const where = scopeWhere(scope, params);
  if (scope.from) {
    params.push(scope.from);
    where.push(`h.logged_in_at >= $${params.length}`);
  }
  if (scope.to) {
    params.push(scope.to);
    where.push(`h.logged_in_at < $${params.length}`);
  }
  const { rows } = await db.query<LoginHistoryRow & { total: number }>(
    `select h.session_id, h.user_id, u.name, u.email, h.logged_in_at, h.ip, h.user_agent, h.mfa, count(*) over ()::int as total
     from login_history h left join users u on u.user_id = h.user_id
     where ${where.join(' and ')}
     order by h.logged_in_at desc, h.session_id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, scope.limit, scope.offset],
  );
  if (!rows.length) {
    const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from login_history h where ${where.join(' and ')}`, params);
    return { rows: [], total: count[0].total };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0].total };
}

/** Logins per month of `year` (all twelve months, zeros included). */
export async function monthlyLoginCounts(db: Db, scope: LoginHistoryScope & { year: number }): Promise<{ period: string; count: number }[]> {
  const params: unknown[] = [];
  const where = scopeWhere(scope, params);
  params.push(scope.year, loginCountTimeZone);
  const year = `$${params.length - 1}::int`;
  const zone = `$${params.length}::text`;
  const { rows } = await db.query<{ period: string; count: number }>(
    `with months as (select generate_series(1, 12) as month),
          counted as (
            select extract(month from h.logged_in_at at time zone ${zone})::int as month, count(*)::int as count
            from login_history h
            where ${where.join(' and ')} and extract(year from h.logged_in_at at time zone ${zone})::int = ${year}
            group by 1)
     select ${year} || '-' || lpad(m.month::text, 2, '0') as period, coalesce(c.count, 0) as count
     from months m left join counted c on c.month = m.month order by m.month`,
    params,
  );
  return rows;
}

/** Logins per year, for the years with any. */
export async function yearlyLoginCounts(db: Db, scope: LoginHistoryScope): Promise<{ period: string; count: number }[]> {
  const params: unknown[] = [];
  const where = scopeWhere(scope, params);
  params.push(loginCountTimeZone);
  const { rows } = await db.query<{ period: string; count: number }>(
    `select extract(year from h.logged_in_at at time zone $${params.length}::text)::int::text as period, count(*)::int as count
     from login_history h where ${where.join(' and ')} group by 1 order by 1`,
    params,
  );
  return rows;
}

/** Whether the user logged in from `ip` since `since` (a source the owner uses). */
export async function loggedInFrom(db: Db, userId: string, ip: string, since: Date): Promise<boolean> {
  const { rows } = await db.query(`select 1 from login_history where user_id = $1 and ip = $2 and logged_in_at >= $3 limit 1`, [userId, ip, since]);
  return rows.length > 0;
}
