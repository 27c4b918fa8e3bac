import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { comparePositions, VersionConflictError, type EventStore } from '../src';
import { newStreamId, testEvent } from './fixtures';

/** The behaviour every event-store adapter must have (PostgreSQL always; EventStoreDB when configured). */
export function eventStoreContract(adapter: string, store: () => EventStore) {
  describe(`event store contract: ${adapter}`, () => {
    describe('append with expected version "no stream"', () => {
      it('creates the stream and numbers its events from 1', async () => {
        const id = newStreamId();
        const result = await store().append(id, [testEvent(), testEvent()], { expectedVersion: 'no_stream' });
        expect(result.nextExpectedVersion).toBe(2);
        const read = await store().readStream(id);
        expect(read.version).toBe(2);
        expect(read.events.map((e) => e.streamPosition)).toEqual([1, 2]);
      });

      it('is rejected with a version conflict when the stream exists', async () => {
        const id = newStreamId();
        await store().append(id, [testEvent()], { expectedVersion: 'no_stream' });
        await expect(store().append(id, [testEvent()], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(VersionConflictError);
      });
    });

    describe('append with an exact expected version', () => {
      it('succeeds when the stream is at that version', async () => {
        const id = newStreamId();
        await store().append(id, [testEvent()], { expectedVersion: 'no_stream' });
        const result = await store().append(id, [testEvent()], { expectedVersion: 1 });
        expect(result.nextExpectedVersion).toBe(2);
      });

      it('is rejected when the stream moved on', async () => {
        const id = newStreamId();
        await store().append(id, [testEvent(), testEvent()], { expectedVersion: 'no_stream' });
        await expect(store().append(id, [testEvent()], { expectedVersion: 1 })).rejects.toBeInstanceOf(VersionConflictError);
        expect((await store().readStream(id)).version).toBe(2);
      });

      it('is rejected when the stream does not exist', async () => {
        await expect(store().append(newStreamId(), [testEvent()], { expectedVersion: 3 })).rejects.toBeInstanceOf(VersionConflictError);
      });
    });

    describe('append with expected version "stream exists"', () => {
      it('is rejected when the stream does not exist', async () => {
        await expect(store().append(newStreamId(), [testEvent()], { expectedVersion: 'stream_exists' })).rejects.toBeInstanceOf(
          VersionConflictError,
        );
      });

      it('appends to an existing stream whatever its version', async () => {
        const id = newStreamId();
        await store().append(id, [testEvent(), testEvent(), testEvent()], { expectedVersion: 'no_stream' });
        expect((await store().append(id, [testEvent()], { expectedVersion: 'stream_exists' })).nextExpectedVersion).toBe(4);
      });
    });

    describe('append with expected version "any"', () => {
      it('creates a stream and appends to an existing one', async () => {
        const id = newStreamId();
        expect((await store().append(id, [testEvent()], { expectedVersion: 'any' })).nextExpectedVersion).toBe(1);
        expect((await store().append(id, [testEvent()], { expectedVersion: 'any' })).nextExpectedVersion).toBe(2);
      });
    });

    describe('idempotent event ids', () => {
      it('appends a retried batch once and answers it as a duplicate', async () => {
        const id = newStreamId();
        const events = [testEvent('A', {}, randomUUID()), testEvent('B', {}, randomUUID())];
        const first = await store().append(id, events, { expectedVersion: 'no_stream' });
        const retry = await store().append(id, events, { expectedVersion: 'no_stream' });
        expect(first.duplicate).toBe(false);
        expect(retry.duplicate).toBe(true);
        expect(retry.nextExpectedVersion).toBe(2);
        expect((await store().readStream(id)).events).toHaveLength(2);
      });

      it('answers a retry at a version the first attempt already moved', async () => {
        const id = newStreamId();
        await store().append(id, [testEvent()], { expectedVersion: 'no_stream' });
        const event = testEvent('C', {}, randomUUID());
        await store().append(id, [event], { expectedVersion: 1 });
        const retry = await store().append(id, [event], { expectedVersion: 1 });
        expect(retry).toMatchObject({ duplicate: true, nextExpectedVersion: 2 });
      });
    });

    describe('reading', () => {
      it('returns version 0 and no events for a stream that does not exist', async () => {
        expect(await store().readStream(newStreamId())).toEqual({ version: 0, events: [] });
      });

      it('keeps type, data, schema version and metadata', async () => {
        const id = newStreamId();
        const event = { ...testEvent('Typed', { nested: { list: [1, 2] }, text: '日本語' }), schemaVersion: 2 };
        await store().append(id, [event], { expectedVersion: 'no_stream' });
        const [read] = (await store().readStream(id)).events;
        expect(read.type).toBe('Typed');
        expect(read.data).toEqual(event.data);
        expect(read.schemaVersion).toBe(2);
        expect(read.metadata).toEqual(event.metadata);
        expect(read.streamId).toBe(id);
      });

      it('reads a stream from a position, at most a count', async () => {
        const id = newStreamId();
        await store().append(id, [testEvent(), testEvent(), testEvent(), testEvent()], { expectedVersion: 'no_stream' });
        const part = await store().readStream(id, { fromPosition: 2, maxCount: 2 });
        expect(part.events.map((e) => e.streamPosition)).toEqual([2, 3]);
        expect(part.version).toBe(4);
      });

      it('reads the global log in order, after a position', async () => {
        const a = newStreamId();
        const b = newStreamId();
        const first = await store().append(a, [testEvent('First')], { expectedVersion: 'no_stream' });
        await store().append(b, [testEvent('Second')], { expectedVersion: 'no_stream' });
        await store().append(a, [testEvent('Third')], { expectedVersion: 1 });
        const after = await store().readAll({ after: first.positions[0], limit: 1000 });
        const ours = after.filter((e) => e.streamId === a || e.streamId === b);
        expect(ours.map((e) => e.type)).toEqual(['Second', 'Third']);
        for (let i = 1; i < after.length; i++) expect(comparePositions(after[i - 1].position, after[i].position)).toBe(-1);
      });
    });
  });
}
