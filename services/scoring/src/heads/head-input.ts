import { createHash } from 'node:crypto';
import { isFoodCategory } from '@packlens/contracts';
import { EMBEDDING_SIZE } from '../backbone';
import { SOURCE } from '../backbone/source';
import { DESIGN_FEATURE_NAMES, designVector, type ImageFeatures } from '../features';
import { featureCodeHash } from '../training/feature-cache';

/**
 * What the segment heads read: the 1280-d MobileNetV2 embedding (square-rooted: the pooled ReLU activations
 * are skewed, and the root makes a linear read-out fit them better), the named design features, and whether
 * the category is food. A model records this version and refuses inputs of another. The version includes a hash
 * of the feature code, so a change in how a feature is computed retires the models trained on the old values
 * (set-up's train-demo then retrains the demo model; survey models are retrained from their data set).
 */
export const HEAD_INPUT_NAMES: readonly string[] = [
  ...Array.from({ length: EMBEDDING_SIZE }, (_, i) => `embedding_${i}`),
  ...DESIGN_FEATURE_NAMES.map((name) => `design_${name}`),
  'category_food',
];

export const HEAD_INPUT_VERSION = `${SOURCE.model}@${SOURCE.package}-${SOURCE.version}/sqrt-flatten_1+design+food#${createHash('sha256')
  .update(HEAD_INPUT_NAMES.join(','))
  .digest('hex')
  .slice(0, 12)}/code-${featureCodeHash()}`;

export function headInput(features: Pick<ImageFeatures, 'embedding' | 'design'>, categoryId: number): Float64Array {
  const input = new Float64Array(HEAD_INPUT_NAMES.length);
  for (let i = 0; i < EMBEDDING_SIZE; i++) input[i] = Math.sqrt(Math.max(0, features.embedding[i]));
  input.set(designVector(features.design), EMBEDDING_SIZE);
  input[input.length - 1] = isFoodCategory(categoryId) ? 1 : 0;
  return input;
}

/**
 * Weight of each input after standardisation. The 21 design and category inputs each get 8, so that together
 * they weigh about as much as the 1280 embedding dimensions (21 x 8^2 ~ 1280) instead of being drowned by them.
 */
export const HEAD_INPUT_WEIGHTS: Float64Array = Float64Array.from(HEAD_INPUT_NAMES, (_, i) => (i < EMBEDDING_SIZE ? 1 : 8));
