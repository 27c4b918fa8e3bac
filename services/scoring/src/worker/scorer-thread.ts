import { parentPort, workerData } from 'node:worker_threads';
import { ImageScorer, type AnalysedImage, type AnalysisJob, type DesignScoreJob, type ScoreJob, type ScoredDesign, type ScoredImage } from './image-scorer';
import { serveTasks } from './worker-pool';

export type ScorerTask =
  | { op?: 'score'; bytes: Uint8Array; job: ScoreJob }
  | { op: 'analyse'; bytes: Uint8Array; job: AnalysisJob }
  | { op: 'design'; bytes: Uint8Array; job: DesignScoreJob };

/** A worker thread with its own models, scoring (or analysing) one image at a time. */
const scorer = await ImageScorer.load((workerData as { cacheDir?: string } | undefined)?.cacheDir);
await serveTasks<ScorerTask, ScoredImage | AnalysedImage | ScoredDesign>(parentPort!, async (task) => {
  switch (task.op) {
    case 'analyse':
      return { result: await scorer.analyse(task.bytes, task.job) };
    case 'design':
      return { result: await scorer.scoreDesign(task.bytes, task.job) };
    default:
      return { result: await scorer.score(task.bytes, task.job) };
  }
});
