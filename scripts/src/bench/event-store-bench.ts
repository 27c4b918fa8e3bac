import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  createPool,
  eventStoreMigrations,
  migrate,
  PostgresEventStore,
  startSubscription,
  type EventMetadata,
  type NewEvent,
  type Projection,
} from '@packlens/kernel';
import { quantile, round, sleep } from './stats';

const metadata = (): EventMetadata => ({
  correlationId: randomUUID(),
  causationId: null,
  actor: { kind: 'system', id: 'bench' },
  clientId: null,
  at: new Date().toISOString(),
});
const event = (i: number): NewEvent => ({ type: 'BenchmarkRecorded', data: { i, note: 'a typical small event body' }, metadata: metadata() });

/** Appends per second with `writers` concurrent writers, each on its own stream, for `seconds`. */
export async function appendRate(url: string, writers: number, seconds: number): Promise<number> {
  const pool = createPool(url, { max: writers + 2, applicationName: 'packlens-bench' });
  await migrate(pool, eventStoreMigrations);
  const store = new PostgresEventStore(pool);
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  const counts = await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = `bench-${randomUUID()}`;
      let version = 0;
      while (Date.now() < deadline) {
        await store.append(stream, [event(version)], { expectedVersion: version === 0 ? 'no_stream' : version });
        version++;
      }
      return version;
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  await store.close();
  await pool.end();
  return counts.reduce((a, b) => a + b, 0) / elapsed;
}

/**
 * Subscription lag at a steady rate: from the append call to the moment the projection's transaction with the
 * read-model row committed. Returns milliseconds at p50 and p99.
 */
export async function subscriptionLag(url: string, eventsPerSecond: number, seconds: number) {
  const pool = createPool(url, { max: 8, applicationName: 'packlens-bench' });
  await migrate(pool, eventStoreMigrations);
  await pool.query('create table if not exists bench_read_model (event_id uuid primary key, i int not null)');
  const projection: Projection = {
    kind: 'projection',
    name: `bench-lag-${randomUUID()}`,
    handles: ['BenchmarkRecorded'],
    async apply(events, tx: pg.ClientBase) {
      for (const e of events) await tx.query('insert into bench_read_model (event_id, i) values ($1, $2)', [e.id, e.data.i]);
    },
  };
  const store = new PostgresEventStore(pool);
  // Start from the head, so the earlier rate measurements are not part of the lag.
  const warm = await store.append(`bench-${randomUUID()}`, [event(-1)], { expectedVersion: 'no_stream' });
  const subscription = startSubscription(projection, { connectionString: url });
  await subscription.waitFor(warm.positions[0], 60_000);

  const lags: number[] = [];
  const pending: Promise<void>[] = [];
  const total = eventsPerSecond * seconds;
  // Several streams, so a steady rate does not wait on one writer's commit round trip; each stream's appends
  // stay in order (exact expected versions).
  const writers = Array.from({ length: 8 }, () => ({ stream: `bench-${randomUUID()}`, version: 0, chain: Promise.resolve() }));
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / eventsPerSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const writer = writers[i % writers.length];
    const appended = writer.chain.then(async () => {
      const appendedAt = performance.now();
      const expectedVersion = writer.version === 0 ? 'no_stream' : writer.version;
      const result = await store.append(writer.stream, [event(i)], { expectedVersion });
      writer.version++;
      pending.push(subscription.waitFor(result.positions[0], 30_000).then(() => void lags.push(performance.now() - appendedAt)));
    });
    writer.chain = appended;
    pending.push(appended);
  }
  await Promise.all(writers.map((w) => w.chain));
  const achievedRate = total / ((performance.now() - start) / 1000);
  for (let settled = 0; settled < pending.length; ) {
    const batch = pending.slice(settled);
    await Promise.all(batch);
    settled += batch.length;
  }
  await subscription.stop();
  await store.close();
  await pool.end();
  return { p50: round(quantile(lags, 0.5)), p99: round(quantile(lags, 0.99)), max: round(Math.max(...lags)), achievedRate: round(achievedRate), samples: lags.length };
}
