import type pg from 'pg';
import { eventsChannel } from './schema';

/**
 * Wakes subscribers after appends. The NOTIFY is sent from its own short statement after the append committed,
 * never inside the appending transaction: PostgreSQL serialises the commits of notifying transactions, which
 * would stop concurrent appends from sharing a WAL flush. Bursts are coalesced into one notification in flight.
 */
export class CommitNotifier {
  private inFlight: Promise<void> | undefined;
  private pending = false;

  constructor(
    private readonly pool: Pick<pg.Pool, 'query'>,
    private readonly enabled: boolean,
  ) {}

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
    try {
      await this.pool.query("select pg_notify($1, '')", [eventsChannel]);
    } catch {
      // Subscribers poll as well; a lost wake-up only costs latency.
    }
    if (this.pending) {
      this.pending = false;
      this.inFlight = this.send();
    } else {
      this.inFlight = undefined;
    }
  }
}
