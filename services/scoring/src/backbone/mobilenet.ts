import type { Tensor1D, Tensor4D } from '@tensorflow/tfjs-core';
import type { RgbImage } from '../image';
import { backboneDir, modelCacheDir, prepareBackbone, readCachedGraph } from './cache';
import type { GraphModelJson, GraphNode } from './graph';
import { initTf, type Tf } from './tf';

/** A feature map in HWC order. */
export interface FeatureMap {
  readonly height: number;
  readonly width: number;
  readonly channels: number;
  readonly data: Float32Array;
}

/** Trunk layers that callers may read. */
export type TrunkLayer = 'out_relu' | 'block_13_expand_relu';

export const EMBEDDING_SIZE = 1280;
/** The input size MobileNetV2 was trained at; the embedding is taken there. */
export const EMBEDDING_INPUT = 224;

/**
 * MobileNetV2 (ImageNet-trained, weights from nsfwjs) cut at `out_relu`, run from the converted cache.
 * The input may have any size; `out_relu` has stride 32 and `block_13_expand_relu` stride 16.
 */
export class Backbone {
  private constructor(
    private readonly tf: Tf,
    private readonly nodes: GraphNode[],
    private readonly weights: Map<string, Tensor4D | Tensor1D>,
    readonly backend: string,
    readonly loadMs: number,
  ) {}

  /** Loads from the cache, converting first if the cache is missing (see `prepare`). */
  static async load(cacheDir = modelCacheDir()): Promise<Backbone> {
    const started = performance.now();
    const { tf, backend } = await initTf();
    await prepareBackbone(cacheDir);
    const { json, weights } = await readCachedGraph(backboneDir(cacheDir));
    const tensors = decode(tf, json, weights);
    const backbone = new Backbone(tf, json.nodes, tensors, backend, 0);
    // One small pass compiles the WASM kernels so the first real image is not slower than the rest.
    await backbone.run({ width: 32, height: 32, data: new Uint8Array(32 * 32 * 3) }, ['out_relu']);
    (backbone as { loadMs: number }).loadMs = performance.now() - started;
    return backbone;
  }

  /** Runs the trunk on an RGB image (already at the wanted input size) and returns the requested layers. */
  async run<L extends TrunkLayer>(image: RgbImage, layers: readonly L[]): Promise<Record<L, FeatureMap>> {
    const { tf } = this;
    const outputs = tf.tidy(() => {
      const input = tf.tensor4d(toUnitFloats(image.data), [1, image.height, image.width, 3]);
      const values = this.forward(input, new Set<string>(layers));
      return layers.map((l) => values.get(l)!);
    });
    const result = {} as Record<L, FeatureMap>;
    for (let i = 0; i < layers.length; i++) {
      const t = outputs[i];
      const [, height, width, channels] = t.shape;
      result[layers[i]] = { height, width, channels, data: (await t.data()) as Float32Array };
    }
    tf.dispose(outputs);
    return result;
  }

  /** The 1280-d embedding (`flatten_1`: global average of `out_relu` at 224x224), plus that feature map. */
  async embed(image224: RgbImage): Promise<{ embedding: Float32Array; outRelu: FeatureMap }> {
    if (image224.width !== EMBEDDING_INPUT || image224.height !== EMBEDDING_INPUT) {
      throw new Error(`embed() needs a ${EMBEDDING_INPUT}x${EMBEDDING_INPUT} image`);
    }
    const { out_relu: outRelu } = await this.run(image224, ['out_relu']);
    return { embedding: globalAverage(outRelu), outRelu };
  }

  dispose(): void {
    for (const t of this.weights.values()) t.dispose();
    this.weights.clear();
  }

  private forward(input: Tensor4D, wanted: Set<string>): Map<string, Tensor4D> {
    const { tf } = this;
    const values = new Map<string, Tensor4D>([['input', input]]);
    for (const node of this.nodes) {
      let y: Tensor4D;
      if (node.op === 'add') {
        y = tf.add(values.get(node.inputs[0])!, values.get(node.inputs[1])!);
      } else {
        const x = values.get(node.input)!;
        const pad = typeof node.pad === 'string' ? node.pad : ([[0, 0], node.pad[0], node.pad[1], [0, 0]] as [[number, number], [number, number], [number, number], [number, number]]);
        const args = { x, strides: node.stride, bias: this.weights.get(node.bias) as Tensor1D, activation: node.activation };
        y =
          node.op === 'conv'
            ? tf.fused.conv2d({ ...args, filter: this.weights.get(node.kernel) as Tensor4D, pad })
            : // tfjs types depthwise padding as same/valid only, but its kernels accept explicit padding too.
              tf.fused.depthwiseConv2d({ ...args, filter: this.weights.get(node.kernel) as Tensor4D, pad: pad as 'valid' });
      }
      values.set(node.name, y);
      if ([...wanted].every((w) => values.has(w))) break;
    }
    return values;
  }
}

function decode(tf: Tf, json: GraphModelJson, bytes: Uint8Array): Map<string, Tensor4D | Tensor1D> {
  const out = new Map<string, Tensor4D | Tensor1D>();
  // Float32Array needs 4-byte alignment; a Buffer from the pool may not have it.
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const floats = new Float32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
  let offset = 0;
  for (const spec of json.weightsManifest[0].weights) {
    const n = spec.shape.reduce((a, b) => a * b, 1);
    out.set(spec.name, tf.tensor(floats.subarray(offset, offset + n), spec.shape as [number], 'float32') as Tensor4D | Tensor1D);
    offset += n;
  }
  return out;
}

function toUnitFloats(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] / 255;
  return out;
}

/** Mean over positions of an HWC map: one value per channel. */
export function globalAverage(map: FeatureMap): Float32Array {
  const out = new Float32Array(map.channels);
  const positions = map.height * map.width;
  for (let p = 0; p < positions; p++) {
    const base = p * map.channels;
    for (let c = 0; c < map.channels; c++) out[c] += map.data[base + c];
  }
  for (let c = 0; c < map.channels; c++) out[c] /= positions;
  return out;
}
