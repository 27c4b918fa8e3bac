import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { eventsChannel, listen, notify, PostgresEventStore, type BlobStore, type EventMetadata, type EventStore, type Listening, type NewEvent } from '@packlens/kernel';
import { calculationStream, completedEvent, imageFailedEvent, imageResultEvents, progressEvent, type ResultMetadata, type Scorer } from '../worker/calculation-results';
import { claimImage, recordImage, releaseAll, releaseImage, renewImageLease, type ClaimedImage } from './queue';
import { calculationJobsChannel } from './schema';

export interface CalculationWorkerOptions {
  /** Images scored at once by this worker (default: its scorer's threads). */
  concurrency?: number;
  /** How long a claim lasts without renewal: a dead worker's images are taken by another after it (default 30 s). */
  leaseMs?: number;
  /** Polling when no notification arrives. */
  pollMs?: number;
  /** Wait before an image handed back after a fault that is not its own (a blob or a model file missing) is tried again. */
  retryMs?: number;
  /** Workers an image may lose (died or lost the lease while scoring it) before it fails as CALCULATION_FAILED. */
  maxLosses?: number;
}

/**
 * Where a worker's images come from: by default it claims them itself from PostgreSQL (`postgresImageSource`);
 * with Kafka, a consumer group hands each member its messages (`kafkaImageSource`). Either way the image is held
 * by a lease in `calculation_jobs` while it is scored, and recorded in the same transaction.
 */
export interface ImageSource {
  /** Starts handing images to `handle`, at most `capacity()` at a time. */
  start(worker: SourceContext): void;
  /** Stops handing out images; what is being handled goes on, unless `abandon` (a crash: nothing more is acknowledged). */
  stop(abandon?: boolean): Promise<void>;
}

export interface SourceContext {
  owner: string;
  leaseMs: number;
  /** Images it may hand out now. */
  capacity(): number;
  /** Scores and records an image this worker holds; resolves when done (never rejects). */
  handle(image: ClaimedImage): Promise<void>;
  onError(error: unknown, context: string): void;
}

export interface CalculationWorkerDeps {
  pool: pg.Pool;
  /** For LISTEN: a connection of its own. */
  connectionString: string;
  store: EventStore;
  blobs: BlobStore;
  scorer: Scorer;
  clock: () => Date;
  onError?: (error: unknown, context: string) => void;
  /**
   * The event store on the transaction that records an image, so its events and its job's close commit together.
   * By default the PostgreSQL event store on that connection when `store` is one (the queue lives in the same
   * database); another store (EventStoreDB) appends on its own, and a worker dying between that append and the
   * commit leaves the image's events to be appended again by the next worker (ids deterministic: kept once).
   */
  storeIn?: (client: pg.PoolClient) => Pick<EventStore, 'append'>;
}

/** The event store a recording transaction appends with (CalculationWorkerDeps.storeIn). */
function storeInTransaction(deps: CalculationWorkerDeps): (client: pg.PoolClient) => Pick<EventStore, 'append'> {
  if (deps.storeIn) return deps.storeIn;
  if (deps.store instanceof PostgresEventStore) {
    return (client) => {
      const inTransaction = new PostgresEventStore(client, { notify: false });
      return {
        async append(stream, events, options) {
          const result = await inTransaction.append(stream, events, options);
          // The subscribers' wake-up, sent with the commit: they read the events as soon as they can.
          await notify(client, eventsChannel);
          return result;
        },
      };
    };
  }
  return () => deps.store;
}

export interface RunningCalculationWorker {
  readonly owner: string;
  /** Images this worker has recorded (for the load report and the specs). */
  readonly recorded: number;
  /**
   * For a health probe: unhealthy while the last image it tried failed for a reason that is not the image's (blob
   * store unreachable, model files missing) and nothing has been recorded since; its images wait in the queue.
   */
  health(): WorkerHealth;
  /** Stops taking images, finishes the ones it holds (SIGTERM). */
  stop(): Promise<void>;
  /** Dies as a crashed process would: stops renewing and records nothing more; its images go to others when the leases expire. */
  kill(): Promise<void>;
}

export interface WorkerHealth {
  healthy: boolean;
  owner: string;
  recorded: number;
  holding: number;
  /** The last fault that was not an image's, while it lasts. */
  fault?: { at: string; message: string };
}

export const calculationWorkerDefaults: Required<CalculationWorkerOptions> = { concurrency: 0, leaseMs: 30_000, pollMs: 1_000, retryMs: 5_000, maxLosses: 3 };

/**
 * A calculation worker, one of any number on any machines: takes images from the queue with a lease, scores each
 * on its scorer's threads and records the image's events, its progress and, after the last image, the
 * calculation's completion (queue.ts). Results have deterministic ids, so an image scored twice (its worker died
 * after recording, or lost its lease while scoring) records once; the charge was taken when the calculation was
 * requested and is refunded per failed image by id, so it is never taken or refunded twice.
 */
export function startCalculationWorker(deps: CalculationWorkerDeps, options: CalculationWorkerOptions = {}, source: ImageSource = postgresImageSource(deps, { pollMs: options.pollMs })): RunningCalculationWorker {
  const o = { ...calculationWorkerDefaults, ...options };
  const concurrency = o.concurrency || Math.max(1, deps.scorer.size);
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const running = new Set<Promise<void>>();
  const onError = deps.onError ?? ((error, context) => console.error(`[calculation-worker ${context}]`, error));
  const appendIn = storeInTransaction(deps);
  let stopped = false;
  let killed = false;
  let recorded = 0;
  let fault: WorkerHealth['fault'];

  const handle = (image: ClaimedImage): Promise<void> => {
    const done: Promise<void> = score(image)
      .catch((error) => onError(error, `image ${image.imageId} of calculation ${image.calculationId}`))
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  };

  async function score(image: ClaimedImage): Promise<void> {
    const { request } = image;
    const requested = request.images.find((i) => i.imageId === image.imageId);
    let lost = false;
    const heartbeat = setInterval(() => {
      if (killed) return clearInterval(heartbeat);
      renewImageLease(deps.pool, image, owner, o.leaseMs)
        .then((held) => {
          lost ||= !held;
        })
        .catch((error) => onError(error, `lease ${image.imageId}`));
    }, Math.max(50, Math.floor(o.leaseMs / 3)));
    const metadata: ResultMetadata = (modelVersion) => resultMetadata(image, owner, deps.clock, modelVersion);
    try {
      let outcome: { events: NewEvent[]; failed: boolean };
      if (!requested) outcome = { events: [imageFailedEvent(request, image.imageId, 'CALCULATION_FAILED', deps.clock, metadata)], failed: true };
      else if (image.losses > o.maxLosses) outcome = { events: [imageFailedEvent(request, image.imageId, 'CALCULATION_FAILED', deps.clock, metadata)], failed: true };
      else {
        try {
          outcome = await imageResultEvents(deps, request, requested, metadata);
        } catch (error) {
          // Not the image's fault: handed back, tried again (here or elsewhere) after a while.
          fault = { at: deps.clock().toISOString(), message: error instanceof Error ? error.message : String(error) };
          if (!killed) await releaseImage(deps.pool, image, owner, o.retryMs);
          throw error;
        }
      }
      if (killed || lost) return;
      const stream = calculationStream(request.calculationId);
      const append = (client: pg.PoolClient, events: NewEvent[]) => appendIn(client).append(stream, events, { expectedVersion: 'any' });
      let done: boolean;
      try {
        done = await recordImage(
          deps.pool,
          image,
          outcome.failed,
          (before, client) => append(client, [...outcome.events, progressEvent(request, image.imageId, before.done + 1, deps.clock, metadata)]).then(() => undefined),
          (after, client) => append(client, [completedEvent(request, after.failed, deps.clock, metadata)]).then(() => undefined),
        );
      } catch (error) {
        // Recording failed (the database, the event store): nothing of it stays; handed back like a scoring fault.
        fault = { at: deps.clock().toISOString(), message: error instanceof Error ? error.message : String(error) };
        if (!killed) await releaseImage(deps.pool, image, owner, o.retryMs).catch(() => undefined);
        throw error;
      }
      if (done) recorded++;
      fault = undefined;
    } finally {
      clearInterval(heartbeat);
    }
  }

  source.start({ owner, leaseMs: o.leaseMs, capacity: () => (stopped ? 0 : concurrency - running.size), handle, onError });
  const halt = async (abandon = false) => {
    stopped = true;
    await source.stop(abandon);
  };
  return {
    owner,
    get recorded() {
      return recorded;
    },
    health: () => ({ healthy: !fault && !stopped, owner, recorded, holding: running.size, ...(fault ? { fault } : {}) }),
    async stop() {
      await halt();
      if (killed) return;
      await Promise.all(running);
      await releaseAll(deps.pool, owner).catch((error) => onError(error, 'release'));
    },
    async kill() {
      killed = true;
      await halt(true);
    },
  };
}

/** Caused by the request; `worker` names the process that recorded it (which machine did what, after a takeover). */
function resultMetadata(image: ClaimedImage, owner: string, clock: () => Date, modelVersion?: string): EventMetadata {
  return {
    worker: owner,
    correlationId: image.correlationId,
    causationId: image.requestedEventId,
    actor: { kind: 'system', id: 'scoring-worker' },
    clientId: image.request.clientId,
    at: clock().toISOString(),
    ...(modelVersion ? { modelVersion } : {}),
  };
}

/**
 * The default source: claims the oldest free image with `FOR UPDATE SKIP LOCKED`, woken by the queue's notify
 * (a LISTEN connection of its own) and by polling, and claims again whenever an image is done.
 */
export function postgresImageSource(deps: Pick<CalculationWorkerDeps, 'pool' | 'connectionString'>, options: { pollMs?: number } = {}): ImageSource {
  let listener: Listening | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let filling = false;
  return {
    start(worker) {
      const fill = async () => {
        if (filling || stopped) return;
        filling = true;
        try {
          while (!stopped && worker.capacity() > 0) {
            const image = await claimImage(deps.pool, worker.owner, worker.leaseMs);
            if (!image) break;
            void worker.handle(image).then(() => fill());
          }
        } catch (error) {
          worker.onError(error, 'claim');
        } finally {
          filling = false;
        }
      };
      listener = listen({
        connectionString: deps.connectionString,
        channel: calculationJobsChannel,
        applicationName: 'packlens-calculation-worker',
        onNotification: () => void fill(),
        onError: (error) => worker.onError(error, 'listen'),
      });
      void listener.ready.then(fill);
      timer = setInterval(() => void fill(), options.pollMs ?? calculationWorkerDefaults.pollMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await listener?.stop();
    },
  };
}
