import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface UserAccountRow {
  user_id: string;
  client_id: string | null;
  email: string;
  name: string;
  furigana: string;
  department: string;
  role: 0 | 1 | 2;
  status: 'valid' | 'invalid' | 'lock';
  language: 'ja' | 'en' | 'zh-CN';
  password_hash: string;
  password_changed_at: Date | null;
  sessions_valid_after: Date | null;
  registered_at: Date;
  last_login_at: Date | null;
  login_count: number;
  company: string | null;
  group_id: string | null;
  country: string | null;
  client_status: string | null;
  plan_id: number | null;
  plan_option_id: number | null;
  plan_generate_id: number | null;
  plan_key_visual_id: number | null;
  plan_expires_at: Date | null;
  max_images: number | null;
  mfa_enabled: boolean | null;
  mfa_phone: string | null;
}

const accountSelect = `
  select u.user_id, u.client_id, u.email, u.name, u.furigana, u.department, u.role, u.status, u.language, u.password_hash,
         u.password_changed_at, u.sessions_valid_after, u.registered_at, u.last_login_at, u.login_count,
         c.company, c.group_id, c.country, c.status as client_status, c.plan_id, c.plan_option_id, c.plan_generate_id,
         c.plan_key_visual_id, c.plan_expires_at, c.max_images, c.mfa_enabled, c.mfa_phone
  from users u left join clients c on c.client_id = u.client_id`;

export async function findAccountByEmail(db: Db, email: string): Promise<UserAccountRow | undefined> {
  const { rows } = await db.query<UserAccountRow>(`${accountSelect} where lower(u.email) = lower($1)`, [email.trim()]);
  return rows[0];
}

export async function findAccountById(db: Db, userId: string): Promise<UserAccountRow | undefined> {
  const { rows } = await db.query<UserAccountRow>(`${accountSelect} where u.user_id = $1`, [userId]);
  return rows[0];
}

/**
 * A user as someone of `scopeClientId` may see it: only users of that client. A null scope (a super admin) sees
 * every user. Another client's user reads as not found.
 */
export async function findScopedAccount(db: Db, userId: string, scopeClientId: string | null): Promise<UserAccountRow | undefined> {
  const { rows } = await db.query<UserAccountRow>(
    `${accountSelect} where u.user_id = $1 and ($2::uuid is null or u.client_id = $2::uuid)`,
    [userId, scopeClientId],
  );
  return rows[0];
}

export interface ClientUserQuery {
  clientId: string;
  /** Free text over name, furigana, e-mail and department. */
  search?: string;
  status?: string;
  role?: number;
  offset: number;
  limit: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** One page of a client's users (administrator first, then by registration) and how many match. */
export async function listClientUsers(db: Db, query: ClientUserQuery): Promise<{ rows: UserAccountRow[]; total: number }> {
  const params: unknown[] = [query.clientId];
  const where = ['u.client_id = $1'];
  if (query.search) {
    params.push(likePattern(query.search));
    const p = `$${params.length}`;
    where.push(`(u.name ilike ${p} or u.furigana ilike ${p} or u.email ilike ${p} or u.department ilike ${p})`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`u.status = $${params.length}`);
  }
  if (query.role !== undefined) {
    params.push(query.role);
    where.push(`u.role = $${params.length}`);
  }
  const { rows } = await db.query<UserAccountRow & { total: number }>(
    `select *, count(*) over ()::int as total from (${accountSelect} where ${where.join(' and ')}) listed
     order by role desc, registered_at, user_id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  if (!rows.length) {
    const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from users u where ${where.join(' and ')}`, params);
    return { rows: [], total: count[0].total };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0].total };
}

/** Every user of a client, administrator first. */
export async function clientUsers(db: Db, clientId: string): Promise<UserAccountRow[]> {
  const { rows } = await db.query<UserAccountRow>(`${accountSelect} where u.client_id = $1 order by u.role desc, u.registered_at, u.user_id`, [clientId]);
  return rows;
}

export interface ClientRow {
  client_id: string;
  group_id: string;
  company: string;
  department: string;
  headquarters: string;
  account_type: 'corporation' | 'personal';
  country: string;
  zip_code: string;
  address: string;
  building: string;
  telephone: string;
  owner_name: string;
  plan_id: number;
  plan_option_id: number | null;
  plan_generate_id: number | null;
  plan_key_visual_id: number | null;
  plan_expires_at: Date | null;
  max_images: number;
  mfa_enabled: boolean;
  mfa_phone: string;
  request_payment: boolean;
  status: 'valid' | 'invalid' | 'cancelled';
  cancelled_at: Date | null;
  registered_at: Date;
  updated_at: Date;
  user_count: number;
  /** The client's administrator account (role 1), if it has one. */
  admin_user_id: string | null;
  admin_name: string | null;
  admin_email: string | null;
}

export interface ClientListQuery {
  /** Free text over company, department, owner and group id. */
  q?: string;
  country?: string;
  accountType?: string;
  status?: string;
  planId?: number;
  mfaEnabled?: boolean;
  ids?: string[];
  sort: 'company' | 'country' | 'account_type' | 'plan_id' | 'max_images' | 'registered_at' | 'user_count' | 'status';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export const clientSortColumns: readonly ClientListQuery['sort'][] = [
  'company', 'country', 'account_type', 'plan_id', 'max_images', 'registered_at', 'user_count', 'status',
];

const clientSelect = `
  select c.*, (select count(*)::int from users u where u.client_id = c.client_id) as user_count,
         a.user_id as admin_user_id, a.name as admin_name, a.email as admin_email
  from clients c
  left join lateral (
    select u.user_id, u.name, u.email from users u where u.client_id = c.client_id and u.role = 1 order by u.registered_at, u.user_id limit 1
  ) a on true`;

/** One page of clients and the total count, for the admin console (super admins only: no client scope). */
export async function listClients(db: Db, query: ClientListQuery): Promise<{ rows: ClientRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const filter = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (query.q) filter((p) => `(c.company ilike ${p} or c.department ilike ${p} or c.owner_name ilike ${p} or c.group_id like ${p})`, likePattern(query.q));
  if (query.country) filter((p) => `c.country = ${p}`, query.country);
  if (query.accountType) filter((p) => `c.account_type = ${p}`, query.accountType);
  if (query.status) filter((p) => `c.status = ${p}`, query.status);
  if (query.planId !== undefined) filter((p) => `c.plan_id = ${p}`, query.planId);
  if (query.mfaEnabled !== undefined) filter((p) => `c.mfa_enabled = ${p}`, query.mfaEnabled);
  if (query.ids) filter((p) => `c.client_id = any(${p}::uuid[])`, query.ids);
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const column = clientSortColumns.includes(query.sort) ? query.sort : 'company';
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const { rows } = await db.query<ClientRow & { total: number }>(
    `select *, count(*) over ()::int as total from (${clientSelect} ${whereSql}) listed
     order by ${column} ${direction}, client_id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  if (rows.length === 0 && query.offset > 0) {
    const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from clients c ${whereSql}`, params);
    return { rows: [], total: count[0].total };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

export async function getClient(db: Db, clientId: string): Promise<ClientRow | undefined> {
  const { rows } = await db.query<ClientRow>(`${clientSelect} where c.client_id = $1`, [clientId]);
  return rows[0];
}

/** How many clients each plan has in each country, every status included (as the console's list counts them). */
export async function clientCountsByPlanAndCountry(db: Db): Promise<{ plan_id: number; country: string; clients: number }[]> {
  const { rows } = await db.query<{ plan_id: number; country: string; clients: number }>(
    'select plan_id, country, count(*)::int as clients from clients group by plan_id, country order by plan_id, country',
  );
  return rows;
}

/** Customer users (of a client; super admins belong to none) who logged in at `since` or later. */
export async function activeUserCount(db: Db, since: Date): Promise<number> {
  const { rows } = await db.query<{ users: number }>('select count(*)::int as users from users where client_id is not null and last_login_at >= $1', [since]);
  return rows[0].users;
}
