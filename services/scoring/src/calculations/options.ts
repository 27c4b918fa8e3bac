import type { CalculationWorkerOptions } from './worker';

/** A calculation worker's settings from the environment: SCORING_CONCURRENCY, SCORING_LEASE_MS, SCORING_RETRY_MS (unset: the defaults). */
export function calculationWorkerOptionsFromEnv(env: NodeJS.ProcessEnv): CalculationWorkerOptions {
  const options: CalculationWorkerOptions = {};
  const number = (name: string) => {
    const value = env[name];
    if (value === undefined || value === '') return undefined;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number (got "${value}")`);
    return parsed;
  };
  const concurrency = number('SCORING_CONCURRENCY');
  const leaseMs = number('SCORING_LEASE_MS');
  const retryMs = number('SCORING_RETRY_MS');
  if (concurrency) options.concurrency = Math.floor(concurrency);
  if (leaseMs) options.leaseMs = leaseMs;
  if (retryMs) options.retryMs = retryMs;
  return options;
}

/** KAFKA_BROKERS (comma-separated): calculations go through Kafka instead of PostgreSQL claims. */
export const kafkaBrokersFromEnv = (env: NodeJS.ProcessEnv): string[] | undefined => {
  const brokers = env.KAFKA_BROKERS?.split(',').map((b) => b.trim()).filter(Boolean);
  return brokers?.length ? brokers : undefined;
};
