import { modelCacheDir } from '../backbone';
import { readModel } from './model-files';
import { ModelRegistry } from './model-registry';
import type { SegmentModel } from './model-version';

/** The model a command or the worker uses: an explicit model directory, else the registry's active version. */
export async function loadSegmentModel(options: { modelDir?: string; cacheDir?: string } = {}): Promise<SegmentModel> {
  if (options.modelDir) return readModel(options.modelDir);
  const registry = new ModelRegistry(options.cacheDir ?? modelCacheDir());
  const active = await registry.active();
  if (!active) throw new Error(`no active model in ${registry.root}; run ./scripts/packlens-score train-demo (set-up does)`);
  return active;
}
