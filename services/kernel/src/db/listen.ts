import pg from 'pg';

export interface ListenOptions {
  connectionString: string;
  /** A pg_notify channel (an identifier: letters, digits and underscores), or several heard alike. */
  channel: string | readonly string[];
  applicationName: string;
  onNotification(payload: string | undefined): void;
  onError(error: unknown): void;
  /** Connect again this long after the connection failed or dropped; without it, polling is the fallback. */
  reconnectMs?: number;
}

export interface Listening {
  /** Settles once the first LISTEN is in place, or has failed (the failure goes to `onError`). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends `payload` on a pg_notify channel with `db`: inside a transaction it goes out when that commits, so a
 * listener that reads on it sees what the transaction wrote.
 */
export async function notify(db: Pick<pg.ClientBase, 'query'>, channel: string, payload = ''): Promise<void> {
  await db.query(`select pg_notify($1, $2)`, [channel, payload]);
}

/** A connection of its own that LISTENs on a channel: workers wake on the notify of new work, caches drop entries. */
export function listen(options: ListenOptions): Listening {
  const channels = typeof options.channel === 'string' ? [options.channel] : options.channel;
  for (const channel of channels) if (!/^\w+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!stopped && options.reconnectMs !== undefined) retry = setTimeout(() => void connect(), options.reconnectMs);
  };
  const connect = async () => {
    if (stopped) return;
    const listener = new pg.Client({ connectionString: options.connectionString, application_name: options.applicationName });
    client = listener;
    listener.on('notification', (message) => options.onNotification(message.payload));
    listener.on('error', (error) => {
      options.onError(error);
      if (options.reconnectMs === undefined) return;
      void listener.end().catch(() => undefined);
      again();
    });
    try {
      await listener.connect();
      for (const channel of channels) await listener.query(`listen ${channel}`);
    } catch (error) {
      options.onError(error);
      if (options.reconnectMs === undefined) return;
      await listener.end().catch(() => undefined);
      again();
    }
  };
  return {
    ready: connect(),
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
