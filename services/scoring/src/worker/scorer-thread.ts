import { parentPort } from 'node:worker_threads';
import { ImageScorer, type ScoreJob, type ScoredImage } from './image-scorer';
import { serveTasks } from './worker-pool';

/** A worker thread with its own models, scoring one image at a time. */
const scorer = await ImageScorer.load();
await serveTasks<{ bytes: Uint8Array; job: ScoreJob }, ScoredImage>(parentPort!, async ({ bytes, job }) => {
  const result = await scorer.score(bytes, job);
  return { result };
});
