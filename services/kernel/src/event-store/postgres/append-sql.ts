import type { ExpectedVersion } from '../types';

type Mode = 'exact' | 'no_stream' | 'stream_exists' | 'any';

/*
 * One statement per expected-version mode and shape. The CTE `s` moves the stream's version; the insert runs only
 * when the CTE returned a row, so "zero rows back" is the version conflict, and a unique violation on event_id
 * rolls back the version move with it.
 *
 * Two shapes: one event passes its columns as plain parameters (the common case: a command appends one event;
 * no jsonb array is built by the client nor taken apart by the server), several events pass one jsonb array.
 *
 * Parameters: $1 stream id, $2 stream type, $3 number of events, then
 *   single: $4 event id, $5 type, $6 schema version, $7 data (json text), $8 metadata (json text), $9 expected version;
 *   batch:  $4 the events as a jsonb array, $5 expected version.
 * `$2::text is not null` keeps the stream type typed in the modes that do not store it.
 */
function streamMove(mode: Mode, expected: string): string {
  switch (mode) {
    case 'exact':
      return `update streams set version = version + $3 where stream_id = $1 and version = ${expected} and $2::text is not null returning version`;
    case 'no_stream':
      return `insert into streams (stream_id, stream_type, version) values ($1, $2, $3) on conflict do nothing returning version`;
    case 'stream_exists':
      return `update streams set version = version + $3 where stream_id = $1 and $2::text is not null returning version`;
    case 'any':
      return `insert into streams (stream_id, stream_type, version) values ($1, $2, $3)
        on conflict (stream_id) do update set version = streams.version + excluded.version returning version`;
  }
}

const returning = `returning transaction_id::text as commit_position, global_position, stream_position`;

const insertOne = `
  insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  select $1, s.version, $4::uuid, $5::text, $6::int, $7::jsonb, $8::jsonb from s
  ${returning}`;

const insertMany = `
  insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  select $1, s.version - $3 + e.ord, (e.value->>'id')::uuid, e.value->>'type', (e.value->>'schemaVersion')::int,
         e.value->'data', e.value->'metadata'
  from s cross join jsonb_array_elements($4::jsonb) with ordinality as e(value, ord)
  order by e.ord
  ${returning}`;

export interface AppendStatement {
  sql: string;
  name: string;
  /** Only for an exact expected version: the last parameter. */
  exactVersion?: number;
}

// Built once: the driver compares a named statement's text with the one it prepared on every execution.
const modes = ['exact', 'no_stream', 'stream_exists', 'any'] as const;
const build = (shape: 'one' | 'many') =>
  Object.fromEntries(
    modes.map((mode) => [
      mode,
      {
        name: `packlens_append_${shape}_${mode}`,
        sql: `with s as (${streamMove(mode, shape === 'one' ? '$9' : '$5')}) ${shape === 'one' ? insertOne : insertMany}`,
      },
    ]),
  ) as Record<Mode, { name: string; sql: string }>;
const statements = { one: build('one'), many: build('many') };

export function appendStatement(expected: ExpectedVersion, single: boolean): AppendStatement {
  if (expected === 0) expected = 'no_stream';
  const mode: Mode = typeof expected === 'number' ? 'exact' : expected;
  return { ...statements[single ? 'one' : 'many'][mode], exactVersion: typeof expected === 'number' ? expected : undefined };
}
