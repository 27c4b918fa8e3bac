/** Who caused an event: a user (with role and client), an API key, or the system itself. */
export interface Actor {
  kind: 'user' | 'apiKey' | 'system';
  id: string;
  role?: number;
  clientId?: string | null;
}

/** Carried by every event (ARCHITECTURE.md, "Metadata on every event"). */
export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  actor: Actor;
  /** The client the event belongs to, for scoping and audit; null for platform-wide events. */
  clientId: string | null;
  /** Set where a model produced the event. */
  modelVersion?: string;
  /** When the command was handled, from the handler's clock. */
  at: string;
  [key: string]: unknown;
}

export interface NewEvent {
  /** Deterministic ids make a retried command idempotent; a random one is used when absent. */
  id?: string;
  type: string;
  data: Record<string, unknown>;
  schemaVersion?: number;
  metadata: EventMetadata;
}

/**
 * A position in the global log. On PostgreSQL `commit` is the writing transaction's id and `prepare` the
 * global sequence; on EventStoreDB they are its commit and prepare positions. Both order lexicographically.
 */
export interface GlobalPosition {
  commit: bigint;
  prepare: bigint;
}

export const startOfLog: GlobalPosition = { commit: 0n, prepare: 0n };

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export interface RecordedEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
  schemaVersion: number;
  metadata: EventMetadata;
  streamId: string;
  /** 1 for the first event of a stream. */
  streamPosition: number;
  position: GlobalPosition;
  recordedAt: Date;
}

/**
 * What the writer expects of the stream: its exact version (the number of events in it; 0 means it does not
 * exist), that it does not exist, that it exists, or anything.
 */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  /** The stream's version after the append. */
  nextExpectedVersion: number;
  positions: GlobalPosition[];
  /** True when every event id had been appended before: the retried command changed nothing. */
  duplicate: boolean;
}

export interface ReadStreamResult {
  /** 0 when the stream does not exist. */
  version: number;
  events: RecordedEvent[];
}

export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], options: { expectedVersion: ExpectedVersion }): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromPosition?: number; maxCount?: number }): Promise<ReadStreamResult>;
  /** Events after `after`, in commit order, at most `limit`. */
  readAll(options?: { after?: GlobalPosition; limit?: number }): Promise<RecordedEvent[]>;
  close(): Promise<void>;
}

export class VersionConflictError extends Error {
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly actual?: number;

  constructor(streamId: string, expected: ExpectedVersion, actual?: number) {
    super(`Version conflict on ${streamId}: expected ${String(expected)}${actual === undefined ? '' : `, actual ${actual}`}`);
    this.name = 'VersionConflictError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}

export function isVersionConflict(error: unknown): error is VersionConflictError {
  return error instanceof VersionConflictError;
}

/** The stream type is the id's prefix: `client-<uuid>` is a `client` stream. */
export function streamTypeOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}
