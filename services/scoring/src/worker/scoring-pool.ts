import { availableParallelism } from 'node:os';
import type { AnalysedImage, AnalysisJob, DesignScoreJob, ScoreJob, ScoredDesign, ScoredImage } from './image-scorer';
import type { ScorerTask } from './scorer-thread';
import { WorkerPool } from './worker-pool';

export interface ScoringPoolOptions {
  size?: number;
  cacheDir?: string;
}

/** Images scored on worker threads, one per core by default. */
export class ScoringPool {
  private readonly pool: WorkerPool<ScorerTask, ScoredImage | AnalysedImage | ScoredDesign>;

  /** `cacheDir`: the model cache the threads read (default: PACKLENS_MODEL_CACHE or the repository's). */
  constructor(options: ScoringPoolOptions = {}) {
    this.pool = new WorkerPool(new URL('./scorer-thread.ts', import.meta.url), { size: options.size, workerData: { cacheDir: options.cacheDir } });
  }

  get size(): number {
    return this.pool.size;
  }

  score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage> {
    return this.pool.run({ bytes, job }) as Promise<ScoredImage>;
  }

  analyse(bytes: Uint8Array, job: AnalysisJob): Promise<AnalysedImage> {
    return this.pool.run({ op: 'analyse', bytes, job }) as Promise<AnalysedImage>;
  }

  scoreDesign(bytes: Uint8Array, job: DesignScoreJob): Promise<ScoredDesign> {
    return this.pool.run({ op: 'design', bytes, job }) as Promise<ScoredDesign>;
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

  constructor(private readonly options: ScoringPoolOptions = {}) {}

  get size(): number {
    return this.options.size ?? this.pool?.size ?? Math.max(1, availableParallelism());
  }

  score(bytes: Uint8Array, job: ScoreJob): Promise<ScoredImage> {
    this.pool ??= new ScoringPool(this.options);
    return this.pool.score(bytes, job);
  }

  analyse(bytes: Uint8Array, job: AnalysisJob): Promise<AnalysedImage> {
    this.pool ??= new ScoringPool(this.options);
    return this.pool.analyse(bytes, job);
  }

  scoreDesign(bytes: Uint8Array, job: DesignScoreJob): Promise<ScoredDesign> {
    this.pool ??= new ScoringPool(this.options);
    return this.pool.scoreDesign(bytes, job);
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }
}
