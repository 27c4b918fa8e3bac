import { Kafka, type Consumer } from 'kafkajs';
import type pg from 'pg';
import { withTransaction } from '../db/pool';
import type { Projection } from '../subscriptions/types';
import { decodeEvent } from './wire';

export interface KafkaProjectionConsumerOptions {
  brokers: string[];
  topic: string;
  groupId: string;
  /** Names the read model in the dedup table; a new consumer group for the same read model keeps the name. */
  consumerName?: string;
  pool: pg.Pool;
  projection: Projection;
}

/**
 * Builds a read model from a Kafka topic. Each message is applied in one PostgreSQL transaction together with
 * the record of its event id, so a redelivered message changes nothing.
 */
export async function startKafkaProjectionConsumer(options: KafkaProjectionConsumerOptions): Promise<{ stop(): Promise<void> }> {
  const kafka = new Kafka({ clientId: `packlens-${options.groupId}`, brokers: options.brokers });
  const consumer: Consumer = kafka.consumer({ groupId: options.groupId });
  const handles = options.projection.handles ? new Set(options.projection.handles) : undefined;
  await consumer.connect();
  await consumer.subscribe({ topic: options.topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      if (!message.value) return;
      const event = decodeEvent(message.value);
      await withTransaction(options.pool, async (tx) => {
        const { rowCount } = await tx.query(
          'insert into consumed_events (consumer, event_id) values ($1, $2) on conflict do nothing',
          [options.consumerName ?? options.groupId, event.id],
        );
        if (rowCount === 1 && (!handles || handles.has(event.type))) await options.projection.apply([event], tx);
      });
    },
  });
  return { stop: () => consumer.disconnect() };
}
