import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { eventStoreMigrations, PostgresEventStore, startSubscription, type Reactor, type RecordedEvent, type RunningSubscription } from '../src';
import { useTestDatabase } from '../src/testing';
import { newStreamId, testEvent } from './fixtures';
import { recordingProjection, seenEventsMigration } from './recording-projection';

const db = useTestDatabase([...eventStoreMigrations, seenEventsMigration]);
const running: RunningSubscription[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});
const quiet = { onError: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function appendMany(store: PostgresEventStore, count: number) {
  const stream = newStreamId('batch');
  const events = Array.from({ length: count }, (_, i) => testEvent('Numbered', { i }));
  const result = await store.append(stream, events, { expectedVersion: 'no_stream' });
  return { stream, last: result.positions[result.positions.length - 1] };
}

async function seen(subscription: string, stream: string) {
  const { rows } = await db.pool.query<{ event_id: string; stream_position: string }>(
    'select event_id, stream_position from seen_events where subscription = $1 and stream_id = $2 order by row_id',
    [subscription, stream],
  );
  return rows;
}

describe('a projection subscription', () => {
  it('killed in the middle of a batch resumes without losing or duplicating read-model rows', async () => {
    const store = new PostgresEventStore(db.pool);
    const { stream, last } = await appendMany(store, 50);
    let killed = false;
    const doomed = recordingProjection('killed', {
      async onApply(tx, index) {
        if (!killed && index === 20) {
          killed = true;
          const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
          await db.pool.query('select pg_terminate_backend($1)', [rows[0].pid]);
        }
      },
    });
    const first = startSubscription(doomed, { connectionString: db.url, batchSize: 100, ...quiet });
    running.push(first);
    await expect.poll(() => killed, { timeout: 5000 }).toBe(true);
    await first.stop();
    running.splice(0);
    expect(await seen('killed', stream)).toHaveLength(0);

    const second = startSubscription(recordingProjection('killed'), { connectionString: db.url, batchSize: 7 });
    running.push(second);
    await second.waitFor(last);
    const rows = await seen('killed', stream);
    expect(rows.map((r) => Number(r.stream_position))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('has one owner: a second runner of the same subscription waits, then takes over when the first stops', async () => {
    const store = new PostgresEventStore(db.pool);
    const a = startSubscription(recordingProjection('owned'), { connectionString: db.url, ownershipRetryMs: 100 });
    running.push(a);
    await expect.poll(() => a.isOwner()).toBe(true);
    const b = startSubscription(recordingProjection('owned'), { connectionString: db.url, ownershipRetryMs: 100 });
    running.push(b);
    const { stream, last } = await appendMany(store, 10);
    await a.waitFor(last);
    await sleep(300);
    expect(b.isOwner()).toBe(false);

    await a.stop();
    await expect.poll(() => b.isOwner(), { timeout: 5000 }).toBe(true);
    const more = await store.append(stream, [testEvent('After')], { expectedVersion: 10 });
    await b.waitFor(more.positions[0]);
    expect((await seen('owned', stream)).map((r) => Number(r.stream_position))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('wakes on the commit notification long before its next poll', async () => {
    const store = new PostgresEventStore(db.pool);
    const sub = startSubscription(recordingProjection('notified'), { connectionString: db.url, pollIntervalMs: 60_000 });
    running.push(sub);
    await appendMany(store, 1).then(({ last }) => sub.waitFor(last, 5000));
    const started = Date.now();
    const { last } = await appendMany(store, 1);
    await sub.waitFor(last, 5000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('follows up a notification whose events were hidden behind an older open transaction, long before its next poll', async () => {
    const store = new PostgresEventStore(db.pool);
    const sub = startSubscription(recordingProjection('chasing'), { connectionString: db.url, pollIntervalMs: 60_000 });
    running.push(sub);
    await appendMany(store, 1).then(({ last }) => sub.waitFor(last, 5000));
    const slow = new pg.Client({ connectionString: db.url });
    await slow.connect();
    try {
      await slow.query('begin');
      await new PostgresEventStore(slow, { notify: false }).append(newStreamId('slow'), [testEvent('Slow')], { expectedVersion: 'no_stream' });
      const { last } = await appendMany(store, 1); // notifies; hidden until the slow transaction ends
      await sleep(300);
      await slow.query('commit'); // sends no notification of its own
      const started = Date.now();
      await sub.waitFor(last, 10_000);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await slow.end();
    }
  });

  it('falls back to polling when no notification comes', async () => {
    const silent = new PostgresEventStore(db.pool, { notify: false });
    const sub = startSubscription(recordingProjection('polled'), { connectionString: db.url, pollIntervalMs: 100 });
    running.push(sub);
    const { stream, last } = await appendMany(silent, 3);
    await sub.waitFor(last, 5000);
    expect(await seen('polled', stream)).toHaveLength(3);
  });

  it('moves its checkpoint over event types it does not handle', async () => {
    const store = new PostgresEventStore(db.pool);
    const onlyWanted = { ...recordingProjection('filtered'), handles: ['Wanted'] };
    const sub = startSubscription(onlyWanted, { connectionString: db.url });
    running.push(sub);
    const stream = newStreamId('mixed');
    const result = await store.append(stream, [testEvent('Unwanted'), testEvent('Wanted'), testEvent('Unwanted')], { expectedVersion: 'no_stream' });
    await sub.waitFor(result.positions[2]);
    expect((await seen('filtered', stream)).map((r) => Number(r.stream_position))).toEqual([2]);
  });
});

describe('a reactor subscription', () => {
  it('handles each event at least once and resumes after a failure from the failed event', async () => {
    const store = new PostgresEventStore(db.pool);
    const handled: number[] = [];
    let failOnce = true;
    const reactor: Reactor = {
      kind: 'reactor',
      name: 'mailer',
      handles: ['Numbered'],
      async react(event: RecordedEvent) {
        if (!event.streamId.startsWith('batch-')) return;
        if (event.data.i === 3 && failOnce) {
          failOnce = false;
          throw new Error('provider down');
        }
        handled.push(event.data.i as number);
      },
    };
    const sub = startSubscription(reactor, { connectionString: db.url, pollIntervalMs: 50, ...quiet });
    running.push(sub);
    const { last } = await appendMany(store, 6);
    await sub.waitFor(last, 10_000);
    expect(handled.slice(-6)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
