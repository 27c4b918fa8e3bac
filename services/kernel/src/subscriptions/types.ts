import type pg from 'pg';
import type { RecordedEvent } from '../event-store/types';

/**
 * A read model: applies a batch of events and its checkpoint moves in the same transaction, so every event
 * changes the read model exactly once.
 */
export interface Projection {
  kind: 'projection';
  /** The subscription id; also names the checkpoint. */
  name: string;
  /** Event types it reads; the checkpoint moves over the others. All when absent. */
  handles?: readonly string[];
  apply(events: RecordedEvent[], tx: pg.ClientBase): Promise<void>;
}

/**
 * A side effect (scoring, mail, forwarding): runs outside any transaction and is at-least-once; it must
 * deduplicate, e.g. by deterministic event ids of what it appends.
 */
export interface Reactor {
  kind: 'reactor';
  name: string;
  handles?: readonly string[];
  react(event: RecordedEvent): Promise<void>;
}

export type Subscriber = Projection | Reactor;
