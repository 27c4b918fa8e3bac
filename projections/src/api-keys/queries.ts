import type pg from 'pg';

type Db = Pick<pg.Pool, 'query'>;

export interface ApiKeyRow {
  key_id: string;
  client_id: string;
  name: string;
  scopes: string[];
  last_four: string;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  /** From `api_key_last_use`, which the API keeps beside the read model (a use is not an event). */
  last_used_at: Date | null;
}

const keySelect = `
  select k.key_id, k.client_id, k.name, k.scopes, k.last_four, k.created_at, k.expires_at, k.revoked_at, u.used_at as last_used_at
  from api_keys k left join api_key_last_use u on u.key_id = k.key_id`;

/**
 * The key a request presents and whom it acts for (its client's first administrator and the client's status), in one round trip: every key call starts here.
 */
export async function findApiKeyWithPrincipal(
  db: Db,
  keyHash: string,
): Promise<(ApiKeyRow & { principal: { administrator_id: string | null; client_status: string } | null }) | undefined> {
  const { rows } = await db.query<ApiKeyRow & { administrator_id: string | null; client_status: string | null }>(
    `select k.key_id, k.client_id, k.name, k.scopes, k.last_four, k.created_at, k.expires_at, k.revoked_at, u.used_at as last_used_at,
            p.administrator_id, p.client_status
     from api_keys k left join api_key_last_use u on u.key_id = k.key_id
     left join lateral (
       select a.user_id as administrator_id, c.status as client_status
       from clients c left join users a on a.client_id = c.client_id and a.role = 1
       where c.client_id = k.client_id order by a.registered_at limit 1
     ) p on true
     where k.key_hash = $1`,
    [keyHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { administrator_id, client_status, ...key } = row;
  return { ...key, principal: client_status === null ? null : { administrator_id, client_status } };
}

/** A key as someone of `scopeClientId` may see it; a null scope (the super admin) sees every client's keys. */
export async function findScopedApiKey(db: Db, keyId: string, scopeClientId: string | null): Promise<ApiKeyRow | undefined> {
  const { rows } = await db.query<ApiKeyRow>(`${keySelect} where k.key_id = $1 and ($2::uuid is null or k.client_id = $2::uuid)`, [keyId, scopeClientId]);
  return rows[0];
}

/** A client's keys, newest first; every client's when `clientId` is null (the super admin's list). */
export async function listApiKeys(db: Db, clientId: string | null): Promise<ApiKeyRow[]> {
  const { rows } = await db.query<ApiKeyRow>(`${keySelect} where ($1::uuid is null or k.client_id = $1::uuid) order by k.created_at desc, k.key_id`, [clientId]);
  return rows;
}

/**
 * When each key was last used. Kept beside the read model, not in the log: a use is not a business fact worth an
 * event per request, and a rebuild of the model keeps these times.
 */
export const apiKeyLastUseMigration = {
  id: 'projections/002-api-key-last-use',
  sql: `create table api_key_last_use (
          key_id uuid primary key,
          used_at timestamptz not null
        );`,
};

/** Records a use; writes at most once a minute per key, so a busy partner does not turn every read into a write. */
export async function recordApiKeyUse(db: Db, keyId: string, at: Date): Promise<void> {
  await db.query(
    `insert into api_key_last_use (key_id, used_at) values ($1, $2)
     on conflict (key_id) do update set used_at = excluded.used_at
     where api_key_last_use.used_at < excluded.used_at - interval '1 minute'`,
    [keyId, at],
  );
}
