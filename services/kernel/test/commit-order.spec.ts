import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { eventStoreMigrations, PostgresEventStore, startSubscription, VersionConflictError, type RunningSubscription } from '../src';
import { useTestDatabase } from '../src/testing';
import { newStreamId, testEvent } from './fixtures';
import { recordingProjection, seenEventsMigration } from './recording-projection';

const db = useTestDatabase([...eventStoreMigrations, seenEventsMigration]);
const running: RunningSubscription[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

async function openTransaction() {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('begin');
  return client;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('commit order on PostgreSQL', () => {
  it('a slow transaction that began first is not skipped by a reader that saw a later commit', async () => {
    const store = new PostgresEventStore(db.pool);
    const slow = await openTransaction();
    const slowStream = newStreamId('slow');
    const fastStream = newStreamId('fast');
    try {
      // The slow writer takes its transaction id first, then the fast one commits.
      await new PostgresEventStore(slow, { notify: false }).append(slowStream, [testEvent('Slow')], { expectedVersion: 'no_stream' });
      const fast = await store.append(fastStream, [testEvent('Fast')], { expectedVersion: 'no_stream' });

      const whileOpen = await store.readAll();
      expect(whileOpen.map((e) => e.type)).toEqual([]);

      await slow.query('commit');
      const afterCommit = await store.readAll();
      expect(afterCommit.map((e) => e.type)).toEqual(['Slow', 'Fast']);
      expect(afterCommit[1].position).toEqual(fast.positions[0]);
    } finally {
      await slow.end();
    }
  });

  it('newer commits stay invisible to a subscriber while an older transaction is open', async () => {
    const store = new PostgresEventStore(db.pool);
    const sub = startSubscription(recordingProjection('invisible'), { connectionString: db.url, pollIntervalMs: 50 });
    running.push(sub);
    const slow = await openTransaction();
    const slowStream = newStreamId('slow');
    try {
      await new PostgresEventStore(slow, { notify: false }).append(slowStream, [testEvent('Slow')], { expectedVersion: 'no_stream' });
      const newer = await store.append(newStreamId('newer'), [testEvent('Newer')], { expectedVersion: 'no_stream' });
      await sleep(400);
      const { rows: before } = await db.pool.query(
        `select * from seen_events where subscription = 'invisible' and (stream_id = $1 or stream_id like 'newer-%')`,
        [slowStream],
      );
      expect(before).toEqual([]);

      await slow.query('commit');
      await sub.waitFor(newer.positions[0]);
      const { rows: after } = await db.pool.query<{ stream_id: string }>(
        `select stream_id from seen_events where subscription = 'invisible' and (stream_id = $1 or stream_id like 'newer-%')
         order by row_id`,
        [slowStream],
      );
      expect(after.map((r) => r.stream_id)).toEqual([slowStream, expect.stringMatching(/^newer-/)]);
    } finally {
      await slow.end();
    }
  });

  it('16 concurrent writers at the same expected version: exactly one wins each version', async () => {
    const store = new PostgresEventStore(db.pool);
    const id = newStreamId('contended');
    await store.append(id, [testEvent()], { expectedVersion: 'no_stream' });
    for (let version = 1; version <= 6; version++) {
      const results = await Promise.allSettled(
        Array.from({ length: 16 }, (_, writer) => store.append(id, [testEvent('Write', { writer })], { expectedVersion: version })),
      );
      const wins = results.filter((r) => r.status === 'fulfilled');
      const conflicts = results.filter((r) => r.status === 'rejected' && r.reason instanceof VersionConflictError);
      expect(wins).toHaveLength(1);
      expect(conflicts).toHaveLength(15);
    }
    const stream = await store.readStream(id);
    expect(stream.version).toBe(7);
    expect(stream.events.map((e) => e.streamPosition)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('16 writers to different streams: a subscriber sees every event exactly once, in commit order', async () => {
    const store = new PostgresEventStore(db.pool);
    const sub = startSubscription(recordingProjection('sixteen', {}), { connectionString: db.url, batchSize: 37, pollIntervalMs: 100 });
    running.push(sub);
    const perWriter = 40;
    const streams = Array.from({ length: 16 }, () => newStreamId('writer'));
    const appended = await Promise.all(
      streams.map(async (stream) => {
        const positions = [];
        for (let i = 0; i < perWriter; i++) {
          const result = await store.append(stream, [testEvent('Written', { i })], { expectedVersion: i === 0 ? 'no_stream' : i });
          positions.push(result.positions[0]);
        }
        return positions;
      }),
    );
    const last = appended.flat().reduce((a, b) => (a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare) ? a : b));
    await sub.waitFor(last, 20_000);

    const { rows } = await db.pool.query<{ event_id: string; stream_id: string; stream_position: string; commit_position: string; global_position: string }>(
      `select event_id, stream_id, stream_position, commit_position, global_position from seen_events
       where subscription = 'sixteen' and stream_id like 'writer-%' order by row_id`,
    );
    expect(rows).toHaveLength(16 * perWriter);
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(16 * perWriter);
    const order = rows.map((r) => [BigInt(r.commit_position), BigInt(r.global_position)] as const);
    const sorted = [...order].sort((a, b) => (a[0] === b[0] ? Number(a[1] - b[1]) : a[0] < b[0] ? -1 : 1));
    expect(order).toEqual(sorted);
    for (const stream of streams) {
      const positions = rows.filter((r) => r.stream_id === stream).map((r) => Number(r.stream_position));
      expect(positions).toEqual(Array.from({ length: perWriter }, (_, i) => i + 1));
    }
  });
});
