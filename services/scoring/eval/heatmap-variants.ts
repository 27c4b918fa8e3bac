/**
 * Does the heat map hold up away from OSIE's 800x600 layout? (issue 18, item 4)
 *
 *   tsx services/scoring/eval/heatmap-variants.ts --cv [--folds 5] [--only NAME,NAME] [--crops NAME,NAME] [--variants NAME,NAME] [--max-iterations N] [--out FILE.md]
 *   tsx services/scoring/eval/heatmap-variants.ts --write-model [--max-iterations N]  (fits SHIPPED on 1001-1500, writes readout.json)
 *   tsx services/scoring/eval/heatmap-variants.ts --committed [--compare FILE.json] [--variants NAME,NAME] [--out FILE.md]
 *
 * --cv: leave-images-out cross-validation over the fit ids 1001-1500 (image i in fold i mod k): every candidate
 * is fitted on k-1 folds and scored on the images of the fold left out: full frame with each display in DISPLAYS,
 * and the crops in CV_CROPS (variants.ts) with CROP_DISPLAYS in both centre-prior units. The report ids 1501-1700
 * are not read.
 * --committed: the committed read-out (and --compare another read-out file) beside the centre bias on ids
 * 1501-1700, full frame and every variant: what `make bench` prints.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Backbone } from '../src/backbone';
import type { HeatmapInputs } from '../src/heatmap/inputs';
import { resizeMap } from '../src/heatmap/map-ops';
import { centreBiasMap, type Fixation, type SaliencyScores } from '../src/heatmap/metrics';
import { DEFAULT_READOUT_PATH } from '../src/heatmap/model';
import { displayedMap, logDensity, type CentreUnits, type ReadoutParameters } from '../src/heatmap/readout';
import type { FloatMap } from '../src/image';
import { fitReadout, type FitConfig } from './fit/fit-readout';
import { EVAL_CACHE } from './input-cache';
import { FIT_IDS, OSIE_DIR, OSIE_HEIGHT, OSIE_WIDTH, osieAvailable, readFixations, REPORT_IDS } from './osie';
import { METRICS, Scorer } from './score';
import { PLAIN, SHIPPED } from './shipped';
import { ASPECT_VARIANTS, FULL_FRAME, VARIANTS, variantDensity, variantFixations, variantInputs, variantNamed, type Variant } from './variants';

/** Read-out fits compared by cross-validation; all without the free-form centre grid, CC term or mirrored copies. */
const CANDIDATES: { name: string; config: FitConfig }[] = [
  { name: 'plain-l2-0.2', config: { ...PLAIN, l2: 0.2 } },
  { name: 'plain-l2-1', config: PLAIN },
  { name: 'plain-l2-3', config: { ...PLAIN, l2: 3 } },
];

/** Displays tried in the cross-validation: exponent, and blur in fine-grid cells (1.5 cells = 15 px at 800x600). */
const DISPLAYS: { displayExponent: number; displayBlur: number }[] = [
  { displayExponent: 1, displayBlur: 1.5 },
  { displayExponent: 0.7, displayBlur: 0 },
  { displayExponent: 0.7, displayBlur: 1.5 },
  { displayExponent: 0.55, displayBlur: 0 },
  { displayExponent: 0.55, displayBlur: 1.5 },
  // 2026-11-29: between the shipped display (0.7, no blur) and the blur that lifts CC but costs NSS.
  { displayExponent: 0.7, displayBlur: 0.5 },
  { displayExponent: 0.7, displayBlur: 0.75 },
  { displayExponent: 0.7, displayBlur: 1 },
  { displayExponent: 0.8, displayBlur: 0 },
  { displayExponent: 0.8, displayBlur: 0.75 },
];
const UNITS: CentreUnits[] = ['per-axis', 'area'];
/** Displays tried on the crops (each with both centre-prior units); the full frame tries every one of DISPLAYS. */
const CROP_DISPLAYS = [{ displayExponent: SHIPPED.displayExponent ?? 1, displayBlur: SHIPPED.displayBlur ?? 0 }];
/** The crop of the cross-validation: portrait, the farthest from 4:3 (one crop for lack of machine time). */
const CV_CROPS = ['portrait'];

/** Centre bias baseline: a Gaussian of 200 px at 800x600, scaled with the image (not with a crop). */
const CENTRE_BIAS_SIGMA = 200;

const { values } = parseArgs({
  options: {
    cv: { type: 'boolean' },
    folds: { type: 'string' },
    only: { type: 'string' },
    crops: { type: 'string' },
    'write-model': { type: 'boolean' },
    committed: { type: 'boolean' },
    compare: { type: 'string' },
    variants: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
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
let loaded: Backbone | undefined;
const backbone = async () => (loaded ??= await Backbone.load());

/** The map as the product shows it (displayedMap on the fine grid), enlarged bilinearly to the variant's size. */
function shownMap(inp: HeatmapInputs, params: ReadoutParameters, v: Variant): FloatMap {
  const logp = logDensity(inp, params);
  return resizeMap(displayedMap({ ...logp, data: Float32Array.from(logp.data, Math.exp) }, params), v.width, v.height);
}

function variantScorer(ids: readonly number[], v: Variant): Scorer {
  const shown = new Map<number, Fixation[]>(ids.map((id) => [id, variantFixations(fixations.get(id) ?? [], v)]));
  return new Scorer(ids, shown, v.width, v.height, (id) => variantDensity(fixations.get(id) ?? [], v));
}

function centreBias(v: Variant): FloatMap {
  return centreBiasMap(v.width, v.height, CENTRE_BIAS_SIGMA * v.scale);
}

/**
 * The same read-out with its quadratic centre prior expressed in other units. Exact for images of the fit
 * images' shape (OSIE: all 800x600): only images of another shape see a difference.
 */
function inCentreUnits(params: ReadoutParameters, units: CentreUnits): ReadoutParameters {
  if ((params.centreUnits ?? 'per-axis') !== 'per-axis') throw new Error('converts from per-axis units only');
  if (units === 'per-axis') return params;
  // u_area = u x width / sqrt(width x height), so uu_area = uu x height / width (and v alike).
  const across = OSIE_HEIGHT / OSIE_WIDTH;
  const { uu, vv, v } = params.centre;
  return { ...params, centreUnits: units, centre: { uu: uu * across, vv: vv / across, v: v * Math.sqrt(1 / across) } };
}

async function fitCached(name: string, config: FitConfig, ids: readonly number[], inputs: Map<number, HeatmapInputs>): Promise<ReadoutParameters> {
  const key = createHash('sha256').update(JSON.stringify({ config: { ...config, displayExponent: undefined, displayBlur: undefined }, ids })).digest('hex').slice(0, 16);
  const file = join(EVAL_CACHE, 'fits', `${key}.json`);
  if (existsSync(file)) {
    log(`fit of ${name} read from ${file}`);
    return JSON.parse(await readFile(file, 'utf8')) as ReadoutParameters;
  }
  log(`fitting ${name} on ${ids.length} images`);
  const params = fitReadout(ids, { inputs, fixations, imageWidth: OSIE_WIDTH, imageHeight: OSIE_HEIGHT }, config, log);
  await mkdir(join(EVAL_CACHE, 'fits'), { recursive: true });
  await writeFile(file, JSON.stringify(params));
  return params;
}

const fmt = (s: SaliencyScores) => METRICS.map((m) => s[m].toFixed(3)).join(' | ');
const HEAD = '| map | variant | AUC-Judd | shuffled AUC | NSS | CC | SIM | KLD |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |';

/** Mean of per-fold scores weighted by the fold's image count. */
function pooled(parts: { scores: SaliencyScores; n: number }[]): SaliencyScores {
  const n = parts.reduce((s, p) => s + p.n, 0);
  return Object.fromEntries(METRICS.map((m) => [m, parts.reduce((s, p) => s + p.scores[m] * p.n, 0) / n])) as unknown as SaliencyScores;
}

const lines: string[] = [];
const results: { map: string; variant: string; label?: string; scores: SaliencyScores }[] = [];

if (values.cv) {
  const k = Number(values.folds ?? 5);
  const only = values.only?.split(',');
  const list = CANDIDATES.filter((c) => !only || only.includes(c.name));
  const folds = Array.from({ length: k }, (_, f) => FIT_IDS.filter((_, i) => i % k === f));
  const full = await variantInputs(FIT_IDS, FULL_FRAME, backbone, log);
  const fitted = new Map<string, ReadoutParameters[]>();
  for (const c of list) {
    const perFold: ReadoutParameters[] = [];
    const config = values['max-iterations'] ? { ...c.config, maxIterations: Number(values['max-iterations']) } : c.config;
    for (const [f, held] of folds.entries()) perFold.push(await fitCached(`${c.name} fold ${f + 1}/${k}`, config, FIT_IDS.filter((id) => !held.includes(id)), full));
    fitted.set(c.name, perFold);
  }
  // Crops are scored for the candidates --crops names (default all): each costs about as much as a fit.
  const cropped = values.crops?.split(',');
  const cvVariants = values.variants ? values.variants.split(',').map(variantNamed) : [FULL_FRAME, ...ASPECT_VARIANTS.filter((a) => CV_CROPS.includes(a.name))];
  for (const v of cvVariants) {
    const inputs = v === FULL_FRAME ? full : await variantInputs(FIT_IDS, v, backbone, log);
    const scorers = folds.map((held) => variantScorer(held, v));
    const centre = centreBias(v);
    const baseline = pooled(await Promise.all(scorers.map(async (s, f) => ({ scores: await s.mean(() => centre), n: folds[f].length }))));
    results.push({ map: 'centre bias', variant: v.name, scores: baseline });
    for (const c of list.filter((x) => v === FULL_FRAME || !cropped || cropped.includes(x.name))) {
      for (const units of v === FULL_FRAME ? (['per-axis'] as const) : UNITS) {
        for (const display of v === FULL_FRAME ? DISPLAYS : CROP_DISPLAYS) {
          const parts = [];
          for (const [f, held] of folds.entries()) {
            const params = { ...inCentreUnits(fitted.get(c.name)![f], units), ...display };
            parts.push({ scores: await scorers[f].mean((id) => shownMap(inputs.get(id)!, params, v)), n: held.length });
          }
          const scores = pooled(parts);
          const map = `${c.name}, ${units}, exponent ${display.displayExponent}, blur ${display.displayBlur}`;
          results.push({ map, variant: v.name, scores });
          log(`${v.name}: ${map}: ${fmt(scores)}`);
        }
      }
    }
    if (v !== FULL_FRAME) inputs.clear();
  }
  lines.push(`Cross-validation: ${k} folds over OSIE ${FIT_IDS[0]}-${FIT_IDS.at(-1)} (image i in fold i mod ${k}); the report ids are not read.\n`, HEAD);
} else if (values['write-model']) {
  const inputs = await variantInputs(FIT_IDS, FULL_FRAME, backbone, log);
  const { displayExponent, displayBlur, centreUnits, ...shipped } = SHIPPED;
  const fit = values['max-iterations'] ? { ...shipped, maxIterations: Number(values['max-iterations']) } : shipped;
  const params = inCentreUnits(await fitCached('chosen', fit, FIT_IDS, inputs), centreUnits ?? 'per-axis');
  params.displayExponent = displayExponent ?? 1;
  if (displayBlur) params.displayBlur = displayBlur;
  params.fit.data = `OSIE (Xu et al. 2014) ids ${FIT_IDS[0]}-${FIT_IDS.at(-1)}, first fixation of each viewer dropped`;
  params.fit.selection = `display exponent chosen by 3-fold cross-validation over ${FIT_IDS[0]}-${FIT_IDS.at(-1)} (heatmap-variants.ts --cv); centre prior ${params.centreUnits ?? 'per-axis'}`;
  params.fit.date = new Date().toISOString().slice(0, 10);
  // Reported once on the test ids, full frame (the variants: --committed).
  const report = await variantInputs(REPORT_IDS, FULL_FRAME, backbone, log);
  const scores = await variantScorer(REPORT_IDS, FULL_FRAME).mean((id) => shownMap(report.get(id)!, params, FULL_FRAME));
  params.fit.reportIds = `${REPORT_IDS[0]}-${REPORT_IDS.at(-1)}`;
  params.fit.report = Object.fromEntries(METRICS.map((m) => [m, Number(scores[m].toFixed(4))]));
  results.push({ map: 'read-out (written)', variant: FULL_FRAME.name, label: FULL_FRAME.label, scores });
  await writeFile(DEFAULT_READOUT_PATH, `${JSON.stringify(params)}\n`);
  log(`wrote ${DEFAULT_READOUT_PATH}`);
} else {
  const models: { name: string; params: ReadoutParameters }[] = [{ name: 'read-out (models/heatmap/readout.json)', params: JSON.parse(await readFile(DEFAULT_READOUT_PATH, 'utf8')) as ReadoutParameters }];
  if (values.compare) models.push({ name: `read-out (${values.compare})`, params: JSON.parse(await readFile(values.compare, 'utf8')) as ReadoutParameters });
  const chosenVariants = values.variants ? values.variants.split(',').map(variantNamed) : VARIANTS;
  for (const v of chosenVariants) {
    log(`scoring ${v.label}`);
    const inputs = await variantInputs(REPORT_IDS, v, backbone, log);
    const scorer = variantScorer(REPORT_IDS, v);
    const centre = centreBias(v);
    results.push({ map: 'centre bias', variant: v.name, label: v.label, scores: await scorer.mean(() => centre) });
    for (const m of models) results.push({ map: m.name, variant: v.name, label: v.label, scores: await scorer.mean((id) => shownMap(inputs.get(id)!, m.params, v)) });
    for (const r of results.slice(-1 - models.length)) log(`  ${r.map}: ${fmt(r.scores)}`);
    inputs.clear();
  }
  lines.push(`Report ids ${REPORT_IDS[0]}-${REPORT_IDS.at(-1)}; the displayed map (the product's); centre bias: Gaussian of ${CENTRE_BIAS_SIGMA} px at 800x600, scaled with the image.\n`, HEAD);
}

lines.push(...results.map((r) => `| ${r.map} | ${r.label ?? r.variant} | ${fmt(r.scores)} |`));
const table = lines.join('\n');
console.log(table);
if (values.json) console.log(JSON.stringify({ results }));
if (values.out) await writeFile(values.out, `${table}\n`);
log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
