import type { EventMetadata, RecordedEvent } from '../types';

export interface EventRow {
  event_id: string;
  event_type: string;
  data: Record<string, unknown>;
  schema_version: number;
  metadata: EventMetadata;
  stream_id: string;
  stream_position: string;
  commit_position: string;
  global_position: string;
  recorded_at: Date;
}

export const eventColumns = `event_id, event_type, data, schema_version, metadata, stream_id, stream_position,
  transaction_id::text as commit_position, global_position, recorded_at`;

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.event_type,
    data: row.data,
    schemaVersion: row.schema_version,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.global_position) },
    recordedAt: row.recorded_at,
  };
}
