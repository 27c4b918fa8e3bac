import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CachedFeatures } from './feature-cache';

/**
 * Feature extraction on worker threads: tfjs on WASM runs single-threaded, so each core gets a worker with
 * its own backbone and text detector. Runs the TypeScript worker through tsx, as the rest of the engine runs.
 */
export class FeaturePool {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (f: CachedFeatures) => void; reject: (e: Error) => void }>();
  private readonly idle: Worker[] = [];
  private readonly queue: { id: number; bytes: Uint8Array }[] = [];

  private constructor(private readonly workers: Worker[]) {
    for (const worker of workers) {
      worker.on('message', (message: { ready?: true; id?: number; features?: CachedFeatures; error?: string }) => {
        if (message.id !== undefined) {
          const waiting = this.pending.get(message.id)!;
          this.pending.delete(message.id);
          if (message.error) waiting.reject(new Error(message.error));
          else waiting.resolve(message.features!);
        }
        this.idle.push(worker);
        this.dispatch();
      });
      worker.on('error', (error) => {
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      });
    }
  }

  static create(options: { size?: number; cacheDir?: string } = {}): FeaturePool {
    const size = options.size ?? Math.max(1, availableParallelism());
    // `--import tsx` does not reach a worker's entry module on Node 20, so the worker registers tsx itself.
    const entry = new URL('./feature-worker.ts', import.meta.url).href;
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
    const workers = Array.from({ length: size }, () => new Worker(bootstrap, { eval: true, workerData: { cacheDir: options.cacheDir } }));
    return new FeaturePool(workers);
  }

  extract(bytes: Uint8Array): Promise<CachedFeatures> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, bytes });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length && this.queue.length) this.idle.pop()!.postMessage(this.queue.shift()!);
  }
}
