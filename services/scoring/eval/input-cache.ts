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
    const image = await loadImage(stimulusPath(id));
    const inputs = await heatmapInputs(mirror ? mirrored(image.raster) : image.raster, models.backbone, { spectralResidual: true, booleanMap: true, text: true }, models.textDetector, { pixels });
    await writeFile(`${file}.tmp`, serialize(inputs));
    await rename(`${file}.tmp`, file);
    out.set(id, inputs);
    if (++computed % 50 === 0) log(`  computed inputs of ${computed} images (${((performance.now() - started) / computed).toFixed(0)} ms each)`);
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
