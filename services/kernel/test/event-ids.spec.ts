import { describe, expect, it } from 'vitest';
import { eventStoreMigrations, PostgresEventStore } from '../src';
import { newEventId } from '../src/event-store/postgres/event-ids';
import { useTestDatabase } from '../src/testing';
import { newStreamId, testEvent } from './fixtures';

const db = useTestDatabase(eventStoreMigrations);

describe('event ids the store assigns', () => {
  it('are version 7 UUIDs carrying the millisecond they were made', () => {
    const at = Date.UTC(2026, 10, 24, 3, 15, 0, 123);
    const id = newEventId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sort by the time they were made and do not repeat', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => newEventId(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 10; i < ids.length; i += 10) expect(ids[i - 1] < ids[i]).toBe(true);
  });

  it('are what an append without ids stores, and PostgreSQL reads them as the same UUIDs', async () => {
    const store = new PostgresEventStore(db.pool, { notify: false });
    const id = newStreamId();
    const before = Date.now();
    await store.append(id, [testEvent(), testEvent()], { expectedVersion: 'no_stream' });
    await store.append(id, [testEvent()], { expectedVersion: 2 });
    const { events } = await store.readStream(id);
    for (const e of events) {
      expect(e.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(parseInt(e.id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(before);
    }
    const { rows } = await db.pool.query<{ version: number }>('select uuid_extract_version(event_id) as version from events where stream_id = $1', [id]);
    expect(rows.map((r) => r.version)).toEqual([7, 7, 7]);
  });
});
