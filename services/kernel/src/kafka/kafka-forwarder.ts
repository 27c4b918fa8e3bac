import { Kafka, type Producer } from 'kafkajs';
import type { Reactor } from '../subscriptions/types';
import { encodeEvent } from './wire';

export interface KafkaForwarderOptions {
  brokers: string[];
  topic: string;
  clientId?: string;
}

/**
 * A subscription that publishes every event to Kafka (key = stream id, so a stream's events stay in order on
 * one partition) before its checkpoint advances. At-least-once: consumers deduplicate by the event-id header.
 */
export function kafkaForwarder(options: KafkaForwarderOptions): Reactor & { disconnect(): Promise<void> } {
  const kafka = new Kafka({ clientId: options.clientId ?? 'packlens-forwarder', brokers: options.brokers });
  let producer: Producer | undefined;
  const connected = async () => {
    if (!producer) {
      producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      await producer.connect();
    }
    return producer;
  };
  return {
    kind: 'reactor',
    name: `kafka-forwarder:${options.topic}`,
    async react(event) {
      await (await connected()).send({
        topic: options.topic,
        acks: -1,
        messages: [
          {
            key: event.streamId,
            value: encodeEvent(event),
            headers: {
              'event-id': event.id,
              'event-type': event.type,
              'schema-version': String(event.schemaVersion),
              'correlation-id': String(event.metadata.correlationId ?? ''),
            },
          },
        ],
      });
    },
    async disconnect() {
      await producer?.disconnect();
      producer = undefined;
    },
  };
}
