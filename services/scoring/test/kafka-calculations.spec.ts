import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculationRequested } from '@packlens/contracts';
import { eventStoreMigrations, FilesystemBlobStore, PostgresEventStore, startSubscription, type RecordedEvent, type RunningSubscription } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { calculationJobPublisher, calculationQueue, calculationStream, kafkaImageSource, scoringMigrations, startCalculationWorker, type RunningCalculationWorker, type Scorer, type ScoredImage, type ScoreJob } from '../src/worker';
import { rectangleJpeg } from './image-fixtures';
import { startKafkaMock } from './kafka-mock';

/**
 * Issue 17, item 1, on Kafka: calculations published to a topic keyed by project, image jobs shared by the members of
 * one consumer group. Run against librdkafka's mock cluster (kcat), an in-memory stand-in for the Kafka protocol,
 * not against a Kafka broker: none runs on the build machines.
 */
const db = useTestDatabase([...eventStoreMigrations, ...scoringMigrations]);
let blobDir: string;
let blobs: FilesystemBlobStore;
let store: PostgresEventStore;
let kafka: Awaited<ReturnType<typeof startKafkaMock>>;
const topic = `packlens-calculations-${randomUUID().slice(0, 8)}`;
const running: { stop(): Promise<void> }[] = [];
beforeAll(async () => {
  blobDir = await mkdtemp(path.join(tmpdir(), 'packlens-kafka-calc-'));
  blobs = new FilesystemBlobStore(blobDir);
  store = new PostgresEventStore(db.pool);
  kafka = await startKafkaMock();
  const publisher = calculationJobPublisher({ brokers: kafka.brokers, topic });
  const subscriptions: RunningSubscription[] = [startSubscription(calculationQueue, { connectionString: db.url, pollIntervalMs: 100 }), startSubscription(publisher, { connectionString: db.url, pollIntervalMs: 100 })];
  running.push({ stop: async () => {
    await Promise.all(subscriptions.map((s) => s.stop()));
    await publisher.disconnect();
  } });
});
afterAll(async () => {
  for (const r of running.reverse()) await r.stop().catch(() => undefined);
  kafka?.stop();
  await rm(blobDir, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Same answer for the same bytes, a little slowly; `hold` keeps every image until released (a worker that hangs and dies). */
class CountingScorer implements Scorer {
  readonly size = 1;
  calls = 0;
  held = false;
  async score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage> {
    this.calls++;
    while (this.held) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 20));
    return {
      imageHash: sha256(bytes),
      width: 10,
      height: 10,
      segments: { modelVersion: 'counting-1', demoModel: true, results: job.segmentIds.map((segmentId) => ({ segmentId, preference: { mean: 3, sd: 0.5 }, imageWords: [] })) },
    };
  }
}

function worker(scorer: Scorer, leaseMs = 30_000): RunningCalculationWorker {
  const started = startCalculationWorker(
    { pool: db.pool, connectionString: db.url, store, blobs, scorer, clock: () => new Date(), onError: () => undefined },
    { leaseMs },
    kafkaImageSource({ pool: db.pool, store }, { brokers: kafka.brokers, topic, sessionTimeoutMs: 6_000, recheckMs: 200, partitionsConsumedConcurrently: 2 }),
  );
  running.push(started);
  return started;
}

async function requestCalculation(images: number) {
  const clientId = randomUUID();
  const projectId = randomUUID();
  const calculationId = randomUUID();
  const uploaded = [];
  for (let i = 0; i < images; i++) {
    const bytes = await rectangleJpeg(60 + i, 60, { x: 4, y: 4, w: 20, h: 20, colour: '#3a3' });
    const blobKey = `clients/${clientId}/projects/${projectId}/images/k${i}.jpg`;
    await blobs.put(blobKey, bytes);
    uploaded.push({ imageId: randomUUID(), blobKey, contentHash: sha256(bytes), kind: 'pack' as const, categoryId: 1, regions: [] });
  }
  const requested = CalculationRequested({ calculationId, projectId, clientId, images: uploaded, segmentIds: [1], menus: ['preference_score'], concept: null, requestedAt: new Date().toISOString() });
  await store.append(`project-${projectId}`, [{ ...requested, metadata: { correlationId: randomUUID(), causationId: null, actor: { kind: 'system', id: 'spec' }, clientId, at: new Date().toISOString() } }], { expectedVersion: 'any' });
  return calculationId;
}

async function untilCompleted(calculationId: string, timeoutMs: number): Promise<RecordedEvent[]> {
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 100))) {
    const { events } = await store.readStream(calculationStream(calculationId));
    if (events.some((e) => e.type === 'CalculationCompleted')) return events;
    if (Date.now() - started > timeoutMs) throw new Error(`calculation ${calculationId} did not complete: ${events.map((e) => e.type).join(', ')}`);
  }
}

const count = (events: RecordedEvent[], type: string) => events.filter((e) => e.type === type).length;

describe('calculations on Kafka (librdkafka mock cluster, not a broker)', () => {
  it('given two members of the consumer group, when calculations of several projects are requested, then every image is recorded once and each calculation completes once', async () => {
    const [a, b] = [new CountingScorer(), new CountingScorer()];
    const members = [worker(a), worker(b)];
    const calculations = [await requestCalculation(3), await requestCalculation(3), await requestCalculation(3), await requestCalculation(3)];
    for (const calculationId of calculations) {
      const events = await untilCompleted(calculationId, 60_000);
      expect(count(events, 'ScoreCalculated')).toBe(3);
      expect(events.filter((e) => e.type === 'CalculationProgressed').map((e) => e.data.done)).toEqual([1, 2, 3]);
      expect(count(events, 'CalculationCompleted')).toBe(1);
    }
    expect(a.calls + b.calls).toBe(12);
    // Gracefully out of the group before the next spec: they stop taking messages and leave.
    await Promise.all(members.map((m) => m.stop()));
  }, 90_000);

  it('given a member that dies holding an image, when the group rebalances and its lease expires, then another member records the image once', async () => {
    const stuck = new CountingScorer();
    stuck.held = true;
    const dying = worker(stuck, 1_000);
    const calculationId = await requestCalculation(2);
    await expect.poll(() => stuck.calls, { timeout: 30_000 }).toBeGreaterThan(0);
    await dying.kill();
    const taker = new CountingScorer();
    worker(taker, 1_000);
    const events = await untilCompleted(calculationId, 60_000);
    expect(count(events, 'ScoreCalculated')).toBe(2);
    expect(count(events, 'CalculationCompleted')).toBe(1);
    expect(dying.recorded).toBe(0);
    stuck.held = false;
  }, 90_000);
});
