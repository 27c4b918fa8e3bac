import { startSubscription, type RunningSubscription, type SubscriptionOptions } from '@packlens/kernel';
import { readModelProjection, type ReadModel } from './read-model';
import { identityReadModel } from './identity/projector';

/** Every read model the product serves queries from. */
export const readModels: readonly ReadModel[] = [identityReadModel];

/** Starts one subscription per read model. */
export function startReadModels(options: SubscriptionOptions, models: readonly ReadModel[] = readModels): RunningSubscription[] {
  return models.map((model) => startSubscription(readModelProjection(model), options));
}
