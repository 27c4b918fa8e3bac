import { parseArgs } from 'node:util';
import { modelCacheDir } from '../../backbone';
import { ModelRegistry } from '../../models/model-registry';
import { writeModel } from '../../models/model-files';
import type { ModelVersion } from '../../models/model-version';
import { trainDemoModel } from '../../panel/demo-model';
import { DEMO_PANEL_DEFAULTS } from '../../panel/generate';
import { readSurveyDataset } from '../../training/dataset-reader';
import { heldOutMetrics, type HeldOutMetrics } from '../../training/train';
import { trainModel } from '../../training/train-model';
import { UsageError, type Command, type CommandIo } from '../command';

export const train: Command = {
  summary: 'train segment heads on a survey data set (zip or directory); report held-out metrics',
  usage: `packlens-score train DATASET --out MODEL [--register] [--json]

DATASET is a zip or directory in the survey data-set format (services/scoring/README.md): images plus
per-respondent or per-segment ratings and word choices as CSV or JSON. Splits by image hash (20% held out),
fits the heads, writes the model directory MODEL (version.json, heads.json, heads.bin) and prints held-out MAE,
Pearson r and Spearman per segment and the calibration of the predicted spread.

--register  also offer the version to the model cache's registry: it becomes active only if its held-out MAE
            beats the active version's on the same held-out images
--json      print the version record as JSON`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { out: { type: 'string' }, register: { type: 'boolean' }, json: { type: 'boolean' } } });
    if (positionals.length !== 1) throw new UsageError('expected one DATASET');
    if (!values.out) throw new UsageError('--out MODEL is required');
    const cacheDir = modelCacheDir();
    const dataset = await readSurveyDataset(positionals[0]);
    const trained = await trainModel(dataset, { cacheDir, onProgress: progress(io, Boolean(values.json)) });
    if (values.register) {
      const registry = new ModelRegistry(cacheDir);
      await registry.offer(trained.model, (active) => heldOutMetrics(active.heads, dataset, trained.heldOut, trained.features));
    }
    await writeModel(values.out, trained.model);
    io.out(values.json ? JSON.stringify(trained.model.version, null, 2) : describeVersion(trained.model.version));
    return 0;
  },
};

export const trainDemo: Command = {
  summary: 'draw the simulated demo panel and train the default (demo) model into the model cache (idempotent)',
  usage: `packlens-score train-demo [--packs N] [--per-cell N]

Set-up runs this. Draws the documented simulated panel (default ${DEMO_PANEL_DEFAULTS.images} packs, ${DEMO_PANEL_DEFAULTS.perCell} respondents
per gender x decade cell) into <model cache>/demo-panel/, trains heads on it and activates them unless a better
version, or one trained on real survey data, is active. Does nothing when the active demo model already
matches the panel. Every result of a demo model carries demoModel: true.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { packs: { type: 'string' }, 'per-cell': { type: 'string' } } });
    if (positionals.length) throw new UsageError(`train-demo takes no positional arguments, got ${positionals.join(' ')}`);
    const started = performance.now();
    const result = await trainDemoModel({
      cacheDir: modelCacheDir(),
      panel: { images: values.packs ? Number(values.packs) : undefined, perCell: values['per-cell'] ? Number(values['per-cell']) : undefined },
      onProgress: progress(io, false),
      log: (line) => io.err(line),
    });
    io.out(`${result.status}: ${result.model.version.id} (${Math.round((performance.now() - started) / 1000)} s)`);
    if (result.decision) io.out(`promotion: ${result.decision.promoted ? 'activated' : 'not activated'} — ${result.decision.reason}`);
    if (result.status === 'trained') io.out(describeVersion(result.model.version));
    return 0;
  },
};

function progress(io: CommandIo, quiet: boolean) {
  let last = 0;
  return (done: number, total: number) => {
    const now = performance.now();
    if (quiet || (now - last < 5000 && done !== total)) return;
    last = now;
    io.err(`features: ${done}/${total} images`);
  };
}

export function describeVersion(version: ModelVersion): string {
  const lines = [
    `model ${version.id}${version.demo ? '  [DEMO MODEL]' : ''}`,
    `  data sha256:${version.dataHash.slice(0, 16)}  trained on ${version.trainImages} images, held out ${version.heldOutImages}  created ${version.createdAt}`,
    describeMetrics(version.metrics),
  ];
  if (version.promotion) lines.push(`  promotion: ${version.promotion.promoted ? 'active' : 'not active'} — ${version.promotion.reason}`);
  return lines.join('\n');
}

export function describeMetrics(metrics: HeldOutMetrics): string {
  const rows = metrics.segments.map(
    (m) =>
      `  ${String(m.segmentId).padStart(7)}  ${m.mae.toFixed(3)}  ${m.pearson.toFixed(3)}  ${m.spearman.toFixed(3)}  ${m.spread.mae.toFixed(3)}   ${m.spread.slope.toFixed(2)}   ${m.spread.ratio.toFixed(2)}   ${m.wordMae.toFixed(3)}`,
  );
  const s = metrics.summary;
  return [
    `  held-out images: ${metrics.images}`,
    '  segment    MAE   Pearson Spearman  SD MAE  slope  ratio  word MAE',
    ...rows,
    `  mean     ${s.mae.toFixed(3)}  ${s.pearson.toFixed(3)}  ${s.spearman.toFixed(3)}  ${s.spreadMae.toFixed(3)}                 ${s.wordMae.toFixed(3)}`,
    `  worst    ${s.worstMae.toFixed(3)}  ${s.worstPearson.toFixed(3)}`,
  ].join('\n');
}
