import type { Activation, GraphNode, Padding, WeightSpec } from './graph';

/** The parts of a Keras layers-model JSON (as shipped in nsfwjs) that the conversion reads. */
interface KerasLayer {
  name: string;
  class_name: string;
  config: Record<string, unknown>;
  inbound_nodes: [string, number, number, unknown][][];
}
export interface KerasModelJson {
  modelTopology: { model_config: { config: { layers: KerasLayer[] } } };
  weightsManifest: { paths: string[]; weights: QuantizedSpec[] }[];
}
interface QuantizedSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: 'uint8' | 'uint16'; min: number; scale: number };
}

export interface ConvertedGraph {
  nodes: GraphNode[];
  specs: WeightSpec[];
  weights: Float32Array;
}

/** Layer after which the trunk ends; the global average of its output is `flatten_1`, the 1280-d embedding. */
export const LAST_TRUNK_LAYER = 'out_relu';

/** Dequantises the shipped weights into named float arrays (uint8/uint16 affine quantisation of tfjs). */
export function dequantize(specs: QuantizedSpec[], bytes: Uint8Array): Map<string, { shape: number[]; values: Float32Array }> {
  const out = new Map<string, { shape: number[]; values: Float32Array }>();
  let offset = 0;
  for (const spec of specs) {
    const n = spec.shape.reduce((a, b) => a * b, 1);
    const values = new Float32Array(n);
    const q = spec.quantization;
    if (!q) {
      values.set(new Float32Array(bytes.slice(offset, offset + 4 * n).buffer));
      offset += 4 * n;
    } else if (q.dtype === 'uint8') {
      for (let i = 0; i < n; i++) values[i] = q.min + q.scale * bytes[offset + i];
      offset += n;
    } else {
      const view = new DataView(bytes.buffer, bytes.byteOffset + offset, 2 * n);
      for (let i = 0; i < n; i++) values[i] = q.min + q.scale * view.getUint16(2 * i, true);
      offset += 2 * n;
    }
    out.set(spec.name, { shape: spec.shape, values });
  }
  if (offset !== bytes.length) throw new Error(`weights: read ${offset} bytes of ${bytes.length}`);
  return out;
}

/**
 * Folds MobileNetV2's Keras graph into fused operations up to `out_relu`: Conv/DepthwiseConv -> BatchNorm ->
 * ReLU6 becomes one op with bias, and ZeroPadding2D becomes the next op's explicit padding. The result computes
 * the same function (checked against tfjs-layers in the spec) with a third of the kernel launches.
 */
export function foldTrunk(model: KerasModelJson, weightBytes: Uint8Array): ConvertedGraph {
  const layers = model.modelTopology.model_config.config.layers;
  const raw = dequantize(model.weightsManifest.flatMap((m) => m.weights), weightBytes);
  const take = (name: string) => {
    const w = raw.get(name);
    if (!w) throw new Error(`missing weight ${name}`);
    return w;
  };
  const nodes: GraphNode[] = [];
  const specs: WeightSpec[] = [];
  const chunks: Float32Array[] = [];
  const produced = new Map<string, string>(); // Keras layer -> graph value that holds its output
  let pendingPad: [[number, number], [number, number]] | undefined;
  const addWeight = (name: string, shape: number[], values: Float32Array) => {
    specs.push({ name, shape, dtype: 'float32' });
    chunks.push(values);
    return name;
  };

  for (let i = 0; i < layers.length; i++) {
    const layer = layers[i];
    const inputs = (layer.inbound_nodes[0] ?? []).map((n) => {
      const value = produced.get(n[0]);
      if (!value) throw new Error(`${layer.name}: input ${n[0]} not produced`);
      return value;
    });
    switch (layer.class_name) {
      case 'InputLayer':
        produced.set(layer.name, 'input');
        continue;
      case 'ZeroPadding2D':
        pendingPad = layer.config.padding as [[number, number], [number, number]];
        produced.set(layer.name, inputs[0]);
        continue;
      case 'Add':
        nodes.push({ name: layer.name, op: 'add', inputs: [inputs[0], inputs[1]] });
        produced.set(layer.name, layer.name);
        continue;
      case 'Conv2D':
      case 'DepthwiseConv2D': {
        const depthwise = layer.class_name === 'DepthwiseConv2D';
        const k = take(`${layer.name}/${depthwise ? 'depthwise_kernel' : 'kernel'}`);
        const channels = depthwise ? k.shape[2] : k.shape[3];
        const kernel = Float32Array.from(k.values);
        const bias = new Float32Array(channels);
        let last = layer.name;
        let activation: Activation = 'linear';
        const bn = layers[i + 1];
        if (bn?.class_name === 'BatchNormalization') {
          const gamma = take(`${bn.name}/gamma`).values;
          const beta = take(`${bn.name}/beta`).values;
          const mean = take(`${bn.name}/moving_mean`).values;
          const variance = take(`${bn.name}/moving_variance`).values;
          const eps = Number(bn.config.epsilon);
          for (let c = 0; c < channels; c++) {
            const s = gamma[c] / Math.sqrt(variance[c] + eps);
            bias[c] = beta[c] - mean[c] * s;
            // The output channel is the last axis of both kernel layouts.
            for (let j = c; j < kernel.length; j += channels) kernel[j] *= s;
          }
          last = bn.name;
          i++;
          const relu = layers[i + 1];
          if (relu?.class_name === 'ReLU') {
            if (relu.config.max_value !== 6) throw new Error(`${relu.name}: only ReLU6 is supported`);
            activation = 'relu6';
            last = relu.name;
            i++;
          }
        }
        const stride = (layer.config.strides as number[])[0];
        const pad: Padding = pendingPad ?? (layer.config.padding as 'same' | 'valid');
        pendingPad = undefined;
        nodes.push({
          name: last,
          op: depthwise ? 'dwconv' : 'conv',
          input: inputs[0],
          stride,
          pad,
          activation,
          kernel: addWeight(`${last}/kernel`, k.shape, kernel),
          bias: addWeight(`${last}/bias`, [channels], bias),
        });
        for (let j = layers.indexOf(layer); j <= i; j++) produced.set(layers[j].name, last);
        break;
      }
      default:
        throw new Error(`layer ${layer.name}: ${layer.class_name} is not part of the MobileNetV2 trunk`);
    }
    if (produced.get(LAST_TRUNK_LAYER)) break;
  }
  if (!nodes.some((n) => n.name === LAST_TRUNK_LAYER)) throw new Error(`${LAST_TRUNK_LAYER} not found`);
  const total = chunks.reduce((a, c) => a + c.length, 0);
  const weights = new Float32Array(total);
  let offset = 0;
  for (const c of chunks) {
    weights.set(c, offset);
    offset += c.length;
  }
  return { nodes, specs, weights };
}
