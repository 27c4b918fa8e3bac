import { listen, type Listening } from '@packlens/kernel';
import { apiKeyChangesChannel } from '@packlens/projections';

/**
 * Listens for changes to a client's keys or to what they act for (`apiKeyChangesChannel`, sent by the read models on
 * commit) and drops what this process keeps of that client's keys: a revocation, a suspension or a plan change made
 * through another replica holds here at once rather than after `apiKeyCacheMs`. Should the connection drop, it
 * reconnects; meanwhile the cache time still bounds what a process keeps.
 */
export function startKeyEvictions(connectionString: string, forgetClient: (clientId: string) => void, onError: (error: unknown) => void = () => undefined): Listening {
  return listen({
    connectionString,
    channel: apiKeyChangesChannel,
    applicationName: 'packlens-key-evictions',
    onNotification: (clientId) => clientId && forgetClient(clientId),
    onError,
    reconnectMs: 1000,
  });
}
