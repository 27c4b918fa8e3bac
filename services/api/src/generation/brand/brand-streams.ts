import { readEvent } from '@packlens/contracts';
import { commandHandler, type EventStore } from '@packlens/kernel';
import { brandModelDecider, type BrandModelEvent } from '../deciders';

export const brandModelStream = (brandModelId: string) => `brand-model-${brandModelId}`;

export function brandModelHandler(store: EventStore) {
  return commandHandler(store, brandModelDecider, { readEvent: (type, data, version) => readEvent(type, data, version) as unknown as BrandModelEvent });
}
