import type pg from 'pg';
import { eventsChannel } from './schema';

/*
 * On a pool the wake-up is a transaction of its own, with `synchronous_commit` off for that one transaction: it
 * stores no data (a notification does not survive a server restart whatever the setting), so waiting for its
 * commit record to reach the disk protects nothing and would cost a WAL flush per wake-up. The appends keep
 * synchronous commit. On anything else (a single connection, which might be inside a caller's transaction) the
 * setting is left alone.
 */
const notifyOwnTransaction = `select set_config('synchronous_commit', 'off', true), pg_notify($1, '')`;
const notifyPlain = `select pg_notify($1, '')`;

/**
 * Wakes subscribers after appends. The NOTIFY is sent from its own short statement after the append committed,
 * never inside the appending transaction: PostgreSQL serialises the commits of notifying transactions, which
 * would stop concurrent appends from sharing a WAL flush. Bursts are coalesced: one notification in flight, and
 * at most one per `minIntervalMs` (a subscriber reads everything committed so far on each wake-up, so more
 * would cost the server a transaction each and wake nobody sooner than a few milliseconds matter).
 */
export class CommitNotifier {
  private inFlight: Promise<void> | undefined;
  private pending = false;
  private lastSent = Number.NEGATIVE_INFINITY;
  private readonly statement: { name: string; text: string };

  constructor(
    private readonly pool: Pick<pg.Pool, 'query'>,
    private readonly enabled: boolean,
    private readonly minIntervalMs = 5,
  ) {
    const isPool = typeof (pool as { totalCount?: unknown }).totalCount === 'number';
    this.statement = isPool ? { name: 'packlens_notify', text: notifyOwnTransaction } : { name: 'packlens_notify_plain', text: notifyPlain };
  }

  committed(): void {
    if (!this.enabled) return;
    if (this.inFlight) {
      this.pending = true;
      return;
    }
    this.inFlight = this.send();
  }

  async flush(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private async send(): Promise<void> {
    // Timers run on whole, cached milliseconds and may fire a little early: wait until the interval really passed.
    for (let wait = this.lastSent + this.minIntervalMs - performance.now(); wait > 0; wait = this.lastSent + this.minIntervalMs - performance.now()) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
    }
    // Commits from here on are not covered by this notification: they ask for the next one.
    this.pending = false;
    this.lastSent = performance.now();
    try {
      await this.pool.query({ ...this.statement, values: [eventsChannel] });
    } catch {
      // Subscribers poll as well; a lost wake-up only costs latency.
    }
    if (this.pending) {
      this.inFlight = this.send();
    } else {
      this.inFlight = undefined;
    }
  }
}
