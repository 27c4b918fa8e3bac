import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Backbone, backboneDir, EMBEDDING_SIZE, globalAverage, prepareBackbone } from '../src/backbone';
import { foldTrunk } from '../src/backbone/convert';
import { readShippedMobileNet } from '../src/backbone/source';

/** Deterministic pseudo-random RGB image (a smooth pattern plus noise, so every layer sees structure). */
function patternImage(width: number, height: number, seed = 1) {
  const data = new Uint8Array(width * height * 3);
  let s = seed;
  for (let i = 0; i < data.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    const x = Math.floor(i / 3) % width;
    const y = Math.floor(i / 3 / width);
    data[i] = Math.round(127 + 80 * Math.sin((x + 7 * (i % 3)) / 9) * Math.cos(y / 13) + ((s >>> 16) % 40) - 20);
  }
  return { width, height, data };
}

describe('backbone cache', () => {
  it('converts once, then finds the cache valid, and rebuilds a damaged one', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'packlens-models-'));
    const first = await prepareBackbone(cache);
    expect(first.converted).toBe(true);
    const json = JSON.parse(await readFile(join(first.dir, 'model.json'), 'utf8'));
    expect(json.weightsManifest[0].paths).toEqual(['weights.bin']);
    expect(json.nodes.map((n: { name: string }) => n.name)).toContain('block_13_expand_relu');
    expect((await prepareBackbone(cache)).converted).toBe(false);
    await writeFile(join(backboneDir(cache), 'weights.bin'), Buffer.alloc(16));
    expect((await prepareBackbone(cache)).converted).toBe(true);
  });
});

describe('MobileNetV2 trunk', () => {
  let backbone: Backbone;
  beforeAll(async () => {
    backbone = await Backbone.load();
  });

  it('loads from the cache within the 2 s target', () => {
    expect(backbone.loadMs).toBeLessThan(2000);
  });

  it('gives out_relu 7x7x1280 and a 1280-d embedding at 224 px', async () => {
    const image = patternImage(224, 224);
    const { embedding, outRelu } = await backbone.embed(image);
    expect([outRelu.height, outRelu.width, outRelu.channels]).toEqual([7, 7, 1280]);
    expect(embedding.length).toBe(EMBEDDING_SIZE);
    expect(Array.from(embedding)).toEqual(Array.from(globalAverage(outRelu)));
    expect(embedding.some((v) => v > 0)).toBe(true);
  });

  it('gives feature maps at stride 32 and 16 for a 640x480 input', async () => {
    const maps = await backbone.run(patternImage(640, 480), ['out_relu', 'block_13_expand_relu']);
    expect([maps.out_relu.height, maps.out_relu.width, maps.out_relu.channels]).toEqual([15, 20, 1280]);
    const b13 = maps.block_13_expand_relu;
    expect([b13.height, b13.width, b13.channels]).toEqual([30, 40, 576]);
  });

  it('computes what the original Keras model computes (folded batch norm and padding)', async () => {
    const tf = await import('@tensorflow/tfjs');
    await tf.setBackend('wasm');
    const { model, weights } = readShippedMobileNet();
    const topology = structuredClone(model.modelTopology) as typeof model.modelTopology;
    const layers = topology.model_config.config.layers;
    topology.model_config.config.layers = layers.slice(0, layers.findIndex((l) => l.name === 'out_relu') + 1);
    (topology.model_config.config as Record<string, unknown>).output_layers = [['out_relu', 0, 0]];
    const reference = await tf.loadLayersModel(
      tf.io.fromMemory({ modelTopology: topology, weightSpecs: model.weightsManifest[0].weights as never, weightData: weights.slice().buffer }),
      { strict: false },
    );
    const image = patternImage(224, 224, 5);
    const input = tf.tensor4d(Float32Array.from(image.data, (v) => v / 255), [1, 224, 224, 3]);
    const expected = (await (reference.predict(input) as import('@tensorflow/tfjs').Tensor).data()) as Float32Array;
    const { out_relu } = await backbone.run(image, ['out_relu']);
    let maxDiff = 0;
    for (let i = 0; i < expected.length; i++) maxDiff = Math.max(maxDiff, Math.abs(expected[i] - out_relu.data[i]));
    expect(maxDiff).toBeLessThan(1e-3);
    expect(foldTrunk(model, weights).nodes.length).toBeLessThan(layers.length / 2);
  });
});
