import { startSubscription, type Projection, type RunningSubscription, type SubscriptionOptions } from '@packlens/kernel';
import { activeVersion, modelLockSql, pointViewsAt, readModelProjection, schemaFor, type ReadModel } from './read-model';
import { identityReadModel } from './identity/projector';
import { loginHistoryReadModel } from './login-history/projector';
import { registrationsReadModel } from './registrations/projector';

/** Every read model the product serves queries from. */
export const readModels: readonly ReadModel[] = [identityReadModel, loginHistoryReadModel, registrationsReadModel];

/**
 * The model's projection, creating its first version in the first batch when nobody ran ensureReadModels for it
 * (a process that starts before the model existed, or one started with only some models ensured).
 */
function selfEnsuringProjection(model: ReadModel): Projection {
  const projection = readModelProjection(model);
  return {
    ...projection,
    async apply(events, tx) {
      if ((await activeVersion(tx, model)) === undefined) {
        await tx.query(modelLockSql('exclusive'), [model.name]);
        if ((await activeVersion(tx, model)) === undefined) {
          await tx.query(schemaFor(model, 1));
          await pointViewsAt(tx, model, 1);
        }
      }
      return projection.apply(events, tx);
    },
  };
}

/** Starts one subscription per read model. */
export function startReadModels(options: SubscriptionOptions, models: readonly ReadModel[] = readModels): RunningSubscription[] {
  return models.map((model) => startSubscription(selfEnsuringProjection(model), options));
}
