import type { ExpectedVersion } from '../types';

/*
 * One statement per expected-version mode. $1 stream id, $2 stream type, $3 number of events, $4 the events as a
 * jsonb array, $5 the expected version (exact mode only). The CTE moves the stream's version; the insert runs
 * only when the CTE returned a row, so "zero rows back" is the version conflict, and a unique violation on
 * event_id rolls back the version move with it.
 */
const insertEvents = `
  insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  select $1, s.version - $3 + e.ord, (e.value->>'id')::uuid, e.value->>'type', (e.value->>'schemaVersion')::int,
         e.value->'data', e.value->'metadata'
  from s cross join jsonb_array_elements($4::jsonb) with ordinality as e(value, ord)
  order by e.ord
  returning transaction_id::text as commit_position, global_position, stream_position`;

const streamMove: Record<'exact' | 'no_stream' | 'stream_exists' | 'any', string> = {
  exact: `update streams set version = version + $3 where stream_id = $1 and version = $5 and $2::text is not null returning version`,
  no_stream: `insert into streams (stream_id, stream_type, version) values ($1, $2, $3) on conflict do nothing returning version`,
  stream_exists: `update streams set version = version + $3 where stream_id = $1 and $2::text is not null returning version`,
  any: `insert into streams (stream_id, stream_type, version) values ($1, $2, $3)
        on conflict (stream_id) do update set version = streams.version + excluded.version returning version`,
};

export function appendStatement(expected: ExpectedVersion): { sql: string; name: string; exactVersion?: number } {
  if (expected === 0) expected = 'no_stream';
  const mode = typeof expected === 'number' ? 'exact' : expected;
  return {
    sql: `with s as (${streamMove[mode]}) ${insertEvents}`,
    name: `packlens_append_${mode}`,
    exactVersion: typeof expected === 'number' ? expected : undefined,
  };
}
