import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Reply<Result> {
  id?: number;
  result?: Result;
  error?: { message: string; code?: string; params?: Record<string, string | number> };
}

/** An error a worker thread threw, with the catalogue code it carried (image guards set one). */
export class WorkerTaskError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

/**
 * Runs tasks on worker threads, one task per thread at a time: tfjs on WASM is single-threaded, so each core gets
 * a thread with its own models. The TypeScript entry runs through tsx, as the rest of the engine does.
 */
export class WorkerPool<Task, Result> {
  private next = 0;
  private readonly pending = new Map<number, { resolve: (r: Result) => void; reject: (e: Error) => void }>();
  private readonly idle: Worker[] = [];
  private readonly queue: { id: number; task: Task }[] = [];
  private readonly transfers = new Map<number, ArrayBuffer[]>();
  private readonly workers: Worker[];

  constructor(entry: URL, options: { size?: number; workerData?: unknown } = {}) {
    const size = options.size ?? Math.max(1, availableParallelism());
    // `--import tsx` does not reach a worker's entry module on Node 20, so the worker registers tsx itself.
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
    this.workers = Array.from({ length: size }, () => {
      const worker = new Worker(bootstrap, { eval: true, workerData: options.workerData });
      worker.on('message', (message: Reply<Result>) => this.onMessage(worker, message));
      worker.on('error', (error) => this.failAll(error));
      return worker;
    });
  }

  get size(): number {
    return this.workers.length;
  }

  run(task: Task, transfer: ArrayBuffer[] = []): Promise<Result> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, task });
      this.transfers.set(id, transfer);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.failAll(new Error('worker pool closed'));
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private onMessage(worker: Worker, message: Reply<Result>) {
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(new WorkerTaskError(message.error.message, message.error.code, message.error.params));
      else waiting?.resolve(message.result as Result);
    }
    this.idle.push(worker); // the first message of a thread says it is ready
    this.dispatch();
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    this.queue.length = 0;
  }

  private dispatch(): void {
    while (this.idle.length && this.queue.length) {
      const { id, task } = this.queue.shift()!;
      const transfer = this.transfers.get(id) ?? [];
      this.transfers.delete(id);
      this.idle.pop()!.postMessage({ id, task }, transfer);
    }
  }
}

/** The worker-thread side: announce readiness, then answer each task; errors keep their catalogue code. */
export async function serveTasks<Task, Result>(
  port: import('node:worker_threads').MessagePort,
  handle: (task: Task) => Promise<{ result: Result; transfer?: ArrayBuffer[] }>,
): Promise<void> {
  port.on('message', async ({ id, task }: { id: number; task: Task }) => {
    try {
      const { result, transfer } = await handle(task);
      port.postMessage({ id, result }, transfer ?? []);
    } catch (error) {
      const e = error as Error & { code?: string; params?: Record<string, string | number> };
      port.postMessage({ id, error: { message: e.message, code: typeof e.code === 'string' ? e.code : undefined, params: e.params } });
    }
  });
  port.postMessage({ ready: true });
}
