import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelRegistry } from '../src/models/model-registry';
import { trainDemoModel } from '../src/panel/demo-model';

/** A small panel keeps this fast; the accuracy target is panel-learning.spec.ts's business. */
const panel = { seed: 3, images: 60, perCell: 20 };

describe('train-demo at set-up', () => {
  let cacheDir: string;
  beforeAll(async () => (cacheDir = await mkdtemp(join(tmpdir(), 'packlens-demo-'))));
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it('trains and activates a demo model on first run, and does nothing on the second', async () => {
    const first = await trainDemoModel({ cacheDir, panel });
    expect(first.status).toBe('trained');
    expect(first.model.version.demo).toBe(true);
    expect(first.decision?.promoted).toBe(true);
    const registry = new ModelRegistry(cacheDir);
    expect(await registry.activeId()).toBe(first.model.version.id);

    const second = await trainDemoModel({ cacheDir, panel });
    expect(second.status).toBe('up to date');
    expect(second.model.version.id).toBe(first.model.version.id);
    expect(await registry.versions()).toHaveLength(1);
  }, 300_000);

  it('never displaces a model trained on survey data', async () => {
    const registry = new ModelRegistry(cacheDir);
    const active = (await registry.active())!;
    // Re-label the active version as survey-trained, as a real training run would have made it.
    active.version = { ...active.version, id: `${active.version.id}-survey`, demo: false };
    await registry.offer(active, () => ({ summary: { mae: Number.POSITIVE_INFINITY } }) as never);
    expect(await registry.activeId()).toBe(active.version.id);

    const result = await trainDemoModel({ cacheDir, panel: { ...panel, seed: 4 } });
    expect(result.status).toBe('kept survey model');
    expect(await registry.activeId()).toBe(active.version.id);
  }, 300_000);
});
