import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { FullEvaluation } from './evaluate-pipeline';

// One libvips thread per worker: the two workers are the parallelism.
sharp.concurrency(1);
const pipeline = await FullEvaluation.load({ withHeatmap: (workerData as { withHeatmap: boolean }).withHeatmap });

parentPort!.on('message', async (message: { input: string } | 'close') => {
  if (message === 'close') {
    await pipeline.dispose();
    parentPort!.close();
    return;
  }
  const { timings } = await pipeline.run(message.input);
  parentPort!.postMessage({ totalMs: timings.totalMs });
});
parentPort!.postMessage({ ready: true });
