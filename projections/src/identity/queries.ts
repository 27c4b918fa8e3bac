import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface UserAccountRow {
  user_id: string;
  client_id: string | null;
  email: string;
  name: string;
  role: 0 | 1 | 2;
  status: 'valid' | 'invalid' | 'lock';
  password_hash: string;
  last_login_at: Date | null;
  login_count: number;
  company: string | null;
  country: string | null;
  client_status: string | null;
  plan_id: number | null;
  plan_option_id: number | null;
  plan_generate_id: number | null;
  plan_key_visual_id: number | null;
  plan_expires_at: Date | null;
  max_images: number | null;
  mfa_enabled: boolean | null;
}

const accountSelect = `
  select u.user_id, u.client_id, u.email, u.name, u.role, u.status, u.password_hash, u.last_login_at, u.login_count,
         c.company, c.country, c.status as client_status, c.plan_id, c.plan_option_id, c.plan_generate_id,
         c.plan_key_visual_id, c.plan_expires_at, c.max_images, c.mfa_enabled
  from users u left join clients c on c.client_id = u.client_id`;

export async function findAccountByEmail(db: Db, email: string): Promise<UserAccountRow | undefined> {
  const { rows } = await db.query<UserAccountRow>(`${accountSelect} where lower(u.email) = lower($1)`, [email.trim()]);
  return rows[0];
}

export async function findAccountById(db: Db, userId: string): Promise<UserAccountRow | undefined> {
  const { rows } = await db.query<UserAccountRow>(`${accountSelect} where u.user_id = $1`, [userId]);
  return rows[0];
}

export interface ClientRow {
  client_id: string;
  group_id: string;
  company: string;
  department: string;
  account_type: 'corporation' | 'personal';
  country: string;
  address: string;
  telephone: string;
  owner_name: string;
  plan_id: number;
  max_images: number;
  mfa_enabled: boolean;
  status: string;
  registered_at: Date;
  user_count: number;
}

export interface ClientListQuery {
  /** Free text over company, department, owner and group id. */
  q?: string;
  country?: string;
  accountType?: string;
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
  select c.client_id, c.group_id, c.company, c.department, c.account_type, c.country, c.address, c.telephone, c.owner_name,
         c.plan_id, c.max_images, c.mfa_enabled, c.status, c.registered_at,
         (select count(*)::int from users u where u.client_id = c.client_id) as user_count
  from clients c`;

/** One page of clients and the total count, for the admin console (super admins only: no client scope). */
export async function listClients(db: Db, query: ClientListQuery): Promise<{ rows: ClientRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    params.push(`%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`(c.company ilike $${params.length} or c.department ilike $${params.length} or c.owner_name ilike $${params.length} or c.group_id like $${params.length})`);
  }
  if (query.country) {
    params.push(query.country);
    where.push(`c.country = $${params.length}`);
  }
  if (query.accountType) {
    params.push(query.accountType);
    where.push(`c.account_type = $${params.length}`);
  }
  if (query.ids) {
    params.push(query.ids);
    where.push(`c.client_id = any($${params.length}::uuid[])`);
  }
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
