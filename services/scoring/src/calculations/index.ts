export { calculationQueue } from './queue-projection';
export { calculationJobsMigration, scoringMigrations } from './schema';
export { calculationWorkerDefaults, startCalculationWorker, type CalculationWorkerDeps, type CalculationWorkerOptions, type RunningCalculationWorker, type WorkerHealth } from './worker';
export { imageSourceFor, startCalculations, type RunningCalculations } from './start';
export { calculationWorkerOptionsFromEnv, kafkaBrokersFromEnv } from './options';
export { calculationJobPublisher, calculationJobsTopic, kafkaImageSource, type KafkaImageSourceOptions } from './kafka-source';
export { postgresImageSource, type ImageSource } from './worker';
