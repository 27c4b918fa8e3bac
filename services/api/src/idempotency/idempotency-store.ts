import type pg from 'pg';

export const idempotencyMigration = {
  id: 'api/004-idempotency-keys',
  sql: `-- Idempotency-Key answers (issue 15, item 3), per caller (client + API key or user), kept 24 hours.
        create table idempotency_keys (
          scope text not null,
          idempotency_key text not null,
          -- sha256 of method, path and body: the same key with another request is refused
          fingerprint text not null,
          -- 'running' while the first request runs (until lease_until, in case its process died), then 'done'
          state text not null,
          lease_until timestamptz,
          status int,
          headers jsonb,
          body bytea,
          created_at timestamptz not null,
          expires_at timestamptz not null,
          primary key (scope, idempotency_key)
        );
        create index idempotency_keys_expiry on idempotency_keys (expires_at);`,
};

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'reused' }
  | { kind: 'in-progress' };

export const idempotencyRetentionMs = 24 * 3600 * 1000;
/** How long a running first request holds its key; past it (its process died) a retry may run it again. */
export const idempotencyLeaseMs = 5 * 60 * 1000;

/** Idempotency keys in PostgreSQL, shared by every API process: the primary key decides who runs a request. */
export function idempotencyStore(pool: pg.Pool) {
  let claims = 0;
  return {
    /**
     * Takes the key for a request with this fingerprint, or says why not: the answer to replay (same request, done),
     * reused (another request), in progress (same request, still running). An expired key, or a running one whose
     * lease ran out with the same request, is taken over.
     */
    async claim(scope: string, key: string, fingerprint: string, now: Date): Promise<Claim> {
      if (++claims % 200 === 0) await pool.query('delete from idempotency_keys where expires_at < $1', [now]);
      for (let attempt = 0; attempt < 3; attempt++) {
        const taken = await pool.query(
          `insert into idempotency_keys as k (scope, idempotency_key, fingerprint, state, lease_until, created_at, expires_at)
           values ($1, $2, $3, 'running', $4::timestamptz + $5 * interval '1 millisecond', $4, $4::timestamptz + $6 * interval '1 millisecond')
           on conflict (scope, idempotency_key) do update
             set fingerprint = excluded.fingerprint, state = 'running', lease_until = excluded.lease_until, status = null, headers = null,
                 body = null, created_at = excluded.created_at, expires_at = excluded.expires_at
             where k.expires_at <= $4 or (k.state = 'running' and k.lease_until <= $4 and k.fingerprint = excluded.fingerprint)
           returning 1`,
          [scope, key, fingerprint, now, idempotencyLeaseMs, idempotencyRetentionMs],
        );
        if (taken.rowCount) return { kind: 'claimed' };
        const { rows } = await pool.query<{ fingerprint: string; state: string; status: number | null; headers: Record<string, string> | null; body: Buffer | null }>(
          'select fingerprint, state, status, headers, body from idempotency_keys where scope = $1 and idempotency_key = $2',
          [scope, key],
        );
        const row = rows[0];
        if (!row) continue; // released between the two statements: try to take it again
        if (row.fingerprint !== fingerprint) return { kind: 'reused' };
        if (row.state !== 'done' || row.status === null) return { kind: 'in-progress' };
        return { kind: 'replay', answer: { status: row.status, headers: row.headers ?? {}, body: new Uint8Array(row.body ?? Buffer.alloc(0)) } };
      }
      return { kind: 'in-progress' };
    },

    async complete(scope: string, key: string, answer: StoredAnswer) {
      await pool.query(`update idempotency_keys set state = 'done', lease_until = null, status = $3, headers = $4, body = $5 where scope = $1 and idempotency_key = $2`, [
        scope,
        key,
        answer.status,
        JSON.stringify(answer.headers),
        Buffer.from(answer.body),
      ]);
    },

    /** Frees a key whose request failed with 5xx (or broke): a retry runs it again. */
    async release(scope: string, key: string) {
      await pool.query(`delete from idempotency_keys where scope = $1 and idempotency_key = $2 and state = 'running'`, [scope, key]);
    },
  };
}
export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
