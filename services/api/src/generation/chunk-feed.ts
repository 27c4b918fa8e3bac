import pg from 'pg';
import { chunksChannel } from '@packlens/generation';

/**
 * One LISTEN connection per API process for the generation chunks channel: every open event stream of a job
 * subscribes here instead of holding a database connection of its own. A notification names the job that has new
 * text (or has finished); its subscribers then read what is new.
 */
export class ChunkFeed {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(private readonly pool: pg.Pool) {}

  /** Calls `onChange` whenever the job has news, until the returned function is called. */
  async subscribe(jobId: string, onChange: () => void): Promise<() => void> {
    await this.connect();
    let set = this.listeners.get(jobId);
    if (!set) this.listeners.set(jobId, (set = new Set()));
    set.add(onChange);
    return () => {
      set.delete(onChange);
      if (set.size === 0) this.listeners.delete(jobId);
    };
  }

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const client = new pg.Client({ ...(this.pool.options as pg.ClientConfig), application_name: 'packlens-api-chunks' });
      client.on('notification', (message) => {
        for (const listener of this.listeners.get(message.payload ?? '') ?? []) listener();
      });
      client.on('error', () => {
        // A lost connection: the next subscriber connects again; open streams fall back on their polling.
        this.client = undefined;
        this.connecting = undefined;
      });
      await client.connect();
      await client.query(`listen ${chunksChannel}`);
      this.client = client;
    })().catch((error) => {
      this.connecting = undefined;
      throw error;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
    this.connecting = undefined;
  }
}
