/**
 * The cached backbone format: MobileNetV2's trunk as a flat list of fused operations (convolution with its
 * batch normalisation folded in and its ReLU6 applied in the same kernel), so inference runs one tfjs op per
 * step. Weights are float32 in one file, described with tfjs weight specs.
 */
export const GRAPH_FORMAT = 'packlens-fused-graph';
/** Bump when the conversion changes; `prepare` rebuilds a cache written by an older converter. */
export const CONVERTER_VERSION = 1;

export type Activation = 'linear' | 'relu6';
/** Explicit padding [[top,bottom],[left,right]] (Keras ZeroPadding2D + 'valid') or tfjs 'same'/'valid'. */
export type Padding = 'same' | 'valid' | [[number, number], [number, number]];

export type GraphNode =
  | { name: string; op: 'conv' | 'dwconv'; input: string; stride: number; pad: Padding; activation: Activation; kernel: string; bias: string }
  | { name: string; op: 'add'; inputs: [string, string] };

export interface WeightSpec {
  name: string;
  shape: number[];
  dtype: 'float32';
}

export interface GraphModelJson {
  format: typeof GRAPH_FORMAT;
  converterVersion: number;
  source: { package: string; version: string; model: string };
  /** Input: RGB scaled to [0, 1], NHWC, any height and width (multiples of 32 keep the grid aligned). */
  input: string;
  nodes: GraphNode[];
  weightsManifest: [{ paths: [string]; weights: WeightSpec[] }];
  /** sha256 of the weights file, checked on load. */
  weightsSha256: string;
}
