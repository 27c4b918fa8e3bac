/**
 * Fits the heat-map read-out on OSIE ids 1001-1500 and reports it on ids 1501-1700 beside the centre-bias
 * baseline, with the ablation of the optional layers. The images are read from ../shared/data/osie at run
 * time; only the fitted parameters (models/heatmap/readout.json) are committed.
 *
 *   tsx services/scoring/eval/heatmap-eval.ts [--write-model] [--ablation] [--out FILE.md] [--max-iterations N]
 *
 * --ablation also fits and reports the variants (about 10 min each on one core); without it only the
 * baselines and the chosen configuration are reported. The chosen configuration (SHIPPED below) was picked on
 * an internal split (fit 1001-1400, validate 1401-1500), never on the report ids.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { Backbone } from '../src/backbone';
import { TextDetector } from '../src/features/text-detector';
import { centreBiasMap } from '../src/heatmap/metrics';
import { resizeMap } from '../src/heatmap/map-ops';
import { logDensity, type ReadoutParameters } from '../src/heatmap/readout';
import { DEFAULT_READOUT_PATH } from '../src/heatmap/model';
import type { HeatmapInputs } from '../src/heatmap/inputs';
import type { SaliencyScores } from '../src/heatmap/metrics';
import { fitReadout, type FitConfig } from './fit/fit-readout';
import { osieInputs } from './input-cache';
import { FIT_IDS, OSIE_DIR, OSIE_HEIGHT, OSIE_WIDTH, osieAvailable, readFixations, REPORT_IDS } from './osie';
import { METRICS, Scorer } from './score';

/** The configuration that ships (see the header comment for how it was chosen). */
export const SHIPPED: FitConfig = { mode: 'pooled', normalization: 'image', blurSigma: 2.5, l2: 0.2, layers: [], maxIterations: 300 };

const VARIANTS: { name: string; config: FitConfig }[] = [
  { name: 'fitted centre prior alone (no backbone)', config: { ...SHIPPED, features: false, layers: [] } },
  { name: 'read-out, backbone only', config: { ...SHIPPED, layers: [] } },
  { name: 'read-out + spectral residual', config: { ...SHIPPED, layers: ['spectralResidual'] } },
  { name: 'read-out + boolean-map saliency', config: { ...SHIPPED, layers: ['booleanMap'] } },
  { name: 'read-out + text map', config: { ...SHIPPED, layers: ['text'] } },
  { name: 'read-out + all three', config: { ...SHIPPED, layers: ['spectralResidual', 'booleanMap', 'text'] } },
];

const { values } = parseArgs({
  options: {
    'write-model': { type: 'boolean' },
    ablation: { type: 'boolean' },
    out: { type: 'string' },
    'max-iterations': { type: 'string' },
  },
});

if (!osieAvailable()) {
  console.error(`OSIE data not found at ${OSIE_DIR} (set PACKLENS_OSIE_DIR); nothing to evaluate.`);
  process.exit(2);
}

const log = (line: string) => console.error(line);
const started = Date.now();
const fixations = await readFixations();
log(`computing read-out inputs of ${FIT_IDS.length + REPORT_IDS.length} images (cached under .cache/packlens-eval)`);
const models = { backbone: await Backbone.load(), textDetector: await TextDetector.load() };
const inputs = await osieInputs([...FIT_IDS, ...REPORT_IDS], models, log);
const scorer = new Scorer(REPORT_IDS, fixations, OSIE_WIDTH, OSIE_HEIGHT);
const data = { inputs, fixations, imageWidth: OSIE_WIDTH, imageHeight: OSIE_HEIGHT };
const maxIterations = values['max-iterations'] ? Number(values['max-iterations']) : undefined;

const rows: { name: string; scores: SaliencyScores; note?: string }[] = [];
log('scoring the centre-bias baseline (isotropic Gaussian of 200 px)');
const centre = centreBiasMap(OSIE_WIDTH, OSIE_HEIGHT, 200);
rows.push({ name: 'centre bias (Gaussian, sigma 200 px)', scores: await scorer.mean(() => centre) });
rows.push({
  name: 'spectral residual alone',
  scores: await scorer.mean((id) => resizeMap(layerOf(inputs.get(id)!, 'spectralResidual'), OSIE_WIDTH, OSIE_HEIGHT)),
});
rows.push({
  name: 'boolean-map saliency alone',
  scores: await scorer.mean((id) => resizeMap(layerOf(inputs.get(id)!, 'booleanMap'), OSIE_WIDTH, OSIE_HEIGHT)),
});

let shipped: ReadoutParameters | undefined;
for (const variant of values.ablation ? VARIANTS : VARIANTS.filter((v) => v.config === VARIANTS[1].config)) {
  log(`fitting: ${variant.name}`);
  const params = fitReadout(FIT_IDS, data, { ...variant.config, maxIterations: maxIterations ?? variant.config.maxIterations }, log);
  const scores = await scorer.mean((id) => readoutMap(inputs.get(id)!, params));
  rows.push({ name: variant.name, scores, note: `${params.fit.nllPerFixation} nats/fixation on the fit set` });
  if (sameLayers(variant.config, SHIPPED) && variant.config.features !== false) shipped = params;
}

const table = markdownTable(rows);
console.log(table);
if (values['write-model'] && shipped) {
  shipped.fit.data = `OSIE (Xu et al. 2014) ids ${FIT_IDS[0]}-${FIT_IDS.at(-1)}, first fixation of each viewer dropped`;
  shipped.fit.date = new Date().toISOString().slice(0, 10);
  shipped.fit.reportIds = `${REPORT_IDS[0]}-${REPORT_IDS.at(-1)}`;
  shipped.fit.report = Object.fromEntries(METRICS.map((m) => [m, Number(rows.at(-1)!.scores[m].toFixed(4))]));
  await writeFile(DEFAULT_READOUT_PATH, `${JSON.stringify(shipped)}\n`);
  log(`wrote ${DEFAULT_READOUT_PATH}`);
}
if (values.out) await writeFile(values.out, `${table}\n`);
log(`done in ${Math.round((Date.now() - started) / 1000)} s`);

function readoutMap(inp: HeatmapInputs, params: ReadoutParameters) {
  const log = logDensity(inp, params);
  return resizeMap({ ...log, data: Float32Array.from(log.data, Math.exp) }, OSIE_WIDTH, OSIE_HEIGHT);
}

function layerOf(inp: HeatmapInputs, name: 'spectralResidual' | 'booleanMap') {
  const layer = inp.layers[name];
  if (!layer) throw new Error(`cached inputs lack ${name}`);
  return layer;
}

function sameLayers(a: FitConfig, b: FitConfig): boolean {
  return [...a.layers].sort().join() === [...b.layers].sort().join();
}

function markdownTable(list: typeof rows): string {
  const head = '| map | AUC-Judd | shuffled AUC | NSS | CC | SIM | KLD |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |';
  const body = list.map((r) => `| ${r.name} | ${METRICS.map((m) => r.scores[m].toFixed(3)).join(' | ')} |`);
  return [head, ...body].join('\n');
}
