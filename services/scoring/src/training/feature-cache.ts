import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBEDDING_SIZE } from '../backbone';
import { DESIGN_FEATURE_NAMES, type DesignFeatures, type ImageFeatures } from '../features';

export type CachedFeatures = Pick<ImageFeatures, 'imageHash' | 'embedding' | 'design'>;

const SOURCE_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/**
 * The code that computes features: any change to it gives a new cache folder, so stale features are never
 * reused. The heat-map files are the classical maps the saliency statistics use; extend the list when the
 * feature code starts importing another.
 */
const FEATURE_CODE_DIRS = ['backbone', 'features', 'image'];
const FEATURE_CODE_FILES = ['heatmap/classical.ts', 'heatmap/spectral-residual.ts', 'heatmap/boolean-map.ts', 'heatmap/fft.ts', 'heatmap/map-ops.ts'];

let codeHash: string | undefined;
export function featureCodeHash(): string {
  if (codeHash) return codeHash;
  const hash = createHash('sha256');
  const files = [
    ...FEATURE_CODE_DIRS.flatMap((dir) => readdirSync(join(SOURCE_ROOT, dir)).filter((n) => n.endsWith('.ts')).map((n) => `${dir}/${n}`)),
    ...FEATURE_CODE_FILES.filter((file) => existsSync(join(SOURCE_ROOT, file))),
  ].sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(SOURCE_ROOT, file)));
  return (codeHash = hash.digest('hex').slice(0, 16));
}

/**
 * Image features on disk by content hash. Training a data set of a thousand packs costs minutes of backbone
 * and text-detector time; re-training (a new version, a validation run, the demo model at set-up) then costs
 * seconds. Entries are Float32: the embedding, then the design features in DESIGN_FEATURE_NAMES order.
 */
export class FeatureCache {
  readonly dir: string;

  constructor(cacheDir: string) {
    this.dir = join(cacheDir, 'features', featureCodeHash());
  }

  async get(imageHash: string): Promise<CachedFeatures | undefined> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.path(imageHash));
    } catch {
      return undefined;
    }
    const values = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    if (values.length !== EMBEDDING_SIZE + DESIGN_FEATURE_NAMES.length) return undefined;
    const design = Object.fromEntries(DESIGN_FEATURE_NAMES.map((name, i) => [name, values[EMBEDDING_SIZE + i]])) as unknown as DesignFeatures;
    return { imageHash, embedding: values.slice(0, EMBEDDING_SIZE), design };
  }

  async put(features: CachedFeatures): Promise<void> {
    const values = new Float32Array(EMBEDDING_SIZE + DESIGN_FEATURE_NAMES.length);
    values.set(features.embedding);
    DESIGN_FEATURE_NAMES.forEach((name, i) => (values[EMBEDDING_SIZE + i] = features.design[name]));
    const path = this.path(features.imageHash);
    await mkdir(dirname(path), { recursive: true });
    // One temporary file per write: two writes of the same image at once in one process (seen in a training run
    // of the e2e suite) must not rename each other's file away.
    const temporary = `${path}.tmp-${process.pid}-${randomUUID()}`;
    await writeFile(temporary, new Uint8Array(values.buffer));
    await rename(temporary, path);
  }

  private path(imageHash: string): string {
    if (!/^[0-9a-f]{64}$/.test(imageHash)) throw new Error(`not an image hash: ${imageHash}`);
    return join(this.dir, imageHash.slice(0, 2), `${imageHash}.f32`);
  }
}
