import { deterministicUuid } from '../ids';
import { isVersionConflict, type AppendResult, type EventMetadata, type EventStore } from '../event-store/types';
import { fold, type Decider, type DomainEvent } from './decider';

export type CommandMetadata = Pick<EventMetadata, 'correlationId' | 'actor' | 'clientId' | 'at'> &
  Partial<Pick<EventMetadata, 'causationId' | 'modelVersion'>>;

export interface CommandContext {
  /** Identifies the command; event ids derive from it, so handling the same command twice appends once. */
  commandId: string;
  /** The metadata of the events it appends; the causation id defaults to the command id. */
  metadata: CommandMetadata;
}

export interface HandleResult<State, Event> {
  newState: State;
  newEvents: Event[];
  append: AppendResult | undefined;
}

/** Reads stored data into the decider's event shape (upcasting and validating on the way). */
export type EventReader<Event> = (type: string, data: unknown, schemaVersion: number) => Event;

export interface CommandHandlerOptions<Event> {
  readEvent: EventReader<Event>;
  /** Schema version written for each event type; 1 when absent. */
  schemaVersionOf?: (type: string) => number;
  maxRetries?: number;
  /** The random wait before the n-th retry is up to this × 2^(n-1) ms, at most a second; default 10. */
  retryJitterMs?: number;
}

/**
 * Loads the stream, runs `decide`, appends with the version it read, and on a version conflict reloads and
 * decides again (another writer won the race; the command may now be decided differently). Retries wait a random
 * moment first, growing exponentially (full jitter), so writers that collided do not collide again in lockstep (tens of concurrent commands on
 * one stream all land instead of exhausting their retries together).
 */
export function commandHandler<State, Command, Event extends DomainEvent>(
  store: EventStore,
  decider: Decider<State, Command, Event>,
  options: CommandHandlerOptions<Event>,
) {
  const maxRetries = options.maxRetries ?? 12;
  const jitterMs = options.retryJitterMs ?? 10;
  return async (streamId: string, command: Command, context: CommandContext): Promise<HandleResult<State, Event>> => {
    for (let attempt = 0; ; attempt++) {
      const stored = await store.readStream(streamId);
      const events = stored.events.map((e) => options.readEvent(e.type, e.data, e.schemaVersion));
      const state = fold(decider.evolve, decider.initialState(), events);
      const decided = decider.decide(command, state);
      const newEvents = Array.isArray(decided) ? decided : [decided];
      if (newEvents.length === 0) return { newState: state, newEvents, append: undefined };
      try {
        const append = await store.append(
          streamId,
          newEvents.map((event, index) => ({
            id: deterministicUuid(context.commandId, streamId, String(index)),
            type: event.type,
            data: event.data,
            schemaVersion: options.schemaVersionOf?.(event.type) ?? 1,
            metadata: { ...context.metadata, causationId: context.metadata.causationId ?? context.commandId },
          })),
          { expectedVersion: stored.version === 0 ? 'no_stream' : stored.version },
        );
        return { newState: fold(decider.evolve, state, newEvents), newEvents, append };
      } catch (error) {
        if (isVersionConflict(error) && attempt < maxRetries) {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, jitterMs * 2 ** attempt)));
          continue;
        }
        throw error;
      }
    }
  };
}
