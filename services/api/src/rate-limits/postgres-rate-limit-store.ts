import type pg from 'pg';
import { decisionOf, gcraParameters, microsOf, type RateLimitStore } from './rate-limit-store';

export const apiKeyRateLimitMigration = {
  id: 'api/003-api-key-rate-limits',
  sql: `-- GCRA state per API key: the theoretical arrival time of the next request (microseconds since the epoch), and
        -- the emission interval it was counted with (microseconds), so a changed limit rescales what was spent.
        create table api_key_rate_limits (
          bucket text primary key,
          tat bigint not null,
          interval_us bigint not null
        );`,
};

/**
 * The PostgreSQL adapter: one upsert per hit (a request, or a lease of several: leased-rate-limits.ts). `on conflict do update ... where` takes the row lock, so concurrent
 * requests of one key (from any API process) are serialised on it and each sees the TAT the previous one left; a
 * refused request leaves the row as it was. When the limit changes, the time a key has spent is rescaled to the new
 * interval: the requests it has used stay used, and a raised limit frees the difference at once.
 */
export function postgresRateLimitStore(pool: pg.Pool): RateLimitStore {
  let calls = 0;
  return {
    name: 'postgres',
    async hit(bucket, rule, at, cost = 1) {
      const { interval, tolerance } = gcraParameters(rule);
      const now = microsOf(at);
      const step = interval * Math.max(1, Math.floor(cost));
      const { rows } = await pool.query<{ tat: string }>(
        `insert into api_key_rate_limits as b (bucket, tat, interval_us)
         select $1, $2::bigint + $5::bigint, $3::bigint where $5::bigint <= $4::bigint
         on conflict (bucket) do update
           set tat = $2::bigint + greatest(b.tat - $2::bigint, 0) * $3::bigint / b.interval_us + $5::bigint, interval_us = $3::bigint
           where greatest(b.tat - $2::bigint, 0) * $3::bigint / b.interval_us + $5::bigint <= $4::bigint
         returning tat`,
        [bucket, String(now), String(interval), String(tolerance), String(step)],
      );
      // Buckets whose TAT has passed are as good as absent: drop them now and then.
      if (++calls % 1000 === 0) await pool.query('delete from api_key_rate_limits where tat < $1::bigint', [String(now)]);
      if (rows[0]) return decisionOf(rule, true, Number(rows[0].tat), now);
      const current = await pool.query<{ tat: string; interval_us: string }>('select tat, interval_us from api_key_rate_limits where bucket = $1', [bucket]);
      const row = current.rows[0];
      const debt = row ? Math.floor((Math.max(0, Number(row.tat) - now) * interval) / Number(row.interval_us)) : 0;
      return decisionOf(rule, false, now + debt, now);
    },
    async close() {},
  };
}
