import { startSubscription, type RunningSubscription, type SubscriptionOptions } from '@packlens/kernel';
import { calculationQueue } from './queue-projection';
import { startCalculationWorker, type CalculationWorkerDeps, type CalculationWorkerOptions, type RunningCalculationWorker } from './worker';

export interface RunningCalculations {
  queue: RunningSubscription;
  worker: RunningCalculationWorker;
  stop(): Promise<void>;
}

/** The queue's projection and one worker: what a process that scores calculations runs (the platform, a worker machine, the specs). */
export function startCalculations(deps: CalculationWorkerDeps, options: CalculationWorkerOptions & { subscription?: Partial<SubscriptionOptions> } = {}): RunningCalculations {
  const { subscription, ...workerOptions } = options;
  const queue = startSubscription(calculationQueue, { connectionString: deps.connectionString, ...subscription });
  const worker = startCalculationWorker(deps, workerOptions);
  return {
    queue,
    worker,
    async stop() {
      await worker.stop();
      await queue.stop();
    },
  };
}
