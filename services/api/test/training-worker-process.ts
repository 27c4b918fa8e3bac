import pg from 'pg';
import { FilesystemBlobStore, PostgresEventStore, startSubscription } from '@packlens/kernel';
import { trainingWorker } from '@packlens/scoring/worker';

/**
 * The training worker alone in a process of its own, for training-restart.spec.ts to kill with SIGKILL in the middle
 * of a run: `node --import tsx training-worker-process.ts DATABASE_URL BLOB_DIR MODEL_CACHE_DIR`.
 */
const [databaseUrl, blobDir, cacheDir] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
startSubscription(trainingWorker({ store: new PostgresEventStore(pool), blobs: new FilesystemBlobStore(blobDir), cacheDir, clock: () => new Date() }), {
  connectionString: databaseUrl,
  pollIntervalMs: 250,
});
