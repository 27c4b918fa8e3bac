import pg from 'pg';
import { apiKeyChangesChannel } from '@packlens/projections';

export interface KeyEvictions {
  stop(): Promise<void>;
}

/**
 * Listens for changes to a client's keys or to what they act for (`apiKeyChangesChannel`, sent by the read models on
 * commit) and drops what this process keeps of that client's keys: a revocation, a suspension or a plan change made
 * through another replica holds here at once rather than after `apiKeyCacheMs`. Should the connection drop, it
 * reconnects; meanwhile the cache time still bounds what a process keeps.
 */
export function startKeyEvictions(connectionString: string, forgetClient: (clientId: string) => void, onError: (error: unknown) => void = () => undefined): KeyEvictions {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    if (stopped) return;
    const listener = new pg.Client({ connectionString, application_name: 'packlens-key-evictions' });
    client = listener;
    listener.on('notification', (message) => message.payload && forgetClient(message.payload));
    listener.on('error', (error) => {
      onError(error);
      void listener.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await listener.connect();
      await listener.query(`listen ${apiKeyChangesChannel}`);
    } catch (error) {
      onError(error);
      await listener.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
