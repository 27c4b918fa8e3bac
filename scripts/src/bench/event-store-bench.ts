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

/**
 * Appends per second with `writers` concurrent writers, each on its own stream, for `seconds`; also the events
 * appended and this process's CPU meanwhile (the client's share of the machine).
 */
export async function appendRate(url: string, writers: number, seconds: number) {
  const pool = createPool(url, { max: writers + 2, applicationName: 'packlens-bench' });
  await migrate(pool, eventStoreMigrations);
  const store = new PostgresEventStore(pool);
  const cpu = process.cpuUsage();
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
  const used = process.cpuUsage(cpu);
  await pool.end();
  const operations = counts.reduce((a, b) => a + b, 0);
  return { rate: operations / elapsed, operations, clientCpuSeconds: (used.user + used.system) / 1e6 };
}

/**
 * Subscription lag at a steady rate: from the append call to the moment the projection's transaction with the
 * read-model row committed. Returns milliseconds at p50 and p99, and the rate the appends were actually issued at.
 *
 * The load is open-loop: each event is appended when it is due, on a stream that has no append in flight (a new
 * stream when all are busy), so a slow append never holds back the ones after it and the rate stays the one
 * asked for. (A fixed set of writer chains would lower the rate instead whenever appends slow down, and hide the
 * queueing from the lag.) Run it on a database of its own: the projection starts from the beginning of the log.
 */
export async function subscriptionLag(url: string, eventsPerSecond: number, seconds: number) {
  const pool = createPool(url, { max: 16, applicationName: 'packlens-bench' });
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
  const warm = await store.append(`bench-${randomUUID()}`, [event(-1)], { expectedVersion: 'no_stream' });
  const subscription = startSubscription(projection, { connectionString: url });
  await subscription.waitFor(warm.positions[0], 60_000);

  const lags: number[] = [];
  const appendMs: number[] = [];
  const inFlight: Promise<void>[] = [];
  const idle: { stream: string; version: number }[] = [];
  let streams = 0;
  let lateMs = 0;
  const total = Math.round(eventsPerSecond * seconds);
  const start = performance.now();
  let lastIssued = start;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / eventsPerSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const writer = idle.pop() ?? (streams++, { stream: `bench-${randomUUID()}`, version: 0 });
    const calledAt = performance.now();
    lastIssued = calledAt;
    lateMs = Math.max(lateMs, calledAt - due);
    inFlight.push(
      (async () => {
        const expectedVersion = writer.version === 0 ? 'no_stream' : writer.version;
        const result = await store.append(writer.stream, [event(i)], { expectedVersion });
        appendMs.push(performance.now() - calledAt);
        writer.version++;
        idle.push(writer);
        await subscription.waitFor(result.positions[0], 30_000);
        lags.push(performance.now() - calledAt);
      })(),
    );
  }
  // The rate the appends were called at: (n - 1) intervals between the first and the last call.
  const achievedRate = total > 1 ? ((total - 1) * 1000) / (lastIssued - start) : eventsPerSecond;
  await Promise.all(inFlight);
  await subscription.stop();
  await store.close();
  await pool.end();
  return {
    p50: round(quantile(lags, 0.5)),
    p99: round(quantile(lags, 0.99)),
    max: round(Math.max(...lags)),
    appendP99: round(quantile(appendMs, 0.99)),
    achievedRate: round(achievedRate),
    maxLateMs: round(lateMs),
    streams,
    samples: lags.length,
  };
}
