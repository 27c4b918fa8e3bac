import type { EventMetadata, RecordedEvent } from '@packlens/kernel';

/** What a worker's event says of its origin: the event it reacts to (correlation and cause), the worker, the client, now. */
export function reactionMetadata(recorded: RecordedEvent, worker: string, clientId: string | null, clock: () => Date, modelVersion?: string): EventMetadata {
  return {
    correlationId: recorded.metadata.correlationId,
    causationId: recorded.id,
    actor: { kind: 'system', id: worker },
    clientId,
    at: clock().toISOString(),
    ...(modelVersion ? { modelVersion } : {}),
  };
}
