import type pg from 'pg';
import { eventColumns, toRecordedEvent, type EventRow, type RecordedEvent } from '@packlens/kernel';

const secretKey = /password|token|secret|code|hash/i;

/** Data with anything secret-looking replaced, for printing. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretKey.test(k) ? '[redacted]' : redact(v)]));
  }
  return value;
}

/** Every event of one client, in commit order (the audit trail ops replay). */
export async function clientHistory(db: Pick<pg.Pool, 'query'>, clientId: string): Promise<RecordedEvent[]> {
  const { rows } = await db.query<EventRow>(
    `select ${eventColumns} from events where metadata->>'clientId' = $1 order by transaction_id, global_position`,
    [clientId],
  );
  return rows.map(toRecordedEvent);
}

/** One line per event: when, who, what. */
export function formatHistoryLine(event: RecordedEvent): string {
  const actor = event.metadata.actor;
  const who = actor
    ? `${actor.kind}:${actor.id}${actor.role === undefined ? '' : ` (role ${actor.role})`}`
    : 'unknown';
  return `${event.recordedAt.toISOString()}  ${who}  ${event.type}  ${event.streamId}#${event.streamPosition}  ${JSON.stringify(redact(event.data))}`;
}
