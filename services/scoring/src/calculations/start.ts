import { startSubscription, type RunningSubscription, type SubscriptionOptions } from '@packlens/kernel';
import { calculationQueue } from './queue-projection';
import { kafkaImageSource } from './kafka-source';
import { startCalculationWorker, type CalculationWorkerDeps, type CalculationWorkerOptions, type ImageSource, type RunningCalculationWorker } from './worker';

export interface RunningCalculations {
  queue: RunningSubscription;
  worker: RunningCalculationWorker;
  stop(): Promise<void>;
}

/**
 * Where a worker's images come from: with Kafka brokers the consumer group hands them out (the API's publisher puts
 * them on the topic), one partition per scoring thread at a time; else (undefined) the worker claims them from PostgreSQL.
 */
export function imageSourceFor(deps: Pick<CalculationWorkerDeps, 'pool' | 'store' | 'scorer'>, kafkaBrokers: string[] | undefined): ImageSource | undefined {
  return kafkaBrokers?.length ? kafkaImageSource(deps, { brokers: kafkaBrokers, partitionsConsumedConcurrently: Math.max(1, deps.scorer.size) }) : undefined;
}

/** The queue's projection and one worker (images from Kafka when `kafkaBrokers` are given): what a process that scores calculations runs (the platform, a worker machine, the specs). */
export function startCalculations(
  deps: CalculationWorkerDeps,
  options: CalculationWorkerOptions & { subscription?: Partial<SubscriptionOptions>; kafkaBrokers?: string[] } = {},
): RunningCalculations {
  const { subscription, kafkaBrokers, ...workerOptions } = options;
  const queue = startSubscription(calculationQueue, { connectionString: deps.connectionString, ...subscription });
  const worker = startCalculationWorker(deps, workerOptions, imageSourceFor(deps, kafkaBrokers));
  return {
    queue,
    worker,
    async stop() {
      await worker.stop();
      await queue.stop();
    },
  };
}
