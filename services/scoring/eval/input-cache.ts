import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Backbone } from '../src/backbone';
import type { TextDetector } from '../src/features/text-detector';
import { INPUT_PIXELS, inputSizeFor } from '../src/heatmap/grid';
import { heatmapInputs, type HeatmapInputs } from '../src/heatmap/inputs';
import { loadImage, type RgbImage } from '../src/image';
import { OSIE_HEIGHT, OSIE_WIDTH, stimulusPath } from './osie';

/** Bump when heatmapInputs changes, so stale cached inputs are not reused. */
const INPUTS_VERSION = 2;

export const EVAL_CACHE = process.env.PACKLENS_EVAL_CACHE ?? resolve(import.meta.dirname, '../../../.cache/packlens-eval');

/**
 * Read-out inputs (backbone features and every optional layer) of OSIE images at a backbone pixel budget,
 * computed once and kept under .cache/ (never committed; one folder per input size), so re-running the fit
 * does not re-run the networks.
 */
export async function osieInputs(
  ids: readonly number[],
  models: { backbone: Backbone; textDetector: TextDetector },
  log: (line: string) => void = () => undefined,
  pixels = INPUT_PIXELS,
  /** The images mirrored left-right (a fit's data augmentation). */
  mirror = false,
): Promise<Map<number, HeatmapInputs>> {
  const size = inputSizeFor(OSIE_WIDTH, OSIE_HEIGHT, pixels);
  const dir = join(EVAL_CACHE, `osie-inputs-v${INPUTS_VERSION}-${size.width}x${size.height}${mirror ? '-mirrored' : ''}`);
  return cachedInputs(dir, ids, async (id) => {
    const image = await loadImage(stimulusPath(id));
    return heatmapInputs(mirror ? mirrored(image.raster) : image.raster, models.backbone, { spectralResidual: true, booleanMap: true, text: true }, models.textDetector, { pixels });
  }, (count, ms) => log(`  computed inputs of ${count} images (${ms} ms each)`));
}

/**
 * Each image's heat-map inputs from `dir` (one v8-serialised file per id), computing and storing the missing ones
 * with `compute`; `progress` hears every 50th computed image with the mean time per image.
 */
export async function cachedInputs(
  dir: string,
  ids: readonly number[],
  compute: (id: number) => Promise<HeatmapInputs>,
  progress: (computed: number, msEach: string) => void,
): Promise<Map<number, HeatmapInputs>> {
  await mkdir(dir, { recursive: true });
  const out = new Map<number, HeatmapInputs>();
  let computed = 0;
  const started = performance.now();
  for (const id of ids) {
    const file = join(dir, `${id}.v8`);
    if (existsSync(file)) {
      out.set(id, deserialize(await readFile(file)) as HeatmapInputs);
      continue;
    }
    const inputs = await compute(id);
    await writeFile(`${file}.tmp`, serialize(inputs));
    await rename(`${file}.tmp`, file);
    out.set(id, inputs);
    if (++computed % 50 === 0) progress(computed, ((performance.now() - started) / computed).toFixed(0));
  }
  return out;
}

/** The raster mirrored left-right. */
export function mirrored(raster: RgbImage): RgbImage {
  const { width, height, data } = raster;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = (y * width + width - 1 - x) * 3;
      out[to] = data[from];
      out[to + 1] = data[from + 1];
      out[to + 2] = data[from + 2];
    }
  }
  return { width, height, data: out };
}
