/**
 * Heat-map evaluation on OSIE eye fixations (Xu et al. 2014), read from ../shared/data/osie at run time; only
 * the fitted parameters (models/heatmap/readout.json) are committed, never the images.
 *
 *   tsx services/scoring/eval/heatmap-eval.ts [--ablation] [--out FILE.md]
 *   tsx services/scoring/eval/heatmap-eval.ts --committed [--out FILE.md]     (scores models/heatmap/readout.json as is)
 *   tsx services/scoring/eval/heatmap-eval.ts --ablation --only NAME,NAME     (just those variants, no shipped row)
 *   tsx services/scoring/eval/heatmap-eval.ts --select [--only NAME,NAME] [--density-only] [--out FILE.md]
 *   common: [--max-iterations N]
 *
 * Report (default): fits SHIPPED on ids 1001-1500 and reports it on ids 1501-1700 beside the baselines
 * measured in the same run (centre bias = isotropic Gaussian of 200 px; spectral residual and boolean-map
 * saliency alone). --ablation also fits and reports the variants in ABLATION. The committed read-out is written by
 * heatmap-variants.ts --write-model (issue 18), which chose it. --committed scores the committed read-out as it ships
 * instead of fitting SHIPPED again (one fit takes about 14 minutes on one core; `make bench` uses this).
 *
 * Select (--select): the internal split only, never the report ids. Every candidate in CANDIDATES is fitted on
 * ids 1001-1400 and scored on ids 1401-1500: held-out log-likelihood, the six metrics of the density and of the
 * displayed map for each display exponent in EXPONENTS. The configuration shipped before issue 18 (GRID_CC_MIRROR in
 * eval/shipped.ts) was chosen from that table; SHIPPED now comes from heatmap-variants.ts --cv (README, "Heat map").
 *
 * Metrics follow the MIT/Tuebingen benchmark: each viewer's first fixation dropped; AUC-Judd and NSS on the
 * fixated pixels; shuffled AUC against the fixations of the other images of the scored set; CC, SIM and KLD
 * against the binary fixation map blurred with a Gaussian of 26 px; all at 800x600. Maps are the model's
 * fine-grid output enlarged bilinearly to 800x600, as the product renders them.
 *
 * Backbone inputs are cached per input size under .cache/packlens-eval (about 0.4 s per image to compute,
 * text detector included; 3 GB for 700 images at 640x480). Fits are cached under .cache/packlens-eval/fits
 * by configuration and split, so re-running a table does not re-fit.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Backbone } from '../src/backbone';
import { TextDetector } from '../src/features/text-detector';
import { INPUT_PIXELS, inputSizeFor } from '../src/heatmap/grid';
import type { HeatmapInputs } from '../src/heatmap/inputs';
import { gaussianBlur, normalizeMinMax, resizeMap } from '../src/heatmap/map-ops';
import { centreBiasMap, type Fixation, type SaliencyScores } from '../src/heatmap/metrics';
import { DEFAULT_READOUT_PATH } from '../src/heatmap/model';
import { displayedMap, logDensity, type ReadoutParameters } from '../src/heatmap/readout';
import type { FloatMap } from '../src/image';
import { fitReadout, type FitConfig } from './fit/fit-readout';
import { countFixations } from './fit/objective';
import { EVAL_CACHE, osieInputs } from './input-cache';
import { FIT_IDS, OSIE_DIR, OSIE_HEIGHT, OSIE_WIDTH, osieAvailable, readFixations, REPORT_IDS, SELECT_FIT_IDS, SELECT_VALIDATION_IDS } from './osie';
import { DENSITY_SIGMA, METRICS, Scorer } from './score';
import { SHIPPED } from './shipped';


/** Display exponents tried on the validation ids (the density itself is exponent 1). */
const EXPONENTS = [1, 0.85, 0.7, 0.65, 0.6, 0.55, 0.5, 0.4];
/** Display blurs (fine-grid cells) tried on the validation ids with each exponent from DISPLAY_BLUR_EXPONENTS. */
const DISPLAY_BLURS = [1, 1.5, 2, 3];
const DISPLAY_BLUR_EXPONENTS = [0.7, 0.6, 0.55, 0.5, 0.45];

const PX_512 = 512 * 384;
const PX_768 = 768 * 576;

/** Starting point of the candidates (the previous session's configuration); each names what it changes. */
const BASE: FitConfig = { inputPixels: INPUT_PIXELS, mode: 'pooled', normalization: 'image', blurSigma: 2.5, l2: 0.2, layers: [], maxIterations: 300 };

/** The candidates compared on the internal split. */
const CANDIDATES: { name: string; config: FitConfig }[] = [
  { name: 'centre-prior', config: { ...BASE, features: false } },
  { name: 'pooled-global-l2-0.01', config: { ...BASE, normalization: 'global', l2: 0.01 } },
  { name: 'pooled-image-l2-0.2', config: { ...BASE, normalization: 'image', l2: 0.2 } },
  { name: 'two-scale-image-l2-0.2', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 0.2 } },
  { name: 'two-scale-image-l2-0.1', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 0.1 } },
  { name: 'two-scale-image-l2-0.2-blur-1.5', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 0.2, blurSigma: 1.5 } },
  { name: 'two-scale-image-l2-0.2-blur-4', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 0.2, blurSigma: 4 } },
  { name: 'two-scale-image-l2-0.5', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 0.5 } },
  { name: 'two-scale-image-l2-1', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 1 } },
  { name: 'two-scale-image-l2-0.5-sr', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 0.5, layers: ['spectralResidual'] } },
  { name: '512-pooled-image-l2-0.2', config: { ...BASE, inputPixels: PX_512, normalization: 'image', l2: 0.2 } },
  { name: '512-pooled-image-l2-0.05', config: { ...BASE, inputPixels: PX_512, normalization: 'image', l2: 0.05 } },
  { name: '512-two-scale-image-l2-0.2', config: { ...BASE, inputPixels: PX_512, mode: 'two-scale', normalization: 'image', l2: 0.2 } },
  { name: '512-pooled-image-l2-0.2-bms', config: { ...BASE, inputPixels: PX_512, normalization: 'image', l2: 0.2, layers: ['booleanMap'] } },
  { name: '768-two-scale-image-l2-0.2', config: { ...BASE, inputPixels: PX_768, mode: 'two-scale', normalization: 'image', l2: 0.2 } },
  { name: 'two-scale-wide-image-l2-0.2', config: { ...BASE, mode: 'two-scale-wide', normalization: 'image', l2: 0.2 } },
  { name: 'two-scale-wide-image-l2-1', config: { ...BASE, mode: 'two-scale-wide', normalization: 'image', l2: 1 } },
  { name: 'two-scale-image-l2-0.2-centre-grid-8x6', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 0.2, centreGrid: { width: 8, height: 6 } } },
  { name: 'two-scale-image-l2-0.2-mirror', config: { ...BASE, mode: 'two-scale', normalization: 'image', l2: 0.2, mirror: true } },
  { name: 'two-scale-image-l2-0.2-grid-8x6-cc-1', config: { ...BASE, mode: 'two-scale', l2: 0.2, centreGrid: { width: 8, height: 6 }, cc: { weight: 1, exponent: 0.55, sigma: 2.6 } } },
  { name: 'two-scale-image-l2-0.2-grid-8x6-cc-3', config: { ...BASE, mode: 'two-scale', l2: 0.2, centreGrid: { width: 8, height: 6 }, cc: { weight: 3, exponent: 0.55, sigma: 2.6 } } },
  { name: 'two-scale-image-l2-0.2-grid-8x6-cc-1-mirror', config: { ...BASE, mode: 'two-scale', l2: 0.2, centreGrid: { width: 8, height: 6 }, cc: { weight: 1, exponent: 0.55, sigma: 2.6 }, mirror: true } },
  { name: '512-pooled-image-l2-0.2-sr', config: { ...BASE, inputPixels: PX_512, normalization: 'image', l2: 0.2, layers: ['spectralResidual'] } },
];

/** Variants reported beside SHIPPED on the report ids with --ablation (all fitted on 1001-1500). */
const ABLATION: { name: string; label: string; config: FitConfig }[] = [
  { name: 'centre-prior', label: 'fitted centre prior alone (no backbone)', config: { ...SHIPPED, features: false, layers: [] } },
  { name: 'pooled', label: 'read-out, pooled (one scale)', config: { ...SHIPPED, mode: 'pooled' } },
  { name: 'sr', label: 'read-out + spectral residual', config: { ...SHIPPED, layers: ['spectralResidual'] } },
  { name: 'bms', label: 'read-out + boolean-map saliency', config: { ...SHIPPED, layers: ['booleanMap'] } },
  { name: 'text', label: 'read-out + text map', config: { ...SHIPPED, layers: ['text'] } },
];

const { values } = parseArgs({
  options: {
    select: { type: 'boolean' },
    only: { type: 'string' },
    committed: { type: 'boolean' },
    'density-only': { type: 'boolean' },
    ablation: { type: 'boolean' },
    out: { type: 'string' },
    'max-iterations': { type: 'string' },
  },
});

if (!osieAvailable()) {
  console.error(`OSIE data not found at ${OSIE_DIR} (set PACKLENS_OSIE_DIR); nothing to evaluate.`);
  process.exit(2);
}

interface Row {
  name: string;
  scores: SaliencyScores;
  /** Held-out information gain over a uniform map (nats per fixation; heldOutGain). */
  gain?: number;
  note?: string;
}

const log = (line: string) => console.error(line);
const started = Date.now();
const fixations = await readFixations();
const maxIterations = values['max-iterations'] ? Number(values['max-iterations']) : undefined;
let models: { backbone: Backbone; textDetector: TextDetector } | undefined;
const loadedInputs = new Map<number, Map<number, HeatmapInputs>>();

/** Cached inputs at one input size (only one size is kept in memory at a time). */
async function inputsAt(pixels: number, ids: readonly number[]): Promise<Map<number, HeatmapInputs>> {
  let inputs = loadedInputs.get(pixels);
  if (!inputs) {
    loadedInputs.clear();
    const size = inputSizeFor(OSIE_WIDTH, OSIE_HEIGHT, pixels);
    log(`loading read-out inputs at ${size.width}x${size.height} (computed and cached under ${EVAL_CACHE} when missing)`);
    models ??= { backbone: await Backbone.load(), textDetector: await TextDetector.load() };
    inputs = await osieInputs(ids, models, log, pixels);
    loadedInputs.set(pixels, inputs);
  }
  return inputs;
}

/** Adds the 'two-scale-wide' features: out_relu of each image at a quarter of `pixels` (cached like the rest). */
async function addWide(inputs: Map<number, HeatmapInputs>, pixels: number, ids: readonly number[]): Promise<void> {
  if ([...inputs.values()].every((inp) => inp.wide)) return;
  models ??= { backbone: await Backbone.load(), textDetector: await TextDetector.load() };
  log(`loading the wide features at a quarter of ${pixels} px`);
  const wide = await osieInputs(ids, models, log, pixels / 4);
  for (const id of ids) inputs.get(id)!.wide = wide.get(id)!.coarse;
}

/**
 * Mirrored copies of the images for a fit's data augmentation: their inputs and mirrored fixations are added
 * under the negated ids, which are returned.
 */
async function addMirrors(inputs: Map<number, HeatmapInputs>, pixels: number, ids: readonly number[]): Promise<number[]> {
  models ??= { backbone: await Backbone.load(), textDetector: await TextDetector.load() };
  log('loading the mirrored images\' inputs');
  const mirroredInputs = await osieInputs(ids, models, log, pixels, true);
  for (const id of ids) {
    inputs.set(-id, mirroredInputs.get(id)!);
    fixations.set(-id, (fixations.get(id) ?? []).map((f) => ({ ...f, x: OSIE_WIDTH - 1 - f.x })));
  }
  return ids.map((id) => -id);
}

/** Fits (or reads the cached fit of) a configuration on the given ids. */
async function fitCached(name: string, config: FitConfig, ids: readonly number[], inputs: Map<number, HeatmapInputs>): Promise<ReadoutParameters> {
  const effective = { ...config, maxIterations: maxIterations ?? config.maxIterations };
  // Everything that changes the fit (the display exponent does not), in a fixed order.
  const fitted = {
    inputPixels: config.inputPixels ?? INPUT_PIXELS,
    features: config.features !== false,
    mode: config.mode,
    normalization: config.normalization,
    blurSigma: config.blurSigma,
    l2: config.l2,
    layers: config.layers,
    maxIterations: effective.maxIterations ?? 300,
    ...(config.centreGrid ? { centreGrid: config.centreGrid } : {}),
    ...(config.mirror ? { mirror: true } : {}),
    ...(config.cc ? { cc: config.cc } : {}),
  };
  const key = createHash('sha256')
    .update(JSON.stringify({ fitted, ids: [ids[0], ids.at(-1), ids.length] }))
    .digest('hex')
    .slice(0, 16);
  const file = join(EVAL_CACHE, 'fits', `${key}.json`);
  if (existsSync(file)) {
    log(`fit of ${name} read from ${file}`);
    return { ...(JSON.parse(await readFile(file, 'utf8')) as ReadoutParameters), displayExponent: config.displayExponent ?? 1, displayBlur: config.displayBlur };
  }
  log(`fitting ${name} on ids ${ids[0]}-${ids.at(-1)}${config.mirror ? ', each also mirrored' : ''}`);
  const fitIds = config.mirror ? [...ids, ...(await addMirrors(inputs, config.inputPixels ?? INPUT_PIXELS, ids))] : ids;
  const params = fitReadout(fitIds, { inputs, fixations, imageWidth: OSIE_WIDTH, imageHeight: OSIE_HEIGHT }, effective, log);
  await mkdir(join(EVAL_CACHE, 'fits'), { recursive: true });
  await writeFile(file, JSON.stringify(params));
  return params;
}

/** The map as the product shows it (displayedMap on the fine grid), enlarged bilinearly to 800x600. */
function readoutMap(inp: HeatmapInputs, params: ReadoutParameters, display: Pick<ReadoutParameters, 'displayExponent' | 'displayBlur'> = params): FloatMap {
  const logp = logDensity(inp, params);
  const density = { ...logp, data: Float32Array.from(logp.data, Math.exp) };
  return resizeMap(displayedMap(density, display), OSIE_WIDTH, OSIE_HEIGHT);
}

/**
 * The expected fixation map of the model: its density at 800x600 blurred with the same Gaussian (and border
 * handling) as the benchmark's fixation map. For a probabilistic model this is the map CC is best on in
 * expectation (Kümmerer, Wallis & Bethge 2018, "Saliency benchmarking made easy"; the MIT/Tuebingen benchmark
 * scores probabilistic models with such metric-specific maps). No parameter is chosen: the blur is the benchmark's.
 */
function expectedFixationMap(inp: HeatmapInputs, params: ReadoutParameters): FloatMap {
  return gaussianBlur(readoutMap(inp, params, { displayExponent: 1 }), DENSITY_SIGMA);
}

/** Metric-specific maps: AUC and NSS on the density, CC, SIM and KLD on the expected fixation map. */
async function metricSpecificScores(scorer: Scorer, inputs: Map<number, HeatmapInputs>, params: ReadoutParameters, density: SaliencyScores): Promise<SaliencyScores> {
  const expected = await scorer.mean((id) => expectedFixationMap(inputs.get(id)!, params));
  return { ...density, cc: expected.cc, sim: expected.sim, kld: expected.kld };
}

const METRIC_SPECIFIC = 'metric-specific maps: AUC and NSS on the density; CC, SIM, KLD on the density blurred by the 26 px Gaussian';

/**
 * Held-out information gain over a uniform map: mean log-likelihood per fixation of the fine-grid density plus
 * the log of the number of cells (nats per fixation), so grids of different sizes compare.
 */
function heldOutGain(ids: readonly number[], inputs: Map<number, HeatmapInputs>, params: ReadoutParameters): number {
  let ll = 0;
  let total = 0;
  for (const id of ids) {
    const inp = inputs.get(id)!;
    const logp = logDensity(inp, params).data;
    const c = countFixations(fixations.get(id) ?? ([] as Fixation[]), OSIE_WIDTH, OSIE_HEIGHT, inp.fine);
    for (let j = 0; j < c.cells.length; j++) ll += c.counts[j] * (logp[c.cells[j]] + Math.log(inp.fine.width * inp.fine.height));
    total += c.total;
  }
  return ll / total;
}

/**
 * A classical map as a baseline: the cached layer (standardised per image) rescaled to 0-1, as a map saved as
 * an image would be, so SIM and KLD see a non-negative map (the other metrics do not change).
 */
function layerMap(inp: HeatmapInputs, name: 'spectralResidual' | 'booleanMap'): FloatMap {
  const layer = inp.layers[name];
  if (!layer) throw new Error(`cached inputs lack ${name}`);
  return resizeMap(normalizeMinMax(layer), OSIE_WIDTH, OSIE_HEIGHT);
}

async function baselines(scorer: Scorer, inputs: Map<number, HeatmapInputs>): Promise<Row[]> {
  log('scoring the baselines');
  const centre = centreBiasMap(OSIE_WIDTH, OSIE_HEIGHT, 200);
  return [
    { name: 'centre bias (Gaussian, sigma 200 px)', scores: await scorer.mean(() => centre) },
    { name: 'spectral residual alone', scores: await scorer.mean((id) => layerMap(inputs.get(id)!, 'spectralResidual')) },
    { name: 'boolean-map saliency alone', scores: await scorer.mean((id) => layerMap(inputs.get(id)!, 'booleanMap')) },
  ];
}

function describe(config: FitConfig): string {
  const size = inputSizeFor(OSIE_WIDTH, OSIE_HEIGHT, config.inputPixels ?? INPUT_PIXELS);
  if (config.features === false) return `centre prior${config.layers.length ? ` + ${config.layers.join(' + ')}` : ''}`;
  const grid = `${config.centreGrid ? `, centre grid ${config.centreGrid.width}x${config.centreGrid.height}` : ''}${config.mirror ? ', mirrored copies' : ''}${
    config.cc ? `, CC term ${config.cc.weight} at exponent ${config.cc.exponent}` : ''
  }`;
  return `${size.width}x${size.height}, ${config.mode}, ${config.normalization} norm., l2 ${config.l2}, blur ${config.blurSigma}${grid}${config.layers.length ? `, + ${config.layers.join(' + ')}` : ''}`;
}

function markdownTable(list: Row[], withNll: boolean): string {
  const head = `| map | AUC-Judd | shuffled AUC | NSS | CC | SIM | KLD |${withNll ? ' held-out gain (nats/fix.) |' : ''}\n| --- | ---: | ---: | ---: | ---: | ---: | ---: |${withNll ? ' ---: |' : ''}`;
  const body = list.map(
    (r) => `| ${r.name} | ${METRICS.map((m) => r.scores[m].toFixed(3)).join(' | ')} |${withNll ? ` ${r.gain === undefined ? '' : r.gain.toFixed(4)} |` : ''}`,
  );
  return [head, ...body].join('\n');
}

const rows: Row[] = [];
let shipped: ReadoutParameters | undefined;
let shippedRow: Row | undefined;

if (values.select) {
  const only = values.only?.split(',');
  const list = CANDIDATES.filter((c) => !only || only.includes(c.name));
  const ids = [...SELECT_FIT_IDS, ...SELECT_VALIDATION_IDS];
  const scorer = new Scorer(SELECT_VALIDATION_IDS, fixations, OSIE_WIDTH, OSIE_HEIGHT);
  rows.push(...(await baselines(scorer, await inputsAt(SHIPPED.inputPixels ?? INPUT_PIXELS, ids))));
  // Candidates grouped by input size, so each size's inputs are loaded once.
  for (const pixels of [...new Set(list.map((c) => c.config.inputPixels ?? INPUT_PIXELS))]) {
    const inputs = await inputsAt(pixels, ids);
    if (list.some((c) => c.config.mode === 'two-scale-wide' && (c.config.inputPixels ?? INPUT_PIXELS) === pixels)) await addWide(inputs, pixels, ids);
    for (const c of list.filter((x) => (x.config.inputPixels ?? INPUT_PIXELS) === pixels)) {
      const params = await fitCached(c.name, c.config, SELECT_FIT_IDS, inputs);
      const gain = heldOutGain(SELECT_VALIDATION_IDS, inputs, params);
      const displays = values['density-only']
        ? [{ displayExponent: 1, displayBlur: 0 }]
        : [
            ...EXPONENTS.map((g) => ({ displayExponent: g, displayBlur: 0 })),
            ...DISPLAY_BLURS.flatMap((b) => DISPLAY_BLUR_EXPONENTS.map((g) => ({ displayExponent: g, displayBlur: b }))),
          ];
      let densityScores: SaliencyScores | undefined;
      for (const display of displays) {
        const scores = await scorer.mean((id) => readoutMap(inputs.get(id)!, params, display));
        if (display.displayExponent === 1 && !display.displayBlur) densityScores = scores;
        const shown = `exponent ${display.displayExponent}${display.displayBlur ? `, display blur ${display.displayBlur}` : ''}`;
        rows.push({ name: `${c.name} (${describe(c.config)}), ${shown}`, scores, gain });
        log(`  ${c.name}, ${shown}: ${METRICS.map((m) => `${m} ${scores[m].toFixed(3)}`).join(', ')}; held-out gain ${gain.toFixed(4)}`);
      }
      const specific = await metricSpecificScores(scorer, inputs, params, densityScores!);
      rows.push({ name: `${c.name} (${describe(c.config)}), ${METRIC_SPECIFIC}`, scores: specific, gain });
      log(`  ${c.name}, metric-specific: ${METRICS.map((m) => `${m} ${specific[m].toFixed(3)}`).join(', ')}`);
    }
  }
  console.log(`Internal split: fitted on OSIE ${SELECT_FIT_IDS[0]}-${SELECT_FIT_IDS.at(-1)}, scored on ${SELECT_VALIDATION_IDS[0]}-${SELECT_VALIDATION_IDS.at(-1)}\n`);
} else {
  const pixels = SHIPPED.inputPixels ?? INPUT_PIXELS;
  const inputs = await inputsAt(pixels, [...FIT_IDS, ...REPORT_IDS]);
  const committed = values.committed ? (JSON.parse(await readFile(DEFAULT_READOUT_PATH, 'utf8')) as ReadoutParameters) : undefined;
  if ((committed ?? SHIPPED).mode === 'two-scale-wide') await addWide(inputs, pixels, [...FIT_IDS, ...REPORT_IDS]);
  const scorer = new Scorer(REPORT_IDS, fixations, OSIE_WIDTH, OSIE_HEIGHT);
  rows.push(...(await baselines(scorer, inputs)));
  // --ablation --only NAME,...: just those variants (to fit them in another process); no shipped rows.
  const only = values.ablation ? values.only?.split(',') : undefined;
  if (!only && committed) shipped = committed;
  else if (!only) shipped = await fitCached('shipped', SHIPPED, FIT_IDS, inputs);
  if (shipped) {
    const gain = heldOutGain(REPORT_IDS, inputs, shipped);
    const densityScores = await scorer.mean((id) => readoutMap(inputs.get(id)!, shipped!, { displayExponent: 1 }));
    rows.push({ name: `shipped read-out, density (exponent 1; ${describe(SHIPPED)})`, scores: densityScores, gain });
    rows.push({ name: `**shipped read-out, ${METRIC_SPECIFIC}**`, scores: await metricSpecificScores(scorer, inputs, shipped, densityScores), gain });
    shippedRow = {
      name: `**shipped read-out, displayed map (exponent ${shipped.displayExponent}${shipped.displayBlur ? `, display blur ${shipped.displayBlur}` : ''}; ${describe(SHIPPED)})**`,
      scores: await scorer.mean((id) => readoutMap(inputs.get(id)!, shipped!)),
      gain,
    };
    rows.push(shippedRow);
  }
  if (values.ablation) {
    for (const v of ABLATION.filter((a) => !only || only.includes(a.name))) {
      const params = await fitCached(v.name, v.config, FIT_IDS, inputs);
      rows.push({ name: `${v.label} (exponent ${params.displayExponent})`, scores: await scorer.mean((id) => readoutMap(inputs.get(id)!, params)), gain: heldOutGain(REPORT_IDS, inputs, params) });
    }
  }
  console.log(`Report: fitted on OSIE ${FIT_IDS[0]}-${FIT_IDS.at(-1)}, scored on ${REPORT_IDS[0]}-${REPORT_IDS.at(-1)}\n`);
}

const table = markdownTable(rows, true);
console.log(table);
if (values.out) await writeFile(values.out, `${table}\n`);
log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
