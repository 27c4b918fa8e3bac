import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Tf from '@tensorflow/tfjs';
import sharp from 'sharp';
import type { UpscaleFactor } from '../ports';
import { decode, encodePng } from './raster';

export type { UpscaleFactor };

export interface UpscaleOptions {
  scale?: UpscaleFactor;
  /** Tile side in input pixels (the model was trained on 128 px patches); bounds the memory per step. */
  tile?: number;
  /** Context each tile reads beyond its edge, so tiles meet without seams. */
  overlap?: number;
}

const models = new Map<UpscaleFactor, Promise<{ tf: typeof Tf; model: Tf.LayersModel }>>();
let backend: Promise<typeof Tf> | undefined;

/**
 * tfjs on WASM (single-threaded in Node; the native backend cannot be installed on the reference machine), imported
 * on first use so that importing this package does not load it.
 */
function wasmTf(): Promise<typeof Tf> {
  backend ??= (async () => {
    const tf = await import('@tensorflow/tfjs');
    await import('@tensorflow/tfjs-backend-wasm');
    if (!(await tf.setBackend('wasm'))) throw new Error('the tfjs WASM backend failed to initialise');
    await tf.ready();
    return tf;
  })();
  return backend;
}

/**
 * The ESRGAN-slim (RDN) model of `@upscalerjs/esrgan-slim` (MIT; about 0.9 MB of weights per scale inside the
 * package), loaded from the package's files through `tf.io.fromMemory`: its `upscaler/node` entry needs tfjs-node.
 */
function modelOf(scale: UpscaleFactor): Promise<{ tf: typeof Tf; model: Tf.LayersModel }> {
  let model = models.get(scale);
  if (!model) {
    model = (async () => {
      const tf = await wasmTf();
      // The package exports only its code; its weights sit in models/ beside dist/.
      const entry = createRequire(import.meta.url).resolve('@upscalerjs/esrgan-slim');
      const folder = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'models', `x${scale}`);
      const json = JSON.parse(await readFile(path.join(folder, 'model.json'), 'utf8'));
      const weights = await Promise.all(json.weightsManifest.flatMap((group: { paths: string[] }) => group.paths.map((file) => readFile(path.join(folder, file)))));
      const data = Buffer.concat(weights);
      const weightSpecs = json.weightsManifest.flatMap((group: { weights: Tf.io.WeightsManifestEntry[] }) => group.weights);
      const weightData = data.buffer.slice(data.byteOffset, data.byteOffset + data.length);
      return { tf, model: await tf.loadLayersModel(tf.io.fromMemory({ modelTopology: json.modelTopology, weightSpecs, weightData })) };
    })();
    models.set(scale, model);
  }
  return model;
}

/**
 * Upscales an image for print with a small super-resolution model (ESRGAN-slim, RDN, inputs and outputs 0–255),
 * tile by tile with overlapping context. An alpha channel is scaled by sharp (Lanczos) alongside. This is CPU work on
 * WASM: about a second per 128 px input tile on this machine, so a 1024 px image takes tens of seconds.
 */
export async function upscale(image: Uint8Array, options: UpscaleOptions = {}): Promise<Uint8Array> {
  const scale = options.scale ?? 2;
  const tile = options.tile ?? 128;
  const overlap = options.overlap ?? 8;
  const { tf, model } = await modelOf(scale);
  const rgba = await decode(image, 4);
  const { width, height } = rgba;
  const rgb = new Float32Array(width * height * 3);
  for (let i = 0; i < width * height; i++) for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgba.data[i * 4 + c];
  const [outWidth, outHeight] = [width * scale, height * scale];
  const out = new Uint8Array(outWidth * outHeight * 4);
  for (let top = 0; top < height; top += tile) {
    for (let left = 0; left < width; left += tile) {
      // The tile with its context, clamped to the image.
      const [x0, y0] = [Math.max(0, left - overlap), Math.max(0, top - overlap)];
      const [x1, y1] = [Math.min(width, left + tile + overlap), Math.min(height, top + tile + overlap)];
      const patch = new Float32Array((x1 - x0) * (y1 - y0) * 3);
      for (let y = y0; y < y1; y++) patch.set(rgb.subarray((y * width + x0) * 3, (y * width + x1) * 3), (y - y0) * (x1 - x0) * 3);
      const result = tf.tidy(() => {
        const input = tf.tensor4d(patch, [1, y1 - y0, x1 - x0, 3]);
        return (model.predict(input) as Tf.Tensor4D).clipByValue(0, 255).round();
      });
      const values = await result.data();
      result.dispose();
      const patchWidth = (x1 - x0) * scale;
      // Keep only the tile's own part of the upscaled patch.
      for (let y = top * scale; y < Math.min(height, top + tile) * scale; y++) {
        for (let x = left * scale; x < Math.min(width, left + tile) * scale; x++) {
          const from = ((y - y0 * scale) * patchWidth + (x - x0 * scale)) * 3;
          const to = (y * outWidth + x) * 4;
          out[to] = values[from];
          out[to + 1] = values[from + 1];
          out[to + 2] = values[from + 2];
        }
      }
    }
  }
  const alpha = await sharp(image).ensureAlpha().extractChannel(3).resize(outWidth, outHeight, { kernel: 'lanczos3' }).raw().toBuffer();
  for (let i = 0; i < outWidth * outHeight; i++) out[i * 4 + 3] = alpha[i];
  return encodePng({ data: out, width: outWidth, height: outHeight, channels: 4 });
}
