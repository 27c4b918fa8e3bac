import path from 'node:path';
import pino from 'pino';
import { blobStoreFromEnv, createPool, migrate, PostgresEventStore, startSubscription } from '@packlens/kernel';
import { modelCacheDir } from '@packlens/scoring/model-cache';
import { calculationWorkerOptionsFromEnv, kafkaBrokersFromEnv, LazyScoringPool, modelSync, startCalculations } from '@packlens/scoring/worker';
import { platformMigrations } from './platform';
import { dataDir, onShutdown, openDatabase } from './runtime';
import { serveHealth } from './worker-health';

/**
 * `make worker`: a calculation worker alone, for another machine (or another process beside `make start`). It
 * takes images from the calculation queue of DATABASE_URL (else the running `make start`'s embedded PostgreSQL),
 * reads and writes blobs where the API does (BLOB_S3_* or BLOB_DIR; default .data/blobs), and scores on its own
 * threads (SCORING_THREADS, default one per core). With KAFKA_BROKERS it is a member of the calculation workers'
 * consumer group instead of claiming images from PostgreSQL. SIGTERM or Ctrl-C: it takes no more images, finishes the ones it
 * holds and exits; killed outright, its leases expire (SCORING_LEASE_MS, default 30 s) and other workers take them.
 */
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const database = await openDatabase(() => undefined, process.env.DATABASE_URL, { startEmbedded: false });
const pool = createPool(database.url, { max: 8, applicationName: 'packlens-worker' });
await migrate(pool, platformMigrations);
const scorer = new LazyScoringPool({ size: process.env.SCORING_THREADS ? Number(process.env.SCORING_THREADS) : undefined, cacheDir: process.env.PACKLENS_MODEL_CACHE });
const blobs = blobStoreFromEnv(process.env, path.join(dataDir, 'blobs'));
// This machine's model cache follows the versions trained and activated anywhere (through the blob store).
const models = startSubscription(modelSync({ blobs, cacheDir: process.env.PACKLENS_MODEL_CACHE ?? modelCacheDir() }), {
  connectionString: database.url,
  onError: (error, name) => logger.error({ err: error, subscription: name }, 'subscription failed; retrying'),
});
const calculations = startCalculations(
  {
    pool,
    connectionString: database.url,
    store: new PostgresEventStore(pool),
    blobs,
    scorer,
    clock: () => new Date(),
    onError: (error, context) => logger.error({ err: error, context }, 'calculation worker'),
  },
  { ...calculationWorkerOptionsFromEnv(process.env), kafkaBrokers: kafkaBrokersFromEnv(process.env), subscription: { onError: (error, name) => logger.error({ err: error, subscription: name }, 'subscription failed; retrying') } },
);
// WORKER_HEALTH_PORT: GET /health answers 200 while the worker works, 503 while a fault that is not an image's
// (model files missing, blob store unreachable) holds its images back, and once it is stopping.
const health = process.env.WORKER_HEALTH_PORT ? await serveHealth(Number(process.env.WORKER_HEALTH_PORT), () => calculations.worker.health()) : undefined;
logger.info({ owner: calculations.worker.owner, threads: scorer.size, healthPort: health?.port }, 'calculation worker ready');

onShutdown(async () => {
  logger.info({ owner: calculations.worker.owner, recorded: calculations.worker.recorded }, 'calculation worker stopping');
  await calculations.stop();
  await models.stop();
  health?.server.close();
  await scorer.close();
  await pool.end();
});
