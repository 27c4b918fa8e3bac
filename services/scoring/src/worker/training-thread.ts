import { parentPort, workerData } from 'node:worker_threads';
import { TrainingError } from '../training/training-error';
import { runTraining, type TrainingRunInput } from '../training/training-run';

/**
 * One training run on its own thread (the heads' fit is seconds of CPU that must not hold the API's event loop);
 * feature extraction starts its own pool of threads from here. Posts progress, then the result or the failure.
 */
const input = workerData as Omit<TrainingRunInput, 'onProgress'>;
try {
  const result = await runTraining({
    ...input,
    onProgress: (stage, done, total) => parentPort!.postMessage({ progress: { stage, done, total } }),
  });
  parentPort!.postMessage({ result });
} catch (error) {
  const failure = error instanceof TrainingError ? { code: error.code, params: error.params } : { code: 'TRAINING_ERROR', params: {} };
  parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error), ...failure });
}
