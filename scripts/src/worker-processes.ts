import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

export interface WorkerProcesses {
  readonly count: number;
  stop(): Promise<void>;
}

/**
 * Extra calculation workers as processes of their own (SCORING_WORKERS=n runs n − 1 of them beside the platform's
 * own worker): each is `scripts/src/worker.ts` on the platform's database and blobs, started again if it dies.
 * Stopping sends SIGTERM (they finish the images they hold) and waits for them.
 */
export function startWorkerProcesses(count: number, env: NodeJS.ProcessEnv, logger: Logger): WorkerProcesses {
  const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const children = new Set<ChildProcess>();
  let stopping = false;
  const launch = (index: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      logger.error({ worker: index, code, signal }, 'calculation worker process ended; starting it again');
      setTimeout(() => !stopping && launch(index), 1000).unref();
    });
  };
  for (let i = 1; i <= count; i++) launch(i);
  return {
    count,
    async stop() {
      stopping = true;
      await Promise.all(
        [...children].map(async (child) => {
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          await exited;
        }),
      );
    },
  };
}
