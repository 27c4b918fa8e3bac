import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { readCommitted } from '../event-store/postgres/postgres-event-store';
import { eventsChannel } from '../event-store/postgres/schema';
import { comparePositions, type GlobalPosition, type RecordedEvent } from '../event-store/types';
import { advanceCheckpoint, heartbeat, readCheckpoint } from './checkpoints';
import type { Subscriber } from './types';

export interface SubscriptionOptions {
  connectionString: string;
  batchSize?: number;
  /** Fallback polling when no notification arrives (a writer that does not notify, a lost connection). */
  pollIntervalMs?: number;
  /** How often a non-owner retries to become the owner. */
  ownershipRetryMs?: number;
  onError?: (error: unknown, subscriber: string) => void;
}

export interface RunningSubscription {
  readonly name: string;
  /** Resolves once the checkpoint is at or past `position`. */
  waitFor(position: GlobalPosition, timeoutMs?: number): Promise<void>;
  position(): GlobalPosition | undefined;
  isOwner(): boolean;
  stop(): Promise<void>;
}

/** The advisory-lock key of a subscription: one owner per subscription id across all processes. */
const lockSql = `select pg_try_advisory_lock(hashtextextended('packlens-subscription:' || $1, 0)) as locked`;

/**
 * Runs one subscriber on its own connection: holds the subscription's advisory lock (one owner), listens for
 * commit notifications, reads committed events in commit order and advances the checkpoint.
 */
export function startSubscription(subscriber: Subscriber, options: SubscriptionOptions): RunningSubscription {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const ownershipRetryMs = options.ownershipRetryMs ?? 1000;
  const handles = subscriber.handles ? new Set(subscriber.handles) : undefined;
  const onError = options.onError ?? ((error, name) => console.error(`[subscription ${name}]`, error));

  let client: pg.Client | undefined;
  let stopped = false;
  let owning = false;
  let current: GlobalPosition | undefined;
  let wake: (() => void) | undefined;
  let notified = false;
  const waiters = new Set<{ position: GlobalPosition; resolve: () => void }>();

  // A stop() that came while the loop was busy (wake was unset) must not leave it asleep for a poll interval.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const reached = (position: GlobalPosition) => {
    current = position;
    for (const waiter of waiters) {
      if (comparePositions(position, waiter.position) >= 0) {
        waiters.delete(waiter);
        waiter.resolve();
      }
    }
  };

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: options.connectionString, application_name: `packlens-sub:${subscriber.name}` });
    c.on('error', () => undefined); // the loop sees the failure on its next query and reconnects
    await c.connect();
    c.on('notification', () => {
      notified = true;
      wake?.();
    });
    await c.query(`listen ${eventsChannel}`);
    return c;
  }

  async function processBatch(c: pg.Client): Promise<number> {
    if (subscriber.kind === 'projection') {
      await c.query('begin');
      try {
        const from = await readCheckpoint(c, subscriber.name);
        const events = await readCommitted(c, from, batchSize);
        if (events.length === 0) {
          await c.query('commit');
          reached(from);
          return 0;
        }
        const relevant = handles ? events.filter((e) => handles.has(e.type)) : events;
        if (relevant.length) await subscriber.apply(relevant, c);
        const to = events[events.length - 1].position;
        if (!(await advanceCheckpoint(c, subscriber.name, from, to, owner))) throw new Error('checkpoint moved by another owner');
        await c.query('commit');
        reached(to);
        return events.length;
      } catch (error) {
        await c.query('rollback').catch(() => undefined);
        throw error;
      }
    }
    let from = await readCheckpoint(c, subscriber.name);
    const events = await readCommitted(c, from, batchSize);
    if (events.length === 0) reached(from);
    for (const event of events) {
      if (!handles || handles.has(event.type)) await subscriber.react(event as RecordedEvent);
      if (!(await advanceCheckpoint(c, subscriber.name, from, event.position, owner))) throw new Error('checkpoint moved by another owner');
      from = event.position;
      reached(from);
      if (stopped) break;
    }
    return events.length;
  }

  async function loop() {
    let emptyPolls = 0;
    let lastHeartbeat = 0;
    // A notification whose events were still hidden behind an older open transaction: keep looking soon,
    // backing off, until its events show up or the backoff reaches the polling interval.
    let chasing = false;
    while (!stopped) {
      try {
        client ??= await connect();
        if (!owning) {
          const { rows } = await client.query<{ locked: boolean }>(lockSql, [subscriber.name]);
          owning = rows[0].locked;
          if (!owning) {
            await sleep(ownershipRetryMs);
            continue;
          }
        }
        if (notified) {
          notified = false;
          chasing = true;
          emptyPolls = 0;
        }
        const count = await processBatch(client);
        if (count > 0) {
          chasing = false;
          continue;
        }
        if (Date.now() - lastHeartbeat > 10_000) {
          await heartbeat(client, subscriber.name, owner);
          lastHeartbeat = Date.now();
        }
        let wait = pollIntervalMs;
        if (chasing) {
          emptyPolls++;
          wait = Math.min(pollIntervalMs, 5 * 2 ** Math.min(emptyPolls, 10));
          if (wait >= pollIntervalMs) chasing = false;
        }
        if (!notified) await sleep(wait);
      } catch (error) {
        if (stopped) break;
        onError(error, subscriber.name);
        owning = false;
        await client?.end().catch(() => undefined);
        client = undefined;
        await sleep(Math.min(pollIntervalMs * 2, 2000));
      }
    }
  }

  const running = loop();

  return {
    name: subscriber.name,
    position: () => current,
    isOwner: () => owning,
    waitFor(position, timeoutMs = 10_000) {
      if (current && comparePositions(current, position) >= 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const waiter = { position, resolve: () => (clearTimeout(timer), resolve()) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`subscription ${subscriber.name} did not reach the position within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
        wake?.();
      });
    },
    async stop() {
      stopped = true;
      wake?.();
      await running;
      await client?.end().catch(() => undefined); // ending the session releases the advisory lock
      client = undefined;
      owning = false;
    },
  };
}
