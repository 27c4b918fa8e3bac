export { calculationQueue } from './queue-projection';
export { calculationJobsMigration, scoringMigrations } from './schema';
export { calculationWorkerDefaults, startCalculationWorker, type CalculationWorkerDeps, type CalculationWorkerOptions, type RunningCalculationWorker, type WorkerHealth } from './worker';
export { startCalculations, type RunningCalculations } from './start';
export { calculationWorkerOptionsFromEnv } from './options';
