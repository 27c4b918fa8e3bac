import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import type pg from 'pg';
import { readEvent } from '@packlens/contracts';
import type { EventStore, Reactor } from '@packlens/kernel';
import { calculationStream } from '../worker/calculation-results';
import { claimNamedImage } from './queue';
import type { ImageSource } from './worker';

/** The topic of image jobs: one message per image, keyed by project (a project's images stay on one partition, in order). */
export const calculationJobsTopic = 'packlens.calculation-jobs';

interface ImageJobMessage {
  calculationId: string;
  imageId: string;
}

/**
 * Publishes each requested calculation's images to Kafka, keyed by project, before its checkpoint moves
 * (at-least-once: a message sent twice finds its image recorded or held and is skipped).
 */
export function calculationJobPublisher(options: { brokers: string[]; topic?: string }): Reactor & { disconnect(): Promise<void> } {
  const kafka = new Kafka({ clientId: 'packlens-calculation-publisher', brokers: options.brokers, logLevel: logLevel.NOTHING });
  let producer: Producer | undefined;
  return {
    kind: 'reactor',
    name: `calculation-jobs-publisher:${options.topic ?? calculationJobsTopic}`,
    handles: ['CalculationRequested'],
    async react(recorded) {
      const request = readEvent(recorded.type, recorded.data, recorded.schemaVersion);
      if (request.type !== 'CalculationRequested') return;
      if (!producer) {
        producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
        await producer.connect();
      }
      const { calculationId, projectId, images } = request.data;
      await producer.send({
        topic: options.topic ?? calculationJobsTopic,
        acks: -1,
        messages: images.map((image) => ({ key: projectId, value: JSON.stringify({ calculationId, imageId: image.imageId } satisfies ImageJobMessage), headers: { 'event-id': recorded.id } })),
      });
    },
    async disconnect() {
      await producer?.disconnect();
      producer = undefined;
    },
  };
}

export interface KafkaImageSourceOptions {
  brokers: string[];
  topic?: string;
  groupId?: string;
  /** Partitions handled at once by this member (its scoring threads). */
  partitionsConsumedConcurrently?: number;
  sessionTimeoutMs?: number;
  /** How often an image held by another worker, or not projected yet, is looked at again. */
  recheckMs?: number;
}

/**
 * Images from Kafka, for `KAFKA_BROKERS` installations (issue 17): the members of one consumer group share the
 * partitions; each message's image is then held by a lease in `calculation_jobs` while it is scored, exactly as
 * PostgreSQL claims would hold it, so recording, progress and completion are the same. A member that dies before
 * committing a message loses its partitions at the next rebalance; the member that gets them finds the image free
 * once the dead one's lease has expired. Tested against librdkafka's mock cluster only (not a Kafka broker).
 */
export function kafkaImageSource(deps: { pool: pg.Pool; store: EventStore }, options: KafkaImageSourceOptions): ImageSource {
  let consumer: Consumer | undefined;
  let stopped = false;
  let abandon: () => void = () => undefined;
  const abandoned = new Promise<void>((resolve) => (abandon = resolve));
  const recheckMs = options.recheckMs ?? 1_000;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** Whether a calculation without queued jobs has completed (else it is not projected yet). */
  const completed = async (calculationId: string) => (await deps.store.readStream(calculationStream(calculationId))).events.some((e) => e.type === 'CalculationCompleted');

  return {
    start(worker) {
      const kafka = new Kafka({ clientId: `packlens-calculation-worker-${worker.owner}`, brokers: options.brokers, logLevel: logLevel.NOTHING });
      consumer = kafka.consumer({ groupId: options.groupId ?? 'packlens-calculation-workers', sessionTimeout: options.sessionTimeoutMs ?? 30_000, allowAutoTopicCreation: true });
      const running = consumer;
      const run = async () => {
        await running.connect();
        await running.subscribe({ topic: options.topic ?? calculationJobsTopic, fromBeginning: true });
        await running.run({
          partitionsConsumedConcurrently: options.partitionsConsumedConcurrently ?? 1,
          eachMessage: async ({ message }) => {
            if (!message.value) return;
            const job = JSON.parse(message.value.toString()) as ImageJobMessage;
            for (;;) {
              if (stopped) throw new Error('the worker stopped: the message is left for another member');
              const claimed = await claimNamedImage(deps.pool, job.calculationId, job.imageId, worker.owner, worker.leaseMs);
              if (claimed === 'done') return;
              if (claimed === 'missing' && (await completed(job.calculationId))) return;
              if (typeof claimed === 'object') {
                // Killed: the message is not committed and goes to another member.
                await Promise.race([worker.handle(claimed), abandoned.then(() => Promise.reject(new Error('abandoned')))]);
                return;
              }
              await sleep(recheckMs);
            }
          },
        });
      };
      run().catch((error) => worker.onError(error, 'kafka consumer'));
    },
    async stop(abandoning = false) {
      stopped = true;
      if (abandoning) abandon();
      await consumer?.disconnect().catch(() => undefined);
    },
  };
}
