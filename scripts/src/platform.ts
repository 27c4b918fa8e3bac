import pino, { type Logger } from 'pino';
import { accountsOptionsFromEnv, analysisRegionEditor, apiMigrations, createApp, configFromEnv, generationImageModels, generationTextModels, quotaRefunds, settingsSecretFor, startAppMailer, startHttpServer, startWebhookWorker, webhookOutbox, webhookUrlPolicyOf, type AppDeps, type RateLimits } from '@packlens/api';
import { generationQueue, startGenerationWorker } from '@packlens/generation';
import { blobStoreFromEnv, createPool, headPosition, migrate, PostgresEventStore, startSubscription, type RunningSubscription } from '@packlens/kernel';
import { ReportRenderer } from '@packlens/reports';
import { analysisWorker, calculationJobPublisher, calculationQueue, calculationWorkerOptionsFromEnv, imageSourceFor, kafkaBrokersFromEnv, LazyScoringPool, modelComparisonWorker, modelSync, startCalculationWorker, trainingWorker } from '@packlens/scoring/worker';
import { modelCacheDir } from '@packlens/scoring/model-cache';
import { allMigrations, ensureReadModels, readModels, startReadModels, upgradeReadModels } from '@packlens/projections';
import path from 'node:path';
import { dataDir, jwtSecret, openDatabase } from './runtime';
import { seed, seedAccountsFromEnv } from './seed';
import { startWorkerProcesses } from './worker-processes';

/** Every schema change of the platform, in order: event store, read-model registry, the API's own tables. */
export const platformMigrations = [...allMigrations, ...apiMigrations];

export interface Platform {
  url: string;
  databaseUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * The whole product in one process: database (embedded unless DATABASE_URL), migrations, read models and their
 * subscriptions, seed accounts, and the HTTP server for the API and both consoles.
 */
export interface PlatformOptions {
  host?: string;
  port?: number;
  logger?: Logger;
  seed?: boolean;
  /** Overrides DATABASE_URL (tests run the platform on a database of their own). */
  databaseUrl?: string;
  jwtSecret?: string;
  /** Overrides of the login/reset rate limits (end-to-end runs log the seeded accounts in more often than 10 times in 15 minutes). */
  rateLimits?: Partial<RateLimits>;
  /** The model cache the scoring threads, the training worker and the console's model versions use (default: PACKLENS_MODEL_CACHE or the repository's). */
  modelCacheDir?: string;
}

export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const database = await openDatabase((line) => logger.debug({ postgres: line }), options.databaseUrl ?? process.env.DATABASE_URL);
  const pool = createPool(database.url, { max: 20, applicationName: 'packlens-api' });
  // PDF reports: Chromium starts with the first report and closes when idle.
  const reports = ReportRenderer.launch();
  await migrate(pool, platformMigrations);
  await ensureReadModels(pool, readModels);
  // A database from an older checkout: read models whose schema changed are rebuilt from the log.
  const upgraded = await upgradeReadModels(pool, readModels);
  if (upgraded.length) logger.info({ upgraded }, 'read models rebuilt for a new schema');
  const deps: AppDeps = {
    pool,
    store: new PostgresEventStore(pool),
    config: configFromEnv(process.env, options.jwtSecret ?? (await jwtSecret())),
    clock: () => new Date(),
    logger,
    blobs: blobStoreFromEnv(process.env, path.join(dataDir, 'blobs')),
    reports,
    modelCacheDir: options.modelCacheDir,
  };
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  // Links in mails point at this server unless PUBLIC_URL names the public origin.
  const fromEnv = accountsOptionsFromEnv(process.env, deps.config, { publicUrl: `http://${host}:${port}` });
  const accounts = { ...fromEnv, rateLimits: { ...fromEnv.rateLimits, ...options.rateLimits } };
  const subscriptionOptions = {
    connectionString: database.url,
    onError: (error: unknown, name: string) => logger.error({ err: error, subscription: name }, 'subscription failed; retrying'),
  };
  const readModelSubscriptions = startReadModels(subscriptionOptions);
  // Scoring threads (one per core unless SCORING_THREADS says otherwise) start with the first calculation.
  const scorer = new LazyScoringPool({ size: process.env.SCORING_THREADS ? Number(process.env.SCORING_THREADS) : undefined, cacheDir: options.modelCacheDir });
  const kafkaBrokers = kafkaBrokersFromEnv(process.env);
  const calculationPublisher = kafkaBrokers ? calculationJobPublisher({ brokers: kafkaBrokers }) : undefined;
  const subscriptions: RunningSubscription[] = [
    ...readModelSubscriptions,
    startAppMailer(deps, accounts.mail, subscriptionOptions),
    // Calculations: the queue of images that any number of calculation workers (here and on other machines) take,
    // with KAFKA_BROKERS published to Kafka too, where the workers' consumer group shares them out.
    startSubscription(calculationQueue, subscriptionOptions),
    ...(calculationPublisher ? [startSubscription(calculationPublisher, subscriptionOptions)] : []),
    // AI analysis reports run on the same scoring threads.
    // Where the order asks, the weakest region is regenerated by the configured image provider and re-scored.
    startSubscription(
      analysisWorker({ store: deps.store, blobs: deps.blobs!, analyser: scorer, clock: deps.clock, regionEditor: analysisRegionEditor(pool, process.env, deps.config.jwtSecret) }),
      subscriptionOptions,
    ),
    // Additional learning: training runs on a thread of their own (issue 16).
    startSubscription(trainingWorker({ store: deps.store, blobs: deps.blobs!, cacheDir: options.modelCacheDir ?? modelCacheDir(), clock: deps.clock }), subscriptionOptions),
    // This machine's model cache follows the versions trained and activated anywhere (through the blob store).
    startSubscription(modelSync({ blobs: deps.blobs!, cacheDir: options.modelCacheDir ?? modelCacheDir() }), subscriptionOptions),
    // Model comparisons: a calculated project scored again with another version, on the same threads (issue 16).
    startSubscription(modelComparisonWorker({ store: deps.store, blobs: deps.blobs!, scorer, clock: deps.clock }), subscriptionOptions),
    startSubscription(quotaRefunds(deps.store, deps.clock), subscriptionOptions),
    startSubscription(generationQueue, subscriptionOptions),
    // Webhooks: the outbox turns the log into deliveries in its checkpoint's transaction.
    startSubscription(webhookOutbox, subscriptionOptions),
  ];
  // This process's calculation worker, on its scoring threads (SCORING_WORKER=0 leaves calculations to worker processes).
  const calculationWorker = process.env.SCORING_WORKER === '0'
    ? undefined
    : startCalculationWorker(
        { pool, connectionString: database.url, store: deps.store, blobs: deps.blobs!, scorer, clock: deps.clock, onError: (error, context) => logger.error({ err: error, context }, 'calculation worker') },
        calculationWorkerOptionsFromEnv(process.env),
        imageSourceFor({ pool, store: deps.store, scorer }, kafkaBrokers),
      );
  // More workers as processes of their own (SCORING_WORKERS=2: this one and another), sharing the queue as other machines would.
  const workerCount = Number(process.env.SCORING_WORKERS ?? 1);
  const workerProcesses = workerCount > 1
    ? startWorkerProcesses(workerCount - 1, { ...process.env, DATABASE_URL: database.url, ...(process.env.BLOB_S3_BUCKET ? {} : { BLOB_DIR: process.env.BLOB_DIR ?? path.join(dataDir, 'blobs') }), ...(options.modelCacheDir ? { PACKLENS_MODEL_CACHE: options.modelCacheDir } : {}) }, logger)
    : undefined;
  // Generation jobs (naming, catch-phrases, concepts): outside the HTTP requests, with leases, retries and timeouts.
  const generationWorker = startGenerationWorker(
    {
      pool,
      connectionString: database.url,
      store: deps.store,
      blobs: deps.blobs!,
      textModelFor: generationTextModels(pool, process.env, deps.config.jwtSecret),
      imageModelFor: generationImageModels(pool, process.env, deps.config.jwtSecret),
      // Scored generation: candidates are scored on the same threads as calculations.
      designScorer: { score: (bytes, job) => scorer.scoreDesign(bytes, job) },
      clock: deps.clock,
      onError: (error, context) => logger.error({ err: error, context }, 'generation worker'),
    },
    { concurrency: Number(process.env.GENERATION_CONCURRENCY ?? 4) },
  );
  // Webhook deliveries: signed, retried with back-off for 27 h, private addresses refused in production (SSRF).
  const webhookWorker = startWebhookWorker({
    pool,
    connectionString: database.url,
    sealer: settingsSecretFor(process.env, deps.config.jwtSecret),
    policy: webhookUrlPolicyOf(deps.config),
    onError: (error, context) => logger.error({ err: error, context }, 'webhook worker'),
  });
  // Serve once the read models hold what the log holds (a rebuilt model refills from the start).
  const head = await headPosition(pool);
  await Promise.all(readModelSubscriptions.map((s) => s.waitFor(head, 120_000)));
  if (options.seed ?? true) {
    const created = await seed(createApp(deps, accounts).identity, deps.store, seedAccountsFromEnv(process.env));
    if (created.length) logger.info({ created }, 'seeded accounts');
  }
  const http = await startHttpServer(deps, { host, port, accounts, connectionString: database.url });
  return {
    url: `http://${host}:${port}`,
    databaseUrl: database.url,
    embedded: database.embedded,
    async stop() {
      await http.close();
      await calculationWorker?.stop();
      await workerProcesses?.stop();
      await generationWorker.stop();
      await webhookWorker.stop();
      await Promise.all(subscriptions.map((s) => s.stop()));
      await calculationPublisher?.disconnect();
      await scorer.close();
      await reports.close();
      await pool.end();
      await database.stop();
    },
  };
}
