import {
  ANY,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type JSONEventType,
} from '@eventstore/db-client';
import { randomUUID } from 'node:crypto';
import {
  VersionConflictError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  type NewEvent,
  type ReadStreamResult,
  type RecordedEvent,
} from '../types';

type StoredMetadata = EventMetadata & { schemaVersion?: number };
type Recorded = {
  id: string;
  type: string;
  streamId: string;
  revision: bigint;
  data: unknown;
  metadata: unknown;
  created: Date;
  position?: { commit: bigint; prepare: bigint };
};

/**
 * The event store port on EventStoreDB (`@eventstore/db-client`). Its revisions start at 0 where our stream
 * positions start at 1: version N here is revision N-1 there. Tested by the shared contract suite only where
 * EVENTSTORE_URL points at a server (none can run on the build machines).
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], options: { expectedVersion: ExpectedVersion }): Promise<AppendResult> {
    const withIds = events.map((e) => ({ ...e, id: e.id ?? randomUUID(), schemaVersion: e.schemaVersion ?? 1 }));
    const duplicate = await this.previouslyAppended(streamId, withIds.map((e) => e.id), options.expectedVersion);
    if (duplicate) return duplicate;
    try {
      const result = await this.client.appendToStream(
        streamId,
        withIds.map((e) =>
          jsonEvent<JSONEventType>({ id: e.id, type: e.type, data: e.data, metadata: { ...e.metadata, schemaVersion: e.schemaVersion } }),
        ),
        { expectedRevision: toExpectedRevision(options.expectedVersion) },
      );
      const next = Number(result.nextExpectedRevision) + 1;
      const position = result.position ? { commit: result.position.commit, prepare: result.position.prepare } : undefined;
      return { nextExpectedVersion: next, positions: withIds.map(() => position ?? { commit: 0n, prepare: 0n }), duplicate: false };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) + 1 : 0;
        throw new VersionConflictError(streamId, options.expectedVersion, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromPosition?: number; maxCount?: number } = {}): Promise<ReadStreamResult> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: BigInt(Math.max(0, (options.fromPosition ?? 1) - 1)),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      })) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event as Recorded));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { version: 0, events: [] };
      throw error;
    }
    return { version: await this.version(streamId), events };
  }

  async readAll(options: { after?: GlobalPosition; limit?: number } = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 1000;
    const after = options.after;
    const found: RecordedEvent[] = [];
    const from = after && (after.commit > 0n || after.prepare > 0n) ? { commit: after.commit, prepare: after.prepare } : START;
    for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition: from, maxCount: limit + 1 })) {
      const event = resolved.event as Recorded | undefined;
      if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) continue;
      const recorded = toRecordedEvent(event);
      // $all reads are inclusive of their start position; ours are exclusive.
      if (after && recorded.position.commit === after.commit && recorded.position.prepare === after.prepare) continue;
      found.push(recorded);
      if (found.length === limit) break;
    }
    return found;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  private async version(streamId: string): Promise<number> {
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: 'backwards', fromRevision: 'end', maxCount: 1 })) {
        if (resolved.event) return Number(resolved.event.revision) + 1;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return 0;
      throw error;
    }
    return 0;
  }

  /** EventStoreDB drops an idempotent retry silently; read what sits where the batch would go to say so. */
  private async previouslyAppended(streamId: string, ids: string[], expected: ExpectedVersion): Promise<AppendResult | undefined> {
    const from = expected === 'no_stream' || expected === 0 ? 1 : typeof expected === 'number' ? expected + 1 : undefined;
    if (from === undefined) return undefined;
    const { events } = await this.readStream(streamId, { fromPosition: from, maxCount: ids.length });
    if (events.length !== ids.length || events.some((e, i) => e.id !== ids[i])) return undefined;
    return { nextExpectedVersion: events[events.length - 1].streamPosition, positions: events.map((e) => e.position), duplicate: true };
  }
}

function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected - 1);
}

function toRecordedEvent(event: Recorded): RecordedEvent {
  const { schemaVersion, ...metadata } = (event.metadata ?? {}) as StoredMetadata;
  return {
    id: event.id,
    type: event.type,
    data: event.data as Record<string, unknown>,
    schemaVersion: schemaVersion ?? 1,
    metadata: metadata as EventMetadata,
    streamId: event.streamId,
    streamPosition: Number(event.revision) + 1,
    position: event.position ? { commit: event.position.commit, prepare: event.position.prepare } : { commit: 0n, prepare: 0n },
    recordedAt: event.created,
  };
}
