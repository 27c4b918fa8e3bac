import { availableParallelism } from 'node:os';
import type { ScoreJob, ScoredImage } from './image-scorer';
import { WorkerPool } from './worker-pool';

/** Images scored on worker threads, one per core by default. */
export class ScoringPool {
  private readonly pool: WorkerPool<{ bytes: Uint8Array; job: ScoreJob }, ScoredImage>;

  constructor(options: { size?: number } = {}) {
    this.pool = new WorkerPool(new URL('./scorer-thread.ts', import.meta.url), options);
  }

  get size(): number {
    return this.pool.size;
  }

  score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage> {
    return this.pool.run({ bytes, job });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/**
 * A scoring pool started on the first image: a process that never scores (most API replicas, the end-to-end
 * tests) never loads the models (about 0.5 GB per thread).
 */
export class LazyScoringPool {
  private pool: ScoringPool | undefined;

  constructor(private readonly options: { size?: number } = {}) {}

  get size(): number {
    return this.options.size ?? this.pool?.size ?? Math.max(1, availableParallelism());
  }

  score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage> {
    this.pool ??= new ScoringPool(this.options);
    return this.pool.score(bytes, job);
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }
}
