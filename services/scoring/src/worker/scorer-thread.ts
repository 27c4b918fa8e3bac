import { parentPort } from 'node:worker_threads';
import { ImageScorer, type AnalysedImage, type AnalysisJob, type ScoreJob, type ScoredImage } from './image-scorer';
import { serveTasks } from './worker-pool';

export type ScorerTask = { op?: 'score'; bytes: Uint8Array; job: ScoreJob } | { op: 'analyse'; bytes: Uint8Array; job: AnalysisJob };

/** A worker thread with its own models, scoring (or analysing) one image at a time. */
const scorer = await ImageScorer.load();
await serveTasks<ScorerTask, ScoredImage | AnalysedImage>(parentPort!, async (task) => {
  const result = task.op === 'analyse' ? await scorer.analyse(task.bytes, task.job) : await scorer.score(task.bytes, task.job);
  return { result };
});
