import { unzipSync } from 'fflate';
import { ModelRegistry } from '../models/model-registry';
import type { ModelVersion, PromotionDecision } from '../models/model-version';
import { ensureDemoPanel } from '../panel/demo-model';
import { datasetHash, parseSurveyFiles, readSurveyDataset } from './dataset-reader';
import type { SurveyDataset } from './survey';
import { heldOutMetrics } from './train';
import { trainModel } from './train-model';

export type TrainingStage = 'reading' | 'features' | 'fitting' | 'promotion';
export type TrainingProgress = (stage: TrainingStage, done: number, total: number) => void;

export interface TrainingRunInput {
  /** The uploaded data sets (zips in the data-set format), checked when they were uploaded. */
  datasets: Uint8Array[];
  /** Keep the simulated demo panel as a prior: the model then stays a demo model. */
  includeDemoPanel: boolean;
  cacheDir: string;
  onProgress?: TrainingProgress;
}

export interface TrainingRunResult {
  version: ModelVersion;
  decision: PromotionDecision;
}

/**
 * Additional learning (issue 16, item 2): the data sets (and the demo panel when kept) merged into one, features
 * (cached by image hash), heads fitted on a split by image, metrics on the held-out images, and the version offered
 * to the registry, which activates it only if it beats the active one on those same images.
 */
export async function runTraining(input: TrainingRunInput): Promise<TrainingRunResult> {
  const progress = input.onProgress ?? (() => undefined);
  const parts: SurveyDataset[] = [];
  for (const [i, zip] of input.datasets.entries()) {
    progress('reading', i, input.datasets.length);
    parts.push(parseSurveyFiles(new Map(Object.entries(unzipSync(zip)).filter(([name]) => !name.endsWith('/') && !name.startsWith('__MACOSX/')))));
  }
  if (input.includeDemoPanel) parts.push(await readSurveyDataset((await ensureDemoPanel({ cacheDir: input.cacheDir })).panelDir));
  const dataset = mergeDatasets(parts);
  const trained = await trainModel(dataset, { cacheDir: input.cacheDir, onProgress: (done, total) => progress('features', done, total) });
  progress('promotion', 0, 1);
  const registry = new ModelRegistry(input.cacheDir);
  const decision = await registry.offer(trained.model, (active) => heldOutMetrics(active.heads, dataset, trained.heldOut, trained.features));
  return { version: trained.model.version, decision };
}

/** Several data sets as one: images named by their set, the same pack in two sets kept once (the first). */
export function mergeDatasets(parts: readonly SurveyDataset[]): SurveyDataset {
  if (parts.length === 1) return parts[0];
  const images: SurveyDataset['images'] = [];
  const observations: SurveyDataset['observations'] = new Map();
  const seen = new Set<string>();
  parts.forEach((part, p) => {
    for (const image of part.images) {
      if (seen.has(image.imageHash)) continue;
      seen.add(image.imageHash);
      const name = `${p}/${image.name}`;
      images.push({ ...image, name });
      observations.set(name, part.observations.get(image.name) ?? []);
    }
  });
  const demo = parts.some((part) => part.demo);
  return { images, observations, demo, dataHash: datasetHash(images, observations, demo) };
}
