import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CalculationRequested, type EventOf } from '@packlens/contracts';
import { eventStoreMigrations, FilesystemBlobStore, headPosition, PostgresEventStore, type RecordedEvent } from '@packlens/kernel';
import { useTestDatabase } from '@packlens/kernel/testing';
import { calculationStream, scoringMigrations, ScoringPool, startCalculations, WorkerTaskError, type CalculationWorkerDeps, type CalculationWorkerOptions, type Scorer, type ScoredImage, type ScoreJob } from '../src/worker';
import { rectangleJpeg, textPng } from './image-fixtures';

const db = useTestDatabase([...eventStoreMigrations, ...scoringMigrations]);
let blobDir: string;
let blobs: FilesystemBlobStore;
let store: PostgresEventStore;
beforeAll(async () => {
  blobDir = await mkdtemp(path.join(tmpdir(), 'packlens-worker-'));
  blobs = new FilesystemBlobStore(blobDir);
  store = new PostgresEventStore(db.pool);
});
afterAll(async () => {
  await rm(blobDir, { recursive: true, force: true });
});

const clientId = randomUUID();
const projectId = randomUUID();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function uploaded(name: string, bytes: Buffer, kind: 'pack' | 'shelf' = 'pack', regions: EventOf<typeof CalculationRequested>['data']['images'][number]['regions'] = []) {
  const blobKey = `clients/${clientId}/projects/${projectId}/images/${name}`;
  await blobs.put(blobKey, bytes);
  return { imageId: randomUUID(), blobKey, contentHash: sha256(bytes), kind, categoryId: 1, regions };
}

async function requestCalculation(images: Awaited<ReturnType<typeof uploaded>>[], menus: string[], concept: { text: string; language: 'ja' } | null = null) {
  const calculationId = randomUUID();
  const requested = CalculationRequested({ calculationId, projectId, clientId, images, segmentIds: [1, 3], menus, concept, requestedAt: new Date().toISOString() });
  await store.append(`project-${projectId}-calc-${calculationId}`, [
    { ...requested, metadata: { correlationId: randomUUID(), causationId: null, actor: { kind: 'user', id: randomUUID() }, clientId, at: new Date().toISOString() } },
  ], { expectedVersion: 'no_stream' });
  return calculationId;
}

async function untilCompleted(calculationId: string, timeoutMs: number): Promise<RecordedEvent[]> {
  const started = Date.now();
  for (;;) {
    const { events } = await store.readStream(calculationStream(calculationId));
    if (events.some((e) => e.type === 'CalculationCompleted')) return events;
    if (Date.now() - started > timeoutMs) throw new Error(`calculation ${calculationId} did not complete: ${events.map((e) => e.type).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const count = (events: RecordedEvent[], type: string) => events.filter((e) => e.type === type).length;

/** A scorer without models, for the worker's bookkeeping: same answer for the same bytes. */
class ArithmeticScorer implements Scorer {
  calls: string[] = [];
  constructor(private readonly failOnCall?: number, readonly size = 2, private readonly delayMs = 0) {}
  async score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage> {
    this.calls.push(sha256(bytes));
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.failOnCall === this.calls.length) throw new Error('the blob store was unreachable');
    if (bytes[0] !== 0xff && bytes[0] !== 0x89) throw new WorkerTaskError('not an image', 'IMAGE_CORRUPT');
    return {
      imageHash: sha256(bytes),
      width: 10,
      height: 10,
      segments: {
        modelVersion: 'arithmetic-1',
        demoModel: true,
        results: job.segmentIds.map((segmentId) => ({ segmentId, preference: { mean: 1 + (bytes.length % 4), sd: 0.5 }, imageWords: [{ wordId: 1, probability: 0.5 }] })),
      },
    };
  }
}

const calculations: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(calculations.splice(0).map((c) => c.stop()));
});

/** The queue and a worker on `scorer` (the queue's projection runs once: its subscription has one owner). */
function worker(scorer: Scorer, options: CalculationWorkerOptions = {}, storeIn?: CalculationWorkerDeps['storeIn']) {
  const running = startCalculations({ pool: db.pool, connectionString: db.url, store, blobs, scorer, clock: () => new Date(), onError: () => undefined, storeIn }, { pollMs: 100, ...options, subscription: { pollIntervalMs: 100 } });
  calculations.push(running);
  return running;
}

/** A scorer that holds every image until released (a worker busy when it dies). */
class HeldScorer implements Scorer {
  readonly size = 1;
  calls = 0;
  private releases: (() => void)[] = [];
  async score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage> {
    this.calls++;
    await new Promise<void>((resolve) => this.releases.push(resolve));
    return new ArithmeticScorer().score(bytes, job);
  }
  release() {
    for (const resolve of this.releases.splice(0)) resolve();
  }
}

const packs = (n: number) => Promise.all(Array.from({ length: n }, async (_, i) => uploaded(`q${i}.jpg`, await rectangleJpeg(64 + i, 64, { x: 4, y: 4, w: 20, h: 20, colour: '#d33' }))));

describe('calculation workers sharing the queue', () => {
  it('given two workers, when a calculation of eight images is requested, then each image is scored once, both take part, progress counts 1 to 8 and the calculation completes once', async () => {
    const images = await packs(8);
    const [a, b] = [new ArithmeticScorer(undefined, 1, 30), new ArithmeticScorer(undefined, 1, 30)];
    const first = worker(a);
    const second = worker(b);
    const calculationId = await requestCalculation(images, ['preference_score', 'image_word']);
    const events = await untilCompleted(calculationId, 20_000);
    expect(a.calls.length + b.calls.length).toBe(8);
    expect(a.calls.length).toBeGreaterThan(0);
    expect(b.calls.length).toBeGreaterThan(0);
    // A worker counts an image once its transaction has committed, a moment after the events are readable.
    await expect.poll(() => first.worker.recorded + second.worker.recorded, { timeout: 5_000 }).toBe(8);
    expect(count(events, 'ScoreCalculated')).toBe(8 * 2);
    expect(events.filter((e) => e.type === 'CalculationProgressed').map((e) => e.data.done)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(count(events, 'CalculationCompleted')).toBe(1);
    // The calculation is off the queue once completed.
    await expect.poll(async () => (await db.pool.query('select 1 from calculation_jobs where calculation_id = $1', [calculationId])).rowCount, { timeout: 5_000 }).toBe(0);
  });

  it('given a worker that fails after appending an image’s events but before its transaction commits, then nothing of that attempt stays: the image is recorded once, progress counts 1 to 3', async () => {
    let failures = 1;
    // The events go into the recording transaction; the failure after them rolls them back with it.
    const failingOnce: CalculationWorkerDeps['storeIn'] = (client) => ({
      async append(stream, events, options) {
        const result = await new PostgresEventStore(client, { notify: false }).append(stream, events, options);
        if (events.some((e) => e.type === 'CalculationProgressed') && failures-- > 0) throw new Error('the process died here');
        return result;
      },
    });
    const images = await packs(3);
    worker(new ArithmeticScorer(), { retryMs: 100 }, failingOnce);
    const calculationId = await requestCalculation(images, ['preference_score']);
    const events = await untilCompleted(calculationId, 20_000);
    expect(failures).toBe(-3);
    expect(count(events, 'ScoreCalculated')).toBe(3 * 2);
    expect(events.filter((e) => e.type === 'CalculationProgressed').map((e) => e.data.done)).toEqual([1, 2, 3]);
    expect(count(events, 'CalculationCompleted')).toBe(1);
  });

  it('given a worker that dies holding an image, when its lease expires, then another worker takes it: one result per image, one completion, nothing from the dead one', async () => {
    const images = await packs(3);
    const held = new HeldScorer();
    const dying = worker(held, { leaseMs: 600 });
    const calculationId = await requestCalculation(images, ['preference_score']);
    await expect.poll(() => held.calls, { timeout: 10_000 }).toBe(1);
    await dying.worker.kill();
    const started = Date.now();
    const taker = worker(new ArithmeticScorer(), { leaseMs: 600 });
    const events = await untilCompleted(calculationId, 20_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    held.release();
    await new Promise((r) => setTimeout(r, 200));
    const after = (await store.readStream(calculationStream(calculationId))).events;
    expect(after).toHaveLength(events.length);
    expect(count(after, 'ScoreCalculated')).toBe(3 * 2);
    expect(count(after, 'CalculationCompleted')).toBe(1);
    expect(taker.worker.recorded).toBe(3);
    expect(dying.worker.recorded).toBe(0);
  });

  it('given a fault that is not the image\'s (the scorer failing), when the worker hands the image back, then it is scored again later and the calculation completes without a failure', async () => {
    const images = await packs(4);
    const flaky = new ArithmeticScorer(2);
    worker(flaky, { retryMs: 200 });
    const calculationId = await requestCalculation(images, ['preference_score', 'image_word']);
    const events = await untilCompleted(calculationId, 20_000);
    expect(flaky.calls.length).toBe(5);
    expect(count(events, 'ImageCalculationFailed')).toBe(0);
    expect(events.find((e) => e.type === 'CalculationCompleted')?.data).toMatchObject({ succeededImages: 4, failedImages: 0 });
  });

  it('given the model files missing, when images arrive, then the worker reports itself unhealthy, nothing is marked failed, and the calculation completes once the files are back', async () => {
    const images = await packs(2);
    let missing = true;
    const scorer = new ArithmeticScorer();
    const modelless: Scorer = {
      size: 1,
      score: async (bytes, job) => {
        if (missing) throw new WorkerTaskError("ENOENT: no such file or directory, open 'models/active/segment-model.json'", 'ENOENT');
        return scorer.score(bytes, job);
      },
    };
    const running = worker(modelless, { retryMs: 150 });
    const calculationId = await requestCalculation(images, ['preference_score']);
    await expect.poll(() => running.worker.health().healthy, { timeout: 10_000 }).toBe(false);
    expect(running.worker.health().fault?.message).toContain('ENOENT');
    await new Promise((r) => setTimeout(r, 600));
    const waiting = (await store.readStream(calculationStream(calculationId))).events;
    expect(count(waiting, 'ImageCalculationFailed')).toBe(0);
    expect(count(waiting, 'CalculationProgressed')).toBe(0);
    missing = false;
    const events = await untilCompleted(calculationId, 10_000);
    expect(events.find((e) => e.type === 'CalculationCompleted')?.data).toMatchObject({ succeededImages: 2, failedImages: 0 });
    expect(running.worker.health()).toMatchObject({ healthy: true, recorded: 2 });
  });

  it('given an image whose workers keep dying, when it has lost more workers than allowed, then it fails alone with CALCULATION_FAILED', async () => {
    const images = await packs(2);
    const held = new HeldScorer();
    const dying = worker(held, { leaseMs: 400 });
    const calculationId = await requestCalculation(images, ['preference_score']);
    await expect.poll(() => held.calls, { timeout: 10_000 }).toBe(1);
    await dying.worker.kill();
    worker(new ArithmeticScorer(), { leaseMs: 400, maxLosses: 0 });
    const events = await untilCompleted(calculationId, 20_000);
    held.release();
    expect(events.filter((e) => e.type === 'ImageCalculationFailed').map((e) => e.data.code)).toEqual(['CALCULATION_FAILED']);
    expect(events.find((e) => e.type === 'CalculationCompleted')?.data).toMatchObject({ succeededImages: 1, failedImages: 1 });
  });
});

describe('the scoring worker', () => {
  it('scores real images on worker threads: heat maps as blobs, scores per segment with model version and image hash, a corrupt image fails alone', async () => {
    const pack = await textPng(400, 300, ['おいしい', 'ORGANIC']);
    const plain = await rectangleJpeg(320, 240, { x: 100, y: 60, w: 120, h: 120, colour: '#1e6' });
    const shelf = await rectangleJpeg(800, 300, { x: 500, y: 50, w: 150, h: 200, colour: '#e22' }, '#ddd');
    const truncated = plain.subarray(0, Math.floor(plain.length / 2));
    const images = [
      await uploaded('pack.png', pack),
      await uploaded('plain.jpg', plain),
      await uploaded('shelf.jpg', shelf, 'shelf', [
        { regionId: 'red-box', label: 'red', x: 500, y: 50, width: 150, height: 200 },
        { regionId: 'empty', label: 'grey', x: 0, y: 0, width: 150, height: 300 },
      ]),
      await uploaded('broken.jpg', Buffer.from(truncated)),
    ];
    const calculationId = await requestCalculation(images, ['heatmap', 'preference_score', 'image_word', 'concept_matching'], { text: '美味しそうで健康的な新しいお菓子', language: 'ja' });
    const pool = new ScoringPool({ size: 2 });
    const sub = worker(pool);
    try {
      const events = await untilCompleted(calculationId, 180_000);
      const failed = events.filter((e) => e.type === 'ImageCalculationFailed');
      expect(failed.map((e) => [e.data.imageId, e.data.code])).toEqual([[images[3].imageId, 'IMAGE_CORRUPT']]);

      const heatmaps = events.filter((e) => e.type === 'HeatmapCalculated');
      expect(heatmaps).toHaveLength(3);
      for (const heatmap of heatmaps) {
        const png = await blobs.get(String(heatmap.data.mapBlobKey));
        expect(png?.subarray(1, 4).toString()).toBe('PNG');
        expect(heatmap.metadata.modelVersion).toMatch(/^heatmap-readout-[0-9a-f]{12}$/);
        // The stored density is a distribution over its grid: region shares can be computed from it later.
        const density = heatmap.data.density as { blobKey: string; width: number; height: number };
        const values = await blobs.get(density.blobKey);
        expect(values?.length).toBe(density.width * density.height * 4);
        let total = 0;
        for (let i = 0; i < values!.length; i += 4) total += values!.readFloatLE(i);
        expect(total).toBeCloseTo(1, 3);
      }
      const shelfMap = heatmaps.find((e) => e.data.imageId === images[2].imageId)!;
      const shares = Object.fromEntries((shelfMap.data.regions as { regionId: string; share: number }[]).map((r) => [r.regionId, r.share]));
      expect(shares['red-box']).toBeGreaterThan(shares.empty);

      const scores = events.filter((e) => e.type === 'ScoreCalculated');
      expect(scores).toHaveLength(3 * 2);
      for (const score of scores) {
        const image = images.find((i) => i.imageId === score.data.imageId)!;
        expect(score.data.imageHash).toBe(image.contentHash);
        expect(score.data.demoModel).toBe(true);
        expect(score.metadata.modelVersion).toBe(score.data.modelVersion);
        expect((score.data.imageWords as unknown[]).length).toBeGreaterThanOrEqual(19);
      }
      expect(count(events, 'ConceptMatched')).toBe(3);
      expect(events.find((e) => e.type === 'CalculationCompleted')?.data).toMatchObject({ succeededImages: 3, failedImages: 1 });
      const progress = events.filter((e) => e.type === 'CalculationProgressed').map((e) => e.data.done);
      expect(progress.sort()).toEqual([1, 2, 3, 4]);
      expect(await headPosition(db.pool)).toBeDefined();
    } finally {
      await sub.stop();
      await pool.close();
    }
  }, 240_000);
});
