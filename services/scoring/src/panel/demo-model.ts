import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HEAD_INPUT_VERSION } from '../heads/head-input';
import { ModelRegistry } from '../models/model-registry';
import type { PromotionDecision, SegmentModel } from '../models/model-version';
import { readSurveyDataset } from '../training/dataset-reader';
import { datasetFiles, writeDatasetDirectory } from '../training/dataset-writer';
import { heldOutMetrics, type FeatureProgress } from '../training/train';
import { datasetFeatures, trainModel } from '../training/train-model';
import { splitByHash } from '../training/split';
import { designNorms } from '../analysis/norms';
import { writeNorms } from '../models/model-files';
import { DEMO_PANEL_DEFAULTS, generateDemoPanel, type DemoPanelOptions } from './generate';

export interface DemoModelResult {
  status: 'up to date' | 'trained' | 'kept survey model';
  model: SegmentModel;
  decision?: PromotionDecision;
  panelDir: string;
}

/** The demo panel's directory in the model cache, drawn on first use (a minute or so for 1000 packs). */
export async function ensureDemoPanel(options: { cacheDir: string; panel?: DemoPanelOptions; log?: (line: string) => void }): Promise<{ panelDir: string }> {
  const panel = {
    seed: options.panel?.seed ?? DEMO_PANEL_DEFAULTS.seed,
    images: options.panel?.images ?? DEMO_PANEL_DEFAULTS.images,
    perCell: options.panel?.perCell ?? DEMO_PANEL_DEFAULTS.perCell,
  };
  const panelDir = join(options.cacheDir, 'demo-panel', `seed-${panel.seed}-packs-${panel.images}-per-cell-${panel.perCell}`);
  if (!existsSync(join(panelDir, 'dataset.json'))) {
    options.log?.(`drawing the demo panel (${panel.images} packs, ${panel.perCell * 8} respondents) into ${panelDir}`);
    await writeDatasetDirectory(panelDir, datasetFiles(await generateDemoPanel(panel)));
  }
  return { panelDir };
}

/**
 * Set-up's default model: draws the demo panel into the model cache (once), trains heads on it and offers them
 * to the registry. Idempotent: when the active version is a demo model of the same panel and inputs, nothing is
 * done. A model trained on real survey data is never displaced by the demo.
 */
export async function trainDemoModel(options: { cacheDir: string; panel?: DemoPanelOptions; onProgress?: FeatureProgress; log?: (line: string) => void }): Promise<DemoModelResult> {
  const { panelDir } = await ensureDemoPanel(options);
  const dataset = await readSurveyDataset(panelDir);
  const registry = new ModelRegistry(options.cacheDir);
  const active = await registry.active().catch(() => undefined);
  if (active && active.heads.inputVersion === HEAD_INPUT_VERSION) {
    if (!active.version.demo) return { status: 'kept survey model', model: active, panelDir };
    if (active.version.dataHash === dataset.dataHash) {
      if (!active.norms) {
        // A model trained before the analysis report: add the norms of its training split (features are cached).
        const { train } = splitByHash(dataset.images, active.version.heldOutFraction);
        active.norms = designNorms(dataset, train, await datasetFeatures(train, { cacheDir: options.cacheDir, onProgress: options.onProgress }));
        await writeNorms(join(registry.root, active.version.id), active.norms);
        options.log?.(`added the design norms of ${train.length} training packs to ${active.version.id}`);
      }
      return { status: 'up to date', model: active, panelDir };
    }
  }
  options.log?.(`training on ${dataset.images.length} packs (features are cached under ${options.cacheDir}/features)`);
  const trained = await trainModel(dataset, { cacheDir: options.cacheDir, onProgress: options.onProgress });
  const decision = await registry.offer(trained.model, (current) => heldOutMetrics(current.heads, dataset, trained.heldOut, trained.features));
  return { status: 'trained', model: trained.model, decision, panelDir };
}
