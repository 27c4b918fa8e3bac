import type { RecordedEvent } from '../event-store/types';

/** How an event travels on Kafka: JSON with positions as strings (bigint has no JSON form). */
export function encodeEvent(event: RecordedEvent): string {
  return JSON.stringify({
    ...event,
    position: { commit: event.position.commit.toString(), prepare: event.position.prepare.toString() },
    recordedAt: event.recordedAt.toISOString(),
  });
}

export function decodeEvent(value: Buffer | string): RecordedEvent {
  const raw = JSON.parse(value.toString());
  return {
    ...raw,
    position: { commit: BigInt(raw.position.commit), prepare: BigInt(raw.position.prepare) },
    recordedAt: new Date(raw.recordedAt),
  };
}
