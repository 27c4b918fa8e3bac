import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { KerasModelJson } from './convert';

const require = createRequire(import.meta.url);

export const SOURCE = { package: 'nsfwjs', version: '4.3.0', model: 'mobilenet_v2' } as const;

/**
 * MobileNetV2 as nsfwjs ships it: the Keras model JSON and one weights shard, each wrapped in a UMD module
 * (the weights as base64). Reading them takes seconds, which is why `prepare` converts them once.
 */
export function readShippedMobileNet(): { model: KerasModelJson; weights: Uint8Array } {
  const dir = resolve(dirname(require.resolve('nsfwjs')), '../models', SOURCE.model);
  const model = require(`${dir}/model.min.js`) as KerasModelJson;
  const shard = require(`${dir}/group1-shard1of1.min.js`) as string;
  if (typeof shard !== 'string') throw new Error('nsfwjs weights bundle: expected a base64 string');
  return { model, weights: new Uint8Array(Buffer.from(shard, 'base64')) };
}
