import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldTrunk } from './convert';
import { CONVERTER_VERSION, GRAPH_FORMAT, type GraphModelJson } from './graph';
import { SOURCE, readShippedMobileNet } from './source';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `<repo>/.cache/packlens-models/` unless PACKLENS_MODEL_CACHE names another directory. */
export function modelCacheDir(): string {
  return process.env.PACKLENS_MODEL_CACHE ?? join(REPO_ROOT, '.cache', 'packlens-models');
}

export function backboneDir(cacheDir = modelCacheDir()): string {
  return join(cacheDir, `mobilenet_v2-fused-v${CONVERTER_VERSION}`);
}

export interface PrepareResult {
  dir: string;
  /** false when a valid cache was already there (prepare is idempotent). */
  converted: boolean;
  ms: number;
}

/** Converts the shipped MobileNetV2 into the cache once; later calls only check it. */
export async function prepareBackbone(cacheDir = modelCacheDir()): Promise<PrepareResult> {
  const started = performance.now();
  const dir = backboneDir(cacheDir);
  if (await isValidCache(dir)) return { dir, converted: false, ms: performance.now() - started };
  const { model, weights } = readShippedMobileNet();
  const graph = foldTrunk(model, weights);
  const bytes = new Uint8Array(graph.weights.buffer, graph.weights.byteOffset, graph.weights.byteLength);
  const json: GraphModelJson = {
    format: GRAPH_FORMAT,
    converterVersion: CONVERTER_VERSION,
    source: { ...SOURCE },
    input: 'RGB / 255, NHWC',
    nodes: graph.nodes,
    weightsManifest: [{ paths: ['weights.bin'], weights: graph.specs }],
    weightsSha256: sha256(bytes),
  };
  await mkdir(dir, { recursive: true });
  // Write to temporary names and rename, so a concurrent reader never sees half a cache.
  const suffix = `.tmp-${process.pid}-${Date.now()}`;
  await writeFile(join(dir, `weights.bin${suffix}`), bytes);
  await writeFile(join(dir, `model.json${suffix}`), JSON.stringify(json));
  await rename(join(dir, `weights.bin${suffix}`), join(dir, 'weights.bin'));
  await rename(join(dir, `model.json${suffix}`), join(dir, 'model.json'));
  return { dir, converted: true, ms: performance.now() - started };
}

export async function readCachedGraph(dir: string): Promise<{ json: GraphModelJson; weights: Uint8Array }> {
  const json = JSON.parse(await readFile(join(dir, 'model.json'), 'utf8')) as GraphModelJson;
  const weights = new Uint8Array(await readFile(join(dir, json.weightsManifest[0].paths[0])));
  if (sha256(weights) !== json.weightsSha256) throw new Error(`${dir}: weights.bin does not match model.json`);
  return { json, weights };
}

async function isValidCache(dir: string): Promise<boolean> {
  if (!existsSync(join(dir, 'model.json')) || !existsSync(join(dir, 'weights.bin'))) return false;
  try {
    const { json } = await readCachedGraph(dir);
    return json.format === GRAPH_FORMAT && json.converterVersion === CONVERTER_VERSION && json.source.version === SOURCE.version;
  } catch {
    return false;
  }
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
