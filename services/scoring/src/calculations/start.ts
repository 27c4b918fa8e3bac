import { startSubscription, type RunningSubscription, type SubscriptionOptions } from '@packlens/kernel';
import { calculationQueue } from './queue-projection';
import { kafkaImageSource } from './kafka-source';
import { startCalculationWorker, type CalculationWorkerDeps, type CalculationWorkerOptions, type RunningCalculationWorker } from './worker';

export interface RunningCalculations {
  queue: RunningSubscription;
  worker: RunningCalculationWorker;
  stop(): Promise<void>;
}

/** The queue's projection and one worker (images from Kafka when `kafkaBrokers` are given): what a process that scores calculations runs (the platform, a worker machine, the specs). */
export function startCalculations(
  deps: CalculationWorkerDeps,
  options: CalculationWorkerOptions & { subscription?: Partial<SubscriptionOptions>; kafkaBrokers?: string[] } = {},
): RunningCalculations {
  const { subscription, kafkaBrokers, ...workerOptions } = options;
  const queue = startSubscription(calculationQueue, { connectionString: deps.connectionString, ...subscription });
  // With Kafka the consumer group hands out the images (the API's publisher puts them on the topic); else PostgreSQL claims.
  const source = kafkaBrokers?.length ? kafkaImageSource(deps, { brokers: kafkaBrokers, partitionsConsumedConcurrently: Math.max(1, deps.scorer.size) }) : undefined;
  const worker = startCalculationWorker(deps, workerOptions, source);
  return {
    queue,
    worker,
    async stop() {
      await worker.stop();
      await queue.stop();
    },
  };
}
