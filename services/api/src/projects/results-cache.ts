import type { Language, ProjectResults } from '@packlens/contracts';
import { listen, type Listening } from '@packlens/kernel';
import { readModelChangesChannel } from '@packlens/projections';

/** The read models a project's results are made of: its project, images, scores, heat maps and concept levels
 * (`projects`), its creator's name (`identity`), and the surveyed norms of mode 1 (`learning-data`, read from the log). */
export const resultsInputs: ReadonlySet<string> = new Set(['projects', 'identity', 'learning-data']);

export interface ResultsCache {
  /**
   * What was kept for this client's project in this language if younger than the cache time, else what `make`
   * answers, kept unless a change was heard while it was being made (it may have read the rows before the change).
   */
  remember(clientId: string, projectId: string, language: Language, make: () => Promise<ProjectResults>): Promise<ProjectResults>;
  /** A read model changed (its name, from `read_model_changes`): drops every answer made from it. */
  changed(model: string | undefined): void;
  readonly size: number;
}

/**
 * Answers of `GET /api/projects/{id}/results` kept by one API process for `keepMs` (AppConfig.resultsCacheMs): a
 * partner polling a project reads no rows and signs no links again. Any change to the read models the answer is made
 * of, through any replica, drops everything kept (startHttpServer LISTENs on `read_model_changes`), and a change
 * answered by this process drops it at once (createApp: read your writes); standard values
 * pool every project's scores, so one project's change can move another's answer. `keepMs` bounds what is kept
 * while that connection is down and how old the signed links and remaining days of an answer can be. 0 keeps nothing.
 */
export function resultsCache(keepMs: number, clock: () => Date, maxEntries = 1000): ResultsCache {
  const kept = new Map<string, { at: number; results: ProjectResults }>();
  /** Counts the changes heard: an answer made across one is not kept. */
  let changes = 0;
  return {
    async remember(clientId, projectId, language, make) {
      if (keepMs <= 0) return make();
      const key = `${clientId}/${projectId}/${language}`;
      const entry = kept.get(key);
      if (entry && clock().getTime() - entry.at < keepMs) return entry.results;
      kept.delete(key);
      const before = changes;
      const at = clock().getTime();
      const results = await make();
      if (changes === before) {
        // Oldest first out: a Map iterates in insertion order.
        while (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(key, { at, results });
      }
      return results;
    },
    changed(model) {
      if (model !== undefined && !resultsInputs.has(model)) return;
      changes += 1;
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}

/**
 * Listens for read-model changes (`read_model_changes`, sent on commit by every read model's batch and by the learning
 * data upload) and drops what `cache` keeps. Should the connection drop, it reconnects; meanwhile the cache time bounds
 * what is kept.
 */
export function startResultsEvictions(connectionString: string, cache: Pick<ResultsCache, 'changed'>, onError: (error: unknown) => void = () => undefined): Listening {
  return listen({ connectionString, channel: readModelChangesChannel, applicationName: 'packlens-results-cache', onNotification: cache.changed, onError, reconnectMs: 1000 });
}
