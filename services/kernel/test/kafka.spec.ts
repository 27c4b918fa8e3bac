import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eventStoreMigrations, kafkaForwarder, PostgresEventStore, startKafkaProjectionConsumer, startSubscription } from '../src';
import { useTestDatabase } from '../src/testing';
import { decodeEvent, encodeEvent } from '../src/kafka/wire';
import { newStreamId, testEvent } from './fixtures';
import { recordingProjection, seenEventsMigration } from './recording-projection';

describe('the Kafka wire format', () => {
  it('carries an event and its bigint positions through JSON unchanged', async () => {
    const event = {
      id: randomUUID(),
      type: 'T',
      data: { a: 1 },
      schemaVersion: 2,
      metadata: testEvent().metadata,
      streamId: 's-1',
      streamPosition: 3,
      position: { commit: 12345678901234n, prepare: 42n },
      recordedAt: new Date('2026-11-21T00:00:00.000Z'),
    };
    expect(decodeEvent(Buffer.from(encodeEvent(event)))).toEqual(event);
  });
});

/** Forwarder and consumer against a real broker: only where KAFKA_BROKERS is set (none runs on the build machines). */
const brokers = process.env.KAFKA_BROKERS?.split(',');
describe.skipIf(!brokers)('Kafka forwarder and consumer (set KAFKA_BROKERS to run)', () => {
  const db = useTestDatabase([...eventStoreMigrations, seenEventsMigration]);
  const topic = `packlens-test-${randomUUID()}`;
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it('forwards every event and the consumer applies each exactly once, even when redelivered', async () => {
    const store = new PostgresEventStore(db.pool);
    const stream = newStreamId('kafka');
    await store.append(stream, Array.from({ length: 20 }, (_, i) => testEvent('Forwarded', { i })), { expectedVersion: 'no_stream' });
    const forwarder = kafkaForwarder({ brokers: brokers!, topic });
    const sub = startSubscription(forwarder, { connectionString: db.url });
    stops.push(() => forwarder.disconnect(), () => sub.stop());
    for (const groupRun of [1, 2]) {
      // The second run uses a fresh group: every message is delivered again and must change nothing.
      const consumer = await startKafkaProjectionConsumer({ brokers: brokers!, topic, groupId: `g${groupRun}-${topic}`, consumerName: 'kafka-recorder', pool: db.pool, projection: recordingProjection('kafka') });
      stops.push(() => consumer.stop());
      await expect
        .poll(async () => (await db.pool.query('select count(*)::int as n from seen_events where stream_id = $1', [stream])).rows[0].n, { timeout: 30_000 })
        .toBe(20);
    }
  });
});
