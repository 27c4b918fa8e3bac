import { parentPort, workerData } from 'node:worker_threads';
import { FeatureExtractor, loadImage } from '../features';

/** One feature extractor per worker thread; the pool sends image bytes and gets features back. */
const extractor = await FeatureExtractor.load({ cacheDir: (workerData as { cacheDir?: string }).cacheDir });

parentPort!.on('message', async (message: { id: number; bytes: Uint8Array } | 'close') => {
  if (message === 'close') {
    await extractor.dispose();
    parentPort!.close();
    return;
  }
  try {
    const features = await extractor.extract(await loadImage(message.bytes));
    parentPort!.postMessage({ id: message.id, features: { imageHash: features.imageHash, embedding: features.embedding, design: features.design } });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
